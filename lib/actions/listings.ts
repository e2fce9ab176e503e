'use server';

import { revalidatePath } from 'next/cache';
import { expirePublic } from '@/lib/cache/tags';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import {
  brokerIdField,
  closedStatusField,
  isListingErrorKey,
  listingFailure,
  listingIdField,
  listingPatchSchema,
  partnerKindField,
  listingToSql,
  photoIdField,
  photoOrderSchema,
  type ListingActionState,
  SQL_KEY_OF_FIELD,
  type ListingErrorKey,
  type ListingField,
  type ListingFieldErrors,
} from '@/lib/validations/listings';

/**
 * The listing moves of the wizard (/imoveis/novo, /imoveis/{id}/editar) and of /imoveis, through the SQL
 * functions of migration 20261126001100 (listing_save, listing_publish, listing_pause, listing_reactivate,
 * listing_mark_closed, listing_renew, listing_delete, listing_assign_broker, listing_become_owner,
 * listing_photo_order, listing_photo_remove): they decide who may do what. Input is checked with the zod
 * schemas of lib/validations/listings.ts first; a refusal of the database comes back as its HINT, a key of
 * the `Listings.errors` catalogue (a field's key also as that field's error), with its Portuguese message.
 * The upload of a photo is a route (app/api/listings/[id]/photos), which calls listing_photo_add.
 */

const BUCKET = 'property-images';

const toFailure = listingFailure;
const refuse = (key: ListingErrorKey): ListingActionState<never> => ({ ok: false, formError: key });

/** What a listing change shows up in: its page, search and the map, the user's /imoveis. */
function revalidateListing(id?: number) {
  expirePublic({ kind: 'listing', id });
  revalidatePath('/[locale]/(account)/imoveis', 'page');
  revalidatePath('/[locale]/(search)/buscar', 'page');
  if (id) revalidatePath('/[locale]/(search)/imovel/[id]', 'page');
}

async function signedIn() {
  return (await getSessionUser()) != null;
}

/**
 * Saves a step (or any fields) of the wizard: creates a draft when `id` is null (needs transaction and
 * type), else updates the caller's listing — a live one is live at once. Returns the listing's id.
 */
export async function saveListingAction(id: number | null, patch: unknown): Promise<ListingActionState<{ id: number }>> {
  if (!(await signedIn())) return refuse('not_signed_in');
  let listingId: number | null = null;
  if (id != null) {
    const parsedId = listingIdField.safeParse(id);
    if (!parsedId.success) return refuse('listing_not_found');
    listingId = parsedId.data;
  }
  const parsed = listingPatchSchema.safeParse(patch);
  if (!parsed.success) {
    const fieldErrors: ListingFieldErrors = {};
    let formError: ListingErrorKey = 'data_invalid';
    for (const issue of parsed.error.issues) {
      const key = isListingErrorKey(issue.message) ? issue.message : 'data_invalid';
      const field = issue.path[0] as ListingField | undefined;
      if (field && typeof field === 'string' && field in SQL_KEY_OF_FIELD) {
        (fieldErrors[field] ??= []).push(key);
      }
      formError = key;
    }
    return { ok: false, formError, fieldErrors };
  }
  if (listingId == null && (parsed.data.transaction == null || parsed.data.type == null)) {
    return { ok: false, formError: 'required', fieldErrors: { ...(parsed.data.transaction ? {} : { transaction: ['required'] }), ...(parsed.data.type ? {} : { type: ['required'] }) } };
  }
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('listing_save', { p_id: listingId as number, p_data: listingToSql(parsed.data) as never });
  if (error) return toFailure(error);
  revalidateListing(data);
  return { ok: true, data: { id: data } };
}

type RpcResult = { error: { code?: string | null; hint?: string | null; message?: string | null; details?: string | null } | null };

/** A status move by id: checked, then the SQL function (named literally at each call: the public API test reads them). */
async function move(id: unknown, run: (supabase: Awaited<ReturnType<typeof createClient>>, id: number) => PromiseLike<RpcResult>): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const parsed = listingIdField.safeParse(id);
  if (!parsed.success) return refuse('listing_not_found');
  const supabase = await createClient();
  const { error } = await run(supabase, parsed.data);
  if (error) return toFailure(error);
  revalidateListing(parsed.data);
  return { ok: true };
}

/**
 * 'Publicar anúncio': rascunho → ativo for 60 days (complete, with at least one photo) — or 'em_analise' when
 * a scam signal trips (issue #34: migration 20261130140100); `inReview` tells the wizard which.
 */
export async function publishListingAction(id: number): Promise<ListingActionState<{ inReview: boolean } | undefined>> {
  const result = await move(id, (supabase, p_id) => supabase.rpc('listing_publish', { p_id }));
  if (!result.ok) return result;
  const supabase = await createClient();
  const { data } = await supabase.from('properties').select('status').eq('id', Number(id)).maybeSingle();
  return { ok: true, data: { inReview: data?.status === 'em_analise' } };
}

/** 'Pausar': ativo → pausado (out of search). */
export async function pauseListingAction(id: number): Promise<ListingActionState> {
  return move(id, (supabase, p_id) => supabase.rpc('listing_pause', { p_id }));
}

/** 'Reativar': pausado → ativo, before its expiry (after it, 'Renovar'). */
export async function reactivateListingAction(id: number): Promise<ListingActionState> {
  return move(id, (supabase, p_id) => supabase.rpc('listing_reactivate', { p_id }));
}

/** 'Renovar por mais 60 dias': back online until 60 days from now (never shortened). */
export async function renewListingAction(id: number): Promise<ListingActionState> {
  return move(id, (supabase, p_id) => supabase.rpc('listing_renew', { p_id }));
}

/** 'Marcar como vendido' / 'Marcar como alugado' (the status must match the listing's transaction). */
export async function markListingClosedAction(id: number, status: 'vendido' | 'alugado'): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const parsedId = listingIdField.safeParse(id);
  if (!parsedId.success) return refuse('listing_not_found');
  const parsedStatus = closedStatusField.safeParse(status);
  if (!parsedStatus.success) return refuse('closed_status_invalid');
  const supabase = await createClient();
  const { error } = await supabase.rpc('listing_mark_closed', { p_id: parsedId.data, p_status: parsedStatus.data });
  if (error) return toFailure(error);
  revalidateListing(parsedId.data);
  return { ok: true };
}

/**
 * 'Excluir': the owner or the partner agency. The row stays (visits and proposals reference it) and leaves
 * every public place; its photos' objects are removed here with the user's client (what fails to go, the
 * orphan cleanup job removes).
 */
export async function deleteListingAction(id: number): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const parsed = listingIdField.safeParse(id);
  if (!parsed.success) return refuse('listing_not_found');
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('listing_delete', { p_id: parsed.data });
  if (error) return toFailure(error);
  const paths = (data ?? []).filter((p): p is string => typeof p === 'string' && p.startsWith(`${parsed.data}/`));
  if (paths.length) {
    const removed = await supabase.storage.from(BUCKET).remove(paths);
    if (removed.error) console.error('[listings] photo objects left for the cleanup job:', removed.error.message);
  }
  revalidateListing(parsed.data);
  return { ok: true };
}

/** The listing's agency assigns it to one of its active brokers, or takes it back (`brokerId` null). */
export async function assignListingBrokerAction(id: number, brokerId: string | null): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const parsedId = listingIdField.safeParse(id);
  if (!parsedId.success) return refuse('listing_not_found');
  const parsedBroker = brokerIdField.safeParse(brokerId);
  if (!parsedBroker.success) return refuse('broker_not_in_agency');
  const supabase = await createClient();
  const { error } = await supabase.rpc('listing_assign_broker', {
    p_id: parsedId.data,
    p_broker: parsedBroker.data as string,
  });
  if (error) return toFailure(error);
  revalidateListing(parsedId.data);
  return { ok: true };
}

/**
 * Ends a partnership: 'imobiliaria' — the owner drops the partner agency (its broker leaves with it);
 * 'corretor' — the owner or the agency takes the broker off. The partner who leaves is notified.
 */
export async function removeListingPartnerAction(id: number, partner: 'imobiliaria' | 'corretor'): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const parsedId = listingIdField.safeParse(id);
  if (!parsedId.success) return refuse('listing_not_found');
  const parsedPartner = partnerKindField.safeParse(partner);
  if (!parsedPartner.success) return refuse('data_invalid');
  const supabase = await createClient();
  const { error } = await supabase.rpc('listing_remove_partner', { p_id: parsedId.data, p_partner: parsedPartner.data });
  if (error) return toFailure(error);
  revalidateListing(parsedId.data);
  return { ok: true };
}

/**
 * 'Quero anunciar meu imóvel': a cliente becomes a proprietário. The session is refreshed so the new role
 * (mirrored into app_metadata) is in the token the proxy routes on.
 */
export async function becomeOwnerAction(): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const supabase = await createClient();
  const { error } = await supabase.rpc('listing_become_owner');
  if (error) return toFailure(error);
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) console.error('[listings] session refresh after the role change failed:', refreshed.error.message);
  revalidatePath('/', 'layout');
  return { ok: true };
}

/** The photos in the order given (each once, all of them); the first is the cover. */
export async function listingPhotoOrderAction(id: number, photoIds: number[]): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const parsedId = listingIdField.safeParse(id);
  if (!parsedId.success) return refuse('listing_not_found');
  const parsedIds = photoOrderSchema.safeParse(photoIds);
  if (!parsedIds.success) return refuse('photo_order_invalid');
  const supabase = await createClient();
  const { error } = await supabase.rpc('listing_photo_order', { p_id: parsedId.data, p_photo_ids: parsedIds.data });
  if (error) return toFailure(error);
  revalidateListing(parsedId.data);
  return { ok: true };
}

/** Removes a photo (its row, then its object with the user's client). */
export async function listingPhotoRemoveAction(photoId: number): Promise<ListingActionState> {
  if (!(await signedIn())) return refuse('not_signed_in');
  const parsed = photoIdField.safeParse(photoId);
  if (!parsed.success) return refuse('photo_not_found');
  const supabase = await createClient();
  const { data: path, error } = await supabase.rpc('listing_photo_remove', { p_photo_id: parsed.data });
  if (error) return toFailure(error);
  if (typeof path === 'string' && /^\d+\//.test(path)) {
    const removed = await supabase.storage.from(BUCKET).remove([path]);
    if (removed.error) console.error('[listings] photo object left for the cleanup job:', removed.error.message);
  }
  revalidateListing(Number(String(path).split('/')[0]) || undefined);
  return { ok: true };
}
