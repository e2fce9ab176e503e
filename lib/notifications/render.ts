import { safeNotificationLink } from '@/lib/notifications/link';

/**
 * Turns a stored notification into the reader's text. A row written since issue #39 carries `message_key`
 * (a key of the NotificationEvents catalogue) and `params` (the event's data); its text is built here in the
 * reader's language. An older row, or a key a catalogue lacks, shows the pt-BR text stored with it.
 */

export const NOTIFICATION_CATEGORIES = ['visitas', 'propostas', 'contatos', 'anuncios', 'conta'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export function isNotificationCategory(value: unknown): value is NotificationCategory {
  return typeof value === 'string' && (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

export interface StoredNotification {
  id: number;
  kind: string;
  category?: string | null;
  message_key?: string | null;
  params?: unknown;
  title: string;
  body: string | null;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface RenderedNotification {
  id: number;
  category: NotificationCategory;
  title: string;
  body: string | null;
  /** A path inside the site ('/propostas?id=12'), or null when the notification has no page. */
  link: string | null;
  createdAt: string;
  unread: boolean;
}

/** The part of next-intl's translator this needs (namespace NotificationEvents). */
export interface EventTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** Ordinary spaces (Intl puts no-break ones in currencies and times): texts compare and wrap as typed. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const KEY = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** The params as ICU values: amount in BRL, date (ISO) as date and time, in the reader's locale. */
export function notificationValues(params: unknown, locale: string, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!params || typeof params !== 'object' || Array.isArray(params)) return out;
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (name === 'amount' && typeof value === 'number' && Number.isFinite(value)) {
      out[name] = plain(new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }).format(value));
    } else if (name === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
      // {day} and {time} too: 'em 27/11/2026 às 10:00', the format the site uses for visits.
      const date = new Date(value);
      out.day = plain(new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date));
      out.time = plain(new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(date));
      out[name] = `${out.day} ${out.time}`;
    } else if (typeof value === 'string' || typeof value === 'number') {
      out[name] = String(value).slice(0, 300);
    }
  }
  return out;
}

export function renderNotification(
  row: StoredNotification,
  t: EventTranslator,
  locale: string,
  timeZone: string,
): RenderedNotification {
  let title = row.title;
  let body = row.body;
  const key = row.message_key;
  if (key && KEY.test(key) && t.has(`${key}.title`)) {
    // Every name a text may use is present (next-intl shows the key path for a missing one).
    const values = { listing: '', code: '', person: '', amount: '', date: '', day: '', time: '', reason: '', ...notificationValues(row.params, locale, timeZone) };
    try {
      title = t(`${key}.title`, values);
      body = t.has(`${key}.body`) ? t(`${key}.body`, values) : null;
    } catch {
      // A param the text needs is missing: the stored pt-BR text stays.
      title = row.title;
      body = row.body;
    }
  }
  return {
    id: row.id,
    category: isNotificationCategory(row.category) ? row.category : 'conta',
    title,
    body,
    link: safeNotificationLink(row.link),
    createdAt: row.created_at,
    unread: row.read_at === null,
  };
}
