'use server';

import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import { requestVisitSchema } from '@/lib/validations/visits';
import { formDataOf } from '@/lib/validations/rules/input';

/**
 * Visit requests from a listing's page, through the SQL function request_visit (it checks the session, the
 * listing, the slot and the one-open rule). Errors come back as the function's HINT (e.g. 'visit_slot_taken'),
 * translated by the dialog under PropertyPage.requests. Offers go through lib/actions/proposals.ts (issue #38).
 */

/** formError: a hint of request_visit, or a key of the shared schema. */
export type ListingRequestState = ActionState;

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : undefined);

export async function requestVisitAction(
  _prev: ListingRequestState | null,
  form: FormData,
): Promise<ListingRequestState> {
  const formData = formDataOf(form);
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
