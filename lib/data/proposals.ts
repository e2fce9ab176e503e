import 'server-only';
import { cache } from 'react';
import { groupByProposal, type ProposalHistoryEvent } from '@/lib/proposals/timeline';
import { propertyImageUrl } from '@/lib/search/types';
import { createClient } from '@/lib/supabase/server';
import type { PaymentMethod, ProposalStatus } from '@/lib/validations/proposals';

/**
 * The /propostas screen's data, through the SQL reads my_proposals (sent as a client), received_proposals
 * (on the caller's listings, with the client's contact) and proposal_history_for (the steps of the proposals
 * shown), a page at a time. Each reads only the caller's rows.
 */

export interface ProposalListing {
  id: number;
  title: string;
  address: string;
  imageUrl: string | null;
}

/** The terms of an offer (issue #38): a rental's or a purchase's, with the listing's fees for the total. */
export interface ProposalTerms {
  transaction: 'venda' | 'aluguel';
  condoFee: number | null;
  iptu: number | null;
  downPayment: number | null;
  moveInDate: string | null;
  termMonths: number | null;
  guarantee: string | null;
  depositMonths: number | null;
  residents: number | null;
  pets: boolean | null;
  closedAt: string | null;
}

export interface ProposalItem {
  id: number;
  listing: ProposalListing;
  /** Null only when the terms could not be read (the card then shows the amounts alone). */
  terms: ProposalTerms | null;
  amount: number;
  originalPrice: number;
  /** Null for a rental offer. */
  paymentMethod: PaymentMethod | null;
  message: string | null;
  status: ProposalStatus;
  counterAmount: number | null;
  counterMessage: string | null;
  agreedAmount: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReceivedProposalItem extends ProposalItem {
  client: { id: string | null; name: string | null; phone: string | null; email: string | null };
}

interface ProposalRow {
  id: number;
  property_id: number;
  property_title: string;
  property_address: string;
  cover_image: string | null;
  amount: number;
  original_price: number;
  payment_method: PaymentMethod | null;
  message: string | null;
  status: ProposalStatus;
  counter_amount: number | null;
  counter_message: string | null;
  agreed_amount: number | null;
  created_at: string;
  updated_at: string;
}

function toItem(r: ProposalRow): ProposalItem {
  return {
    id: r.id,
    listing: {
      id: r.property_id,
      title: r.property_title,
      address: r.property_address,
      imageUrl: r.cover_image ? propertyImageUrl(r.cover_image) : null,
    },
    terms: null,
    amount: r.amount,
    originalPrice: r.original_price,
    paymentMethod: r.payment_method,
    message: r.message,
    status: r.status,
    counterAmount: r.counter_amount,
    counterMessage: r.counter_message,
    agreedAmount: r.agreed_amount,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The terms of the given proposals (proposal_terms_for reads only the caller's), merged into the items. */
async function withTerms<T extends ProposalItem>(items: T[]): Promise<T[]> {
  if (items.length === 0) return items;
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('proposal_terms_for', { ids: items.map((p) => p.id) });
  if (error) {
    console.error('[proposals] terms failed:', error.message);
    return items;
  }
  const byId = new Map(
    (data ?? []).map((r) => [
      r.id,
      {
        transaction: r.transaction,
        condoFee: r.condo_fee,
        iptu: r.iptu,
        downPayment: r.down_payment,
        moveInDate: r.move_in_date,
        termMonths: r.term_months,
        guarantee: r.guarantee,
        depositMonths: r.deposit_months,
        residents: r.residents,
        pets: r.pets,
        closedAt: r.closed_at,
      } satisfies ProposalTerms,
    ]),
  );
  return items.map((p) => ({ ...p, terms: byId.get(p.id) ?? null }));
}

/** How many proposals /propostas shows at a time ('Mostrar mais' adds as many). */
export const PROPOSALS_PAGE_SIZE = 20;

export interface ProposalPage<T> {
  proposals: T[];
  /** How many match the filter in all. */
  total: number;
}

/** How many proposals the signed-in user sent and received in all (any status), for the tabs. */
export const getProposalCounts = cache(async (): Promise<{ sent: number; received: number }> => {
  const supabase = await createClient();
  const [sent, received] = await Promise.all([
    supabase.rpc('my_proposals', {}, { count: 'exact', head: true }),
    supabase.rpc('received_proposals', {}, { count: 'exact', head: true }),
  ]);
  const error = sent.error ?? received.error;
  if (error) {
    console.error('[proposals] counts failed:', error.message);
    throw new Error('proposals_unavailable');
  }
  return { sent: sent.count ?? 0, received: received.count ?? 0 };
});

/**
 * What /propostas asks for (issue #39): a status, a search (client, listing title or código), an agency's broker
 * (a broker's id or 'nenhum'; received side only) and whether what awaits the user's reply comes first.
 */
export interface ProposalListFilter {
  status: ProposalStatus | null;
  search: string;
  broker: string | null;
  awaitingFirst: boolean;
}

/** The first `limit` proposals the signed-in user sent as a client that match `filter`. */
export const getSentProposals = cache(
  async (filter: ProposalListFilter, limit: number): Promise<ProposalPage<ProposalItem>> => {
    const supabase = await createClient();
    const { data, error, count } = await supabase
      .rpc(
        'my_proposals',
        { status: filter.status ?? undefined, search: filter.search || undefined, awaiting_first: filter.awaitingFirst },
        { count: 'exact' },
      )
      .range(0, limit - 1);
    if (error) {
      console.error('[proposals] sent proposals failed:', error.message);
      throw new Error('proposals_unavailable');
    }
    const proposals = await withTerms((data ?? []).map(toItem));
    return { proposals, total: count ?? proposals.length };
  },
);

/**
 * The first `limit` proposals received on the signed-in user's listings (owner, agency or broker) that match
 * `filter`.
 */
export const getReceivedProposals = cache(
  async (filter: ProposalListFilter, limit: number): Promise<ProposalPage<ReceivedProposalItem>> => {
    const supabase = await createClient();
    const { data, error, count } = await supabase
      .rpc(
        'received_proposals',
        {
          status: filter.status ?? undefined,
          search: filter.search || undefined,
          broker: filter.broker ?? undefined,
          awaiting_first: filter.awaitingFirst,
        },
        { count: 'exact' },
      )
      .range(0, limit - 1);
    if (error) {
      console.error('[proposals] received proposals failed:', error.message);
      throw new Error('proposals_unavailable');
    }
    const proposals = await withTerms(
      (data ?? []).map((r) => ({
        ...toItem(r),
        client: { id: r.client_id, name: r.client_name, phone: r.client_phone, email: r.client_email },
      })),
    );
    return { proposals, total: count ?? proposals.length };
  },
);

/** The steps of the given proposals (those the signed-in user is a party to), grouped by proposal. */
export const getProposalHistory = cache(async (ids: readonly number[]): Promise<Map<number, ProposalHistoryEvent[]>> => {
  if (ids.length === 0) return new Map();
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('proposal_history_for', { ids: [...ids] });
  if (error) {
    console.error('[proposals] history failed:', error.message);
    return new Map();
  }
  return groupByProposal(
    (data ?? []).map((e) => ({
      id: e.id,
      proposalId: e.proposal_id,
      kind: e.kind,
      amount: e.amount,
      message: e.message,
      actorId: e.actor_id,
      actorSide: e.actor_side === 'anunciante' ? 'anunciante' : 'cliente',
      actorName: e.actor_name,
      createdAt: e.created_at,
    })),
  );
});

/**
 * Which of the given public listings are 'Em negociação' (an accepted offer not yet closed or undone), through
 * proposal_listings_in_negotiation (public: a listing's badge, no personal data).
 */
export const getListingsInNegotiation = cache(async (ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('proposal_listings_in_negotiation', { ids: [...ids] });
  if (error) {
    console.error('[proposals] negotiation badge failed:', error.message);
    return new Set();
  }
  return new Set((data ?? []) as number[]);
});
