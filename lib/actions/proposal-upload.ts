'use server';

import { z } from 'zod';
import { getCurrentProfile } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import {
  amountFromMask,
  proposalUploadSchema,
  type ProposalUploadInput,
  type ProposalUploadResult,
} from '@/lib/validations/proposal-upload';

/** Roles that register proposals for their clients on /propostas/subir. */
const ALLOWED = new Set(['imobiliaria', 'corretor']);

/**
 * /propostas/subir: an agency or a broker registers a proposal received outside the site, stored through
 * submit_proposal (which checks that the listing is theirs and notifies the owner and the listing side).
 * Bad input stores nothing and comes back as field error keys.
 */
export async function submitProposalUploadAction(input: ProposalUploadInput): Promise<ProposalUploadResult> {
  const profile = await getCurrentProfile();
  if (!profile || !ALLOWED.has(profile.role)) return { ok: false, formError: 'forbidden' };
  const parsed = proposalUploadSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const v = parsed.data;
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('submit_proposal', {
    property_id: Number(v.propertyId),
    client_name: v.clientName,
    client_email: v.clientEmail.toLowerCase(),
    client_phone: v.clientPhone,
    amount: amountFromMask(v.amount),
    payment_method: v.paymentMethod,
    message: v.message || undefined,
  });
  if (error) {
    if (error.hint === 'not_listing_side') return { ok: false, formError: 'not_listing_side' };
    console.error('[proposal-upload] submit_proposal failed:', error.message);
    return { ok: false, formError: 'unexpected' };
  }
  return { ok: true, data: { id: data.id } };
}
