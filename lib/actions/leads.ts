'use server';

import { z } from 'zod';
import { createLead } from '@/lib/data/leads';
import { hasBlankField, leadSchema, type LeadActionState } from '@/lib/validations/lead';

const propertyIdSchema = z.coerce.number().int().positive();

/**
 * The interest dialog's submit: parses with the shared schema, stores the lead for the listing's side.
 * `(prev, formData)` so it works with useActionState and without JavaScript.
 */
export async function createLeadAction(_prev: LeadActionState | null, formData: FormData): Promise<LeadActionState> {
  const propertyId = propertyIdSchema.safeParse(formData.get('propertyId'));
  if (!propertyId.success) return { ok: false, formError: 'unavailable' };
  const raw = {
    name: formData.get('name'),
    cpf: formData.get('cpf'),
    email: formData.get('email'),
    phone: formData.get('phone'),
  };
  if (hasBlankField(raw)) return { ok: false, formError: 'incomplete' };
  const parsed = leadSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as never };
  }
  const result = await createLead(propertyId.data, parsed.data);
  if (result.ok) return { ok: true };
  return { ok: false, formError: result.reason === 'invalid' ? 'failed' : result.reason };
}
