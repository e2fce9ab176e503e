import 'server-only';
import { createClient } from '@/lib/supabase/server';
import type { LeadValues } from '@/lib/validations/lead';

export type CreateLeadResult = { ok: true } | { ok: false; reason: 'unavailable' | 'invalid' | 'failed' };

/**
 * Stores an interest (lead) for a public listing, as the visitor (anon) or the signed-in user — RLS
 * decides (leads of public listings only; the listing's side reads them). No row is read back: a visitor
 * may create a lead but not read it.
 */
export async function createLead(propertyId: number, values: LeadValues): Promise<CreateLeadResult> {
  const supabase = await createClient();
  const { error } = await supabase.from('leads').insert({
    property_id: propertyId,
    name: values.name,
    cpf: values.cpf,
    email: values.email,
    phone: values.phone,
  });
  if (!error) return { ok: true };
  // 42501: the listing is not public (RLS); 23503: no such listing; 23514: a check failed.
  if (error.code === '42501' || error.code === '23503') return { ok: false, reason: 'unavailable' };
  if (error.code === '23514') return { ok: false, reason: 'invalid' };
  console.error('[leads] insert failed:', error.code, error.message);
  return { ok: false, reason: 'failed' };
}
