import { NextResponse, type NextRequest } from 'next/server';
import { createClient } from '@/lib/supabase/server';
import { safeNextPath } from '@/lib/validations/auth';

/**
 * The end of the Google/Facebook sign-in (PKCE): exchanges `code` for a session (the verifier is in the
 * cookie the sign-in action set) and goes on to `next` (a path on this site, `/` by default). A refusal or
 * a failed exchange goes to /login?oauth_error=<provider>, which shows 'Erro no login com Google' /
 * 'Erro no login com Facebook'.
 */
function redirectTo(request: NextRequest, path: string) {
  // safeNextPath gave a path of this site; checked once more where it becomes the Location.
  let target = new URL(path, request.url);
  if (target.origin !== request.nextUrl.origin) target = new URL('/', request.url);
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
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
