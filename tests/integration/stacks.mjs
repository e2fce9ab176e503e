// The local stacks the integration tests talk to, each in memory and started once per jest run:
//  - "fixture": a small fixture migration set, for the tests of local-supabase itself;
//  - "app": the project's own supabase/migrations (no seed: every test file makes its own data).
export const STACKS = {
  fixture: { port: 54391, migrations: 'tests/fixtures/local-supabase/migrations' },
  app: { port: 54392, migrations: 'supabase/migrations' },
};
