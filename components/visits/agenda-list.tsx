import { CalendarX2Icon, MailIcon, MapPinIcon, PhoneIcon, PlusIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AgendaVisit } from '@/lib/data/visits';
import { Link } from '@/lib/i18n/navigation';
import { onlyDigits } from '@/lib/validations/rules/documents';
import { maskPhone } from '@/lib/validations/rules/masks';
import { AgendaActions } from './agenda-actions';
import { formatVisitDate, formatVisitTime } from './format';
import { VisitStatusBadge } from './status-badge';

/** /agendamentos: the visits of the user's listings, each with the client's contact and the listing side's moves. */
export function AgendaList({ visits, filtered }: { visits: AgendaVisit[]; filtered: boolean }) {
  const t = useTranslations('AgendaPage');
  const tv = useTranslations('Visits');
  const locale = useLocale();

  if (visits.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="agenda-empty">
        <CalendarX2Icon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-heading text-lg font-semibold">{t('empty')}</p>
        <p className="text-muted-foreground">{filtered ? t('emptyFiltered') : t('emptyText')}</p>
        {filtered ? (
          <Button asChild variant="outline">
            <Link href="/agendamentos">{t('clear')}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link href="/agendamentos/novo">
              <PlusIcon aria-hidden />
              {t('new')}
            </Link>
          </Button>
        )}
      </div>
    );
  }

  return (
    <>
      <p className="text-muted-foreground" aria-live="polite">
        {t('count', { count: visits.length })}
      </p>
      <ul className="grid gap-4 lg:grid-cols-2" data-testid="agenda-list">
        {visits.map((v) => {
          const name = v.client.name ?? '—';
          const when = tv('when', { date: formatVisitDate(v.date, locale), time: formatVisitTime(v.time) });
          const phoneDigits = v.client.phone ? onlyDigits(v.client.phone) : '';
          return (
            <li key={v.id} data-visit-id={v.id} data-property-id={v.property.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-medium text-muted-foreground uppercase">{t('client')}</p>
                    <h2 className="font-heading text-lg leading-snug font-semibold" data-testid="agenda-client">
                      {name}
                    </h2>
                  </div>
                  <VisitStatusBadge status={v.status} />
                </div>
                <div className="flex flex-col gap-1 text-sm">
                  {v.client.phone ? (
                    <a
                      href={`tel:+55${phoneDigits}`}
                      className="inline-flex w-fit items-center gap-1 hover:underline"
                      aria-label={t('callLabel', { name })}
                    >
                      <PhoneIcon className="size-4" aria-hidden />
                      {phoneDigits.length >= 10 ? maskPhone(phoneDigits) : v.client.phone}
                    </a>
                  ) : null}
                  {v.client.email ? (
                    <a
                      href={`mailto:${v.client.email}`}
                      className="inline-flex w-fit items-center gap-1 break-all hover:underline"
                      aria-label={t('emailLabel', { name })}
                    >
                      <MailIcon className="size-4 shrink-0" aria-hidden />
                      {v.client.email}
                    </a>
                  ) : null}
                  {!v.client.phone && !v.client.email ? <span className="text-muted-foreground">{t('noContact')}</span> : null}
                </div>
                <div className="flex flex-col gap-1 border-t pt-3 text-sm">
                  <p className="text-xs font-medium text-muted-foreground uppercase">{t('listing')}</p>
                  <Link href={`/imovel/${v.property.id}`} className="font-medium hover:underline">
                    {v.property.title}
                  </Link>
                  <span className="text-muted-foreground">{t('code', { id: v.property.id })}</span>
                  <span className="flex items-start gap-1 text-muted-foreground">
                    <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                    {v.property.address}
                  </span>
                  {v.brokerName ? <span className="text-muted-foreground">{t('broker', { name: v.brokerName })}</span> : null}
                  {v.confirmedByOwner ? (
                    <span className="text-muted-foreground" data-testid="visit-confirmed-by-owner">
                      {t('confirmedByOwner')}
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-col gap-1 border-t pt-3 text-sm">
                  <p className="text-xs font-medium text-muted-foreground uppercase">{t('when')}</p>
                  <p className="font-medium tabular-nums" data-testid="visit-when">
                    <time dateTime={`${v.date}T${v.time}`}>{when}</time>
                  </p>
                  {v.message ? <p className="text-muted-foreground">{t('clientMessage', { message: v.message })}</p> : null}
                  {v.status === 'cancelada' && v.cancelReason ? (
                    <p className="text-destructive">{tv('cancelReason', { reason: v.cancelReason })}</p>
                  ) : null}
                </div>
                <div className="mt-auto pt-1">
                  <AgendaActions visitId={v.id} status={v.status} started={v.started} clientName={name} when={when} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
