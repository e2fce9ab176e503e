import { createServerClient } from '@supabase/ssr';
import type { JwtPayload } from '@supabase/supabase-js';
import type { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { sessionCookie, sessionCookieOptions } from '@/lib/security/session-cookie';
import type { Database } from './database.types';

/**
 * Refreshes the Supabase session of this request and writes the result onto `response` (the one the
 * i18n routing produced), following the @supabase/ssr contract:
 *  - refreshed cookies go onto the request (for this render) and onto the response (for the browser), with
 *    the app's session lifetime and flags (lib/security/session-cookie.ts);
 *  - the cache headers that @supabase/ssr hands to `setAll` (Cache-Control: private, no-store…) are
 *    copied onto the response so no CDN ever caches a response that sets a session cookie.
 * Returns the verified claims (null when signed out or when the token cannot be verified).
 */
export async function updateSession(
  request: NextRequest,
  response: NextResponse,
): Promise<{ response: NextResponse; claims: JwtPayload | null }> {
  const supabase = createServerClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    cookieOptions: sessionCookieOptions(env.siteUrl),
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        for (const { name, value, options } of cookiesToSet) {
          response.cookies.set(name, value, sessionCookie(options, env.siteUrl));
        }
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
  });

  // Nothing may run between createServerClient and getClaims(): it validates the access token (JWKS) and
  // refreshes an expired one, which is what makes setAll above fire.
  let claims: JwtPayload | null = null;
  try {
    const { data } = await supabase.auth.getClaims();
    claims = data?.claims ?? null;
  } catch (error) {
    // Auth unreachable: serve the page as signed out rather than failing every request.
    console.error('[proxy] session refresh failed:', error instanceof Error ? error.message : error);
  }
  return { response, claims };
}
