import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CEP_RANGES } from '@/lib/validations/rules/cep-uf';
import { LISTING_LIMITS } from '@/lib/validations/listings';

/**
 * The listing limits live twice — private.listing_limits() in SQL (which listing_save, listing_photo_add and
 * the storage policy read) and LISTING_LIMITS in lib/validations/listings.ts (the zod schemas) — and the CEP
 * ranges per UF too (private.cep_uf and lib/validations/rules/cep-uf.ts). Both pairs must agree.
 */

const ROOT = path.resolve(__dirname, '../../..');

function evalSql<T>(sql: string): T {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/fixtures/sql/eval.ts', sql], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as T;
}

let sql: { limits: Record<string, number>; ufs: { prefix: number; uf: string | null }[] };
beforeAll(() => {
  // Every range boundary and its neighbours, in one throw-away database.
  const prefixes = new Set<number>();
  for (const ranges of Object.values(CEP_RANGES)) {
    for (const [from, to] of ranges) for (const p of [from - 1, from, to, to + 1]) if (p >= 0 && p <= 99999) prefixes.add(p);
  }
  const list = [...prefixes].join(',');
  const [row] = evalSql<{ limits: Record<string, number>; ufs: { prefix: number; uf: string | null }[] }[]>(`
    select private.listing_limits() as limits,
           (select json_agg(json_build_object('prefix', p, 'uf', private.cep_uf(lpad(p::text, 5, '0') || '-000')) order by p)
              from unnest(array[${list}]) as p) as ufs`);
  sql = row!;
});

test('LISTING_LIMITS is private.listing_limits()', () => {
  expect(sql.limits).toEqual({ ...LISTING_LIMITS });
});

test('the CEP ranges per UF agree with private.cep_uf at every boundary', () => {
  const ts = (prefix: number) =>
    (Object.entries(CEP_RANGES) as [string, readonly (readonly [number, number])[]][]).find(([, ranges]) =>
      ranges.some(([from, to]) => prefix >= from && prefix <= to),
    )?.[0] ?? null;
  expect(sql.ufs.length).toBeGreaterThan(60);
  for (const { prefix, uf } of sql.ufs) expect({ prefix, uf }).toEqual({ prefix, uf: ts(prefix) });
});
