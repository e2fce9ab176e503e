import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every function in the public schema is an HTTP endpoint (/rest/v1/rpc/<name>), so attack surface. Each must
 * be called by the app (an `.rpc('<name>'` in app/, lib/ or components/) or be marked as public API with a
 * reason (`comment on function … is 'api: …'`, migration …005020_public_api_surface). Trigger functions, which
 * PostgREST does not expose, are left out (issue #25).
 */

const ROOT = path.resolve(__dirname, '../../..');

function publicFunctions(): { name: string; comment: string | null }[] {
  const sql = `
    select p.proname as name, pg_catalog.obj_description(p.oid, 'pg_proc') as comment
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prorettype <> 'pg_catalog.trigger'::pg_catalog.regtype
      and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/fixtures/sql/eval.ts', sql], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out);
}

function calledFromApp(): Set<string> {
  const called = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/\.rpc\(\s*['"`](\w+)['"`]/g)) called.add(m[1]!);
      }
    }
  };
  for (const dir of ['app', 'lib', 'components']) walk(path.join(ROOT, dir));
  return called;
}

let functions: { name: string; comment: string | null }[];
beforeAll(() => {
  functions = publicFunctions();
});

test('every public function is called by the app or marked as public API with a reason', () => {
  const called = calledFromApp();
  expect(functions.length).toBeGreaterThan(40);
  expect(called.size).toBeGreaterThan(20);
  const unexplained = functions.filter((f) => !called.has(f.name) && !/^api: \S/.test(f.comment ?? '')).map((f) => f.name);
  expect(unexplained).toEqual([]);
  // A function the app calls must exist (a typo in .rpc('…') would only fail at run time).
  const names = new Set(functions.map((f) => f.name));
  expect([...called].filter((name) => !names.has(name))).toEqual([]);
});

test('the functions replaced by newer ones are gone', () => {
  const names = functions.map((f) => f.name);
  for (const gone of ['listing_visits', 'listing_proposals', 'proposal_history']) expect(names).not.toContain(gone);
});
