'use server';

import { revalidatePath } from 'next/cache';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState, FieldErrors } from '@/lib/validations/action-state';
import { formDataOf } from '@/lib/validations/rules/input';
import {
  CRM_HINTS,
  editNoteSchema,
  nextActionSchema,
  noteSchema,
  stageSchema,
  type CrmErrorKey,
} from '@/lib/validations/crm';

/**
 * The writes of the client record (/clientes/{id}, issue #39): stage, notes, next action. Each input is
 * checked with the form's zod schema, then by the SQL function (crm_*), which also decides who may write:
 * only the listing side's workspace. A refusal changes nothing and answers a catalogue key (Crm.errors).
 */

export type CrmActionState = ActionState<undefined, CrmErrorKey, FieldErrors<string, CrmErrorKey>>;

type PostgrestError = { hint?: string | null; message: string } | null;

function failure(error: PostgrestError): CrmActionState {
  const key = (error?.hint && CRM_HINTS[error.hint]) || 'failed';
  if (key === 'failed') console.error('[crm] write failed:', error?.message);
  return { ok: false, formError: key };
}

function invalid(issues: { path: PropertyKey[]; message: string }[]): CrmActionState {
  const fieldErrors: FieldErrors<string, CrmErrorKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    (fieldErrors[field] ??= []).push(issue.message as CrmErrorKey);
  }
  // A tampered id is answered like someone else's contact.
  if (fieldErrors.contactId) return { ok: false, formError: 'notFound' };
  return { ok: false, fieldErrors };
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

// Every action reads its input through formDataOf: a crafted request may send any value, never a 500.

function revalidate(contactId?: string) {
  revalidatePath('/[locale]/(account)/clientes', 'page');
  if (contactId) revalidatePath('/[locale]/(account)/clientes/[id]', 'page');
}

export async function setStageAction(_prev: CrmActionState | null, input: FormData): Promise<CrmActionState> {
  if (!(await getSessionUser())) return { ok: false, formError: 'unauthenticated' };
  const form = formDataOf(input);
  const parsed = stageSchema.safeParse({ contactId: str(form.get('contactId')), stage: str(form.get('stage')), reason: str(form.get('reason')) });
  if (!parsed.success) return invalid(parsed.error.issues);
  const { contactId, stage, reason } = parsed.data;
  const supabase = await createClient();
  const { error } = await supabase.rpc('crm_set_stage', {
    contact_id: contactId,
    stage,
    reason: stage === 'perdido' ? reason : undefined,
  });
  if (error) return failure(error);
  revalidate(contactId);
  return { ok: true };
}

export async function addNoteAction(_prev: CrmActionState | null, input: FormData): Promise<CrmActionState> {
  if (!(await getSessionUser())) return { ok: false, formError: 'unauthenticated' };
  const form = formDataOf(input);
  const parsed = noteSchema.safeParse({ contactId: str(form.get('contactId')), body: str(form.get('body')) });
  if (!parsed.success) return invalid(parsed.error.issues);
  const supabase = await createClient();
  const { error } = await supabase.rpc('crm_add_note', { contact_id: parsed.data.contactId, body: parsed.data.body });
  if (error) return failure(error);
  revalidate(parsed.data.contactId);
  return { ok: true };
}

export async function editNoteAction(_prev: CrmActionState | null, input: FormData): Promise<CrmActionState> {
  if (!(await getSessionUser())) return { ok: false, formError: 'unauthenticated' };
  const form = formDataOf(input);
  const parsed = editNoteSchema.safeParse({ noteId: str(form.get('noteId')), body: str(form.get('body')) });
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === 'noteId')) return { ok: false, formError: 'noteNotFound' };
    return invalid(parsed.error.issues);
  }
  const supabase = await createClient();
  const { error } = await supabase.rpc('crm_edit_note', { note_id: parsed.data.noteId, body: parsed.data.body });
  if (error) return failure(error);
  revalidate(str(form.get('contactId')) || undefined);
  return { ok: true };
}

export async function setNextActionAction(_prev: CrmActionState | null, input: FormData): Promise<CrmActionState> {
  if (!(await getSessionUser())) return { ok: false, formError: 'unauthenticated' };
  const form = formDataOf(input);
  const parsed = nextActionSchema.safeParse({
    contactId: str(form.get('contactId')),
    date: str(form.get('date')),
    text: str(form.get('text')),
  });
  if (!parsed.success) return invalid(parsed.error.issues);
  const { contactId, date, text } = parsed.data;
  const supabase = await createClient();
  const { error } = await supabase.rpc('crm_set_next_action', {
    contact_id: contactId,
    due_on: (date || null) as string,
    action: (text || null) as string,
  });
  if (error) return failure(error);
  revalidate(contactId);
  return { ok: true };
}
