'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getVisitSlots } from '@/lib/data/visits';
import { requireUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import {
  cancelVisitSchema,
  isVisitErrorKey,
  listingCancelVisitSchema,
  propertyIdField,
  scheduleVisitSchema,
  visitIdField,
  type VisitActionState,
  type VisitSlot,
} from '@/lib/validations/visits';
import { formDataOf } from '@/lib/validations/rules/input';

/**
 * The visit moves of /agendamentos and /minhas-visitas and the booking of /agendamentos/novo, through the
 * SQL functions confirm_visit, complete_visit, cancel_visit, schedule_visit, accept_visit and decline_visit
 * (they decide who may do what).
 * A refused move comes back as the function's HINT (a `Visits.errors` key) plus its Portuguese message.
 */

type RpcError = { hint?: string | null; message?: string | null };

function failure(error: RpcError): VisitActionState<never> {
  const hint = error.hint ?? '';
  if (isVisitErrorKey(hint)) return { ok: false, formError: hint, message: error.message ?? undefined };
  console.error('[visits] rpc failed:', error.message);
  return { ok: false, formError: 'failed', message: error.message ?? undefined };
}

function revalidateVisitScreens() {
  revalidatePath('/[locale]/(account)/agendamentos', 'page');
  revalidatePath('/[locale]/(account)/minhas-visitas', 'page');
}

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : undefined);

/** The slots of a day for a listing (anyone may read them; the visit dialog and the booking form use it). */
export async function getVisitSlotsAction(propertyId: number, date: string): Promise<VisitActionState<VisitSlot[]>> {
  const parsed = z.object({ propertyId: propertyIdField, date: z.iso.date() }).safeParse({ propertyId, date });
  if (!parsed.success) return { ok: false, formError: 'visit_slot_invalid' };
  const slots = await getVisitSlots(parsed.data.propertyId, parsed.data.date);
  if (!slots) return { ok: false, formError: 'failed' };
  return { ok: true, data: slots };
}

/** 'Confirmar': agendada → confirmada (the listing side). */
export async function confirmVisitAction(visitId: number): Promise<VisitActionState> {
  await requireUser();
  const id = visitIdField.safeParse(visitId);
  if (!id.success) return { ok: false, formError: 'visit_not_found' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('confirm_visit', { visit_id: id.data });
  if (error) return failure(error);
  revalidateVisitScreens();
  return { ok: true };
}

/** 'Marcar como realizada': confirmada → realizada once the visit has started (the listing side). */
export async function completeVisitAction(visitId: number): Promise<VisitActionState> {
  await requireUser();
  const id = visitIdField.safeParse(visitId);
  if (!id.success) return { ok: false, formError: 'visit_not_found' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('complete_visit', { visit_id: id.data });
  if (error) return failure(error);
  revalidateVisitScreens();
  return { ok: true };
}

/**
 * 'Aceitar' on a pending confirmation of /minhas-visitas: the booking made with the user's e-mail becomes
 * their visit. The database links it only when the session's verified e-mail is the one typed.
 */
export async function acceptVisitAction(visitId: number): Promise<VisitActionState> {
  await requireUser();
  const id = visitIdField.safeParse(visitId);
  if (!id.success) return { ok: false, formError: 'visit_not_found' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('accept_visit', { visit_id: id.data });
  if (error) return failure(error);
  revalidateVisitScreens();
  return { ok: true };
}

/** 'Recusar' on a pending confirmation: hides it from the user; the visit and the listing side are untouched. */
export async function declineVisitAction(visitId: number): Promise<VisitActionState> {
  await requireUser();
  const id = visitIdField.safeParse(visitId);
  if (!id.success) return { ok: false, formError: 'visit_not_found' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('decline_visit', { visit_id: id.data });
  if (error) return failure(error);
  revalidatePath('/[locale]/(account)/minhas-visitas', 'page');
  return { ok: true };
}

/**
 * 'Cancelar visita' (the client, reason optional) and 'Cancelar' (the listing side, reason required): which
 * one applies is read from the visit, not from the form.
 */
export async function cancelVisitAction(_prev: VisitActionState | null, form: FormData): Promise<VisitActionState> {
  const formData = formDataOf(form);
  const user = await requireUser();
  const raw = { visitId: text(formData.get('visitId')), reason: text(formData.get('reason')) };
  const id = visitIdField.safeParse(raw.visitId);
  if (!id.success) return { ok: false, formError: 'visit_not_found' };
  const supabase = await createClient();
  const { data: visit } = await supabase.from('visits').select('requester_id').eq('id', id.data).maybeSingle();
  if (!visit) return { ok: false, formError: 'visit_not_found' };
  const schema = visit.requester_id === user.id ? cancelVisitSchema : listingCancelVisitSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const first = fieldErrors.reason?.[0];
    return { ok: false, fieldErrors, formError: isVisitErrorKey(first) ? first : 'failed' };
  }
  const { error } = await supabase.rpc('cancel_visit', { visit_id: parsed.data.visitId, reason: parsed.data.reason });
  if (error) return failure(error);
  revalidateVisitScreens();
  return { ok: true };
}

/** /agendamentos/novo: the listing side books a visit for a client (confirmed at once by schedule_visit). */
export async function scheduleVisitAction(_prev: VisitActionState | null, form: FormData): Promise<VisitActionState> {
  const formData = formDataOf(form);
  await requireUser();
  const parsed = scheduleVisitSchema.safeParse({
    propertyId: text(formData.get('propertyId')),
    clientName: text(formData.get('clientName')),
    clientPhone: text(formData.get('clientPhone')),
    clientEmail: text(formData.get('clientEmail')),
    date: text(formData.get('date')),
    time: text(formData.get('time')),
    message: text(formData.get('message')),
  });
  if (!parsed.success) {
    return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined> };
  }
  const v = parsed.data;
  const supabase = await createClient();
  const { error } = await supabase.rpc('schedule_visit', {
    property_id: v.propertyId,
    visit_date: v.date,
    visit_time: `${v.time}:00`,
    visitor_name: v.clientName,
    visitor_phone: v.clientPhone,
    visitor_email: v.clientEmail,
    message: v.message,
  });
  if (error) return failure(error);
  revalidateVisitScreens();
  return { ok: true };
}
