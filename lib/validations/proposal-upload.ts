import { z } from 'zod';
import type { ActionState, FieldErrors } from './action-state';
import { formatBRL } from '@/lib/format';

/**
 * /propostas/subir (spec §3 Proposal form, §5): an agency or broker registers a proposal for a client —
 * client name, e-mail, phone, one of their listings, amount in BRL, payment method, optional message.
 * Errors are message keys under `ProposalUpload.errors.*`, so the client form (react-hook-form) and the
 * server action share this schema. Limits mirror the proposals table and submit_proposal().
 */

export const PAYMENT_METHODS = ['vista', 'financiamento', 'parcelado', 'misto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PROPOSAL_UPLOAD_ERRORS = [
  'clientNameRequired',
  'clientEmailRequired',
  'clientEmailInvalid',
  'clientPhoneRequired',
  'clientPhoneInvalid',
  'propertyRequired',
  'amountRequired',
  'amountTooHigh',
  'paymentMethodRequired',
  'tooLong',
] as const;
export type ProposalUploadErrorKey = (typeof PROPOSAL_UPLOAD_ERRORS)[number];

/** Largest amount accepted, in reais (the column is an integer). */
export const MAX_AMOUNT = 2_000_000_000;

/** The whole reais typed into a BRL field ("R$ 480.000" → 480000), or 0 without digits. */
export function amountFromMask(value: string): number {
  const digits = value.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? Number(digits) : 0;
}

/** The amount field as BRL built from the digits typed: "480000" → "R$ 480.000"; no digits → "". */
export function maskAmount(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  return digits ? formatBRL(Number(digits)) : '';
}

const phoneDigits = (v: string) => v.replace(/\D/g, '');

export const proposalUploadSchema = z.object({
  clientName: z.string().trim().min(1, 'clientNameRequired').max(120, 'tooLong'),
  clientEmail: z.string().trim().min(1, 'clientEmailRequired').max(254, 'tooLong').pipe(z.email('clientEmailInvalid')),
  clientPhone: z
    .string()
    .trim()
    .min(1, 'clientPhoneRequired')
    .max(30, 'tooLong')
    .refine((v) => v === '' || /^\d{10,11}$/.test(phoneDigits(v)), 'clientPhoneInvalid'),
  propertyId: z
    .string()
    .trim()
    .min(1, 'propertyRequired')
    .regex(/^\d{1,18}$/, 'propertyRequired'),
  amount: z
    .string()
    .refine((v) => amountFromMask(v) > 0, 'amountRequired')
    .refine((v) => amountFromMask(v) <= MAX_AMOUNT, 'amountTooHigh'),
  paymentMethod: z.enum(PAYMENT_METHODS, 'paymentMethodRequired'),
  message: z.string().trim().max(2000, 'tooLong'),
});

export type ProposalUploadInput = z.input<typeof proposalUploadSchema>;
export type ProposalUploadValues = z.output<typeof proposalUploadSchema>;

export const emptyProposalUpload = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  propertyId: '',
  amount: '',
  paymentMethod: '',
  message: '',
} as unknown as ProposalUploadInput;

/** Reasons the server gives when nothing was stored (translated under ProposalUpload.errors.*). */
export type ProposalUploadFormError = 'forbidden' | 'not_listing_side' | 'unexpected';

export type ProposalUploadResult = ActionState<{ id: number }, ProposalUploadFormError, FieldErrors<keyof ProposalUploadInput>>;
