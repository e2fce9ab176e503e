import type { EmailOtpType } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { createClient } from '@/lib/supabase/server';
import { safeNextPath } from '@/lib/validations/auth';

/**
 * The e-mail links (sign-up confirmation, password recovery, invitations, e-mail change) in the token-hash
 * form: `/auth/confirm?token_hash=…&type=…&next=…`. verifyOtp signs the user in (cookies set here), then
 * the browser goes on to `next` — a path on this site only — or to /login with an error when the link is
 * invalid or expired. Outside the proxy's matcher, so next-intl never rewrites it.
 */
const OTP_TYPES: readonly EmailOtpType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'];

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
  const tokenHash = params.get('token_hash');
  const type = params.get('type') as EmailOtpType | null;
  const fallback = type === 'recovery' ? '/recuperar-senha/redefinir-senha' : '/completar-cadastro';
  const next = safeNextPath(params.get('next'), fallback);

  if (tokenHash && type && OTP_TYPES.includes(type)) {
    const supabase = await createClient();
    const { error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
    if (!error) return redirectTo(request, next);
    console.error('[auth/confirm] verifyOtp failed:', error.code ?? error.message);
  }
  return redirectTo(request, '/login?erro=link');
}
