/**
 * The financing simulator of a listing (issue #38): a Brazilian housing loan under SAC (constant
 * amortisation: the instalment falls every month) or Price (French annuity: one fixed instalment), over the
 * amount financed (value − down payment − FGTS), at an annual effective rate.
 *
 * Formulas (any financial-mathematics text, e.g. Assaf Neto, "Matemática Financeira e suas Aplicações", ch. 9):
 *   monthly rate      i = (1 + a)^(1/12) − 1                (a: annual effective rate)
 *   Price             PMT = P · i / (1 − (1 + i)^−n)
 *   SAC               A = P / n; first = A + P · i; last = A · (1 + i); interest = i · P · (n + 1) / 2
 */

/** The annual effective rate shown by default (editable in the simulator): 11,5 % a.a. */
export const DEFAULT_ANNUAL_RATE = 0.115;
/** The highest annual rate the simulator accepts (the field refuses more). */
export const MAX_ANNUAL_RATE = 0.5;
/** Term: 60 to 420 months (35 years, the longest housing loans in Brazil); 360 by default. */
export const MIN_TERM = 60;
export const MAX_TERM = 420;
export const DEFAULT_TERM = 360;
export const FINANCING_TERMS = [60, 120, 180, 240, 300, 360, 420] as const;
/** The down payment: at least 20 % of the value (spec). */
export const MIN_DOWN_PAYMENT_RATIO = 0.2;
/** The share of the gross family income a first instalment may take (banks' usual limit). */
export const INCOME_COMMITMENT = 0.3;

export type AmortizationSystem = 'sac' | 'price';
export const AMORTIZATION_SYSTEMS: readonly AmortizationSystem[] = ['sac', 'price'];
export const DEFAULT_SYSTEM: AmortizationSystem = 'sac';

/** The monthly rate equivalent to an annual effective rate. */
export function monthlyRateOf(annualRate: number): number {
  if (!Number.isFinite(annualRate) || annualRate < 0) throw new RangeError('annualRate must not be negative');
  return (1 + annualRate) ** (1 / 12) - 1;
}

/** The monthly instalment of a Price annuity; a principal of zero or less gives 0, a zero rate divides evenly. */
export function priceInstallment(principal: number, monthlyRate: number, months: number): number {
  if (!Number.isFinite(principal) || principal <= 0) return 0;
  if (!Number.isInteger(months) || months <= 0) throw new RangeError('months must be a positive integer');
  if (monthlyRate < 0) throw new RangeError('monthlyRate must not be negative');
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Lowest down payment allowed for a value: 20 %, rounded up to whole reais. */
export function minDownPayment(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.ceil(value * MIN_DOWN_PAYMENT_RATIO);
}

export interface FinancingInput {
  value: number;
  downPayment: number;
  /** FGTS used on top of the down payment (optional). */
  fgts?: number;
  months: number;
  annualRate?: number;
  system?: AmortizationSystem;
}

export interface FinancingResult {
  system: AmortizationSystem;
  monthlyRate: number;
  /** Amount financed: value − down payment − FGTS (never below 0). */
  financed: number;
  /** The first instalment (SAC) or the fixed one (Price). */
  firstInstallment: number;
  /** The last instalment (equal to the first under Price). */
  lastInstallment: number;
  /** Interest over the whole term. */
  totalInterest: number;
  /** Everything paid: down payment + FGTS + all instalments. */
  totalPaid: number;
  /** Gross family income for which the first instalment is 30 %. */
  incomeNeeded: number;
}

export function simulateFinancing(input: FinancingInput): FinancingResult {
  const system = input.system ?? DEFAULT_SYSTEM;
  const months = input.months;
  if (!Number.isInteger(months) || months < MIN_TERM || months > MAX_TERM) throw new RangeError('term out of range');
  const i = monthlyRateOf(input.annualRate ?? DEFAULT_ANNUAL_RATE);
  const entry = Math.max(input.downPayment, 0) + Math.max(input.fgts ?? 0, 0);
  const financed = Math.max(input.value - entry, 0);
  let first: number;
  let last: number;
  let interest: number;
  if (system === 'sac') {
    const amortization = financed / months;
    first = amortization + financed * i;
    last = amortization * (1 + i);
    interest = (i * financed * (months + 1)) / 2;
  } else {
    first = priceInstallment(financed, i, months);
    last = first;
    interest = first * months - financed;
  }
  return {
    system,
    monthlyRate: i,
    financed,
    firstInstallment: first,
    lastInstallment: last,
    totalInterest: Math.max(interest, 0),
    totalPaid: Math.min(entry, input.value) + financed + Math.max(interest, 0),
    incomeNeeded: first / INCOME_COMMITMENT,
  };
}
