import { useLocale, useTranslations } from 'next-intl';
import { formatBRL, formatDateTime, type FormatLocale } from '@/lib/format';
import { timelineEntries, type ProposalHistoryEvent, type TimelineActor } from '@/lib/proposals/timeline';
import { LongText } from './long-text';

/**
 * The proposal's history, oldest step first: who did what, the amount ('/mês' for a rental), the message
 * (its first 280 characters with 'Ver mais') and when.
 */
export function ProposalTimeline({
  events,
  viewerId,
  perMonth = '',
}: {
  events: ProposalHistoryEvent[];
  viewerId: string;
  perMonth?: string;
}) {
  const t = useTranslations('Proposals');
  const locale = useLocale() as FormatLocale;
  const entries = timelineEntries(events, viewerId);
  if (entries.length === 0) return null;
  const actorLabel = (actor: TimelineActor) =>
    actor.type === 'named'
      ? actor.name
      : actor.type === 'you'
        ? t('timeline.actors.you')
        : actor.type === 'client'
          ? t('timeline.actors.client')
          : t('timeline.actors.advertiser');

  return (
    <section className="flex flex-col gap-2" aria-label={t('timeline.title')}>
      <h3 className="text-sm font-semibold">{t('timeline.title')}</h3>
      <ol className="relative ml-1.5 flex flex-col gap-3 border-l pl-4" data-testid="proposal-timeline">
        {entries.map((e) => (
          <li key={e.id} className="relative" data-event={e.key}>
            <span className="absolute top-1.5 -left-[21.5px] size-2.5 rounded-full border-2 border-background bg-primary" aria-hidden />
            <p className="text-sm">
              {t(`timeline.events.${e.key}`, {
                actor: actorLabel(e.actor),
                amount: e.amount !== null ? `${formatBRL(e.amount)}${perMonth}` : '',
              })}
            </p>
            {e.message ? (
              <p className="text-sm break-words text-muted-foreground italic">
                “<LongText text={e.message} />”
              </p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, locale)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
