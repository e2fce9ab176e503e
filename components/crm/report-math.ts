/**
 * Pure helpers of the reports screen (no React, safe on both sides): month labels and the conversion funnel.
 */

export interface FunnelTotals {
  leads: number;
  visits: number;
  proposals: number;
  deals: number;
}

export const FUNNEL_STAGES = ['leads', 'visits', 'proposals', 'deals'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** `to` as a share of `from` (0–1, may exceed 1 when a stage is entered without the previous one); null when `from` is 0. */
export function conversionRate(from: number, to: number): number | null {
  if (from <= 0) return null;
  return to / from;
}

/** Each step of the funnel: leads → visits → proposals → deals, with its rate. */
export function funnelSteps(t: FunnelTotals): { from: FunnelStage; to: FunnelStage; rate: number | null }[] {
  return FUNNEL_STAGES.slice(1).map((to, i) => {
    const from = FUNNEL_STAGES[i];
    return { from, to, rate: conversionRate(t[from], t[to]) };
  });
}

/** "38%" / "38 %" per locale, whole percent. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate).replace(/\u00a0/g, ' ');
}

/** "nov. de 2026" style short month and year of a YYYY-MM-DD month start (calendar date, no time zone shift). */
export function monthLabel(month: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: style, year: style === 'short' ? '2-digit' : 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(y, m - 1, 1)));
}
