import 'server-only';
import { z } from 'zod';
import { blankAsUnset, key, parseOrThrow, type Source } from '@/lib/env';

/**
 * Server-only settings. Kept out of lib/env.ts, which client components import, so that no secret and no
 * secret's default can be bundled for the browser (`server-only` turns an import from a client component
 * into a build error; tests/e2e/security/bundle-secrets.spec.ts scans the built chunks).
 *
 * The service-role key defaults to the Supabase CLI's well-known local key, which only an in-memory local
 * stack accepts (tests, e2e): `npm run dev` / `npm start` hand Next the data folder's own key, and any other
 * Supabase needs SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEY) set.
 */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const serverSchema = z
  .object({
    SUPABASE_SERVICE_ROLE_KEY: key(LOCAL_SERVICE_ROLE_KEY),
    // Reverse proxies in front of `next start` that append to X-Forwarded-For (lib/marketing/rate-limit.ts).
    TRUSTED_PROXY_HOPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10).default(0)),
  })
  .transform((v) => ({ supabaseServiceRoleKey: v.SUPABASE_SERVICE_ROLE_KEY, trustedProxyHops: v.TRUSTED_PROXY_HOPS }));

export type ServerEnv = z.output<typeof serverSchema>;

/** Parses the server-only settings. `SUPABASE_SECRET_KEY` (sb_secret_…) is accepted for the service key. */
export function parseServerEnv(source: Source): ServerEnv {
  return parseOrThrow(
    serverSchema,
    {
      SUPABASE_SERVICE_ROLE_KEY: blankAsUnset(source.SUPABASE_SERVICE_ROLE_KEY) ?? source.SUPABASE_SECRET_KEY,
      TRUSTED_PROXY_HOPS: source.TRUSTED_PROXY_HOPS,
    },
    'server',
  );
}

let cachedServerEnv: ServerEnv | undefined;

/** Server-only settings (the service-role key, trusted proxy hops), parsed once. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv({
    SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
    SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
  });
  return cachedServerEnv;
}
