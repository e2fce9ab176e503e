import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/env';
import { servedOverHttps } from '@/lib/security/session-cookie';
import { createClient } from '@/lib/supabase/server';
import {
  localeOfLanguage,
  PREFERENCE_COOKIE_MAX_AGE,
  settingsFromRow,
  THEME_COOKIE,
  ZONE_COOKIE,
  type SettingsInput,
  type Theme,
} from '@/lib/validations/settings';
import { getSessionUser } from './auth';

/** The signed-in user's settings (issue #24); the spec's defaults when the row is missing; null signed out. */
export const getOwnSettings = cache(async (): Promise<SettingsInput | null> => {
  const user = await getSessionUser();
  if (!user) return null;
  const supabase = await createClient();
  const { data, error } = await supabase.from('user_settings').select('*').eq('user_id', user.id).maybeSingle();
  if (error) throw new Error(`settings: ${error.message}`);
  return settingsFromRow(data);
});

/** The cookies the first paint reads: the theme class on <html>, the zone dates are shown in. */
export async function setPreferenceCookies(theme: Theme, timeZone: string): Promise<void> {
  const jar = await cookies();
  const options = { path: '/', maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: 'lax' as const, secure: servedOverHttps(env.siteUrl) };
  jar.set(THEME_COOKIE, theme, options);
  jar.set(ZONE_COOKIE, timeZone, options);
}

/**
 * Right after a sign-in (with the session's client): the account's theme and zone become this browser's
 * cookies, and its language is returned so the user lands in it. Never fails the sign-in.
 */
export async function applyAccountPreferences(
  supabase: Awaited<ReturnType<typeof createClient>>,
  userId: string,
): Promise<ReturnType<typeof localeOfLanguage>> {
  try {
    const { data } = await supabase.from('user_settings').select('*').eq('user_id', userId).maybeSingle();
    const s = settingsFromRow(data);
    await setPreferenceCookies(s.theme, s.timeZone);
    return localeOfLanguage(s.language);
  } catch (error) {
    console.error('[settings] preferences at sign-in:', error);
    return undefined;
  }
}
