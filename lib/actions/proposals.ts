'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { expirePublic } from '@/lib/cache/tags';
import { requireUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import {
  counterProposalSchema,
  offerSchema,
  proposalIdSchema,
  reviseProposalSchema,
  rejectProposalSchema,
  respondToCounterSchema,
  type CounterProposalInput,
  type OfferInput,
  type RespondToCounterInput,
  type ReviseProposalInput,
} from '@/lib/validations/proposals';

/**
 * The moves of /propostas through the SQL functions accept_proposal, reject_proposal, counter_proposal
 * (the listing's side) and respond_to_counter (the client), which decide who may do what. A refused move
 * comes back as the function's HINT ('proposal_bad_status', 'not_listing_side', …), a key of
 * Proposals.errors; field errors are keys of the same catalogue.
 */

export type ProposalActionResult = ActionState;

function failure(error: { hint?: string | null; message?: string | null }): ProposalActionResult {
  if (!error.hint) console.error('[proposals] rpc failed:', error.message);
  return { ok: false, formError: error.hint || 'failed' };
}

function invalid(error: z.ZodError): ProposalActionResult {
  return { ok: false, fieldErrors: z.flattenError(error).fieldErrors as Record<string, string[]>, formError: 'invalid' };
}

function revalidateProposalScreens() {
  revalidatePath('/[locale]/(account)/propostas', 'page');
}

/**
 * A move that puts a listing in negotiation or takes it out ('Em negociação' on its page: NegotiationBadge), or
 * closes the deal (the listing is sold or let, off the public pages): its cached copy and the lists render again
 * (lib/cache/tags.ts). The copy is what every visitor gets, the signed-in ones too (issue #21).
 */
function expireListingOf(row: { property_id: number } | null) {
  if (row?.property_id) expirePublic({ kind: 'listing', id: row.property_id });
}

/** 'Aceitar': pendente → aceita (the listing's side). */
export async function acceptProposalAction(proposalId: number): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = proposalIdSchema.safeParse({ proposalId });
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('accept_proposal', { proposal_id: parsed.data.proposalId });
  if (error) return failure(error);
  expireListingOf(data);
  revalidateProposalScreens();
  return { ok: true };
}

/** 'Recusar': pendente or negociada → rejeitada (the listing's side). */
export async function rejectProposalAction(proposalId: number, message?: string): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = rejectProposalSchema.safeParse({ proposalId, message });
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { error } = await supabase.rpc('reject_proposal', {
    proposal_id: parsed.data.proposalId,
    message: parsed.data.message,
  });
  if (error) return failure(error);
  revalidateProposalScreens();
  return { ok: true };
}

/** 'Contraproposta': pendente → negociada with the counter amount and message (the listing's side). */
export async function counterProposalAction(input: CounterProposalInput): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = counterProposalSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { error } = await supabase.rpc('counter_proposal', {
    proposal_id: parsed.data.proposalId,
    amount: parsed.data.amount,
    message: parsed.data.message,
  });
  if (error) return failure(error);
  revalidateProposalScreens();
  return { ok: true };
}

/** 'Responder' (the client, on negociada): accept the counter (aceita) or send a new amount (pendente). */
export async function respondToCounterAction(input: RespondToCounterInput): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = respondToCounterSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('respond_to_counter', {
    proposal_id: parsed.data.proposalId,
    accept: parsed.data.choice === 'accept',
    new_amount: parsed.data.choice === 'new_amount' ? parsed.data.amount : undefined,
    message: parsed.data.message,
    confirmed: parsed.data.choice === 'new_amount' ? parsed.data.confirmed : false,
  });
  if (error) return failure(error);
  expireListingOf(data);
  revalidateProposalScreens();
  return { ok: true };
}

/**
 * 'Fazer proposta' on a listing's page (make_proposal): a purchase offer (amount, payment, down payment when
 * financed) or a rental offer (monthly rent, move-in date, term, guarantee, residents, pets). An amount far
 * from the asking price comes back as 'proposal_needs_confirmation' until `confirmed`.
 */
export async function makeOfferAction(input: OfferInput): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = offerSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const o = parsed.data;
  const supabase = await createClient();
  const args =
    o.transaction === 'venda'
      ? {
          property_id: o.propertyId,
          amount: o.amount,
          payment_method: o.paymentMethod,
          message: o.message,
          confirmed: o.confirmed,
          down_payment: o.downPayment,
        }
      : {
          property_id: o.propertyId,
          amount: o.amount,
          message: o.message,
          confirmed: o.confirmed,
          move_in_date: o.moveInDate,
          term_months: o.termMonths,
          guarantee: o.guarantee,
          deposit_months: o.guarantee === 'caucao' ? o.depositMonths : undefined,
          residents: o.residents,
          pets: o.pets === undefined ? undefined : o.pets === 'sim',
        };
  const { error } = await supabase.rpc('make_proposal', args);
  if (error) return failure(error);
  revalidateProposalScreens();
  return { ok: true };
}

/** 'Retirar proposta' (the client): pendente or negociada → retirada. */
export async function withdrawProposalAction(proposalId: number): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = proposalIdSchema.safeParse({ proposalId });
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('proposal_withdraw', { proposal_id: parsed.data.proposalId });
  if (error) return failure(error);
  expireListingOf(data);
  revalidateProposalScreens();
  return { ok: true };
}

/** 'Alterar valor' (the client, on a pending offer): a new round with the new amount. */
export async function reviseProposalAction(input: ReviseProposalInput): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = reviseProposalSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { error } = await supabase.rpc('proposal_revise', {
    proposal_id: parsed.data.proposalId,
    amount: parsed.data.amount,
    confirmed: parsed.data.confirmed,
    message: parsed.data.message,
  });
  if (error) return failure(error);
  revalidateProposalScreens();
  return { ok: true };
}

/** 'Negócio fechado' (the listing side, on an accepted offer): the listing becomes vendido / alugado. */
export async function closeDealAction(proposalId: number): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = proposalIdSchema.safeParse({ proposalId });
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('proposal_close', { proposal_id: parsed.data.proposalId });
  if (error) return failure(error);
  expireListingOf(data);
  revalidateProposalScreens();
  return { ok: true };
}

/** 'Negociação desfeita' (the listing side, on an accepted offer): the listing is active again. */
export async function undoDealAction(proposalId: number): Promise<ProposalActionResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = proposalIdSchema.safeParse({ proposalId });
  if (!parsed.success) return invalid(parsed.error);
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('proposal_undo', { proposal_id: parsed.data.proposalId });
  if (error) return failure(error);
  expireListingOf(data);
  revalidateProposalScreens();
  return { ok: true };
}
