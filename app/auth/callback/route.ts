import { NextResponse, type NextRequest } from 'next/server';
import { createClient } from '@/lib/supabase/server';
import { safeNextPath } from '@/lib/validations/auth';

/**
 * The end of the Google/Facebook sign-in (PKCE): exchanges `code` for a session (the verifier is in the
 * cookie the sign-in action set) and goes on to `next` (a path on this site, `/` by default). A refusal or
 * a failed exchange goes to /login, which shows 'Erro no login com Google' / 'Erro no login com Facebook'.
 */
function redirectTo(request: NextRequest, path: string) {
  const response = NextResponse.redirect(new URL(path, request.url), 303);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const provider = params.get('provider') === 'facebook' ? 'facebook' : 'google';
  const next = safeNextPath(params.get('next'), '/');
  const failed = (message: string) =>
    redirectTo(request, `/login?${new URLSearchParams({ oauth_error: provider, message })}`);

  const providerError = params.get('error_description') ?? params.get('error');
  if (providerError) return failed(providerError);
  const code = params.get('code');
  if (!code) return failed('Missing code');

  const supabase = await createClient();
  const { error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) return failed(error.message);
  return redirectTo(request, next);
}
