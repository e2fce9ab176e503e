import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportView } from '@/components/crm/report-view';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getReport, REPORT_PERIODS, type ReportPeriod } from '@/lib/data/reports';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { cn } from '@/lib/utils';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Reports' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// Monthly counts and the funnel for the listing side: signed out → /login; a client → their home.
export default async function ReportsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ meses?: string | string[] }>;
}) {
  await initLocale(params);
  await requirePrivateRoute('/relatorios');
  const raw = Number((await searchParams).meses);
  const months: ReportPeriod = (REPORT_PERIODS as readonly number[]).includes(raw) ? (raw as ReportPeriod) : 6;
  const [t, report] = await Promise.all([getTranslations('Reports'), getReport(months)]);

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <nav aria-label={t('period')} className="flex gap-1 rounded-lg border p-1">
          {REPORT_PERIODS.map((p) => (
            <Link
              key={p}
              href={p === 6 ? '/relatorios' : `/relatorios?meses=${p}`}
              aria-current={p === months ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                p === months ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )}
            >
              {t('periodOption', { months: p })}
            </Link>
          ))}
        </nav>
      </header>
      {report === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('error')}
        </p>
      ) : (
        <ReportView report={report} />
      )}
    </div>
  );
}
