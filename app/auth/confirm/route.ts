import type { EmailOtpType } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import {
  confirmedPage,
  defaultNextOf,
  emailLinkNext,
  expiredPage,
  isEmailLinkKind,
  localePrefixOf,
  type EmailLinkKind,
} from '@/lib/auth/email-links';
import { env } from '@/lib/env';
import { createClient } from '@/lib/supabase/server';

/**
 * The button of every e-mail (supabase/templates): `/auth/confirm?token_hash=…&type=…&next=…`. verifyOtp
 * checks the token on the server, in whatever browser opened it, and signs the person in (cookies set here);
 * then the browser goes on to `next` — a path on this site, or the `{{ .RedirectTo }}` the app asked for
 * when it is on this site (lib/auth/email-links.ts) — or to the kind's own page. The first of the two
 * confirmations of an e-mail change says what is left to do; an expired, used, forged or mistyped link goes
 * to /link-expirado, which offers a new e-mail. Outside the proxy's matcher, so next-intl never rewrites it.
 */
const OTP_TYPES: Record<EmailLinkKind | 'email', EmailLinkKind> = {
  signup: 'signup',
  email: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

function redirectTo(request: NextRequest, path: string) {
  // Every target is a path of this site; checked once more where it becomes the Location.
  let target = new URL(path, request.url);
  if (target.origin !== request.nextUrl.origin) target = new URL('/', request.url);
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** This site's origins: the one the request came to and the configured site address. */
function siteOrigins(request: NextRequest): string[] {
  const origins = [request.nextUrl.origin];
  try {
    origins.push(new URL(env.siteUrl).origin);
  } catch {
    /* no configured site address */
  }
  return origins;
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const tokenHash = params.get('token_hash');
  const rawType = params.get('type');
  const kind = rawType && rawType in OTP_TYPES ? OTP_TYPES[rawType as keyof typeof OTP_TYPES] : null;
  const next = emailLinkNext(params.get('next'), siteOrigins(request));
  const prefix = localePrefixOf(next);

  if (!kind || !isEmailLinkKind(kind) || !tokenHash || tokenHash.length > 200) {
    console.error('[auth/confirm] malformed link:', JSON.stringify({ type: rawType?.slice(0, 20) ?? null, token: Boolean(tokenHash) }));
    return redirectTo(request, expiredPage(kind ?? 'signup', prefix));
  }
  const supabase = await createClient();
  const { data, error } = await supabase.auth.verifyOtp({ type: rawType as EmailOtpType, token_hash: tokenHash });
  if (error) {
    // The code and the status only: never the token, which would let a log reader use a live link.
    console.error(`[auth/confirm] ${kind} link refused:`, error.code ?? error.status ?? 'unknown');
    return redirectTo(request, expiredPage(kind, prefix));
  }
  // Secure e-mail change: this address is confirmed, the other one still has to be.
  if (!data.session) {
    return redirectTo(request, kind === 'email_change' ? confirmedPage('email-parcial', prefix) : expiredPage(kind, prefix));
  }
  return redirectTo(request, next ?? defaultNextOf(kind));
}
