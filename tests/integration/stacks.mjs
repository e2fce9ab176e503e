// The local stacks (each on a free port chosen at start, exported as LAR_TEST_FIXTURE_URL and
// LAR_TEST_APP_URL; LAR_TEST_FIXED_PORTS=1 uses the ports below) the integration tests talk to, each in memory and started once per jest run:
//  - "fixture": a small fixture migration set, for the tests of local-supabase itself;
//  - "app": the project's own supabase/migrations (no seed: every test file makes its own data).
export const STACKS = {
  fixture: { port: 54391, migrations: 'tests/fixtures/local-supabase/migrations' },
  app: { port: 54392, migrations: 'supabase/migrations' },
};
