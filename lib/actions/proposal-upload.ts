'use server';

import { z } from 'zod';
import { getCurrentProfile } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import {
  amountFromMask,
  proposalUploadSchema,
  SUBMIT_HINT_FIELDS,
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
  const rent = v.transaction === 'aluguel';
  const optionalInt = (s: string) => (s.trim() ? Number(s) : undefined);
  const supabase = await createClient();
  // A rental's terms (issue #38), or a sale's payment method; submit_proposal checks them by the listing itself.
  const { data, error } = await supabase.rpc('submit_proposal', {
    property_id: Number(v.propertyId),
    client_name: v.clientName,
    client_email: v.clientEmail.toLowerCase(),
    client_phone: v.clientPhone,
    amount: amountFromMask(v.amount),
    payment_method: rent || !v.paymentMethod ? undefined : v.paymentMethod,
    message: v.message || undefined,
    ...(rent
      ? {
          move_in_date: v.moveInDate,
          term_months: Number(v.termMonths),
          guarantee: v.guarantee,
          deposit_months: v.guarantee === 'caucao' ? optionalInt(v.depositMonths) : undefined,
          residents: optionalInt(v.residents),
          pets: v.pets === 'sim' ? true : v.pets === 'nao' ? false : undefined,
        }
      : {}),
  });
  if (error) {
    if (error.hint === 'not_listing_side') return { ok: false, formError: 'not_listing_side' };
    const field = error.hint ? SUBMIT_HINT_FIELDS[error.hint] : undefined;
    if (field) return { ok: false, fieldErrors: { [field]: [error.hint!] } };
    console.error('[proposal-upload] submit_proposal failed:', error.message);
    return { ok: false, formError: 'unexpected' };
  }
  return { ok: true, data: { id: data.id } };
}
