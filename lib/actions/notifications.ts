'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
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

export type NotificationMarkResult = ActionState<undefined, 'unauthenticated' | 'notFound' | 'failed'>;

const notificationId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Opening one notification from /notificacoes marks it read. Someone else's id (or a malformed one) is
 * 'notFound' and changes nothing: the update is limited to the caller's rows (RLS and the function).
 */
export async function markNotificationReadAction(id: unknown): Promise<NotificationMarkResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const parsed = notificationId.safeParse(id);
  if (!parsed.success) return { ok: false, formError: 'notFound' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('notification_mark_read', { p_id: parsed.data });
  if (error) {
    console.error('[notifications] mark read failed:', error.message);
    return { ok: false, formError: 'failed' };
  }
  if (!data) return { ok: false, formError: 'notFound' };
  revalidatePath('/[locale]/(account)/notificacoes', 'page');
  return { ok: true };
}

/** 'Marcar todas como lidas' on /notificacoes. */
export async function markAllNotificationsReadAction(): Promise<NotificationMarkResult> {
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const supabase = await createClient();
  const { error } = await supabase.rpc('mark_all_notifications_read');
  if (error) {
    console.error('[notifications] mark all read failed:', error.message);
    return { ok: false, formError: 'failed' };
  }
  revalidatePath('/[locale]/(account)/notificacoes', 'page');
  return { ok: true };
}
