'use server';

import { revalidatePath } from 'next/cache';
import { expirePublic } from '@/lib/cache/tags';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import { recordOf } from '@/lib/validations/rules/input';
import { isModerationErrorKey, moderationSchema, MODERATION_REASON_MIN, type ModerationErrorKey } from '@/lib/validations/trust';

/**
 * The moves of /moderacao (issue #34): 'Aprovar', 'Rejeitar' (reason sent to the listing side) and 'Suspender
 * anunciante'. Each is a SECURITY DEFINER function (migration 20261130140100) that checks the caller is staff
 * and writes the audit log; a listing's public page and search are expired after every move.
 */

type Result = ActionState<undefined, ModerationErrorKey>;
type Move = 'approve' | 'reject' | 'suspend';

async function moderate(move: Move, input: unknown): Promise<Result> {
  if (!(await getSessionUser())) return { ok: false, formError: 'not_staff' };
  const parsed = moderationSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    return { ok: false, formError: isModerationErrorKey(first) ? first : 'reason_required' };
  }
  const { propertyId, reason } = parsed.data;
  if (propertyId < 1) return { ok: false, formError: 'review_not_found' };
  if (move !== 'approve' && reason.length < MODERATION_REASON_MIN) return { ok: false, formError: 'reason_required' };
  const supabase = await createClient();
  let offline: number[] = [propertyId];
  let error: { hint?: string | null; message: string } | null;
  if (move === 'approve') {
    ({ error } = await supabase.rpc('moderation_approve', { p_property_id: propertyId, ...(reason ? { p_note: reason } : {}) }));
  } else if (move === 'reject') {
    ({ error } = await supabase.rpc('moderation_reject', { p_property_id: propertyId, p_reason: reason }));
  } else {
    const res = await supabase.rpc('moderation_suspend_advertiser', { p_property_id: propertyId, p_reason: reason });
    error = res.error;
    offline = [propertyId, ...(Array.isArray(res.data) ? res.data.filter((id): id is number => typeof id === 'number') : [])];
  }
  if (error) {
    if (isModerationErrorKey(error.hint)) return { ok: false, formError: error.hint };
    console.error(`[moderation] ${move} failed:`, error.message);
    return { ok: false, formError: 'failed' };
  }
  // Every listing that went live or offline: its cached page, and search.
  for (const id of new Set(offline)) expirePublic({ kind: 'listing', id });
  revalidatePath('/[locale]/(account)/moderacao', 'page');
  return { ok: true };
}

export async function approveListingAction(input: unknown): Promise<Result> {
  return moderate('approve', input);
}

export async function rejectListingAction(input: unknown): Promise<Result> {
  return moderate('reject', input);
}

export async function suspendAdvertiserAction(input: unknown): Promise<Result> {
  return moderate('suspend', input);
}
