import 'server-only';
import { cache } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { TIME_ZONE } from '@/lib/i18n/request';
import {
  NOTIFICATION_CATEGORIES,
  renderNotification,
  type EventTranslator,
  type NotificationCategory,
  type RenderedNotification,
  type StoredNotification,
} from '@/lib/notifications/render';
import { createClient } from '@/lib/supabase/server';

/**
 * The signed-in user's notifications (RLS: own rows only), rendered in the reader's language from the
 * catalogues (lib/notifications/render.ts). Written by the SQL functions (private.notify_event / notify).
 */

export type HeaderNotification = RenderedNotification;

export interface NotificationSummary {
  unread: number;
  latest: HeaderNotification[];
  /** When it was read (ms): the anchor of the relative times, the same on the server and in the browser. */
  now: number;
}

/** How many notifications the bell's menu lists. */
export const NOTIFICATION_MENU_SIZE = 8;
/** How many /notificacoes shows per page. */
export const NOTIFICATION_PAGE_SIZE = 20;

const COLUMNS = 'id, kind, category, message_key, params, title, body, link, read_at, created_at';

async function renderer() {
  const [t, locale] = await Promise.all([getTranslations('NotificationEvents'), getLocale()]);
  return (row: StoredNotification) => renderNotification(row, t as unknown as EventTranslator, locale, TIME_ZONE);
}

/** Reads the summary without caching (used by the bell's actions after a change). */
export async function readNotificationSummary(userId: string): Promise<NotificationSummary> {
  const supabase = await createClient();
  const [count, latest, render] = await Promise.all([
    supabase
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .is('read_at', null),
    supabase
      .from('notifications')
      .select(COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(NOTIFICATION_MENU_SIZE),
    renderer(),
  ]);
  if (count.error) console.error('[notifications] unread count failed:', count.error.message);
  if (latest.error) console.error('[notifications] latest failed:', latest.error.message);
  return {
    now: Date.now(),
    unread: count.count ?? 0,
    latest: ((latest.data ?? []) as StoredNotification[]).map(render),
  };
}

/** The signed-in user's unread count and latest notifications, once per request. */
export const getNotificationSummary = cache(readNotificationSummary);

export interface NotificationPage {
  items: RenderedNotification[];
  /** Totals of the filter shown ('todas' or one category). */
  total: number;
  unread: number;
  /** Unread per tab, for the filter's labels. */
  unreadByCategory: Record<NotificationCategory | 'todas', number>;
  page: number;
  pages: number;
  now: number;
}

/** One page of /notificacoes (unread first, then newest), or null when the database did not answer. */
export async function getNotificationPage(
  category: NotificationCategory | null,
  page: number,
): Promise<NotificationPage | null> {
  const supabase = await createClient();
  const counts = await supabase.rpc('notification_counts');
  if (counts.error) {
    console.error('[notifications] counts failed:', counts.error.message);
    return null;
  }
  const unreadByCategory = { todas: 0, visitas: 0, propostas: 0, contatos: 0, anuncios: 0, conta: 0 };
  let total = 0;
  let unread = 0;
  for (const row of counts.data ?? []) {
    const key = row.category as keyof typeof unreadByCategory;
    if (key in unreadByCategory) unreadByCategory[key] = row.unread;
    if ((category ?? 'todas') === row.category) {
      total = row.total;
      unread = row.unread;
    }
  }
  const pages = Math.max(1, Math.ceil(total / NOTIFICATION_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const [rows, render] = await Promise.all([
    supabase.rpc('notification_page', {
      p_category: category ?? undefined,
      p_offset: (current - 1) * NOTIFICATION_PAGE_SIZE,
      p_limit: NOTIFICATION_PAGE_SIZE,
    }),
    renderer(),
  ]);
  if (rows.error) {
    console.error('[notifications] page failed:', rows.error.message);
    return null;
  }
  return {
    items: ((rows.data ?? []) as StoredNotification[]).map(render),
    total,
    unread,
    unreadByCategory,
    page: current,
    pages,
    now: Date.now(),
  };
}

export { NOTIFICATION_CATEGORIES };
