'use server';

import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import { makeProposalSchema } from '@/lib/validations/proposals';
import { requestVisitSchema } from '@/lib/validations/visits';

/**
 * Visit requests and proposals from a listing's page, through the SQL functions request_visit and
 * make_proposal (they check the session, the listing, the slot and the one-open rule). Errors come back as
 * the functions' HINT (e.g. 'visit_slot_taken'), translated by the dialogs under PropertyPage.requests.
 */

/** formError: a hint of request_visit / make_proposal, or a key of the shared schemas. */
export type ListingRequestState = ActionState;

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : undefined);

export async function requestVisitAction(
  _prev: ListingRequestState | null,
  formData: FormData,
): Promise<ListingRequestState> {
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'not_signed_in' };
  // The shared schema of the visit dialog: a slot of the weekday, in the next 30 days (São Paulo time).
  const parsed = requestVisitSchema.safeParse({
    propertyId: text(formData.get('propertyId')),
    date: text(formData.get('date')),
    time: text(formData.get('time')),
    message: text(formData.get('message')) || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === 'time' || i.path[0] === 'date');
    return { ok: false, formError: issue?.message ?? 'visit_slot_invalid' };
  }
  const supabase = await createClient();
  const { error } = await supabase.rpc('request_visit', {
    property_id: parsed.data.propertyId,
    visit_date: parsed.data.date,
    visit_time: `${parsed.data.time}:00`,
    message: parsed.data.message,
  });
  if (error) return { ok: false, formError: error.hint || 'failed' };
  return { ok: true };
}

export async function makeProposalAction(
  _prev: ListingRequestState | null,
  formData: FormData,
): Promise<ListingRequestState> {
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'not_signed_in' };
  const parsed = makeProposalSchema.safeParse({
    propertyId: text(formData.get('propertyId')),
    amount: text(formData.get('amount')),
    paymentMethod: text(formData.get('paymentMethod')),
    message: text(formData.get('message')),
  });
  if (!parsed.success) return { ok: false, formError: 'proposal_invalid' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('make_proposal', {
    property_id: parsed.data.propertyId,
    amount: parsed.data.amount,
    payment_method: parsed.data.paymentMethod,
    message: parsed.data.message,
  });
  if (error) return { ok: false, formError: error.hint || 'failed' };
  return { ok: true };
}
