import { z } from 'zod';
import { DEFAULT_MAP_STYLE_URL } from './map-style';

/**
 * The one place the app reads its browser-safe configuration (server-only settings: lib/server-env.ts).
 * Every value has a default that points at the local stack (`npm run dev` starts it on 127.0.0.1:54321
 * and hands Next the keys of its data folder), so no `.env` file is needed to run the project.
 *
 * Client components import this module, so everything in it may end up in the browser: it holds no
 * secret. The anon key default is the Supabase CLI's well-known local anon key (as `supabase start` and
 * `local-supabase/src/defaults.ts`), valid only against an in-memory local stack (tests, e2e).
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SITE_URL = 'http://localhost:3000';
export { DEFAULT_MAP_STYLE_URL };

export type Source = Record<string, string | undefined>;

/** `FOO=` in an env file means "not set", not "empty string". */
export const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const httpUrl = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(fallback)
      .transform((u) => u.replace(/\/+$/, '')),
  );

export const key = (fallback: string) => z.preprocess(blankAsUnset, z.string().trim().min(1).default(fallback));

const publicSchema = z
  .object({
    NEXT_PUBLIC_SUPABASE_URL: httpUrl(LOCAL_SUPABASE_URL),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: key(LOCAL_ANON_KEY),
    NEXT_PUBLIC_SITE_URL: httpUrl(DEFAULT_SITE_URL),
    NEXT_PUBLIC_MAP_STYLE_URL: httpUrl(DEFAULT_MAP_STYLE_URL),
  })
  .transform((v) => ({
    supabaseUrl: v.NEXT_PUBLIC_SUPABASE_URL,
    supabaseAnonKey: v.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    siteUrl: v.NEXT_PUBLIC_SITE_URL,
    mapStyleUrl: v.NEXT_PUBLIC_MAP_STYLE_URL,
  }));

export type PublicEnv = z.output<typeof publicSchema>;

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`Invalid ${what} environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** Parses the browser-safe settings. `NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY` is accepted for the anon key. */
export function parsePublicEnv(source: Source): PublicEnv {
  return parseOrThrow(
    publicSchema,
    {
      NEXT_PUBLIC_SUPABASE_URL: source.NEXT_PUBLIC_SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY:
        blankAsUnset(source.NEXT_PUBLIC_SUPABASE_ANON_KEY) ?? source.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
      NEXT_PUBLIC_SITE_URL: source.NEXT_PUBLIC_SITE_URL,
      NEXT_PUBLIC_MAP_STYLE_URL: source.NEXT_PUBLIC_MAP_STYLE_URL,
    },
    'public',
  );
}

/** True when the URL is a stack on this machine (the local stand-in or `supabase start`). */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

/**
 * Browser-safe settings. Each variable is named in full so Next can inline `NEXT_PUBLIC_*` into client
 * bundles at build time.
 */
export const env: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_MAP_STYLE_URL: process.env.NEXT_PUBLIC_MAP_STYLE_URL,
});
