'use server';

import { getSessionUser } from '@/lib/data/auth';
import { readNotificationSummary, type NotificationSummary } from '@/lib/data/notifications';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';

export type NotificationsActionResult = ActionState<NotificationSummary, 'unauthenticated' | 'failed'>;

/**
 * Opening the bell: returns the latest notifications as they were (the unread ones still flagged, so the
 * menu can highlight what is new) and marks all of them read through mark_all_notifications_read.
 */
export async function openNotificationsAction(): Promise<NotificationsActionResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const summary = await readNotificationSummary(user.id);
  if (summary.unread > 0) {
    const supabase = await createClient();
    const { error } = await supabase.rpc('mark_all_notifications_read');
    if (error) {
      console.error('[notifications] mark all read failed:', error.message);
      return { ok: false, formError: 'failed' };
    }
  }
  return { ok: true, data: { ...summary, unread: 0 } };
}

/** The current summary (after a client-side navigation, the layout's bell is not re-rendered). */
export async function refreshNotificationsAction(): Promise<NotificationsActionResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const summary = await readNotificationSummary(user.id);
  return { ok: true, data: summary };
}
