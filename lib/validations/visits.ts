import { z } from 'zod';
import type { ActionState } from './action-state';
import { isPhone } from '@/lib/validations/rules/documents';

/**
 * Visits (spec §3 Visit, §4 statuses): the booking rules, the schemas shared by the forms and the server
 * actions, and the error keys. The SQL functions (request_visit, schedule_visit, confirm_visit,
 * complete_visit, cancel_visit, visit_slots) have the final word; these rules mirror them so a form can
 * say what is wrong before it is sent. Errors are keys of the `Visits.errors` catalogue.
 *
 * Slots: every 30 minutes from 08:00; the last starts at 17:30 Monday to Friday and 13:30 on Saturday (the
 * visit ends by 18:00 / 14:00); no Sundays; from today to 30 days ahead, São Paulo time.
 */

export const VISIT_STATUSES = ['agendada', 'confirmada', 'realizada', 'cancelada'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const isVisitStatus = (v: unknown): v is VisitStatus => VISIT_STATUSES.includes(v as VisitStatus);

export const VISIT_WINDOW_DAYS = 30;
const TIME_ZONE = 'America/Sao_Paulo';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLOT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Day of the week of a YYYY-MM-DD date (0 = Sunday … 6 = Saturday), independent of the machine's zone. */
export function weekday(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

/** `isoDate` plus `days` days, as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Today in São Paulo as YYYY-MM-DD. */
export function saoPauloToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** The current São Paulo wall-clock time as HH:MM. */
export function saoPauloTime(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

/** Whether a YYYY-MM-DD string is a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  return addDays(value, 0) === value;
}

/** The slot start times of a day ('HH:MM'): none on Sundays, 08:00–13:30 on Saturdays, 08:00–17:30 otherwise. */
export function slotsForDate(isoDate: string): string[] {
  const day = weekday(isoDate);
  if (day === 0) return [];
  const last = day === 6 ? 13 * 60 + 30 : 17 * 60 + 30;
  const out: string[] = [];
  for (let minutes = 8 * 60; minutes <= last; minutes += 30) {
    out.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return out;
}

/** Whether `time` ('HH:MM' or 'HH:MM:SS') is a slot on the weekday of `isoDate` (like SQL is_visit_slot). */
export function isVisitSlot(isoDate: string, time: string): boolean {
  return slotsForDate(isoDate).includes(time.slice(0, 5));
}

/** The days a visit can be booked on, from today to 30 days ahead, Sundays left out. */
export function bookableDates(now: Date = new Date()): string[] {
  const today = saoPauloToday(now);
  const out: string[] = [];
  for (let i = 0; i <= VISIT_WINDOW_DAYS; i++) {
    const d = addDays(today, i);
    if (weekday(d) !== 0) out.push(d);
  }
  return out;
}

export type SlotProblem = 'visit_slot_invalid' | 'visit_sunday' | 'visit_in_past' | 'visit_too_far';

/** What is wrong with booking (date, time) at `now`, or null when the slot can be booked (availability aside). */
export function slotProblem(isoDate: string, time: string, now: Date = new Date()): SlotProblem | null {
  if (!isIsoDate(isoDate) || !SLOT.test(time.slice(0, 5))) return 'visit_slot_invalid';
  if (weekday(isoDate) === 0) return 'visit_sunday';
  if (!isVisitSlot(isoDate, time)) return 'visit_slot_invalid';
  const today = saoPauloToday(now);
  if (isoDate < today || (isoDate === today && time.slice(0, 5) <= saoPauloTime(now))) return 'visit_in_past';
  if (isoDate > addDays(today, VISIT_WINDOW_DAYS)) return 'visit_too_far';
  return null;
}

// Schemas -----------------------------------------------------------------------------------------------

const dateField = z.string('visit_slot_invalid').trim().refine(isIsoDate, 'visit_slot_invalid');
const timeField = z.string('visit_slot_invalid').trim().regex(SLOT, 'visit_slot_invalid');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((v) => (v ? v : undefined));

/** A date and slot that can be booked now (checked again by the database). */
const withBookableSlot = <T extends { date: string; time: string }>(value: T, ctx: z.RefinementCtx) => {
  const problem = slotProblem(value.date, value.time);
  if (problem) ctx.addIssue({ code: 'custom', path: ['time'], message: problem });
};

export const propertyIdField = z.coerce.number('property_unavailable').int().positive('property_unavailable');
export const visitIdField = z.coerce.number('visit_not_found').int().positive('visit_not_found');

/** 'Visitar' on a listing's page (request_visit). */
export const requestVisitSchema = z
  .object({
    propertyId: propertyIdField,
    date: dateField,
    time: timeField,
    message: optionalText(1000),
  })
  .superRefine(withBookableSlot);
export type RequestVisitInput = z.input<typeof requestVisitSchema>;

/** /agendamentos/novo: the listing side books a visit for a client (schedule_visit). */
export const scheduleVisitSchema = z
  .object({
    propertyId: propertyIdField,
    clientName: z.string('required').trim().min(1, 'required').max(120, 'tooLong'),
    clientPhone: z
      .string('required')
      .trim()
      .min(1, 'required')
      .max(30, 'tooLong')
      .refine((v) => isPhone(v), 'phone'),
    clientEmail: z
      .string()
      .trim()
      .max(254, 'tooLong')
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.email('email').optional()),
    date: dateField,
    time: timeField,
    message: optionalText(1000),
  })
  .superRefine(withBookableSlot);
export type ScheduleVisitInput = z.input<typeof scheduleVisitSchema>;
export type ScheduleVisitValues = z.output<typeof scheduleVisitSchema>;

export const emptyScheduleVisit: ScheduleVisitInput = {
  propertyId: '',
  clientName: '',
  clientPhone: '',
  clientEmail: '',
  date: '',
  time: '',
  message: '',
};

/**
 * Cancelling a visit: the listing side must give a reason (the client sees it); the client may.
 */
export const cancelVisitSchema = z.object({
  visitId: visitIdField,
  reason: optionalText(500),
});
export const listingCancelVisitSchema = cancelVisitSchema.extend({
  reason: z.string('cancel_reason_required').trim().min(1, 'cancel_reason_required').max(500, 'tooLong'),
});

/** The /agendamentos query string: ?q=…&status=…. */
export function parseAgendaParams(params: Record<string, string | string[] | undefined>): {
  q: string;
  status: VisitStatus | null;
} {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const q = one(params.q).trim().slice(0, 100);
  const status = one(params.status);
  return { q, status: isVisitStatus(status) ? status : null };
}

// Errors ------------------------------------------------------------------------------------------------

/** Every error key a visit form or action may report (the SQL functions' HINTs and the schemas' messages). */
export const VISIT_ERRORS = [
  'not_signed_in',
  'property_unavailable',
  'own_listing',
  'visit_slot_invalid',
  'visit_sunday',
  'visit_in_past',
  'visit_too_far',
  'visit_slot_taken',
  'visit_already_open',
  'not_listing_side',
  'visitor_name_required',
  'visit_not_found',
  'visit_bad_status',
  'visit_not_yet',
  'visit_started',
  'cancel_reason_required',
  'rate_limited',
  'required',
  'tooLong',
  'phone',
  'email',
  'failed',
] as const;
export type VisitErrorKey = (typeof VISIT_ERRORS)[number];
export const isVisitErrorKey = (v: unknown): v is VisitErrorKey => VISIT_ERRORS.includes(v as VisitErrorKey);

/** formError: a key of Visits.errors; `message` carries the database's own (Portuguese) text for unknown hints. */
export type VisitActionState<T = undefined> = ActionState<T, VisitErrorKey>;

export interface VisitSlot {
  time: string;
  available: boolean;
}
