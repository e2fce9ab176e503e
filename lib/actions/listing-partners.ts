'use server';

import { revalidatePath } from 'next/cache';
import { expirePublic } from '@/lib/cache/tags';
import { getSessionUser } from '@/lib/data/auth';
import { findPartnerAgencies } from '@/lib/data/my-listings';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import {
  partnerRequestIdSchema,
  partnerSearchSchema,
  requestPartnerSchema,
  respondPartnerSchema,
  type RequestPartnerInput,
} from '@/lib/validations/listing-partners';

/**
 * An owner picks a partner agency for a listing from /imoveis (spec §1), with the consent flow of
 * migration 20261125002100: request_listing_partner (the owner asks), respond_listing_partner_request (the
 * agency accepts — the listing then is the agency's too — or declines), cancel_listing_partner_request (the
 * owner withdraws). The SQL functions decide who may; a refusal comes back as their HINT, a key of
 * ListingsManage.errors.
 */

export type PartnerActionResult = ActionState;

function failure(error: { hint?: string | null; message?: string | null }): PartnerActionResult {
  if (!error.hint) console.error('[listing-partners] rpc failed:', error.message);
  return { ok: false, formError: error.hint || 'failed' };
}

function revalidateListings(propertyId?: number) {
  expirePublic({ kind: 'listing', id: propertyId });
  revalidatePath('/[locale]/(account)/imoveis', 'page');
  if (propertyId) revalidatePath(`/[locale]/(search)/imovel/${propertyId}`, 'page');
}

/** The agencies whose name or city contains `q`, for the picker (public fields only). */
export async function searchPartnerAgenciesAction(q: unknown): Promise<ActionState<{ id: string; name: string; place: string }[]>> {
  if (!(await getSessionUser())) return { ok: false, formError: 'not_signed_in' };
  const parsed = partnerSearchSchema.safeParse(q);
  if (!parsed.success) return { ok: false, formError: 'invalid' };
  return { ok: true, data: await findPartnerAgencies(parsed.data) };
}

/** 'Enviar pedido': the owner asks an agency to be the listing's partner. */
export async function requestPartnerAction(input: RequestPartnerInput): Promise<PartnerActionResult> {
  if (!(await getSessionUser())) return { ok: false, formError: 'not_signed_in' };
  const parsed = requestPartnerSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    return { ok: false, formError: first ?? 'invalid' };
  }
  const supabase = await createClient();
  const { error } = await supabase.rpc('request_listing_partner', {
    property_id: parsed.data.propertyId,
    partner_id: parsed.data.agencyId,
    message: parsed.data.message,
  });
  if (error) return failure(error);
  revalidateListings();
  return { ok: true };
}

/** 'Cancelar pedido de parceria': the owner withdraws a pending request. */
export async function cancelPartnerRequestAction(requestId: unknown): Promise<PartnerActionResult> {
  if (!(await getSessionUser())) return { ok: false, formError: 'not_signed_in' };
  const parsed = partnerRequestIdSchema.safeParse(requestId);
  if (!parsed.success) return { ok: false, formError: 'invalid' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('cancel_listing_partner_request', { request_id: parsed.data });
  if (error) return failure(error);
  revalidateListings();
  return { ok: true };
}

/** 'Aceitar' / 'Recusar': the agency (or broker) asked answers. */
export async function respondPartnerRequestAction(requestId: unknown, accept: unknown): Promise<PartnerActionResult> {
  if (!(await getSessionUser())) return { ok: false, formError: 'not_signed_in' };
  const parsed = respondPartnerSchema.safeParse({ requestId, accept });
  if (!parsed.success) return { ok: false, formError: parsed.error.issues[0]?.message ?? 'invalid' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('respond_listing_partner_request', {
    request_id: parsed.data.requestId,
    accept: parsed.data.accept,
  });
  if (error) return failure(error);
  revalidateListings(data?.property_id);
  return { ok: true };
}
