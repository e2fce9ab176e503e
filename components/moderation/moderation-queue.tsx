import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { LogItem, QueueItem } from '@/lib/data/moderation';
import { formatBRL, formatDateTime, formatPrice, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { propertyImageUrl } from '@/lib/search/types';
import { ModerationActions } from './moderation-actions';

/** The queue of /moderacao (issue #34): each held listing with its evidence and the three moves. */
export async function ModerationQueue({ queue, log }: { queue: QueueItem[]; log: LogItem[] }) {
  const t = await getTranslations('Moderation');
  const locale = (await getLocale()) as FormatLocale;
  return (
    <div className="flex flex-col gap-8">
      {queue.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground" data-testid="moderation-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="moderation-queue">
          {queue.map((item) => (
            <li key={item.review_id} className="flex flex-col gap-3 rounded-xl border p-4" data-testid="moderation-item" data-listing-id={item.property_id}>
              <div className="flex flex-col gap-3 sm:flex-row">
                {item.cover ? (
                  <div className="relative aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:w-40">
                    <Image src={propertyImageUrl(item.cover)} alt="" fill sizes="160px" className="object-cover" />
                  </div>
                ) : null}
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {t('code', { id: item.property_id })} · {t('openedAt', { date: formatDateTime(item.opened_at, locale) })}
                  </span>
                  <h2 className="font-heading text-lg font-semibold break-words">{item.title}</h2>
                  <span className="text-sm">
                    {formatPrice(item.price, item.transaction, locale)} · {item.neighborhood}, {item.city}/{item.state}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t('owner', { name: item.owner_name ?? t('noName') })}
                    {item.owner_suspended ? ` · ${t('suspended')}` : ''}
                  </span>
                  <div className="flex flex-wrap gap-1">
                    {item.reasons.map((r) => (
                      <Badge key={r} variant="warning">
                        {t(`reasons.${r}`)}
                      </Badge>
                    ))}
                  </div>
                </div>
              </div>

              {item.price_check && item.price_check.median != null ? (
                <div className="flex flex-col gap-1 text-sm" data-testid="moderation-price">
                  <p>
                    {t('price', {
                      perM2: formatBRL(Math.round(item.price_check.price_per_m2 ?? 0)),
                      count: item.price_check.comparables ?? 0,
                      place: item.price_check.place ?? '',
                      median: formatBRL(Math.round(item.price_check.median)),
                      diff: item.price_check.diff_pct ?? 0,
                    })}
                  </p>
                  {item.sample?.length ? (
                    <details>
                      <summary className="cursor-pointer">{t('sample')}</summary>
                      <ul className="mt-1 flex flex-col gap-0.5 ps-4">
                        {item.sample.map((s) => (
                          <li key={s.id}>
                            <Link href={`/imovel/${s.id}`} className="underline-offset-4 hover:underline">
                              #{s.id} {s.title}
                            </Link>{' '}
                            · {formatBRL(Math.round(s.price_per_m2))}/m²
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </div>
              ) : null}

              {item.duplicates?.length ? (
                <div className="flex flex-col gap-1 text-sm" data-testid="moderation-duplicates">
                  <h3 className="font-semibold">{t('duplicates')}</h3>
                  <ul className="ps-4">
                    {item.duplicates.map((d) => (
                      <li key={d.id}>
                        <Link href={`/imovel/${d.id}`} className="underline-offset-4 hover:underline">
                          #{d.id} {d.title}
                        </Link>{' '}
                        · {[d.street, d.street_number, d.complement, d.zip_code].filter(Boolean).join(', ')}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}

              {item.photos?.length ? (
                <div className="flex flex-col gap-2 text-sm" data-testid="moderation-photos">
                  <h3 className="font-semibold">{t('photos')}</h3>
                  <ul className="flex flex-col gap-2">
                    {item.photos.map((p) => (
                      <li
                        key={`${p.photo_id}-${p.other_photo}`}
                        className="grid grid-cols-2 gap-2"
                        data-testid="moderation-photo-pair"
                        data-photo={p.photo}
                        data-other-photo={p.other_photo}
                        data-other-listing-id={p.other_property_id}
                      >
                        <span className="sr-only">{t('photoPair', { id: p.other_property_id, distance: p.distance })}</span>
                        <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-muted">
                          <Image src={propertyImageUrl(p.photo)} alt="" fill sizes="(min-width: 640px) 240px, 45vw" className="object-cover" />
                        </div>
                        <Link href={`/imovel/${p.other_property_id}`} className="relative block aspect-[4/3] overflow-hidden rounded-md bg-muted" aria-label={`#${p.other_property_id}`}>
                          <Image src={propertyImageUrl(p.other_photo)} alt="" fill sizes="(min-width: 640px) 240px, 45vw" className="object-cover" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}

              {item.reports?.length ? (
                <div className="flex flex-col gap-1 text-sm" data-testid="moderation-reports">
                  <h3 className="font-semibold">{t('reports')}</h3>
                  <ul className="flex flex-col gap-1 ps-4">
                    {item.reports.map((r, i) => (
                      <li key={i}>
                        <ReportReason reason={r.reason} /> — {t('reportBy', { name: r.reporter_name ?? t('noName'), date: formatDateTime(r.created_at, locale) })}
                        {r.details ? <p className="break-words text-muted-foreground">{r.details}</p> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}

              <ModerationActions propertyId={item.property_id} title={item.title} ownerSuspended={item.owner_suspended} />
            </li>
          ))}
        </ul>
      )}

      {log.length ? (
        <section aria-labelledby="moderation-log-title" className="flex flex-col gap-2">
          <h2 id="moderation-log-title" className="font-heading text-lg font-semibold">
            {t('log')}
          </h2>
          <ul className="flex flex-col gap-1 text-sm" data-testid="moderation-log">
            {log.map((l) => (
              <li key={l.id} className="break-words">
                {t('logItem', {
                  action: t(`logActions.${l.action}`),
                  id: l.property_id ?? '—',
                  name: l.actor_name ?? t('noName'),
                  date: formatDateTime(l.created_at, locale),
                })}
                {l.reason ? <span className="text-muted-foreground"> — {l.reason}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

async function ReportReason({ reason }: { reason: string }) {
  const t = await getTranslations('Trust.report.reasons');
  return <>{t.has(reason as 'outro') ? t(reason as 'outro') : reason}</>;
}
