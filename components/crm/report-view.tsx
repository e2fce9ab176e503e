import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Report } from '@/lib/data/reports';
import { formatNumber } from '@/lib/format';
import { ReportChartLoader } from './report-chart-loader';
import { formatRate, FUNNEL_STAGES, funnelSteps, conversionRate, monthLabel } from './report-math';

/** Totals, the funnel as text, the monthly chart and the same numbers as a table. */
export function ReportView({ report }: { report: Report }) {
  const t = useTranslations('Reports');
  const locale = useLocale();
  const names = { leads: t('leads'), visits: t('visits'), proposals: t('proposals'), deals: t('deals') };
  const overall = conversionRate(report.totals.leads, report.totals.deals);
  const empty = FUNNEL_STAGES.every((k) => report.totals[k] === 0);
  const chartData = report.months.map((m) => ({ label: monthLabel(m.month, locale), leads: m.leads, visits: m.visits, proposals: m.proposals, deals: m.deals }));

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="report-totals">
        <h2 id="report-totals" className="sr-only">
          {t('totals')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FUNNEL_STAGES.map((k) => (
            <div key={k} className="rounded-lg border bg-card p-4" data-testid={`report-total-${k}`}>
              <dt className="text-sm text-muted-foreground">{names[k]}</dt>
              <dd className="font-heading text-3xl font-bold tabular-nums">{formatNumber(report.totals[k])}</dd>
            </div>
          ))}
        </dl>
        {empty ? <p className="mt-3 text-sm text-muted-foreground">{t('emptyPeriod')}</p> : null}
      </section>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('funnel')}</h2>
          </CardTitle>
          <CardDescription>{t('funnelHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3" data-testid="report-funnel">
            {funnelSteps(report.totals).map((s) => (
              <li key={s.to} className="flex flex-col gap-1">
                <span className="text-sm">
                  {s.rate === null
                    ? t('noConversion', { from: names[s.from], to: names[s.to] })
                    : t('conversion', { from: names[s.from], to: names[s.to], rate: formatRate(s.rate, locale) })}
                </span>
                <span aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${Math.min(100, Math.round((s.rate ?? 0) * 100))}%` }} />
                </span>
              </li>
            ))}
          </ol>
          {overall !== null ? <p className="mt-4 text-sm font-medium">{t('overall', { rate: formatRate(overall, locale) })}</p> : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('monthly')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ReportChartLoader data={chartData} names={names} label={t('chartLabel')} />
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-sm" data-testid="report-table">
              <caption className="mb-2 text-left font-medium">{t('tableCaption')}</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">{t('month')}</th>
                  {FUNNEL_STAGES.map((k) => (
                    <th key={k} scope="col" className="px-3 py-2 text-right font-medium">{names[k]}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.months.map((m) => (
                  <tr key={m.month} className="border-b last:border-0" data-month={m.month}>
                    <th scope="row" className="py-2 pr-3 text-left font-normal first-letter:uppercase">{monthLabel(m.month, locale, 'long')}</th>
                    {FUNNEL_STAGES.map((k) => (
                      <td key={k} className="px-3 py-2 text-right tabular-nums">{formatNumber(m[k])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t font-medium">
                  <th scope="row" className="py-2 pr-3 text-left">{t('total')}</th>
                  {FUNNEL_STAGES.map((k) => (
                    <td key={k} className="px-3 py-2 text-right tabular-nums">{formatNumber(report.totals[k])}</td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
