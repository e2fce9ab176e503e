import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support';
import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_SECRET_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
} from '../../../local-supabase/src/defaults';

// Issue #28, item 4: lib/env.ts, which every client component imports, held the service-role key's
// default, and the built browser chunks carried it. The browser may know the anon key and nothing more:
// this scans every built client chunk (<NEXT_DIST_DIR>/static/**/*.js, the build the e2e run serves) for
// the service-role key, in full and by its payload, for the secret key and the JWT secret, and for the
// values of SUPABASE_SERVICE_ROLE_KEY / SUPABASE_SECRET_KEY when the build was given any.

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const STATIC = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'static');

function clientChunks(): { file: string; text: string }[] {
  return fs
    .readdirSync(STATIC, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(STATIC, f), 'utf8') }));
}

const payloadOf = (jwt: string) => jwt.split('.')[1];

test('no client chunk carries a server secret', () => {
  const chunks = clientChunks();
  // The scan reads the real bundles: there are many, and the browser's Supabase client is in them.
  expect(chunks.length).toBeGreaterThan(10);
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim() || DEFAULT_ANON_KEY;
  expect(chunks.some((c) => c.text.includes(anonKey))).toBe(true);

  const secrets: [string, string][] = [
    ['the CLI service-role key', DEFAULT_SERVICE_ROLE_KEY],
    ['the CLI service-role key payload', payloadOf(DEFAULT_SERVICE_ROLE_KEY)],
    ['the CLI secret key', DEFAULT_SECRET_KEY],
    ['the CLI JWT secret', DEFAULT_JWT_SECRET],
  ];
  for (const name of ['SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_SECRET_KEY'] as const) {
    const value = process.env[name]?.trim();
    if (value) secrets.push([`the ${name} the build was given`, value]);
  }
  const leaks = secrets.flatMap(([what, value]) =>
    chunks.filter((c) => c.text.includes(value)).map((c) => `${what} in static/${c.file}`),
  );
  expect(leaks).toEqual([]);
});
