import 'server-only';
import { cache } from 'react';
import { groupByProposal, type ProposalHistoryEvent } from '@/components/proposals/timeline';
import { propertyImageUrl } from '@/lib/search/types';
import { createClient } from '@/lib/supabase/server';
import type { PaymentMethod, ProposalStatus } from '@/lib/validations/proposals';

/**
 * The /propostas screen's data, through the SQL reads my_proposals (sent as a client), received_proposals
 * (on the caller's listings, with the client's contact) and proposal_history (the steps of both). Each reads
 * only the caller's rows.
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

/** The proposals the signed-in user sent as a client, newest first. */
export const getSentProposals = cache(async (): Promise<ProposalItem[]> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('my_proposals', {});
  if (error) {
    console.error('[proposals] sent proposals failed:', error.message);
    throw new Error('proposals_unavailable');
  }
  return (data ?? []).map(toItem);
});

/** The proposals received on the signed-in user's listings (owner, agency or broker), newest first. */
export const getReceivedProposals = cache(async (): Promise<ReceivedProposalItem[]> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('received_proposals', {});
  if (error) {
    console.error('[proposals] received proposals failed:', error.message);
    throw new Error('proposals_unavailable');
  }
  return (data ?? []).map((r) => ({
    ...toItem(r),
    client: { id: r.client_id, name: r.client_name, phone: r.client_phone, email: r.client_email },
  }));
});

/** The steps of every proposal the signed-in user is a party to, grouped by proposal. */
export const getProposalHistory = cache(async (): Promise<Map<number, ProposalHistoryEvent[]>> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('proposal_history');
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
