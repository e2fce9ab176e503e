import { z } from 'zod';
import type { ActionState, FieldErrors } from './action-state';
import { formatBRL } from '@/lib/format';
import { DEFAULT_RENT_TERM, rentOfferSchema } from './proposals';

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

/** The rental terms' fields (issue #38): checked by the offer form's own schema (rentOfferSchema). */
export const RENT_TERM_FIELDS = ['moveInDate', 'termMonths', 'guarantee', 'depositMonths', 'residents', 'pets'] as const;
/** Their error keys (Offer.errors.*). */
export const RENT_TERM_ERRORS = ['move_in_date_invalid', 'term_invalid', 'guarantee_invalid', 'deposit_invalid', 'residents_invalid'] as const;
export type RentTermErrorKey = (typeof RENT_TERM_ERRORS)[number];

const proposalUploadFields = z.object({
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
  /** The chosen listing's transaction (the form sets it; submit_proposal decides by the listing itself). */
  transaction: z.enum(['venda', 'aluguel']).default('venda'),
  /** Required for a sale only; a rental has no payment method. */
  paymentMethod: z.union([z.enum(PAYMENT_METHODS), z.literal('')], 'paymentMethodRequired').default(''),
  message: z.string().trim().max(2000, 'tooLong'),
  moveInDate: z.string().default(''),
  termMonths: z.string().default(String(DEFAULT_RENT_TERM)),
  guarantee: z.string().default(''),
  depositMonths: z.string().default(''),
  residents: z.string().default(''),
  pets: z.string().default(''),
});

/**
 * The form: a sale needs the payment method; a rental's terms pass the same rules as the client's offer form
 * (rentOfferSchema: move-in date from today to 6 months, term 12/24/30/36, guarantee, caução 1–3 rents,
 * residents 1–20, pets).
 */
export const proposalUploadSchema = proposalUploadFields.superRefine((v, ctx) => {
  if (v.transaction === 'venda') {
    if (!v.paymentMethod) ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'paymentMethodRequired' });
    return;
  }
  const rent = rentOfferSchema.safeParse({
    propertyId: v.propertyId || '1',
    amount: amountFromMask(v.amount) || 1,
    transaction: 'aluguel',
    confirmed: true,
    moveInDate: v.moveInDate,
    termMonths: v.termMonths,
    guarantee: v.guarantee,
    depositMonths: v.depositMonths,
    residents: v.residents,
    pets: v.pets,
  });
  if (rent.success) return;
  for (const issue of rent.error.issues) {
    const field = issue.path[0];
    if ((RENT_TERM_FIELDS as readonly unknown[]).includes(field)) {
      ctx.addIssue({ code: 'custom', path: [field as string], message: issue.message });
    }
  }
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
  transaction: 'venda',
  moveInDate: '',
  termMonths: String(DEFAULT_RENT_TERM),
  guarantee: '',
  depositMonths: '',
  residents: '',
  pets: '',
} as unknown as ProposalUploadInput;

/** Reasons the server gives when nothing was stored (translated under ProposalUpload.errors.*). */
export type ProposalUploadFormError = 'forbidden' | 'not_listing_side' | 'unexpected';

export type ProposalUploadResult = ActionState<{ id: number }, ProposalUploadFormError, FieldErrors<keyof ProposalUploadInput>>;

/** submit_proposal's hints that belong to a field of the form. */
export const SUBMIT_HINT_FIELDS: Record<string, keyof ProposalUploadInput> = {
  move_in_date_invalid: 'moveInDate',
  term_invalid: 'termMonths',
  guarantee_invalid: 'guarantee',
  deposit_invalid: 'depositMonths',
  residents_invalid: 'residents',
  payment_method_required: 'paymentMethod',
  proposal_amount_too_low: 'amount',
};
