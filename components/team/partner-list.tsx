import { getLocale, getTranslations } from 'next-intl/server';
import type { PartnerBroker } from '@/lib/data/team';
import { formatDate, type FormatLocale } from '@/lib/format';
import { EndPartnership } from './end-partnership';

/** /convidar-corretor: the brokers on the owner's listings, each with 'Encerrar parceria'. */
export async function PartnerList({ partners }: { partners: PartnerBroker[] | null }) {
  const [t, locale] = await Promise.all([getTranslations('Team.owner'), getLocale()]);
  return (
    <section aria-labelledby="partners-title" className="flex flex-col gap-3" data-testid="partners">
      <h2 id="partners-title" className="font-heading text-lg font-semibold">
        {t('partners')}
      </h2>
      {partners === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('error')}
        </p>
      ) : partners.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('partnersEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card">
          {partners.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="partner-row">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium break-words">{p.name}</span>
                <span className="text-sm text-muted-foreground">
                  {[p.creci, p.phone, t('listings', { count: p.listings }), p.since ? t('since', { date: formatDate(p.since, locale as FormatLocale) }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <EndPartnership id={p.id} name={p.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
