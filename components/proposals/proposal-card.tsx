import { MailIcon, PhoneIcon, UserIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ListingItem } from '@/components/property/listing-item';
import { Card } from '@/components/ui/card';
import type { ProposalItem, ReceivedProposalItem } from '@/lib/data/proposals';
import { formatBRL, formatDate, type FormatLocale } from '@/lib/format';
import { ListingProposalActions } from './listing-actions';
import { ProposalTimeline } from './proposal-timeline';
import { RespondToCounterDialog } from './respond-dialog';
import { ProposalStatusBadge } from './status-badge';
import type { ProposalHistoryEvent } from '@/lib/proposals/timeline';

/**
 * One proposal on /propostas. `side` 'sent': the client's view (with 'Responder' on a counter-offer);
 * 'received': the listing side's view (the client's contact, 'Aceitar', 'Recusar', 'Contraproposta').
 * Both show the amounts, the payment method, the date, the status and the history.
 */
export function ProposalCard({
  proposal: p,
  side,
  history,
  viewerId,
}: {
  proposal: ProposalItem | ReceivedProposalItem;
  side: 'sent' | 'received';
  history: ProposalHistoryEvent[];
  viewerId: string;
}) {
  const t = useTranslations('Proposals');
  const locale = useLocale() as FormatLocale;
  const client = 'client' in p ? p.client : null;

  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="proposal-card" data-proposal-id={p.id} data-status={p.status}>
      <ListingItem listing={p.listing} place={p.listing.address} badge={<ProposalStatusBadge status={p.status} />}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{t('proposed')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="proposal-amount">
              {formatBRL(p.amount)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('original')}</dt>
            <dd className="tabular-nums">{formatBRL(p.originalPrice)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('paymentMethod')}</dt>
            <dd>{t(`methods.${p.paymentMethod}`)}</dd>
          </div>
          {p.status === 'aceita' && p.agreedAmount !== null ? (
            <div>
              <dt className="text-muted-foreground">{t('agreed')}</dt>
              <dd className="font-semibold text-success tabular-nums" data-testid="proposal-agreed">
                {formatBRL(p.agreedAmount)}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="text-xs text-muted-foreground">
          <time dateTime={p.createdAt}>
            {t(side === 'sent' ? 'sentOn' : 'receivedOn', { date: formatDate(p.createdAt, locale) })}
          </time>
        </p>
        {client ? (
          <div className="flex flex-col gap-1 rounded-md bg-muted/50 p-3 text-sm" data-testid="proposal-client">
            <p className="flex items-center gap-1.5 font-medium">
              <UserIcon className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">{t('client')}: </span>
              {client.name || t('clientUnknown')}
            </p>
            {client.phone ? (
              <p className="flex items-center gap-1.5">
                <PhoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="sr-only">{t('phone')}: </span>
                <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                  {client.phone}
                </a>
              </p>
            ) : null}
            {client.email ? (
              <p className="flex min-w-0 items-center gap-1.5">
                <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="sr-only">{t('email')}: </span>
                <a href={`mailto:${client.email}`} className="truncate hover:underline">
                  {client.email}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {p.message ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{t(side === 'sent' ? 'yourMessage' : 'clientMessage')}: </span>
            {p.message}
          </p>
        ) : null}
        {p.status === 'negociada' && p.counterAmount !== null ? (
          <div className="flex flex-col gap-1 rounded-md border border-info/40 bg-info/10 p-3 text-sm" data-testid="proposal-counter">
            <p>
              <span className="text-muted-foreground">{t('counterAmount')}: </span>
              <strong className="tabular-nums" data-testid="proposal-counter-amount">
                {formatBRL(p.counterAmount)}
              </strong>
            </p>
            {p.counterMessage ? (
              <p>
                <span className="text-muted-foreground">{t('counterMessage')}: </span>
                <span data-testid="proposal-counter-message">{p.counterMessage}</span>
              </p>
            ) : null}
          </div>
        ) : null}
        {side === 'sent' && p.status === 'negociada' && p.counterAmount !== null ? (
          <div>
            <RespondToCounterDialog proposalId={p.id} counterAmount={p.counterAmount} title={p.listing.title} />
          </div>
        ) : null}
        {side === 'received' ? (
          <ListingProposalActions proposalId={p.id} status={p.status} amount={p.amount} title={p.listing.title} />
        ) : null}
      </ListingItem>
      <ProposalTimeline events={history} viewerId={viewerId} />
    </Card>
  );
}
