/**
 * The financing calculator of a listing (spec §5 and §9): a Price (French) annuity — equal monthly
 * instalments — over the amount financed (property value minus the down payment).
 */

/** Interest per month, as a fraction (1,20% a.m.). */
export const MONTHLY_INTEREST_RATE = 0.012;
/** Terms offered, in months; 36 is the default. */
export const FINANCING_TERMS = [24, 36, 48, 60, 120] as const;
export type FinancingTerm = (typeof FINANCING_TERMS)[number];
export const DEFAULT_TERM: FinancingTerm = 36;
/** The down payment moves in steps of R$ 5.000 between 20% and 100% of the value. */
export const DOWN_PAYMENT_STEP = 5_000;
export const MIN_DOWN_PAYMENT_RATIO = 0.2;

/**
 * The monthly instalment of a Price annuity: PMT = P · i / (1 − (1 + i)^−n).
 * A principal of zero or less gives 0; a zero rate divides the principal evenly.
 */
export function priceInstallment(principal: number, monthlyRate: number, months: number): number {
  if (!Number.isFinite(principal) || principal <= 0) return 0;
  if (!Number.isInteger(months) || months <= 0) throw new RangeError('months must be a positive integer');
  if (monthlyRate < 0) throw new RangeError('monthlyRate must not be negative');
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Lowest down payment allowed for a value: 20%, rounded up to the next step of R$ 5.000 (never above the value). */
export function minDownPayment(value: number): number {
  if (value <= 0) return 0;
  return Math.min(value, Math.ceil((value * MIN_DOWN_PAYMENT_RATIO) / DOWN_PAYMENT_STEP) * DOWN_PAYMENT_STEP);
}

/** Keeps a down payment within [20%, 100%] of the value. */
export function clampDownPayment(value: number, downPayment: number): number {
  const min = minDownPayment(value);
  if (!Number.isFinite(downPayment)) return min;
  return Math.min(Math.max(downPayment, min), Math.max(value, 0));
}

export interface FinancingResult {
  /** The down payment actually used (clamped to 20%–100%). */
  downPayment: number;
  /** Amount financed: value − down payment (never below 0). */
  financed: number;
  /** Monthly instalment in reais (not rounded). */
  installment: number;
  /** Sum of all instalments. */
  totalPaid: number;
  /** Interest over the whole term. */
  totalInterest: number;
}

export function simulateFinancing(input: {
  value: number;
  downPayment: number;
  months: number;
  monthlyRate?: number;
}): FinancingResult {
  const rate = input.monthlyRate ?? MONTHLY_INTEREST_RATE;
  const downPayment = clampDownPayment(input.value, input.downPayment);
  const financed = Math.max(input.value - downPayment, 0);
  const installment = priceInstallment(financed, rate, input.months);
  const totalPaid = installment * input.months;
  return { downPayment, financed, installment, totalPaid, totalInterest: Math.max(totalPaid - financed, 0) };
}
