import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { sessionCookie, sessionCookieOptions } from '@/lib/security/session-cookie';
import type { Database } from './database.types';

/**
 * A Supabase client for Server Components, Server Actions and Route Handlers, acting as the signed-in
 * user (their cookies) or as anon. Make a new one per request; never keep one at module level. Session
 * cookies are written with the app's lifetime and flags (lib/security/session-cookie.ts). `headers` go
 * with every request of this client (sign-in passes on the visitor's address as X-Forwarded-For).
 */
export async function createClient(options: { headers?: Record<string, string> } = {}) {
  const cookieStore = await cookies();
  return createServerClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    ...(options.headers ? { global: { headers: options.headers } } : {}),
    cookieOptions: sessionCookieOptions(env.siteUrl),
    cookies: {
      getAll() {
        return cookieStore.getAll();
      },
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) {
            cookieStore.set(name, value, sessionCookie(options, env.siteUrl));
          }
        } catch {
          // Called from a Server Component, where cookies are read-only. The proxy (proxy.ts) refreshes
          // the session on every request, so nothing is lost.
        }
      },
    },
  });
}

export type ServerClient = Awaited<ReturnType<typeof createClient>>;
