import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';
import type { LeadValues } from '@/lib/validations/lead';

export type CreateLeadResult = { ok: true } | { ok: false; reason: 'unavailable' | 'invalid' | 'failed' };

/**
 * Stores an interest (lead) for a public listing. The API roles may not insert leads (issue #28): only the
 * rate-limited server action gets here, and it writes through SQL lead_create with the service role, which
 * still checks the listing (public) and the row (e-mail shape). `userId` is the signed-in
 * author from the verified session, or null for a visitor — never a value from the form.
 */
export async function createLead(propertyId: number, values: LeadValues, userId: string | null): Promise<CreateLeadResult> {
  const { error } = await createAdminClient().rpc('lead_create', {
    property_id: propertyId,
    name: values.name,
    // No CPF is asked any more (issue #38); the column stays for the leads that have one.
    cpf: null as unknown as string,
    email: values.email,
    phone: values.phone,
    user_id: userId ?? undefined,
  });
  if (!error) return { ok: true };
  // property_unavailable: not a public listing; 23503: no such listing (or account); 23514: a check failed.
  if (error.hint === 'property_unavailable' || error.code === '23503') return { ok: false, reason: 'unavailable' };
  if (error.code === '23514') return { ok: false, reason: 'invalid' };
  console.error('[leads] lead_create failed:', error.code, error.message);
  return { ok: false, reason: 'failed' };
}
