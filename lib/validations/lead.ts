import { z } from 'zod';
import type { ActionState, FieldErrors } from './action-state';
import { isCpf as isValidCpf, onlyDigits } from '@/lib/validations/rules/documents';
import { maskCpf } from '@/lib/validations/rules/masks';

/**
 * The interest dialog of a listing (spec §3 Interest form, §5): name, e-mail and phone, all required. No CPF at
 * this stage (data minimisation, LGPD art. 6, III — issue #38); stored leads keep what they had.
 * Errors are message keys under `Lead.errors.*`, translated where they are shown, so the same schema serves
 * the client form (react-hook-form) and the server action. The database also checks the e-mail's shape
 * (leads table), so the form checks it too instead of failing on submit.
 */

export const LEAD_ERRORS = ['required', 'emailInvalid', 'phoneInvalid'] as const;
export type LeadErrorKey = (typeof LEAD_ERRORS)[number];

// CPF rules and mask are the project's one implementation (lib/validations/rules), re-exported for the dialog.
export { isValidCpf, maskCpf, onlyDigits };

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'required');

export const leadSchema = z.object({
  name: required(120),
  email: required(254).pipe(z.email('emailInvalid')),
  phone: required(30).refine((v) => onlyDigits(v).length >= 8, 'phoneInvalid'),
});

export type LeadInput = z.input<typeof leadSchema>;
export type LeadValues = z.output<typeof leadSchema>;

export const emptyLead: LeadInput = { name: '', email: '', phone: '' };

/** True when any field is blank: the dialog then shows 'Erro' / 'Por favor, preencha todos os campos.'. */
export function hasBlankField(values: Partial<Record<keyof LeadInput, unknown>>): boolean {
  return (['name', 'email', 'phone'] as const).some(
    (k) => typeof values[k] !== 'string' || (values[k] as string).trim() === '',
  );
}

export type LeadActionState = ActionState<
  undefined,
  'incomplete' | 'unavailable' | 'rateLimited' | 'failed',
  FieldErrors<keyof LeadInput, LeadErrorKey>
>;
