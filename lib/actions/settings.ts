'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getSessionUser } from '@/lib/data/auth';
import { setPreferenceCookies } from '@/lib/data/settings';
import { createClient } from '@/lib/supabase/server';
import type { ActionState, FormToast } from '@/lib/validations/action-state';
import {
  localeOfLanguage,
  rowFromSettings,
  settingsSchema,
} from '@/lib/validations/settings';

/**
 * /configuracoes (issue #24): saves every switch at once through the user's own session (RLS keeps it to
 * their row), then mirrors theme and time zone into cookies (the next paint has them, no flash) and answers
 * with the site locale of the chosen language (the form moves there).
 */
export async function saveSettingsAction(input: unknown): Promise<ActionState<{ locale: string }, FormToast>> {
  const t = await getTranslations('AccountSettings');
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: { title: t('errorTitle'), description: t('signedOut') } };
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, formError: { title: t('errorTitle'), description: t('invalid') } };
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('user_settings')
    .upsert({ user_id: user.id, ...rowFromSettings(parsed.data) }, { onConflict: 'user_id' })
    .select('user_id');
  if (error || !data?.length) {
    console.error('[settings] save failed:', error?.message);
    return { ok: false, formError: { title: t('errorTitle'), description: t('failed') } };
  }
  if (!parsed.data.pushNotifications) await supabase.from('push_subscriptions').delete().eq('user_id', user.id);
  await setPreferenceCookies(parsed.data.theme, parsed.data.timeZone);
  revalidatePath('/', 'layout');
  return { ok: true, data: { locale: localeOfLanguage(parsed.data.language) ?? 'pt-BR' } };
}


const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/**
 * Stores this device's Web Push subscription for the signed-in user (one row per endpoint; a device that
 * changed hands moves to the caller). Sent by /configuracoes after the browser granted permission.
 */
export async function savePushSubscriptionAction(input: unknown): Promise<ActionState<undefined, FormToast>> {
  const t = await getTranslations('AccountSettings');
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: { title: t('errorTitle'), description: t('signedOut') } };
  const parsed = pushSubscriptionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, formError: { title: t('errorTitle'), description: t('invalid') } };
  const supabase = await createClient();
  const { error } = await supabase.rpc('account_push_subscribe', {
    p_endpoint: parsed.data.endpoint,
    p_p256dh: parsed.data.keys.p256dh,
    p_auth: parsed.data.keys.auth,
  });
  if (error) {
    console.error('[settings] push subscription failed:', error.message);
    return { ok: false, formError: { title: t('errorTitle'), description: t('failed') } };
  }
  return { ok: true, data: undefined };
}
