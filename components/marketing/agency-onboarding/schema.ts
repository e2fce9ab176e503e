import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';

/**
 * The agency landing's overlay forms (spec §3 Agency landing registration, §4 overlay flow). Errors are
 * keys under AgencyOnboarding.errors, shared by the client forms and the server actions.
 */
export const ACTIVE_BROKERS = ['1-5', '6-15', '16-50', '50+'] as const;
export const MANAGED_PROPERTIES = ['1-20', '21-50', '51-100', '101-500', '500+'] as const;
export const KEY_HANDLING = ['imobiliaria', 'proprietario', 'cofre', 'misto'] as const;

export const onlyDigits = (v: string) => v.replace(/\D/g, '');

/** 00.000.000/0000-00 as the user types. */
export function maskCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d)/, '$1-$2');
}

/** 00000-000 as the user types. */
export function maskCep(value: string): string {
  return onlyDigits(value).slice(0, 8).replace(/^(\d{5})(\d)/, '$1-$2');
}

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'required');
const email = required(254).pipe(z.email('emailInvalid'));

export const agencyRegisterSchema = z.object({
  responsibleName: required(120),
  jobTitle: required(120),
  agencyName: required(120),
  cnpj: required(18).refine((v) => onlyDigits(v).length === 14 && isValidCnpj(onlyDigits(v)), 'cnpjInvalid'),
  creci: required(30),
  address: required(300),
  email,
  phone: required(30),
  mainCity: required(100),
  cep: required(9).refine((v) => /^\d{5}-?\d{3}$/.test(v), 'cepInvalid'),
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
    password: z.string().min(6, 'passwordShort').max(72, 'passwordShort'),
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
  'cepInvalid',
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

export type OnboardingResult =
  | { ok: true; data?: { email: string } }
  | { ok: false; fieldErrors?: Record<string, string[] | undefined>; formError?: OnboardingErrorKey };
