import { z } from 'zod';
import { formatBRL } from '@/lib/format';

/**
 * Proposals (spec §3 Proposal, §4 statuses): the amount mask, the schemas shared by the /propostas dialogs
 * and the server actions, and the status filter. The SQL functions (make_proposal, accept_proposal,
 * reject_proposal, counter_proposal, respond_to_counter) have the final word; their HINTs are the error keys
 * of the `Proposals.errors` catalogue.
 */

export const PROPOSAL_STATUSES = ['pendente', 'aceita', 'rejeitada', 'negociada'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const isProposalStatus = (v: unknown): v is ProposalStatus => PROPOSAL_STATUSES.includes(v as ProposalStatus);

export const PAYMENT_METHODS = ['vista', 'financiamento', 'parcelado', 'misto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The largest amount a proposal may carry (the column is a Postgres integer). */
export const MAX_PROPOSAL_AMOUNT = 2_000_000_000;
const MAX_DIGITS = String(MAX_PROPOSAL_AMOUNT).length;

/** Whole reais from what was typed: only the digits count ("R$ 480.000" → 480000); null when there are none. */
export function parseBrlAmount(value: string | null | undefined): number | null {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? Number(digits) : null;
}

/** The mask of an amount field, built from the digits typed: "480000" → "R$ 480.000", "" → "". */
export function maskBrlAmount(value: string): string {
  const amount = parseBrlAmount(value);
  return amount === null ? '' : formatBRL(amount);
}

/** An amount field's value (masked text or digits) as a positive whole number of reais. */
const amountField = z.preprocess(
  (v) => (typeof v === 'number' ? v : parseBrlAmount(typeof v === 'string' ? v : null)),
  z.number({ error: 'amount_required' }).int().positive({ error: 'amount_required' }).max(MAX_PROPOSAL_AMOUNT, { error: 'amount_too_high' }),
);

const message = z
  .string()
  .trim()
  .max(2000, { error: 'message_too_long' })
  .optional()
  .transform((v) => (v ? v : undefined));

const proposalId = z.coerce.number().int().positive();

/** 'Fazer proposta' on a listing's page (make_proposal): the listing, the amount, how it would be paid. */
export const makeProposalSchema = z.object({
  propertyId: z.coerce.number().int().positive(),
  amount: amountField,
  paymentMethod: z.enum(PAYMENT_METHODS),
  message,
});
export type MakeProposalInput = z.input<typeof makeProposalSchema>;

export const proposalIdSchema = z.object({ proposalId });

export const rejectProposalSchema = z.object({ proposalId, message });

export const counterProposalSchema = z.object({ proposalId, amount: amountField, message });
export type CounterProposalInput = z.input<typeof counterProposalSchema>;

/** The client's answer to a counter-offer: accept it, or send a new amount (back to pendente). */
export const respondToCounterSchema = z.discriminatedUnion('choice', [
  z.object({ proposalId, choice: z.literal('accept'), message }),
  z.object({ proposalId, choice: z.literal('new_amount'), amount: amountField, message }),
]);
export type RespondToCounterInput = z.input<typeof respondToCounterSchema>;
