import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * supabase/schema.sql is the schema supabase/migrations build (scripts/db/schema-dump.ts reads it from a
 * throw-away database). A migration added or changed without regenerating it fails here, with the command
 * that fixes it: `npm run db:schema`, then commit supabase/schema.sql with the migration.
 */

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../../..');
const FILE = 'supabase/schema.sql';

/** The first line where two texts differ, for the failure message. */
function firstDifference(want: string, got: string): string {
  const a = want.split('\n');
  const b = got.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) {
      return `line ${i + 1}:\n  the migrations build: ${a[i] ?? '(end of file)'}\n  ${FILE} has:  ${b[i] ?? '(end of file)'}`;
    }
  }
  return '(no difference)';
}

test(`${FILE} matches the schema the migrations build (after a migration: npm run db:schema)`, () => {
  const built = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db/schema-dump.ts', '--stdout'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The dump covers every kind of object it claims to (a query that silently returned nothing would pass).
  for (const marker of ['create type public.', 'create table public.', 'enable row level security', 'CREATE INDEX',
    'CREATE OR REPLACE FUNCTION public.', 'SECURITY DEFINER', 'grant execute on function', 'CREATE TRIGGER', 'create policy']) {
    expect(built).toContain(marker);
  }
  const committed = fs.existsSync(path.join(ROOT, FILE)) ? fs.readFileSync(path.join(ROOT, FILE), 'utf8') : '';
  if (built !== committed) {
    throw new Error(
      `${FILE} does not match supabase/migrations: run \`npm run db:schema\` and commit ${FILE} with the migration.\n` +
        `First difference at ${firstDifference(built, committed)}`,
    );
  }
});
