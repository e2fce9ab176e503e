'use server';

import { createClient as createStatelessClient, type AuthError } from '@supabase/supabase-js';
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getSessionUser } from '@/lib/data/auth';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';
import { createClient } from '@/lib/supabase/server';
import type { Database } from '@/lib/supabase/database.types';
import {
  AGENCY_PLACEHOLDER_NAME,
  agencySignUpSchema,
  classifyAuthError,
  changePasswordSchema,
  recoverySchema,
  resetPasswordSchema,
  roleHome,
  safeNextPath,
  signInSchema,
  signUpSchema,
  type ValidationKey,
} from '@/lib/validations/auth';

/**
 * Sign-in, sign-up, OAuth, sign-out and password actions. Each parses its input with the same zod schema as
 * the client form and answers `{ ok: true, data? }` or `{ ok: false, fieldErrors?, formError? }`, where
 * formError is the spec's toast (§8) already translated.
 */

export type FormError = { title: string; description: string };
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors?: Record<string, string[]>; formError?: FormError };

type Translator = Awaited<ReturnType<typeof getTranslations<'AuthMessages'>>>;

async function fieldErrorsOf(error: z.ZodError): Promise<Record<string, string[]>> {
  const tv = await getTranslations('AuthValidation');
  const flat = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(flat)) {
    if (keys?.length) out[field] = keys.map((k) => tv(k as ValidationKey));
  }
  return out;
}

/** The first translated field error, as the toast's description. */
function firstError(fieldErrors: Record<string, string[]>): string {
  return Object.values(fieldErrors)[0]?.[0] ?? '';
}

function isRateLimited(error: AuthError): boolean {
  return classifyAuthError(error) === 'rateLimited';
}

function rateLimited(t: Translator): FormError {
  return { title: t('rateLimitedTitle'), description: t('rateLimited') };
}

async function unexpected(): Promise<ActionResult<never>> {
  const t = await getTranslations('AuthMessages');
  return { ok: false, formError: { title: t('unexpectedTitle'), description: t('unexpected') } };
}

/** An absolute URL on this site for `href`, in the current locale (for e-mail and OAuth redirects). */
async function siteHref(href: string, query = ''): Promise<string> {
  const locale = await getLocale();
  return `${env.siteUrl}${getPathname({ href, locale })}${query}`;
}

// Sign-in ----------------------------------------------------------------------------------------------

export async function signInAction(input: unknown): Promise<ActionResult<{ role: string; home: string }>> {
  const t = await getTranslations('AuthMessages');
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: t('loginErrorTitle'), description: firstError(fieldErrors) } };
  }
  try {
    const supabase = await createClient();
    const { data, error } = await supabase.auth.signInWithPassword(parsed.data);
    if (error) {
      const kind = classifyAuthError(error);
      if (kind === 'rateLimited') return { ok: false, formError: rateLimited(t) };
      if (kind === 'emailNotConfirmed') {
        return { ok: false, formError: { title: t('emailNotConfirmedTitle'), description: t('emailNotConfirmed') } };
      }
      if (kind === 'invalidCredentials') {
        return { ok: false, formError: { title: t('loginErrorTitle'), description: t('invalidCredentials') } };
      }
      return { ok: false, formError: { title: t('loginErrorTitle'), description: error.message } };
    }
    const { data: profile } = await supabase.from('profiles').select('role').eq('id', data.user.id).maybeSingle();
    const role = profile?.role ?? 'cliente';
    return { ok: true, data: { role, home: roleHome(role) } };
  } catch (error) {
    console.error('[auth] sign-in failed:', error);
    return unexpected();
  }
}

// Sign-up ----------------------------------------------------------------------------------------------

export async function signUpAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const t = await getTranslations('AuthMessages');
  const isAgency = (input as { role?: unknown } | null)?.role === 'imobiliaria';
  const parsed = isAgency ? agencySignUpSchema.safeParse(input) : signUpSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: t('signUpErrorTitle'), description: firstError(fieldErrors) } };
  }
  const v = parsed.data;
  const metadata =
    v.role === 'imobiliaria'
      ? { name: AGENCY_PLACEHOLDER_NAME, phone: '', role: 'imobiliaria' }
      : { name: v.name, phone: v.phone ?? '', role: v.role };
  try {
    const supabase = await createClient();
    const { data, error } = await supabase.auth.signUp({
      email: v.email,
      password: v.password,
      options: {
        // The e-mail link goes through app/auth/confirm and then on to the completion page of the role.
        emailRedirectTo: await siteHref(v.role === 'imobiliaria' ? '/completar-cadastro-imobiliaria' : '/completar-cadastro'),
        data: metadata,
      },
    });
    if (error) {
      const kind = classifyAuthError(error);
      if (kind === 'rateLimited') return { ok: false, formError: rateLimited(t) };
      if (kind === 'alreadyRegistered') {
        return { ok: false, formError: { title: t('alreadyRegisteredTitle'), description: t('alreadyRegistered') } };
      }
      return { ok: false, formError: { title: t('signUpErrorTitle'), description: error.message } };
    }
    // With confirmations on, an address that is already registered gets a fake user without identities.
    if (data.user && (data.user.identities?.length ?? 0) === 0) {
      return { ok: false, formError: { title: t('alreadyRegisteredTitle'), description: t('alreadyRegistered') } };
    }
    return { ok: true, data: { email: v.email } };
  } catch (error) {
    console.error('[auth] sign-up failed:', error);
    return unexpected();
  }
}

// OAuth ------------------------------------------------------------------------------------------------

const providerSchema = z.enum(['google', 'facebook']);

/** Starts Google/Facebook sign-in: the PKCE verifier goes into a cookie, the browser goes to the returned URL. */
export async function oauthSignInAction(provider: unknown, next?: unknown): Promise<ActionResult<{ url: string }>> {
  const t = await getTranslations('AuthMessages');
  const parsedProvider = providerSchema.safeParse(provider);
  if (!parsedProvider.success) return unexpected();
  const p = parsedProvider.data;
  const title = p === 'google' ? t('googleErrorTitle') : t('facebookErrorTitle');
  try {
    const supabase = await createClient();
    const query = new URLSearchParams({ provider: p, next: safeNextPath(typeof next === 'string' ? next : '/') });
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: p,
      options: { redirectTo: `${env.siteUrl}/auth/callback?${query}`, skipBrowserRedirect: true },
    });
    if (error || !data.url) {
      return { ok: false, formError: { title, description: error?.message ?? t('unexpected') } };
    }
    return { ok: true, data: { url: data.url } };
  } catch (error) {
    return { ok: false, formError: { title, description: error instanceof Error ? error.message : t('unexpected') } };
  }
}

// Sign-out ---------------------------------------------------------------------------------------------

export async function signOutAction(): Promise<ActionResult> {
  const t = await getTranslations('AuthMessages');
  try {
    const supabase = await createClient();
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error && error.status !== 401 && error.status !== 403 && error.status !== 404) {
      return { ok: false, formError: { title: t('logoutErrorTitle'), description: error.message } };
    }
    return { ok: true, data: undefined };
  } catch (error) {
    return {
      ok: false,
      formError: { title: t('logoutErrorTitle'), description: error instanceof Error ? error.message : t('unexpected') },
    };
  }
}

// Password recovery ------------------------------------------------------------------------------------

export async function requestPasswordResetAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const t = await getTranslations('AuthMessages');
  const tr = await getTranslations('PasswordRecovery');
  const parsed = recoverySchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: tr('errorTitle'), description: firstError(fieldErrors) } };
  }
  try {
    const supabase = await createClient();
    const { error } = await supabase.auth.resetPasswordForEmail(parsed.data.email, {
      redirectTo: await siteHref('/recuperar-senha/redefinir-senha'),
    });
    if (error) {
      if (isRateLimited(error)) return { ok: false, formError: rateLimited(t) };
      return { ok: false, formError: { title: tr('errorTitle'), description: error.message } };
    }
    return { ok: true, data: { email: parsed.data.email } };
  } catch (error) {
    console.error('[auth] recovery failed:', error);
    return unexpected();
  }
}

/** The new password after the recovery link (the link's verifyOtp has signed the user in). */
export async function resetPasswordAction(input: unknown): Promise<ActionResult<{ home: string }>> {
  const tr = await getTranslations('PasswordRecovery');
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: { title: tr('resetErrorTitle'), description: 'No user logged in' } };
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: tr('resetErrorTitle'), description: firstError(fieldErrors) } };
  }
  try {
    const supabase = await createClient();
    const { error } = await supabase.auth.updateUser({ password: parsed.data.newPassword });
    if (error) return { ok: false, formError: { title: tr('resetErrorTitle'), description: error.message } };
    await supabase.auth.signOut({ scope: 'others' });
    const { data: profile } = await supabase.from('profiles').select('role').eq('id', user.id).maybeSingle();
    return { ok: true, data: { home: roleHome(profile?.role) } };
  } catch (error) {
    console.error('[auth] password reset failed:', error);
    return unexpected();
  }
}

// Password change --------------------------------------------------------------------------------------

/**
 * Checks the current password with a throwaway client that keeps nothing (its session is revoked right
 * after), then changes the password of the signed-in session and signs out every other session.
 */
export async function changePasswordAction(input: unknown): Promise<ActionResult> {
  const tc = await getTranslations('ChangePassword');
  const t = await getTranslations('AuthMessages');
  const user = await getSessionUser();
  if (!user?.email) return { ok: false, formError: { title: tc('errorTitle'), description: 'No user logged in' } };
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: tc('errorTitle'), description: firstError(fieldErrors) } };
  }
  try {
    const probe = createStatelessClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const check = await probe.auth.signInWithPassword({ email: user.email, password: parsed.data.currentPassword });
    if (check.error) {
      if (isRateLimited(check.error)) return { ok: false, formError: rateLimited(t) };
      const wrong = { currentPassword: [tc('wrongCurrent')] };
      return { ok: false, fieldErrors: wrong, formError: { title: tc('wrongCurrentTitle'), description: tc('wrongCurrent') } };
    }
    await probe.auth.signOut({ scope: 'local' });

    const supabase = await createClient();
    const { error } = await supabase.auth.updateUser({ password: parsed.data.newPassword });
    if (error) {
      if (isRateLimited(error)) return { ok: false, formError: rateLimited(t) };
      return { ok: false, formError: { title: tc('errorTitle'), description: error.message } };
    }
    await supabase.auth.signOut({ scope: 'others' });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error('[auth] password change failed:', error);
    return unexpected();
  }
}
