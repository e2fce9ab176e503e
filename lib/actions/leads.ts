'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { getCurrentProfile, getSessionUser } from '@/lib/data/auth';
import { createLead } from '@/lib/data/leads';
import { clientIp, rateLimitKey, sharedRateLimiter } from '@/lib/marketing/rate-limit';
import { LEAD_LIMIT } from '@/lib/security/rate-limits';
import { hasBlankField, leadSchema, type LeadActionState } from '@/lib/validations/lead';
import { formDataOf } from '@/lib/validations/rules/input';

const propertyIdSchema = z.coerce.number().int().positive();

// Ten interests per client IP every ten minutes (the API roles cannot insert leads: this is the only door).
const limiter = () => sharedRateLimiter('leads-by-client', LEAD_LIMIT);

/**
 * The interest dialog's submit: parses with the shared schema, rate-limits per client IP and stores the
 * lead for the listing's side, as the signed-in user (from the verified session) or as a visitor.
 * `(prev, formData)` so it works with useActionState and without JavaScript.
 */
export async function createLeadAction(_prev: LeadActionState | null, form: FormData): Promise<LeadActionState> {
  const formData = formDataOf(form);
  const propertyId = propertyIdSchema.safeParse(formData.get('propertyId'));
  if (!propertyId.success) return { ok: false, formError: 'unavailable' };
  const raw = {
    name: formData.get('name'),
    email: formData.get('email'),
    phone: formData.get('phone'),
  };
  if (hasBlankField(raw)) return { ok: false, formError: 'incomplete' };
  const parsed = leadSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as never };
  }
  if (!limiter().take(rateLimitKey(clientIp(await headers())))) return { ok: false, formError: 'rateLimited' };
  const user = await getSessionUser();
  const result = await createLead(propertyId.data, parsed.data, user?.id ?? null);
  if (result.ok) return { ok: true };
  return { ok: false, formError: result.reason === 'invalid' ? 'failed' : result.reason };
}

/**
 * What the interest dialog prefills for a signed-in person (their own name, e-mail and phone, all editable);
 * null for a visitor.
 */
export async function interestPrefillAction(): Promise<{ name: string; email: string; phone: string } | null> {
  const profile = await getCurrentProfile();
  if (!profile) return null;
  return { name: profile.name ?? '', email: profile.email ?? '', phone: profile.phone ?? '' };
}
