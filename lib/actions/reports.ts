'use server';

import { expirePublic } from '@/lib/cache/tags';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import { recordOf } from '@/lib/validations/rules/input';
import { isReportErrorKey, reportSchema, type ReportErrorKey } from '@/lib/validations/trust';

/**
 * 'Denunciar anúncio' (issue #34): a signed-in person reports a listing once, through listing_report
 * (migration 20261130140100), which refuses one's own listing, a repeat and bad input, and holds the listing
 * for review at the third reporter — then the listing's cached page and search are expired.
 */
export async function reportListingAction(input: unknown): Promise<ActionState<undefined, ReportErrorKey>> {
  if (!(await getSessionUser())) return { ok: false, formError: 'not_signed_in' };
  const parsed = reportSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    return { ok: false, formError: isReportErrorKey(first) ? first : 'reason_invalid' };
  }
  if (parsed.data.propertyId < 1) return { ok: false, formError: 'listing_not_found' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('listing_report', {
    p_property_id: parsed.data.propertyId,
    p_reason: parsed.data.reason,
    ...(parsed.data.details ? { p_details: parsed.data.details } : {}),
  });
  if (error) {
    if (isReportErrorKey(error.hint)) return { ok: false, formError: error.hint };
    console.error('[reports] listing_report failed:', error.message);
    return { ok: false, formError: 'failed' };
  }
  // The third report takes the listing offline: its cached page and search must follow.
  expirePublic({ kind: 'listing', id: parsed.data.propertyId });
  return { ok: true };
}
