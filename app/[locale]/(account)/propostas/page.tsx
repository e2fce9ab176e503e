import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeepLinkHighlight } from '@/components/notifications/deep-link-highlight';
import { getTranslations } from 'next-intl/server';
import { ProposalList } from '@/components/proposals/proposal-list';
import { getCurrentProfile, requireUser } from '@/lib/data/auth';
import {
  getProposalCounts,
  getProposalHistory,
  getReceivedProposals,
  getSentProposals,
  PROPOSALS_PAGE_SIZE,
} from '@/lib/data/proposals';
import { getTeam } from '@/lib/data/team';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { parseProposalListParams } from '@/lib/validations/proposals';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ProposalsPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /propostas (signed out → /): a client sees the proposals they sent; the listing's side (owner, agency,
 * broker) sees those received on its listings with their actions; someone with both gets two tabs
 * (?aba=enviadas|recebidas). ?q= searches (client, listing title, código), ?status= filters by status, an
 * agency filters its received proposals by broker (?corretor=<id>|nenhum; a broker not of its team, or the
 * parameter from anyone else, is a 404), and what awaits the user's reply comes first unless ?ordem=recentes.
 * They come 20 at a time: ?mostrar= says how many are shown ('Mostrar mais' adds 20), so reload and back keep
 * the same list. Each proposal shows its history.
 */
export default async function ProposalsPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: SearchParams }) {
  await initLocale(params);
  const user = await requireUser({ redirectTo: '/' });
  const [t, profile, counts, query] = await Promise.all([
    getTranslations('ProposalsPage'),
    getCurrentProfile(),
    getProposalCounts(),
    searchParams,
  ]);
  const filters = parseProposalListParams(query);
  const mostrar = Array.isArray(query.mostrar) ? query.mostrar[0] : query.mostrar;
  let limit = Math.min(Math.max(Number.parseInt(mostrar ?? '', 10) || PROPOSALS_PAGE_SIZE, PROPOSALS_PAGE_SIZE), 1000);
  const isClient = (profile?.role ?? 'cliente') === 'cliente';
  const showSent = counts.sent > 0 || isClient;
  const showReceived = counts.received > 0 || !isClient;
  const tab = query.aba === 'enviadas' || query.aba === 'recebidas' ? query.aba : null;
  const side: 'sent' | 'received' =
    showSent && showReceived
      ? (tab ?? (isClient ? 'enviadas' : 'recebidas')) === 'enviadas'
        ? 'sent'
        : 'received'
      : showSent
        ? 'sent'
        : 'received';
  // The broker filter: an agency's received proposals only; its team comes from getTeam (issue #39).
  const team =
    side === 'received' && profile?.role === 'imobiliaria'
      ? ((await getTeam('')) ?? []).map((b) => ({ id: b.id, name: b.name }))
      : null;
  if (filters.corretor && (!team || (filters.corretor !== 'nenhum' && !team.some((b) => b.id === filters.corretor)))) notFound();
  const listFilter = {
    status: filters.status,
    search: filters.q,
    broker: filters.corretor,
    awaitingFirst: filters.ordem !== 'recentes',
  };
  const load = (n: number) => (side === 'sent' ? getSentProposals(listFilter, n) : getReceivedProposals(listFilter, n));
  let page = await load(limit);
  // A deep link (?id=, from a notification) to a proposal past the first page: show the list down to it, so the
  // highlighted item is there whatever the order ('Aguardando resposta' first moves answered ones down).
  const linked = typeof query.id === 'string' && /^\d{1,18}$/.test(query.id) ? Number(query.id) : null;
  if (linked !== null && page.total > page.proposals.length && !page.proposals.some((p) => p.id === linked)) {
    const all = await load(Math.min(page.total, 1000));
    const index = all.proposals.findIndex((p) => p.id === linked);
    if (index >= 0) {
      const shown = Math.ceil((index + 1) / PROPOSALS_PAGE_SIZE) * PROPOSALS_PAGE_SIZE;
      page = { proposals: all.proposals.slice(0, shown), total: all.total };
      limit = shown;
    }
  }
  const history = await getProposalHistory(page.proposals.map((p) => p.id));

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t(side === 'sent' ? 'subtitleSent' : 'subtitleReceived')}</p>
      </header>
      <ProposalList
        side={side}
        tabs={showSent && showReceived ? counts : null}
        filters={filters}
        brokers={team}
        sideTotal={side === 'sent' ? counts.sent : counts.received}
        proposals={page.proposals}
        total={page.total}
        limit={limit}
        pageSize={PROPOSALS_PAGE_SIZE}
        history={history}
        viewerId={user.id}
      />
      <DeepLinkHighlight attribute="data-proposal-id" id={typeof query.id === 'string' ? query.id : null} />
    </div>
  );
}
