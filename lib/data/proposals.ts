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

export interface ProposalItem {
  id: number;
  listing: ProposalListing;
  amount: number;
  originalPrice: number;
  paymentMethod: PaymentMethod;
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
  payment_method: PaymentMethod;
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

/** The first `limit` proposals the signed-in user sent as a client (of `status`, if given), newest first. */
export const getSentProposals = cache(
  async (status: ProposalStatus | null, limit: number): Promise<ProposalPage<ProposalItem>> => {
    const supabase = await createClient();
    const { data, error, count } = await supabase
      .rpc('my_proposals', { status: status ?? undefined }, { count: 'exact' })
      .range(0, limit - 1);
    if (error) {
      console.error('[proposals] sent proposals failed:', error.message);
      throw new Error('proposals_unavailable');
    }
    const proposals = (data ?? []).map(toItem);
    return { proposals, total: count ?? proposals.length };
  },
);

/**
 * The first `limit` proposals received on the signed-in user's listings (owner, agency or broker), of
 * `status` if given, newest first.
 */
export const getReceivedProposals = cache(
  async (status: ProposalStatus | null, limit: number): Promise<ProposalPage<ReceivedProposalItem>> => {
    const supabase = await createClient();
    const { data, error, count } = await supabase
      .rpc('received_proposals', { status: status ?? undefined }, { count: 'exact' })
      .range(0, limit - 1);
    if (error) {
      console.error('[proposals] received proposals failed:', error.message);
      throw new Error('proposals_unavailable');
    }
    const proposals = (data ?? []).map((r) => ({
      ...toItem(r),
      client: { id: r.client_id, name: r.client_name, phone: r.client_phone, email: r.client_email },
    }));
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
