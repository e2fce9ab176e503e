import { z } from 'zod';

/**
 * The client record (/clientes/{id}, issue #39): stage, notes and next action. The same limits are checked
 * again in SQL (supabase/migrations/20261128110000_crm_records.sql); messages are catalogue keys under
 * `Crm.errors`.
 */

export const CRM_STAGES = ['novo', 'em_contato', 'visita_agendada', 'proposta', 'fechado', 'perdido'] as const;
export type CrmStage = (typeof CRM_STAGES)[number];
export const isCrmStage = (value: unknown): value is CrmStage => typeof value === 'string' && (CRM_STAGES as readonly string[]).includes(value);

export const NOTE_MAX = 2000;
export const REASON_MAX = 300;
export const NEXT_ACTION_MAX = 140;

export const CRM_ERROR_KEYS = [
  'invalidStage',
  'reasonRequired',
  'reasonTooLong',
  'noteRequired',
  'noteTooLong',
  'nextActionIncomplete',
  'nextActionTooLong',
  'nextActionDate',
  'notFound',
  'noteNotFound',
  'unauthenticated',
  'failed',
] as const;
export type CrmErrorKey = (typeof CRM_ERROR_KEYS)[number];

/** The SQL hints of crm_* and the catalogue key each one shows. */
export const CRM_HINTS: Record<string, CrmErrorKey> = {
  invalid_stage: 'invalidStage',
  reason_required: 'reasonRequired',
  reason_too_long: 'reasonTooLong',
  note_required: 'noteRequired',
  note_too_long: 'noteTooLong',
  next_action_incomplete: 'nextActionIncomplete',
  next_action_too_long: 'nextActionTooLong',
  next_action_date: 'nextActionDate',
  contact_not_found: 'notFound',
  note_not_found: 'noteNotFound',
  not_signed_in: 'unauthenticated',
};

/** A contact's opaque id (md5 hex of its dedupe key). */
export const contactIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'notFound');

export const stageSchema = z
  .object({
    contactId: contactIdSchema,
    stage: z.enum(CRM_STAGES, { error: 'invalidStage' }),
    reason: z.string().trim().max(REASON_MAX, 'reasonTooLong').optional().default(''),
  })
  .refine((v) => v.stage !== 'perdido' || v.reason.length > 0, { path: ['reason'], message: 'reasonRequired' });
export type StageInput = z.input<typeof stageSchema>;

const noteBody = z.string().trim().min(1, 'noteRequired').max(NOTE_MAX, 'noteTooLong');
export const noteSchema = z.object({ contactId: contactIdSchema, body: noteBody });
export const editNoteSchema = z.object({
  noteId: z.coerce.number().int().positive('noteNotFound').max(Number.MAX_SAFE_INTEGER, 'noteNotFound'),
  body: noteBody,
});

/** São Paulo's calendar date (YYYY-MM-DD) `days` from now. */
export function saoPauloDate(days = 0, now = Date.now()): string {
  return new Date(now - 3 * 3600 * 1000 + days * 86400000).toISOString().slice(0, 10);
}

export const nextActionSchema = z
  .object({
    contactId: contactIdSchema,
    date: z.union([z.literal(''), z.iso.date('nextActionDate')]),
    text: z.string().trim().max(NEXT_ACTION_MAX, 'nextActionTooLong'),
  })
  .superRefine((v, ctx) => {
    if ((v.date === '') !== (v.text === '')) {
      ctx.addIssue({ code: 'custom', path: [v.date === '' ? 'date' : 'text'], message: 'nextActionIncomplete' });
    } else if (v.date !== '' && (v.date < saoPauloDate(0) || v.date > saoPauloDate(730))) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'nextActionDate' });
    }
  });
export type NextActionInput = z.input<typeof nextActionSchema>;

/** /clientes' filters from the URL: a stage that does not exist is ignored. */
export function parseContactFilters(query: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const stage = one(query.etapa);
  const broker = one(query.corretor).trim();
  return {
    q: one(query.q).trim().slice(0, 120),
    stage: isCrmStage(stage) ? stage : null,
    broker: broker ? broker.slice(0, 64) : null,
  };
}

/**
 * The WhatsApp link: the number in international form (55 + area code + number; a number already starting
 * with 55 and 12–13 digits long is kept) and a prefilled message. Null when there is no usable number.
 */
export function whatsappUrl(phone: string | null | undefined, message: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 10) return null;
  const international = digits.startsWith('55') && digits.length >= 12 && digits.length <= 13 ? digits : `55${digits}`;
  if (international.length > 13) return null;
  return `https://wa.me/${international}?text=${encodeURIComponent(message)}`;
}
