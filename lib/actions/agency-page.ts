'use server';

import { revalidatePath } from 'next/cache';
import { expirePublic } from '@/lib/cache/tags';
import { z } from 'zod';
import { getCurrentProfile } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import {
  isCoverObjectName,
  MAX_COVER_PHOTOS,
  pageDetailsSchema,
  pageErrorOfHint,
  type PageDetailsInput,
  type PageDetailsState,
  type PageErrorKey,
  type PageFormError,
} from '@/lib/validations/agency-page';
import type { ActionState, FieldErrors } from '@/lib/validations/action-state';
import { recordOf } from '@/lib/validations/rules/input';

/**
 * /minha-pagina (issue #19): the page's details and its cover photos. Each action checks the user again and
 * writes through the user's own session; agency_page_update / agency_page_set_photos check the role and
 * every value in SQL (migration 20261126006000).
 */

const PAGE_ROLES = new Set(['corretor', 'imobiliaria']);

function revalidatePage(...slugs: (string | null | undefined)[]) {
  expirePublic({ kind: 'agency-page', slugs });
  revalidatePath('/minha-pagina');
  for (const slug of slugs) if (slug) revalidatePath(`/${slug}`);
}

export async function updatePageDetailsAction(input: PageDetailsInput): Promise<PageDetailsState> {
  const profile = await getCurrentProfile();
  if (!profile || !PAGE_ROLES.has(profile.role)) return { ok: false, formError: 'notAllowed' };
  const parsed = pageDetailsSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as FieldErrors<keyof PageDetailsInput, PageErrorKey> };
  }
  const v = parsed.data;
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('agency_page_update', {
    p_data: { description: v.description, phone: v.phone, whatsapp: v.whatsapp, contact_email: v.contactEmail, slug: v.slug },
  });
  if (error) {
    const mapped = pageErrorOfHint(error.hint);
    if (mapped.key === 'failed') console.error('[agency-page] update failed:', error.message);
    if (mapped.field) return { ok: false, fieldErrors: { [mapped.field]: [mapped.key as PageErrorKey] } };
    return { ok: false, formError: mapped.key as PageFormError };
  }
  revalidatePage(profile.slug, data);
  return { ok: true, data: { slug: data ?? v.slug } };
}

/**
 * The cover photos in a new order, or without some (removed from Storage once the page no longer shows
 * them). Only names of the user's own folder are accepted, in SQL as here.
 */
export async function setCoverPhotosAction(paths: string[]): Promise<ActionState<{ photos: string[] }, PageFormError>> {
  const profile = await getCurrentProfile();
  if (!profile || !PAGE_ROLES.has(profile.role)) return { ok: false, formError: 'notAllowed' };
  if (!Array.isArray(paths) || paths.length > MAX_COVER_PHOTOS) return { ok: false, formError: 'tooManyPhotos' };
  if (!paths.every((p) => typeof p === 'string' && isCoverObjectName(p) && p.startsWith(`${profile.id}/`))) {
    return { ok: false, formError: 'photoInvalid' };
  }
  const supabase = await createClient();
  const { data: before } = await supabase.from('profiles').select('page_photos').eq('id', profile.id).maybeSingle();
  const { data, error } = await supabase.rpc('agency_page_set_photos', { p_paths: paths });
  if (error) {
    const mapped = pageErrorOfHint(error.hint);
    if (mapped.key === 'failed') console.error('[agency-page] photos failed:', error.message);
    return { ok: false, formError: mapped.key as PageFormError };
  }
  const removed = (before?.page_photos ?? []).filter((p) => !paths.includes(p) && isCoverObjectName(p));
  if (removed.length) {
    const { error: removeError } = await supabase.storage.from('page-photos').remove(removed);
    if (removeError) console.error('[agency-page] photo cleanup failed:', removeError.message);
  }
  revalidatePage(profile.slug);
  return { ok: true, data: { photos: data ?? paths } };
}

/**
 * The page's 'perfil público' switch (user_settings.public_profile): off, the page and its old addresses
 * answer 404 to everyone but its owner and leave the sitemap. RLS keeps the write to the user's own row.
 */
export async function setPublicProfileAction(on: boolean): Promise<ActionState<undefined, PageFormError>> {
  const profile = await getCurrentProfile();
  if (!profile || !PAGE_ROLES.has(profile.role)) return { ok: false, formError: 'notAllowed' };
  if (typeof on !== 'boolean') return { ok: false, formError: 'failed' };
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('user_settings')
    .upsert({ user_id: profile.id, public_profile: on }, { onConflict: 'user_id' })
    .select('public_profile')
    .single();
  if (error || data?.public_profile !== on) {
    console.error('[agency-page] public profile switch failed:', error?.message);
    return { ok: false, formError: 'failed' };
  }
  revalidatePage(profile.slug);
  return { ok: true };
}
