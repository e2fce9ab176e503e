import { z } from 'zod';

/**
 * The interest dialog of a listing (spec §3 Interest form, §5): name, CPF, e-mail and phone, all required.
 * Errors are message keys under `Lead.errors.*`, translated where they are shown, so the same schema serves
 * the client form (react-hook-form) and the server action. The database also checks the CPF's digits and
 * the e-mail's shape (leads table), so the form checks them too instead of failing on submit.
 */

export const LEAD_ERRORS = ['required', 'cpfInvalid', 'emailInvalid', 'phoneInvalid'] as const;
export type LeadErrorKey = (typeof LEAD_ERRORS)[number];

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** A CPF by its two check digits (11 digits, not all equal); the mask is ignored. Mirrors public.is_valid_cpf. */
export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

/** 000.000.000-00 as the user types (max 14 characters). */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'required');

export const leadSchema = z.object({
  name: required(120),
  cpf: required(14).refine(isValidCpf, 'cpfInvalid'),
  email: required(254).pipe(z.email('emailInvalid')),
  phone: required(30).refine((v) => onlyDigits(v).length >= 8, 'phoneInvalid'),
});

export type LeadInput = z.input<typeof leadSchema>;
export type LeadValues = z.output<typeof leadSchema>;

export const emptyLead: LeadInput = { name: '', cpf: '', email: '', phone: '' };

/** True when any field is blank: the dialog then shows 'Erro' / 'Por favor, preencha todos os campos.'. */
export function hasBlankField(values: Partial<Record<keyof LeadInput, unknown>>): boolean {
  return (['name', 'cpf', 'email', 'phone'] as const).some(
    (k) => typeof values[k] !== 'string' || (values[k] as string).trim() === '',
  );
}

export type LeadActionState =
  | { ok: true }
  | { ok: false; fieldErrors?: Partial<Record<keyof LeadInput, LeadErrorKey[]>>; formError?: 'incomplete' | 'unavailable' | 'failed' };
