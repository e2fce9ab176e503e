'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
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

