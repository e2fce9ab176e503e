// Where the e2e servers listen, from E2E_PORT (3100) and E2E_SUPABASE_PORT (31321): read by playwright.config.ts
// and by scripts/test/run.mjs, which builds the app for the e2e run ahead of time (the build inlines the URLs).
// Not the dev stack's 54321 (`npm run dev` may be running), and below Linux's ephemeral range (32768–60999) with
// the stack's SMTP port (+1000): `npm test` runs the integration tests, which open thousands of connections
// from ephemeral ports, while the e2e servers start.

/** @param {NodeJS.ProcessEnv} env */
export function e2eUrls(env = process.env) {
  const port = Number(env.E2E_PORT ?? 3100);
  const supabasePort = Number(env.E2E_SUPABASE_PORT ?? 31321);
  return { port, supabasePort, baseURL: `http://localhost:${port}`, supabaseUrl: `http://127.0.0.1:${supabasePort}` };
}

/** The environment the e2e build is made with: what it inlines, and no type check (`npm test` ran it). */
export function e2eBuildEnv(env = process.env) {
  const { baseURL, supabaseUrl } = e2eUrls(env);
  return { NEXT_PUBLIC_SUPABASE_URL: supabaseUrl, NEXT_PUBLIC_SITE_URL: baseURL, NEXT_SKIP_TYPECHECK: '1', NEXT_TELEMETRY_DISABLED: '1' };
}
