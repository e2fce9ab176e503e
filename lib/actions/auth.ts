'use server';

import { createClient as createStatelessClient, type AuthError } from '@supabase/supabase-js';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { EMAIL_CODE_LIMITS, emailCodeSchema, resendSchema } from '@/lib/auth/email-links';
import { applyAccountPreferences } from '@/lib/data/settings';
import { emailRedirect } from '@/lib/auth/email-redirect';
import { getSessionUser } from '@/lib/data/auth';
import { env } from '@/lib/env';
import { clientIp, rateLimitKey, sharedRateLimiter } from '@/lib/marketing/rate-limit';
import { createClient } from '@/lib/supabase/server';
import type { Database } from '@/lib/supabase/database.types';
import {
  AGENCY_PLACEHOLDER_NAME,
  agencySignUpSchema,
  classifyAuthError,
  changePasswordSchema,
  isRecentEmailLinkSession,
  PASSWORD_LIMITS,
  recoverySchema,
  resetPasswordSchema,
  roleHome,
  safeNextPath,
  signInSchema,
  signUpSchema,
  type ValidationKey,
} from '@/lib/validations/auth';
import type { ActionState, FormToast } from '@/lib/validations/action-state';
import { recordOf } from '@/lib/validations/rules/input';

/**
 * Sign-in, sign-up, OAuth, sign-out and password actions. Each parses its input with the same zod schema as
 * the client form and answers `ActionState<T, FormToast>` (lib/validations/action-state.ts): `{ ok: true, data? }`
 * or `{ ok: false, fieldErrors?, formError? }`, where formError is the spec's toast (§8) already translated.
 */

type Translator = Awaited<ReturnType<typeof getTranslations<'AuthMessages'>>>;

async function fieldErrorsOf(error: z.ZodError): Promise<Record<string, string[]>> {
  const tv = await getTranslations('AuthValidation');
  const flat = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(flat)) {
    // A schema's own messages are catalogue keys; zod's (a crafted request's wrong type) are already text.
    if (keys?.length) out[field] = keys.map((k) => (tv.has(k as ValidationKey) ? tv(k as ValidationKey) : k));
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

function rateLimited(t: Translator): FormToast {
  return { title: t('rateLimitedTitle'), description: t('rateLimited') };
}

async function unexpected(): Promise<ActionState<never, FormToast>> {
  const t = await getTranslations('AuthMessages');
  return { ok: false, formError: { title: t('unexpectedTitle'), description: t('unexpected') } };
}

// Password attempts -----------------------------------------------------------------------------------

/**
 * The app's own limits on password checks (sign-in, and the current password on /trocar-senha), before
 * Supabase Auth is asked. Failed attempts count per account (the e-mail typed, from anywhere) and per
 * client (the visitor's IP, an IPv6 /64): PASSWORD_LIMITS.accountFailures lock that account's password
 * sign-in for the rest of the window, PASSWORD_LIMITS.clientFailures lock that client out of every account
 * for it. A lockout is never global: other
 * accounts and other clients go on signing in. Refused attempts count against the client, so hammering a
 * locked account spends the client's budget too. An e-mail link (recovery, magic link) still signs in,
 * and resetting the password lifts the account's lock.
 */
function failuresByAccount() {
  return sharedRateLimiter('password-failures-by-account', {
    limit: PASSWORD_LIMITS.accountFailures,
    windowMs: PASSWORD_LIMITS.windowMs,
  });
}
function failuresByClient() {
  return sharedRateLimiter('password-failures-by-client', {
    limit: PASSWORD_LIMITS.clientFailures,
    windowMs: PASSWORD_LIMITS.windowMs,
  });
}

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Opens a password attempt for `email` from the current request's client, or gives the toast that refuses
 * it. `authHeaders` pass the client's address on to Supabase Auth (which trusts this server as a proxy, so
 * its own per-IP limits count each visitor, not the server); `settle(failed)` keeps the attempt on both
 * counters when the password was wrong and gives it back otherwise.
 */
async function openPasswordAttempt(email: string, t: Translator) {
  const ip = clientIp(await headers());
  const client = rateLimitKey(ip);
  const account = accountKey(email);
  if (!failuresByClient().take(client)) return { refused: rateLimited(t) } as const;
  if (!failuresByAccount().take(account)) {
    return { refused: { title: t('rateLimitedTitle'), description: t('accountLocked') } } as const;
  }
  return {
    authHeaders: authForwardingHeaders(ip),
    settle(failed: boolean) {
      if (failed) return;
      failuresByClient().release(client);
      failuresByAccount().release(account);
    },
  } as const;
}

/**
 * The visitor's address as Supabase Auth reads it from a proxy it trusts: X-Forwarded-For (self-hosted GoTrue
 * with GOTRUE_RATE_LIMIT_HEADER, the local stack) and Sb-Forwarded-For (hosted Supabase, when IP forwarding is
 * on; the local stack reads it too).
 */
function authForwardingHeaders(ip: string): Record<string, string> | undefined {
  return ip === 'unknown' ? undefined : { 'X-Forwarded-For': ip, 'Sb-Forwarded-For': ip };
}

/** The visitor's address for Supabase Auth's per-IP limits on sign-ups and e-mails (see openPasswordAttempt). */
async function forwardedFor(): Promise<Record<string, string> | undefined> {
  const ip = clientIp(await headers());
  return authForwardingHeaders(ip);
}

/** A refusal Supabase Auth gave that the spec has no message for: logged, and the generic toast shown. */
function logged(scope: string, error: AuthError): void {
  console.error(`[auth] ${scope}:`, error.code ?? error.message);
}

// Sign-in ----------------------------------------------------------------------------------------------

export async function signInAction(input: unknown): Promise<ActionState<{ role: string; home: string; locale?: 'pt-BR' | 'en' | 'es' }, FormToast>> {
  const t = await getTranslations('AuthMessages');
  const parsed = signInSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: t('loginErrorTitle'), description: firstError(fieldErrors) } };
  }
  const attempt = await openPasswordAttempt(parsed.data.email, t);
  if ('refused' in attempt) return { ok: false, formError: attempt.refused };
  let failed = false;
  try {
    const supabase = await createClient({ headers: attempt.authHeaders });
    const { data, error } = await supabase.auth.signInWithPassword(parsed.data);
    if (error) {
      const kind = classifyAuthError(error);
      if (kind === 'rateLimited') return { ok: false, formError: rateLimited(t) };
      if (kind === 'emailNotConfirmed') {
        return { ok: false, formError: { title: t('emailNotConfirmedTitle'), description: t('emailNotConfirmed') } };
      }
      if (kind === 'invalidCredentials') {
        failed = true;
        return { ok: false, formError: { title: t('loginErrorTitle'), description: t('invalidCredentials') } };
      }
      logged('sign-in refused', error);
      return { ok: false, formError: { title: t('loginErrorTitle'), description: t('unexpected') } };
    }
    const { data: profile } = await supabase.from('profiles').select('role').eq('id', data.user.id).maybeSingle();
    const role = profile?.role ?? 'cliente';
    // The account's theme, zone and language (issue #24): cookies for the first paint, the locale to land in.
    const locale = await applyAccountPreferences(supabase, data.user.id);
    return { ok: true, data: { role, home: roleHome(role), locale } };
  } catch (error) {
    console.error('[auth] sign-in failed:', error);
    return unexpected();
  } finally {
    attempt.settle(failed);
  }
}

// Sign-up ----------------------------------------------------------------------------------------------

export async function signUpAction(input: unknown): Promise<ActionState<{ email: string }, FormToast>> {
  const t = await getTranslations('AuthMessages');
  const isAgency = (input as { role?: unknown } | null)?.role === 'imobiliaria';
  const parsed = isAgency ? agencySignUpSchema.safeParse(recordOf(input)) : signUpSchema.safeParse(recordOf(input));
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
    const supabase = await createClient({ headers: await forwardedFor() });
    const { data, error } = await supabase.auth.signUp({
      email: v.email,
      password: v.password,
      options: {
        // The e-mail's button goes through app/auth/confirm, then on to the completion page of the role.
        emailRedirectTo: await emailRedirect('signup', v.role === 'imobiliaria' ? '/completar-cadastro-imobiliaria' : '/completar-cadastro'),
        data: metadata,
      },
    });
    if (error) {
      const kind = classifyAuthError(error);
      if (kind === 'rateLimited') return { ok: false, formError: rateLimited(t) };
      if (kind === 'alreadyRegistered') {
        return { ok: false, formError: { title: t('alreadyRegisteredTitle'), description: t('alreadyRegistered') } };
      }
      logged('sign-up refused', error);
      return { ok: false, formError: { title: t('signUpErrorTitle'), description: t('unexpected') } };
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
export async function oauthSignInAction(provider: unknown, next?: unknown): Promise<ActionState<{ url: string }, FormToast>> {
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
      if (error) logged('OAuth start refused', error);
      return { ok: false, formError: { title, description: t('unexpected') } };
    }
    return { ok: true, data: { url: data.url } };
  } catch (error) {
    console.error('[auth] OAuth start failed:', error);
    return { ok: false, formError: { title, description: t('unexpected') } };
  }
}

// Sign-out ---------------------------------------------------------------------------------------------

export async function signOutAction(): Promise<ActionState<undefined, FormToast>> {
  const t = await getTranslations('AuthMessages');
  try {
    const supabase = await createClient();
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error && error.status !== 401 && error.status !== 403 && error.status !== 404) {
      logged('sign-out refused', error);
      return { ok: false, formError: { title: t('logoutErrorTitle'), description: t('unexpected') } };
    }
    return { ok: true, data: undefined };
  } catch (error) {
    console.error('[auth] sign-out failed:', error);
    return { ok: false, formError: { title: t('logoutErrorTitle'), description: t('unexpected') } };
  }
}

// Password recovery ------------------------------------------------------------------------------------

export async function requestPasswordResetAction(input: unknown): Promise<ActionState<{ email: string }, FormToast>> {
  const t = await getTranslations('AuthMessages');
  const tr = await getTranslations('PasswordRecovery');
  const parsed = recoverySchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: tr('errorTitle'), description: firstError(fieldErrors) } };
  }
  try {
    const supabase = await createClient({ headers: await forwardedFor() });
    const { error } = await supabase.auth.resetPasswordForEmail(parsed.data.email, {
      redirectTo: await emailRedirect('recovery', '/recuperar-senha/redefinir-senha'),
    });
    if (error) {
      if (isRateLimited(error)) return { ok: false, formError: rateLimited(t) };
      logged('recovery refused', error);
      return { ok: false, formError: { title: tr('errorTitle'), description: t('unexpected') } };
    }
    return { ok: true, data: { email: parsed.data.email } };
  } catch (error) {
    console.error('[auth] recovery failed:', error);
    return unexpected();
  }
}

// The e-mail again, or its code typed ------------------------------------------------------------------

/**
 * 'Reenviar e-mail' (/link-expirado, after an expired or used link): a new sign-up confirmation or
 * recovery e-mail. The answer is the same whether or not the address has an account waiting for it, so
 * nobody learns who is registered; only Supabase's rate limit is told apart.
 */
export async function resendEmailLinkAction(input: unknown): Promise<ActionState<{ email: string }, FormToast>> {
  const t = await getTranslations('AuthMessages');
  const te = await getTranslations('ConfirmEmail');
  const parsed = resendSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] !== 'email')) return unexpected();
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: te('resendErrorTitle'), description: firstError(fieldErrors) || t('unexpected') } };
  }
  const { email, kind } = parsed.data;
  try {
    const supabase = await createClient({ headers: await forwardedFor() });
    const { error } =
      kind === 'recovery'
        ? await supabase.auth.resetPasswordForEmail(email, { redirectTo: await emailRedirect('recovery', '/recuperar-senha/redefinir-senha') })
        : await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: await emailRedirect('signup', '/completar-cadastro') } });
    if (error) {
      if (isRateLimited(error)) return { ok: false, formError: rateLimited(t) };
      // An address with nothing to confirm (unknown, or confirmed already) answers like any other.
      logged(`resend ${kind} refused`, error);
    }
    return { ok: true, data: { email } };
  } catch (error) {
    console.error('[auth] resend failed:', error);
    return unexpected();
  }
}

function wrongCodes() {
  return sharedRateLimiter('email-code-failures-by-account', { limit: EMAIL_CODE_LIMITS.accountFailures, windowMs: EMAIL_CODE_LIMITS.windowMs });
}

/**
 * The 6-digit code of a sign-up or recovery e-mail, typed on the screen that asked for the e-mail (the
 * confirmation dialog, 'Esqueci minha senha', /link-expirado) instead of opening its button. Right: the
 * person is signed in, as by the button, and goes to the completion page or the new-password form. Wrong or
 * expired: one message, whatever the reason; after EMAIL_CODE_LIMITS.accountFailures wrong codes the
 * account's codes are refused for the rest of the window (a code has 10^6 values; Supabase counts only per IP).
 */
export async function verifyEmailCodeAction(input: unknown): Promise<ActionState<{ next: string }, FormToast>> {
  const t = await getTranslations('AuthMessages');
  const te = await getTranslations('ConfirmEmail');
  const wrong: ActionState<never, FormToast> = { ok: false, fieldErrors: { code: [te('codeInvalid')] }, formError: { title: te('codeErrorTitle'), description: te('codeInvalid') } };
  const parsed = emailCodeSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] !== 'email' && i.path[0] !== 'code')) return unexpected();
    const codeIssue = parsed.error.issues.find((i) => i.path[0] === 'code');
    if (codeIssue) {
      const message = te('codeFormat');
      return { ok: false, fieldErrors: { code: [message] }, formError: { title: te('codeErrorTitle'), description: message } };
    }
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: te('codeErrorTitle'), description: firstError(fieldErrors) || t('unexpected') } };
  }
  const { email, kind, code } = parsed.data;
  const account = accountKey(email);
  if (!wrongCodes().take(account)) return { ok: false, formError: { title: t('rateLimitedTitle'), description: te('codeLocked') } };
  let failed = true;
  try {
    const supabase = await createClient({ headers: await forwardedFor() });
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: kind === 'recovery' ? 'recovery' : 'email' });
    if (error || !data.session) {
      if (error && isRateLimited(error)) {
        failed = false;
        return { ok: false, formError: rateLimited(t) };
      }
      if (error && error.code !== 'otp_expired') logged(`${kind} code refused`, error);
      return wrong;
    }
    failed = false;
    // A path without the locale: the form's router (lib/i18n/navigation) adds the current one.
    return { ok: true, data: { next: kind === 'recovery' ? '/recuperar-senha/redefinir-senha' : '/completar-cadastro' } };
  } catch (error) {
    failed = false;
    console.error('[auth] code check failed:', error);
    return unexpected();
  } finally {
    if (!failed) wrongCodes().release(account);
  }
}

/**
 * The new password after the recovery link, without the current one. Only a session the link made, and
 * only for a while (isRecentEmailLinkSession: the verified token's `amr` says it was signed in by an
 * e-mail link less than RECOVERY_SESSION_MAX_AGE_S ago) may do this; any other session (a password or
 * OAuth sign-in, or one left open) changes its password on /trocar-senha, with the current password.
 */
export async function resetPasswordAction(input: unknown): Promise<ActionState<{ home: string }, FormToast>> {
  const tr = await getTranslations('PasswordRecovery');
  const t = await getTranslations('AuthMessages');
  const needsLink = { ok: false, formError: { title: tr('resetErrorTitle'), description: tr('resetNeedsLink') } } as const;
  const parsed = resetPasswordSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: tr('resetErrorTitle'), description: firstError(fieldErrors) } };
  }
  try {
    const supabase = await createClient();
    const { data: verified, error: claimsError } = await supabase.auth.getClaims();
    const claims = verified?.claims;
    if (claimsError || !claims?.sub) return needsLink;
    if (!isRecentEmailLinkSession(claims.amr)) return needsLink;

    const { error } = await supabase.auth.updateUser({ password: parsed.data.newPassword });
    if (error) {
      if (isRateLimited(error)) return { ok: false, formError: rateLimited(t) };
      if (error.code === 'same_password') {
        const tv = await getTranslations('AuthValidation');
        return { ok: false, fieldErrors: { newPassword: [tv('samePassword')] }, formError: { title: tr('resetErrorTitle'), description: tv('samePassword') } };
      }
      logged('password reset refused', error);
      return { ok: false, formError: { title: tr('resetErrorTitle'), description: t('unexpected') } };
    }
    await supabase.auth.signOut({ scope: 'others' });
    // The owner proved the inbox and chose a new password: a lock from wrong guesses ends here.
    if (typeof claims.email === 'string' && claims.email) failuresByAccount().clear(accountKey(claims.email));
    const { data: profile } = await supabase.from('profiles').select('role').eq('id', claims.sub).maybeSingle();
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
export async function changePasswordAction(input: unknown): Promise<ActionState<undefined, FormToast>> {
  const tc = await getTranslations('ChangePassword');
  const t = await getTranslations('AuthMessages');
  const user = await getSessionUser();
  if (!user?.email) return { ok: false, formError: { title: tc('errorTitle'), description: t('unexpected') } };
  const parsed = changePasswordSchema.safeParse(recordOf(input));
  if (!parsed.success) {
    const fieldErrors = await fieldErrorsOf(parsed.error);
    return { ok: false, fieldErrors, formError: { title: tc('errorTitle'), description: firstError(fieldErrors) } };
  }
  // The current password is a password check like a sign-in: same limits, per account and per client.
  const attempt = await openPasswordAttempt(user.email, t);
  if ('refused' in attempt) return { ok: false, formError: attempt.refused };
  let failed = false;
  try {
    const probe = createStatelessClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: attempt.authHeaders },
    });
    const check = await probe.auth.signInWithPassword({ email: user.email, password: parsed.data.currentPassword });
    if (check.error) {
      if (isRateLimited(check.error)) return { ok: false, formError: rateLimited(t) };
      failed = classifyAuthError(check.error) === 'invalidCredentials';
      const wrong = { currentPassword: [tc('wrongCurrent')] };
      return { ok: false, fieldErrors: wrong, formError: { title: tc('wrongCurrentTitle'), description: tc('wrongCurrent') } };
    }
    await probe.auth.signOut({ scope: 'local' });

    const supabase = await createClient();
    const { error } = await supabase.auth.updateUser({ password: parsed.data.newPassword });
    if (error) {
      if (isRateLimited(error)) return { ok: false, formError: rateLimited(t) };
      logged('password change refused', error);
      return { ok: false, formError: { title: tc('errorTitle'), description: t('unexpected') } };
    }
    await supabase.auth.signOut({ scope: 'others' });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error('[auth] password change failed:', error);
    return unexpected();
  } finally {
    attempt.settle(failed);
  }
}
