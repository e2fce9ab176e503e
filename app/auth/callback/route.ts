import { NextResponse, type NextRequest } from 'next/server';
import {
  confirmedPage,
  defaultNextOf,
  expiredPage,
  isEmailLinkKind,
  localePrefixOf,
  type EmailLinkKind,
} from '@/lib/auth/email-links';
import { createClient } from '@/lib/supabase/server';
import { safeNextPath } from '@/lib/validations/auth';

/**
 * Where a PKCE `code` comes back: the end of the Google/Facebook sign-in, and e-mail links in the `?code=`
 * form (`{{ .ConfirmationURL }}`, the link of Supabase's default templates), whose redirect the app sets to
 * `/auth/callback?next=<page>&link=<kind>` (lib/auth/email-links.ts). The code is exchanged for a session
 * with the verifier cookie of the browser that started the flow, then the browser goes on to `next` (a path
 * on this site).
 *
 * An e-mail link opened in another browser or phone has no verifier there, and one opened after the flow
 * expired has none that works; Supabase has already applied it, so the person is told so — 'E-mail
 * confirmado' with the sign-in form for a sign-up or an e-mail change, the page to ask for a new e-mail for
 * a recovery, invitation or magic link — never a silent home page. A refused link (expired, used) goes to
 * that page too. An OAuth refusal or failed exchange goes to /login?oauth_error=<provider>, which shows
 * 'Erro no login com Google' / 'Erro no login com Facebook'. Only error codes are logged, never a code.
 */
function redirectTo(request: NextRequest, path: string) {
  // safeNextPath gave a path of this site; checked once more where it becomes the Location.
  let target = new URL(path, request.url);
  if (target.origin !== request.nextUrl.origin) target = new URL('/', request.url);
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

async function emailLink(request: NextRequest, kind: EmailLinkKind) {
  const params = request.nextUrl.searchParams;
  const next = safeNextPath(params.get('next'), '') || null;
  const prefix = localePrefixOf(next);
  const refused = params.get('error_code') ?? params.get('error');
  if (refused) {
    console.error(`[auth/callback] ${kind} link refused:`, refused.slice(0, 60));
    return redirectTo(request, expiredPage(kind, prefix));
  }
  const code = params.get('code');
  if (!code) {
    // Supabase answers the first of the two confirmations of an e-mail change without a code.
    if (kind === 'email_change') return redirectTo(request, confirmedPage('email-parcial', prefix));
    console.error(`[auth/callback] ${kind} link without a code`);
    return redirectTo(request, expiredPage(kind, prefix));
  }
  const supabase = await createClient();
  const { error } = await supabase.auth.exchangeCodeForSession(code);
  if (!error) return redirectTo(request, next ?? defaultNextOf(kind));
  console.error(`[auth/callback] ${kind} code not exchanged:`, error.code ?? error.name);
  if (kind === 'signup') return redirectTo(request, confirmedPage('cadastro', prefix));
  if (kind === 'email_change') return redirectTo(request, confirmedPage('email', prefix));
  return redirectTo(request, expiredPage(kind, prefix));
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const link = params.get('link');
  if (link !== null) {
    if (isEmailLinkKind(link)) return emailLink(request, link);
    console.error('[auth/callback] unknown link kind');
    return redirectTo(request, expiredPage('signup'));
  }

  const provider = params.get('provider') === 'facebook' ? 'facebook' : 'google';
  const next = safeNextPath(params.get('next'), '/');
  // /login shows the provider's error title with a catalogue text; the provider's or Supabase's own
  // wording (English developer text) only goes to the log, never into the URL.
  const failed = (reason: string) => {
    console.error(`[auth/callback] ${provider} sign-in failed:`, reason.slice(0, 300));
    return redirectTo(request, `/login?${new URLSearchParams({ oauth_error: provider })}`);
  };

  const providerError = params.get('error_description') ?? params.get('error');
  if (providerError) return failed(providerError);
  const code = params.get('code');
  if (!code) return failed('missing code');

  const supabase = await createClient();
  const { error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) return failed(error.code ?? error.message);
  return redirectTo(request, next);
}
