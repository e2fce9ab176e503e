import { MailIcon, PhoneIcon, UserIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ListingItem } from '@/components/property/listing-item';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { ProposalItem, ReceivedProposalItem } from '@/lib/data/proposals';
import { formatBRL, formatDate, type FormatLocale } from '@/lib/format';
import { ClientProposalActions } from './client-actions';
import { ListingProposalActions } from './listing-actions';
import { LongText } from './long-text';
import { ProposalTimeline } from './proposal-timeline';
import { RespondToCounterDialog } from './respond-dialog';
import { ProposalStatusBadge } from './status-badge';
import type { ProposalHistoryEvent } from '@/lib/proposals/timeline';

/**
 * One proposal on /propostas. `side` 'sent': the client's view (with 'Responder' on a counter-offer);
 * 'received': the listing side's view (the client's contact, 'Aceitar', 'Recusar', 'Contraproposta').
 * Both show the amounts, the offer's terms in the same words (a rental's move-in date, term, guarantee,
 * residents, pets and monthly total with '/mês'; a purchase's payment and down payment), the date, the status
 * ('Em negociação' beside an accepted one) and the history. A message shows once, in the history when a step
 * carries it, its first 280 characters with 'Ver mais'.
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
  const d = useTranslations('Deal');
  const o = useTranslations('Offer');
  const locale = useLocale() as FormatLocale;
  const client = 'client' in p ? p.client : null;
  const terms = p.terms;
  const rent = terms?.transaction === 'aluguel';
  const perMonth = rent ? o('perMonth') : '';
  const money = (v: number) => `${formatBRL(v)}${perMonth}`;
  const messageInHistory = !!p.message && history.some((e) => e.message?.trim() === p.message?.trim());
  const badge = (
    <span className="flex flex-wrap gap-1">
      <ProposalStatusBadge status={p.status} />
      {p.status === 'aceita' ? (
        <Badge variant="info" data-testid="proposal-in-negotiation">
          {d('inNegotiation')}
        </Badge>
      ) : null}
    </span>
  );

  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="proposal-card" data-proposal-id={p.id} data-status={p.status}>
      <ListingItem listing={p.listing} place={p.listing.address} badge={badge}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{t('proposed')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="proposal-amount">
              {money(p.amount)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('original')}</dt>
            <dd className="tabular-nums">{money(p.originalPrice)}</dd>
          </div>
          {p.paymentMethod ? (
            <div>
              <dt className="text-muted-foreground">{t('paymentMethod')}</dt>
              <dd data-testid="proposal-payment">{t(`methods.${p.paymentMethod}`)}</dd>
            </div>
          ) : null}
          {terms?.downPayment != null ? (
            <div>
              <dt className="text-muted-foreground">{d('terms.downPayment')}</dt>
              <dd className="tabular-nums">{formatBRL(terms.downPayment)}</dd>
            </div>
          ) : null}
          {rent && terms ? (
            <>
              <div>
                <dt className="text-muted-foreground">{d('terms.monthlyTotal')}</dt>
                <dd className="tabular-nums" data-testid="proposal-monthly-total">
                  {d('terms.monthlyTotalValue', { total: formatBRL(p.amount + (terms.condoFee ?? 0) + (terms.iptu ?? 0)) })}
                </dd>
              </div>
              {terms.moveInDate ? (
                <div>
                  <dt className="text-muted-foreground">{d('terms.moveIn')}</dt>
                  <dd data-testid="proposal-move-in">{formatDate(`${terms.moveInDate}T12:00:00`, locale)}</dd>
                </div>
              ) : null}
              {terms.termMonths ? (
                <div>
                  <dt className="text-muted-foreground">{d('terms.term')}</dt>
                  <dd data-testid="proposal-term">{d('terms.termValue', { count: terms.termMonths })}</dd>
                </div>
              ) : null}
              {terms.guarantee ? (
                <div>
                  <dt className="text-muted-foreground">{d('terms.guarantee')}</dt>
                  <dd data-testid="proposal-guarantee">
                    {o(`guarantees.${terms.guarantee as 'fiador'}`)}
                    {terms.guarantee === 'caucao' && terms.depositMonths ? ` (${d('terms.deposit', { count: terms.depositMonths })})` : ''}
                  </dd>
                </div>
              ) : null}
              {terms.residents ? (
                <div>
                  <dt className="text-muted-foreground">{d('terms.residents')}</dt>
                  <dd>{terms.residents}</dd>
                </div>
              ) : null}
              {terms.pets !== null ? (
                <div>
                  <dt className="text-muted-foreground">{d('terms.pets')}</dt>
                  <dd>{terms.pets ? d('terms.petsYes') : d('terms.petsNo')}</dd>
                </div>
              ) : null}
            </>
          ) : null}
          {(p.status === 'aceita' || p.status === 'fechada') && p.agreedAmount !== null ? (
            <div>
              <dt className="text-muted-foreground">{t('agreed')}</dt>
              <dd className="font-semibold text-success tabular-nums" data-testid="proposal-agreed">
                {money(p.agreedAmount)}
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
        {p.message && !messageInHistory ? (
          <p className="text-sm" data-testid="proposal-message">
            <span className="text-muted-foreground">{t(side === 'sent' ? 'yourMessage' : 'clientMessage')}: </span>
            <LongText text={p.message} />
          </p>
        ) : null}
        {p.status === 'negociada' && p.counterAmount !== null ? (
          <div className="flex flex-col gap-1 rounded-md border border-info/40 bg-info/10 p-3 text-sm" data-testid="proposal-counter">
            <p>
              <span className="text-muted-foreground">{t('counterAmount')}: </span>
              <strong className="tabular-nums" data-testid="proposal-counter-amount">
                {money(p.counterAmount)}
              </strong>
            </p>
            {p.counterMessage ? (
              <p>
                <span className="text-muted-foreground">{t('counterMessage')}: </span>
                <span data-testid="proposal-counter-message">
                  <LongText text={p.counterMessage} />
                </span>
              </p>
            ) : null}
          </div>
        ) : null}
        {side === 'sent' && p.status === 'negociada' && p.counterAmount !== null ? (
          <div>
            <RespondToCounterDialog proposalId={p.id} counterAmount={p.counterAmount} title={p.listing.title} />
          </div>
        ) : null}
        {side === 'sent' ? (
          <ClientProposalActions
            proposalId={p.id}
            status={p.status}
            amount={p.amount}
            price={p.originalPrice}
            title={p.listing.title}
            perMonth={perMonth}
          />
        ) : null}
        {side === 'received' ? (
          <ListingProposalActions
            proposalId={p.id}
            status={p.status}
            amount={p.amount}
            title={p.listing.title}
            price={p.originalPrice}
            agreedAmount={p.agreedAmount}
            rent={rent}
          />
        ) : null}
      </ListingItem>
      <ProposalTimeline events={history} viewerId={viewerId} perMonth={perMonth} />
    </Card>
  );
}
