import { MailQuestionIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ListingItem } from '@/components/property/listing-item';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { PendingVisit } from '@/lib/data/visits';
import { formatVisitDate, formatVisitTime } from './format';
import { PendingVisitActions, PendingVisitsRetry } from './pending-visit-actions';
import { VisitStatusBadge } from './status-badge';

/**
 * "Confirmações pendentes" of /minhas-visitas: visits a listing side booked with the user's e-mail. They
 * become the user's visits only when accepted (accept_visit); declining hides them. `visits` null: the
 * read failed, and the section says so with a retry while the rest of the page works.
 */
export function PendingVisits({ visits }: { visits: PendingVisit[] | null }) {
  const t = useTranslations('MyVisitsPage');
  const tv = useTranslations('Visits');
  const locale = useLocale();

  return (
    <section aria-labelledby="pending-visits-title" className="flex flex-col gap-3" data-testid="pending-visits">
      <div className="flex flex-col gap-1">
        <h2 id="pending-visits-title" className="font-heading text-xl font-semibold">
          {t('pending.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pending.description')}</p>
      </div>

      {visits === null ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-4" role="alert" data-testid="pending-visits-error">
          <p className="text-sm">{t('pending.loadError')}</p>
          <PendingVisitsRetry />
        </div>
      ) : visits.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed p-4 text-sm text-muted-foreground" data-testid="pending-visits-empty">
          <MailQuestionIcon className="size-5 shrink-0" aria-hidden />
          {t('pending.empty')}
        </p>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {t('pending.count', { count: visits.length })}
          </p>
          <ul className="grid gap-4">
            {visits.map((v) => {
              const when = tv('when', { date: formatVisitDate(v.date, locale), time: formatVisitTime(v.time) });
              return (
                <li key={v.id} data-visit-id={v.id} data-property-id={v.property.id}>
                  <Card className="border-primary/40 p-4">
                    <ListingItem listing={v.property} place={v.property.area} badge={<VisitStatusBadge status={v.status} />} heading="h3">
                      <p className="font-medium tabular-nums" data-testid="pending-visit-when">
                        <time dateTime={`${v.date}T${v.time}`}>{when}</time>
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {v.bookedBy ? t('pending.bookedBy', { name: v.bookedBy }) : t('pending.bookedByListing')}
                        {' · '}
                        {t('pending.visitorName', { name: v.visitorName })}
                      </p>
                      {v.message ? <p className="text-sm break-words text-muted-foreground">{t('pending.message', { message: v.message })}</p> : null}
                      <div className="mt-1">
                        <PendingVisitActions visitId={v.id} when={when} title={v.property.title} />
                      </div>
                    </ListingItem>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The section while its data streams in. */
export function PendingVisitsSkeleton() {
  const t = useTranslations('MyVisitsPage');
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="pending-visits-loading">
      <span className="sr-only">{t('pending.loading')}</span>
      <Skeleton className="h-7 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </div>
  );
}
