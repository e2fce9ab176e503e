import { FileTextIcon, SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { ProposalItem, ReceivedProposalItem } from '@/lib/data/proposals';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import type { ProposalListParams } from '@/lib/validations/proposals';
import { ProposalCard } from './proposal-card';
import { ProposalFilters } from './proposal-filters';
import type { ProposalHistoryEvent } from '@/lib/proposals/timeline';

type Side = 'sent' | 'received';
const TAB_PARAM = { sent: 'enviadas', received: 'recebidas' } as const;

/** The query string of /propostas for a tab, the filters and how many are shown (the defaults left out). */
function href(side: Side | null, filters: ProposalListParams | null, shown?: number): string {
  const params = new URLSearchParams();
  if (side) params.set('aba', TAB_PARAM[side]);
  if (filters?.q) params.set('q', filters.q);
  if (filters?.status) params.set('status', filters.status);
  if (filters?.corretor) params.set('corretor', filters.corretor);
  if (filters?.ordem) params.set('ordem', filters.ordem);
  if (shown) params.set('mostrar', String(shown));
  const qs = params.toString();
  return qs ? `/propostas?${qs}` : '/propostas';
}

/**
 * /propostas: the tabs (when the user both sent and received), the filters (search, status, an agency's broker,
 * order), and the first proposals that match (`proposals`, `total` of them in all), with 'Mostrar mais' while
 * some are left.
 */
export function ProposalList({
  side,
  tabs,
  filters,
  brokers,
  sideTotal,
  proposals,
  total,
  limit,
  pageSize,
  history,
  viewerId,
}: {
  side: Side;
  tabs: { sent: number; received: number } | null;
  filters: ProposalListParams;
  /** An agency's team (the broker filter) on the received side; null otherwise. */
  brokers: { id: string; name: string }[] | null;
  /** How many proposals the side has, whatever the filters. */
  sideTotal: number;
  proposals: (ProposalItem | ReceivedProposalItem)[];
  /** How many proposals of the side match the filters. */
  total: number;
  /** How many were asked for (?mostrar=). */
  limit: number;
  pageSize: number;
  history: Map<number, ProposalHistoryEvent[]>;
  viewerId: string;
}) {
  const t = useTranslations('ProposalsPage');
  const tabSide = tabs ? side : null;

  return (
    <div className="flex flex-col gap-6">
      {tabs ? (
        <nav aria-label={t('tabsLabel')} className="flex gap-1 border-b" data-testid="proposal-tabs">
          {(['sent', 'received'] as const).map((s) => (
            <Link
              key={s}
              href={href(s, null)}
              aria-current={s === side ? 'page' : undefined}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                s === side ? 'border-primary text-foreground' : 'border-transparent',
              )}
            >
              {t(`tabs.${s}`, { count: tabs[s] })}
            </Link>
          ))}
        </nav>
      ) : null}

      {sideTotal > 0 ? <ProposalFilters params={filters} tab={tabSide ? TAB_PARAM[tabSide] : null} brokers={brokers} /> : null}

      {sideTotal === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="proposals-empty">
          <FileTextIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-heading text-lg font-semibold">{t(side === 'sent' ? 'emptySent' : 'emptyReceived')}</p>
          <p className="text-muted-foreground">{t(side === 'sent' ? 'emptySentText' : 'emptyReceivedText')}</p>
          {side === 'sent' ? (
            <Button asChild>
              <Link href="/buscar">
                <SearchIcon aria-hidden />
                {t('search')}
              </Link>
            </Button>
          ) : null}
        </div>
      ) : proposals.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="proposals-empty">
          <p className="font-heading text-lg font-semibold">{t('emptyFiltered')}</p>
          <Button asChild variant="outline">
            <Link href={href(tabSide, null)}>{t('showAll')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground" aria-live="polite">
            {t('count', { count: total })}
          </p>
          {/* One column of minmax(0, 1fr): a long e-mail truncates in its card instead of widening the page (360 px). */}
          <ul className="grid grid-cols-1 gap-4" data-testid="proposal-list">
            {proposals.map((p) => (
              <li key={p.id} className="min-w-0">
                <ProposalCard proposal={p} side={side} history={history.get(p.id) ?? []} viewerId={viewerId} />
              </li>
            ))}
          </ul>
          {proposals.length < total ? (
            <div className="flex flex-col items-center gap-2" data-testid="proposals-more">
              <p className="text-sm text-muted-foreground">{t('showing', { shown: proposals.length, total })}</p>
              {/* The tab always goes along, so the next page stays on the same side whatever the URL had. */}
              <Button asChild variant="outline">
                <Link href={href(side, filters, limit + pageSize)} scroll={false}>
                  {t('showMore')}
                </Link>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
