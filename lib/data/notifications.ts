import 'server-only';
import { cache } from 'react';
import { safeNotificationLink } from '@/lib/notifications/link';
import { createClient } from '@/lib/supabase/server';

/**
 * The header bell's data: the signed-in user's unread count and latest notifications (RLS: own rows only).
 * Notifications are written by the SQL functions (private.notify) on each visit, proposal and lead event.
 */

export interface HeaderNotification {
  id: number;
  title: string;
  body: string | null;
  /** A path inside the site ('/propostas'), or null when the notification has no page. */
  link: string | null;
  createdAt: string;
  unread: boolean;
}

export interface NotificationSummary {
  unread: number;
  latest: HeaderNotification[];
  /** When it was read (ms): the anchor of the relative times, the same on the server and in the browser. */
  now: number;
}

/** How many notifications the bell's menu lists. */
export const NOTIFICATION_MENU_SIZE = 8;

/** Reads the summary without caching (used by the bell's actions after a change). */
export async function readNotificationSummary(userId: string): Promise<NotificationSummary> {
  const supabase = await createClient();
  const [count, latest] = await Promise.all([
    supabase
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .is('read_at', null),
    supabase
      .from('notifications')
      .select('id, title, body, link, read_at, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(NOTIFICATION_MENU_SIZE),
  ]);
  if (count.error) console.error('[notifications] unread count failed:', count.error.message);
  if (latest.error) console.error('[notifications] latest failed:', latest.error.message);
  return {
    now: Date.now(),
    unread: count.count ?? 0,
    latest: (latest.data ?? []).map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      link: safeNotificationLink(n.link),
      createdAt: n.created_at,
      unread: n.read_at === null,
    })),
  };
}

/** The signed-in user's unread count and latest notifications, once per request. */
export const getNotificationSummary = cache(readNotificationSummary);
