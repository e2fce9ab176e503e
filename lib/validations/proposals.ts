import { z } from 'zod';
import { MAX_AMOUNT_DIGITS, MAX_PROPOSAL_AMOUNT, maskBrlAmount, parseBrlAmount } from './rules/brl';

/**
 * Proposals (spec §3 Proposal, §4 statuses): the amount mask, the schemas shared by the /propostas dialogs
 * and the server actions, and the status filter. The SQL functions (make_proposal, accept_proposal,
 * reject_proposal, counter_proposal, respond_to_counter) have the final word; their HINTs are the error keys
 * of the `Proposals.errors` catalogue.
 */

export const PROPOSAL_STATUSES = ['pendente', 'aceita', 'rejeitada', 'negociada', 'retirada', 'fechada', 'desfeita'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const isProposalStatus = (v: unknown): v is ProposalStatus => PROPOSAL_STATUSES.includes(v as ProposalStatus);

export const PAYMENT_METHODS = ['vista', 'financiamento', 'financiamento_fgts', 'parcelado', 'misto'] as const;
/** The payment methods after which the form asks the down payment. */
export const FINANCED_METHODS: readonly PaymentMethod[] = ['financiamento', 'financiamento_fgts', 'misto'];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export { MAX_PROPOSAL_AMOUNT, maskBrlAmount, parseBrlAmount };

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

export const proposalIdSchema = z.object({ proposalId });

export const rejectProposalSchema = z.object({ proposalId, message });

export const counterProposalSchema = z.object({ proposalId, amount: amountField, message });
export type CounterProposalInput = z.input<typeof counterProposalSchema>;

/** The client's answer to a counter-offer: accept it, or send a new amount (back to pendente). */
export const respondToCounterSchema = z.discriminatedUnion('choice', [
  z.object({ proposalId, choice: z.literal('accept'), message }),
  z.object({
    proposalId,
    choice: z.literal('new_amount'),
    amount: amountField,
    message,
    confirmed: z.preprocess((v) => v === true || v === 'true', z.boolean()),
  }),
]);
export type RespondToCounterInput = z.input<typeof respondToCounterSchema>;

// Issue #38: offers that fit renting and buying ------------------------------------------------------------

const INVALID_AMOUNT = -1;
const TOO_LONG_AMOUNT = -2;

/**
 * An amount as typed, strictly: digits with the BRL mask's dots (and an optional "R$"), at most 10 digits.
 * Letters, signs and 15-digit values are refused rather than read as something else.
 */
export const strictAmountField = z.preprocess(
  (v) => {
    if (typeof v === 'number') return v;
    if (typeof v !== 'string') return undefined;
    const text = v.trim();
    if (!text) return undefined;
    if (!/^(R\$\s*)?\d{1,3}(\.?\d{3})*$/.test(text) && !/^(R\$\s*)?\d+$/.test(text)) return INVALID_AMOUNT;
    const digits = text.replace(/\D/g, '');
    return digits.length > MAX_AMOUNT_DIGITS ? TOO_LONG_AMOUNT : Number(digits);
  },
  z.number({ error: 'amount_required' }).superRefine((n, ctx) => {
    if (n === INVALID_AMOUNT) ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
    else if (n === TOO_LONG_AMOUNT || n > MAX_PROPOSAL_AMOUNT) ctx.addIssue({ code: 'custom', message: 'amount_too_high' });
    else if (!Number.isInteger(n) || n <= 0) ctx.addIssue({ code: 'custom', message: 'amount_required' });
  }),
);

export const RENT_TERMS = [12, 24, 30, 36] as const;
export const DEFAULT_RENT_TERM = 30;
export const GUARANTEES = ['fiador', 'seguro_fianca', 'caucao', 'titulo_capitalizacao', 'sem_garantia'] as const;
export type Guarantee = (typeof GUARANTEES)[number];
/** Caução: up to 3 rents (Lei 8.245/91, art. 38, § 2º). */
export const DEPOSIT_MONTHS = [1, 2, 3] as const;
/** The move-in date: from today up to 6 months ahead (São Paulo). */
export const MOVE_IN_MAX_MONTHS = 6;

/** Today in São Paulo as YYYY-MM-DD. */
export function spToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** The last move-in date offered: today + 6 months (same day of month, clamped to the month's end). */
export function moveInMax(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const month = m - 1 + MOVE_IN_MAX_MONTHS;
  const year = y + Math.floor(month / 12);
  const mm = month % 12;
  const last = new Date(Date.UTC(year, mm + 1, 0)).getUTCDate();
  return `${year}-${String(mm + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const optionalText = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const confirmed = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean());

const offerBase = {
  propertyId: z.coerce.number().int().positive(),
  amount: strictAmountField,
  message,
  confirmed,
};

export const saleOfferSchema = z
  .object({
    ...offerBase,
    transaction: z.literal('venda'),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'payment_method_required' }),
    downPayment: z.preprocess(optionalText, strictAmountField.optional()),
  })
  .superRefine((v, ctx) => {
    if (FINANCED_METHODS.includes(v.paymentMethod)) {
      if (v.downPayment === undefined) ctx.addIssue({ code: 'custom', path: ['downPayment'], message: 'down_payment_required' });
      else if (v.downPayment >= v.amount) ctx.addIssue({ code: 'custom', path: ['downPayment'], message: 'down_payment_invalid' });
    }
  });

export const rentOfferSchema = z
  .object({
    ...offerBase,
    transaction: z.literal('aluguel'),
    moveInDate: z.string({ error: 'move_in_date_invalid' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'move_in_date_invalid' }),
    termMonths: z.coerce
      .number({ error: 'term_invalid' })
      .refine((n) => (RENT_TERMS as readonly number[]).includes(n), { error: 'term_invalid' }),
    guarantee: z.enum(GUARANTEES, { error: 'guarantee_invalid' }),
    depositMonths: z.preprocess(optionalText, z.coerce.number().int().min(1, { error: 'deposit_invalid' }).max(3, { error: 'deposit_invalid' }).optional()),
    residents: z.preprocess(optionalText, z.coerce.number({ error: 'residents_invalid' }).int({ error: 'residents_invalid' }).min(1, { error: 'residents_invalid' }).max(20, { error: 'residents_invalid' }).optional()),
    pets: z.preprocess(optionalText, z.enum(['sim', 'nao']).optional()),
  })
  .superRefine((v, ctx) => {
    const today = spToday();
    if (v.moveInDate < today || v.moveInDate > moveInMax(today) || Number.isNaN(Date.parse(v.moveInDate))) {
      ctx.addIssue({ code: 'custom', path: ['moveInDate'], message: 'move_in_date_invalid' });
    }
    if (v.guarantee === 'caucao' && v.depositMonths === undefined) {
      ctx.addIssue({ code: 'custom', path: ['depositMonths'], message: 'deposit_invalid' });
    }
  });

/** 'Fazer proposta': a purchase offer or a rental offer, by the listing's transaction. */
export const offerSchema = z.discriminatedUnion('transaction', [saleOfferSchema, rentOfferSchema]);
export type OfferInput = z.input<typeof offerSchema>;
export type Offer = z.output<typeof offerSchema>;

/** 'Alterar valor': a new amount for a pending offer (confirmed when far from the asking price). */
export const reviseProposalSchema = z.object({ proposalId, amount: strictAmountField, confirmed, message });
export type ReviseProposalInput = z.input<typeof reviseProposalSchema>;

// Issue #39: /propostas' URL -------------------------------------------------------------------------------

/** /propostas' query: ?q= (search), ?status=, ?corretor= (an agency's broker id or 'nenhum'), ?ordem=recentes. */
export interface ProposalListParams {
  q: string;
  status: ProposalStatus | null;
  corretor: string | null;
  /** null = 'Aguardando resposta' first (the default). */
  ordem: 'recentes' | null;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reads /propostas' query: unknown values fall back to the defaults; the search is trimmed to 100 characters. */
export function parseProposalListParams(query: Record<string, string | string[] | undefined>): ProposalListParams {
  const status = first(query.status);
  const corretor = first(query.corretor)?.trim();
  return {
    q: (first(query.q) ?? '').trim().slice(0, 100),
    status: isProposalStatus(status) ? status : null,
    corretor: corretor ? corretor : null,
    ordem: first(query.ordem) === 'recentes' ? 'recentes' : null,
  };
}
