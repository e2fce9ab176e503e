'use server';

import { z } from 'zod';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';

export type FavoriteActionResult = ActionState<{ favorite: boolean }, 'unauthenticated' | 'rateLimited' | 'failed'>;

const toggleSchema = z.object({ propertyId: z.number().int().positive(), favorite: z.boolean() });

/**
 * Adds (favorite: true) or removes (false) a listing from the signed-in user's favourites, under RLS.
 * Idempotent: adding twice or removing a missing row succeeds. Signed out → formError 'unauthenticated'.
 */
export async function toggleFavoriteAction(propertyId: number, favorite: boolean): Promise<FavoriteActionResult> {
  const parsed = toggleSchema.safeParse({ propertyId, favorite });
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const supabase = await createClient();
  const { error } = parsed.data.favorite
    ? await supabase.from('favorites').insert({ user_id: user.id, property_id: parsed.data.propertyId })
    : await supabase.from('favorites').delete().eq('user_id', user.id).eq('property_id', parsed.data.propertyId);
  // 23505: already a favourite — the wanted state holds.
  // The per-account limit of private.rate_limits (issue #20 §4).
  if (error?.hint === 'rate_limited') return { ok: false, formError: 'rateLimited' };
  if (error && error.code !== '23505') {
    console.error('[favorites] toggle failed:', error.message);
    return { ok: false, formError: 'failed' };
  }
  return { ok: true, data: { favorite: parsed.data.favorite } };
}
