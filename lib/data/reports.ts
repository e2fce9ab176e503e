import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';

/**
 * /relatorios: monthly leads, visits, proposals and deals (accepted proposals) on the listings the signed-in
 * user handles, from listing_side_report (supabase/migrations/20261122000300_contacts_reports.sql).
 */

export interface ReportMonth {
  /** First day of the month, YYYY-MM-DD. */
  month: string;
  leads: number;
  visits: number;
  proposals: number;
  deals: number;
}

export interface Report {
  months: ReportMonth[];
  totals: Omit<ReportMonth, 'month'>;
}

export const REPORT_PERIODS = [6, 12] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export function totalsOf(months: readonly ReportMonth[]): Report['totals'] {
  return months.reduce(
    (t, m) => ({ leads: t.leads + m.leads, visits: t.visits + m.visits, proposals: t.proposals + m.proposals, deals: t.deals + m.deals }),
    { leads: 0, visits: 0, proposals: 0, deals: 0 },
  );
}

/** The report for the last `months` months (oldest first); null when the read failed. */
export const getReport = cache(async (months: ReportPeriod): Promise<Report | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('listing_side_report', { months });
  if (error) {
    console.error('[reports] read failed:', error.message);
    return null;
  }
  const rows = data.map((r) => ({ month: r.month, leads: r.leads, visits: r.visits, proposals: r.proposals, deals: r.deals }));
  return { months: rows, totals: totalsOf(rows) };
});
