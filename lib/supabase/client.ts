import { createBrowserClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { env } from '@/lib/env';
import { sessionCookie, sessionCookieOptions } from '@/lib/security/session-cookie';
import type { Database } from './database.types';

/**
 * The Supabase client for Client Components (one shared instance per browser tab). It reads and writes the
 * session cookies itself (document.cookie), with the same lifetime and flags as the server
 * (lib/security/session-cookie.ts): @supabase/ssr's own writer would give them its 400 days.
 */
export function createClient() {
  return createBrowserClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    cookieOptions: sessionCookieOptions(env.siteUrl),
    cookies: {
      getAll() {
        return parseCookieHeader(document.cookie);
      },
      setAll(cookiesToSet) {
        for (const { name, value, options } of cookiesToSet) {
          document.cookie = serializeCookieHeader(name, value, sessionCookie(options, env.siteUrl));
        }
      },
    },
  });
}

export type BrowserClient = ReturnType<typeof createClient>;
