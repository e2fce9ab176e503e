import { createServerClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { STACKS } from './stacks.mjs';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../local-supabase/src/defaults.ts';

export const ANON_KEY = DEFAULT_ANON_KEY;
export const SERVICE_ROLE_KEY = DEFAULT_SERVICE_ROLE_KEY;

export function stackUrl(name: keyof typeof STACKS): string {
  const url = process.env[`LAR_TEST_${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${STACKS[name].port}`;
  // Integration tests refuse to run against anything but a local stack.
  if (!/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(url)) throw new Error(`refusing to test against ${url}`);
  return url;
}

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function anonClient(name: keyof typeof STACKS = 'fixture'): SupabaseClient {
  return createClient(stackUrl(name), ANON_KEY, noPersist);
}

export function serviceClient(name: keyof typeof STACKS = 'fixture'): SupabaseClient {
  return createClient(stackUrl(name), SERVICE_ROLE_KEY, noPersist);
}

let counter = 0;
/** A unique e-mail per call, so test files never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** Creates a confirmed user through the admin API and returns a client signed in as them. */
export async function signedInClient(
  name: keyof typeof STACKS = 'fixture',
  opts: { email?: string; password?: string; data?: Record<string, unknown> } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'Senha-forte-123';
  const admin = serviceClient(name);
  const { data: created, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: opts.data ?? {},
  });
  if (error) throw error;
  const client = anonClient(name);
  const { error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError) throw signInError;
  return { client, user: created.user!, email, password };
}

/**
 * An @supabase/ssr server client, as the app's server uses it, over a cookie jar that keeps what a browser
 * would (a cookie set empty or with max-age 0 is deleted). Pass the jar to share a "browser" between clients.
 */
export function cookieJarClient(url: string, opts: { jar?: Map<string, string>; headers?: Record<string, string> } = {}) {
  const jar = opts.jar ?? new Map<string, string>();
  const client = createServerClient(url, ANON_KEY, {
    ...(opts.headers ? { global: { headers: opts.headers } } : {}),
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const c of cookies) {
          if (!c.value || c.options?.maxAge === 0) jar.delete(c.name);
          else jar.set(c.name, c.value);
        }
      },
    },
  });
  return { client, jar };
}
