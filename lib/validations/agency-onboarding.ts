import { z } from 'zod';
import { newPasswordField } from './auth';
import type { ActionState } from './action-state';
import { isCepValid, isCnpj, isPhone } from './rules/documents';
import { isCreci } from './rules/creci';

/**
 * The agency landing's overlay forms (spec §3 Agency landing registration, §4 overlay flow). Errors are
 * keys under AgencyOnboarding.errors, shared by the client forms (components/marketing/agency-onboarding) and
 * the server actions (lib/actions/agency-onboarding.ts).
 */
export const ACTIVE_BROKERS = ['1-5', '6-15', '16-50', '50+'] as const;
export const MANAGED_PROPERTIES = ['1-20', '21-50', '51-100', '101-500', '500+'] as const;
export const KEY_HANDLING = ['imobiliaria', 'proprietario', 'cofre', 'misto'] as const;

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'required');
const email = required(254).pipe(z.email('emailInvalid'));

export const agencyRegisterSchema = z.object({
  responsibleName: required(120),
  jobTitle: required(120),
  agencyName: required(120),
  // The one CNPJ rule of the site (lib/validations/rules): numeric or the alphanumeric CNPJ issued from July 2026.
  cnpj: required(18).refine(isCnpj, 'cnpjInvalid'),
  // number + F/J + UF (issue #34); SQL stores it as '12345-J/SP'.
  creci: required(40).refine(isCreci, 'creciInvalid'),
  address: required(300),
  email,
  phone: required(30).refine(isPhone, 'phoneInvalid'),
  mainCity: required(100),
  cep: required(9).refine(isCepValid, 'cepInvalid'),
  activeBrokers: z.enum(ACTIVE_BROKERS, 'required'),
  managedProperties: z.enum(MANAGED_PROPERTIES, 'required'),
  keyHandling: z.enum(KEY_HANDLING, 'required'),
  website: z.string().trim().max(300, 'required'),
});
export type AgencyRegisterInput = z.input<typeof agencyRegisterSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const createPasswordSchema = z
  .object({
    email,
    code: z.string().trim().regex(/^\d{6}$/, 'codeInvalid'),
    // The one password rule (issue #39); 'passwordShort' now reads "does not meet the requirements".
    password: newPasswordField('passwordShort'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'mismatch', path: ['confirm'] });
export type CreatePasswordInput = z.input<typeof createPasswordSchema>;

export const agencyLoginSchema = z.object({ email, password: z.string().min(1, 'required') });
export type AgencyLoginInput = z.input<typeof agencyLoginSchema>;

export const ERROR_KEYS = [
  'required',
  'emailInvalid',
  'cnpjInvalid',
  'creciInvalid',
  'cepInvalid',
  'phoneInvalid',
  'passwordShort',
  'mismatch',
  'already',
  'invalidLogin',
  'notConfirmed',
  'codeInvalid',
  'unexpected',
  'notAgency',
] as const;
export type OnboardingErrorKey = (typeof ERROR_KEYS)[number];

export type OnboardingResult = ActionState<{ email: string }, OnboardingErrorKey>;
