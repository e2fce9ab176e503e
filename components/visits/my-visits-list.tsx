import { CalendarX2Icon, SearchIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ListingItem } from '@/components/property/listing-item';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { MyVisit } from '@/lib/data/visits';
import { formatPrice, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CancelVisitDialog } from './cancel-visit-dialog';
import { formatVisitDate, formatVisitTime } from './format';
import { VisitStatusBadge } from './status-badge';

/** /minhas-visitas: the client's visits, each with its listing, date and time, status and cancel action. */
export function MyVisitsList({ visits }: { visits: MyVisit[] }) {
  const t = useTranslations('MyVisitsPage');
  const tv = useTranslations('Visits');
  const locale = useLocale();

  if (visits.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="visits-empty">
        <CalendarX2Icon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-heading text-lg font-semibold">{t('empty')}</p>
        <p className="text-muted-foreground">{t('emptyText')}</p>
        <Button asChild>
          <Link href="/buscar">
            <SearchIcon aria-hidden />
            {t('search')}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <p className="text-muted-foreground">{t('count', { count: visits.length })}</p>
      <ul className="grid gap-4" data-testid="my-visits">
        {visits.map((v) => {
          const date = formatVisitDate(v.date, locale);
          const when = tv('when', { date, time: formatVisitTime(v.time) });
          return (
            <li key={v.id} data-visit-id={v.id} data-property-id={v.property.id}>
              <Card className="p-4">
                <ListingItem listing={v.property} place={v.property.address} badge={<VisitStatusBadge status={v.status} />}>
                  <p className="text-sm font-medium tabular-nums">
                    {formatPrice(v.property.price, v.property.transaction, locale as FormatLocale)}
                  </p>
                  <p className="font-medium tabular-nums" data-testid="visit-when">
                    <time dateTime={`${v.date}T${v.time}`}>{when}</time>
                  </p>
                  {v.message ? <p className="text-sm text-muted-foreground">{t('yourMessage', { message: v.message })}</p> : null}
                  {v.status === 'cancelada' ? (
                    <p className="text-sm text-destructive" data-testid="visit-cancel-reason">
                      {v.cancelledByClient ? tv('cancelledByClient') : null}
                      {v.cancelledByClient && v.cancelReason ? ' · ' : null}
                      {v.cancelReason ? tv('cancelReason', { reason: v.cancelReason }) : null}
                    </p>
                  ) : null}
                  <div className="mt-1 flex flex-wrap gap-2">
                    <Button asChild variant="outline" size="sm">
                      <Link href={`/imovel/${v.property.id}`}>{t('viewListing')}</Link>
                    </Button>
                    {v.canCancel ? (
                      <CancelVisitDialog
                        visitId={v.id}
                        side="client"
                        trigger={t('cancel')}
                        triggerLabel={t('cancelLabel', { date: when, title: v.property.title })}
                        title={t('cancelTitle')}
                        description={t('cancelDescription', { when, title: v.property.title })}
                      />
                    ) : null}
                  </div>
                </ListingItem>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
