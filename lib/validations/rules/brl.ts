import { formatBRL } from '@/lib/format';

/**
 * Amounts in whole reais typed into a field (a proposal, a listing's price, the financing calculator): the
 * mask and its reading. Zod-free, so a page whose only amount field is the calculator does not ship the
 * proposal schemas (issue #21); lib/validations/proposals.ts builds its amount field on these.
 */

/** The largest amount a proposal may carry (the column is a Postgres integer). */
export const MAX_PROPOSAL_AMOUNT = 2_000_000_000;
/** How many digits an amount may have (those of the largest). */
export const MAX_AMOUNT_DIGITS = String(MAX_PROPOSAL_AMOUNT).length;

/** Whole reais from what was typed: only the digits count ("R$ 480.000" → 480000); null when there are none. */
export function parseBrlAmount(value: string | null | undefined): number | null {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_AMOUNT_DIGITS);
  return digits ? Number(digits) : null;
}

/** The mask of an amount field, built from the digits typed: "480000" → "R$ 480.000", "" → "". */
export function maskBrlAmount(value: string): string {
  const amount = parseBrlAmount(value);
  return amount === null ? '' : formatBRL(amount);
}
