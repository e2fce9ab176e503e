import { z } from 'zod';
import { isCepValid, isCnpj, isCpf, isPhone, isUf, normalizeCnpj, onlyDigits } from '@/lib/validations';
import { emailField, type ValidationKey } from './auth';
import { isCreci } from './rules/creci';

/**
 * Schemas of the profile completion (spec §4, §5), the agency completion (two steps) and the account
 * screen, shared by the client forms and the server actions. Messages are `AuthValidation` keys.
 */

const msg = (key: ValidationKey) => ({ error: key });
const requiredText = (max: number) => z.string(msg('required')).trim().min(1, msg('required')).max(max, msg('tooLong'));
const optionalText = (max: number) => z.string().trim().max(max, msg('tooLong')).optional().default('');

export const phoneField = requiredText(30).refine((v) => v === '' || isPhone(v), msg('phone'));
const optionalPhone = z
  .string()
  .trim()
  .max(30, msg('tooLong'))
  .optional()
  .default('')
  .refine((v) => v === '' || isPhone(v), msg('phone'));
const optionalCep = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((v) => v === '' || isCepValid(v), msg('cep'));
const optionalUf = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((v) => v === '' || isUf(v), msg('uf'));
const requiredUf = requiredText(2).refine((v) => v === '' || isUf(v), msg('uf'));
const requiredCep = requiredText(9).refine((v) => v === '' || isCepValid(v), msg('cep'));

/** /completar-cadastro: name and phone required, CPF optional but checked, address optional. */
export const completeProfileSchema = z.object({
  name: requiredText(120),
  phone: phoneField,
  cpf: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || isCpf(v), msg('cpf')),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalUf,
  zipCode: optionalCep,
});
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

/** Agency completion, step 1 (the e-mail is shown locked and not saved: it is the account's). */
export const agencyStep1Schema = z.object({
  name: requiredText(120),
  email: emailField,
  phone: phoneField,
});

/** Agency completion, step 2 (every field required, as in the dialog variant). */
export const agencyStep2Schema = z.object({
  cnpj: requiredText(18).refine((v) => v === '' || isCnpj(v), msg('cnpj')),
  responsibleName: requiredText(120),
  creci: requiredText(40).refine((v) => v === '' || isCreci(v), msg('creci')),
  legalName: requiredText(200),
  address: requiredText(300),
  city: requiredText(100),
  state: requiredUf,
  zipCode: requiredCep,
});

export const completeAgencySchema = agencyStep1Schema.extend(agencyStep2Schema.shape);
export type CompleteAgencyInput = z.input<typeof completeAgencySchema>;

/** /minha-conta: name, phone and address (e-mail and role are read-only). */
export const updateProfileSchema = z.object({
  name: requiredText(120),
  phone: optionalPhone,
  address: optionalText(300),
  city: optionalText(100),
  state: optionalUf,
  zipCode: optionalCep,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Values as stored: digits-only CPF, upper-case CNPJ characters, upper-case UF, null for blanks. */
export const storedCpf = (v: string) => (v ? onlyDigits(v) : null);
export const storedCnpj = (v: string) => (v ? normalizeCnpj(v) : null);
export const blankToNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
