import bcrypt from 'bcryptjs';
import fs from 'node:fs';
import path from 'node:path';
import { buildDataset, DEMO_PASSWORD } from '@/scripts/seed/build.ts';
import { at, day, insert, literal, passwordHash, raw, renderSql, textArray } from '@/scripts/seed/sql.ts';

describe('SQL literals', () => {
  it('quotes strings, numbers, booleans and nulls', () => {
    expect(literal("D'Ávila")).toBe("'D''Ávila'");
    expect(literal(12.5)).toBe('12.5');
    expect(literal(true)).toBe('true');
    expect(literal(null)).toBe('null');
    expect(literal(raw('now()'))).toBe('now()');
    expect(() => literal(Number.NaN)).toThrow();
    expect(textArray([])).toEqual(raw(`'{}'::text[]`));
    expect(textArray(["Rua D'Ávila", 'Piscina'])).toEqual(raw(`array['Rua D''Ávila', 'Piscina']`));
  });

  it('writes times relative to now()', () => {
    expect(at(0)).toEqual(raw('now()'));
    expect(at(-90)).toEqual(raw(`now() - interval '90 minutes'`));
    expect(at(30.4)).toEqual(raw(`now() + interval '30 minutes'`));
    expect(at(null)).toBeNull();
    expect(day(-3)).toEqual(raw(`(timezone('America/Sao_Paulo', now()))::date - 3`));
  });

  it('batches multi-row inserts and checks the row width', () => {
    const sql = insert('t', ['a', 'b'], [[1, 'x'], [2, 'y'], [3, 'z']], 2);
    expect(sql).toBe("insert into t (a, b) values\n  (1, 'x'),\n  (2, 'y');\ninsert into t (a, b) values\n  (3, 'z');\n");
    expect(() => insert('t', ['a', 'b'], [[1]])).toThrow(/row has 1 values/);
  });
});

describe('seed.sql', () => {
  const sql = renderSql(buildDataset());

  it('is the same on every run and matches the committed supabase/seed.sql', () => {
    expect(renderSql(buildDataset())).toBe(sql);
    const committed = fs.readFileSync(path.join(process.cwd(), 'supabase', 'seed.sql'), 'utf8');
    expect(committed).toBe(sql);
  });

  it('stores one literal bcrypt hash of the demo password and no crypt() call', () => {
    const hash = passwordHash();
    expect(hash).toMatch(/^\$2a\$10\$.{53}$/);
    expect(bcrypt.compareSync(DEMO_PASSWORD, hash)).toBe(true);
    expect(bcrypt.compareSync('wrong password', hash)).toBe(false);
    expect(sql.split(hash).length - 1).toBe((sql.match(/'authenticated', 'authenticated'/g) ?? []).length);
    expect(sql).not.toMatch(/crypt\(/);
  });

  it('inserts users the way seed scripts must (nil instance, confirmed, empty token columns)', () => {
    const userInsert = sql.slice(sql.indexOf('insert into auth.users'), sql.indexOf('insert into auth.identities'));
    const rows = userInsert.split('\n').filter((l) => l.startsWith('  ('));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.startsWith("  ('00000000-0000-0000-0000-000000000000', '")).toBe(true);
      expect(row).toContain(", '', '', '', '', '{\"provider\":\"email\",\"providers\":[\"email\"]}'::jsonb, '{\"name\":");
      expect(row).toMatch(/"role":"(cliente|proprietario|corretor|imobiliaria)"\}'::jsonb/);
    }
    expect(sql).toContain("'cliente@lar.dev'");
    expect(sql).toContain("'imobiliaria@lar.dev'");
  });

  it('contains no placeholders and never depends on the clock of the generator', () => {
    expect(sql).not.toMatch(/undefined|NaN|\[object Object\]/);
    expect(sql).not.toMatch(/20\d\d-\d\d-\d\dT/);
    expect(sql).toContain("expires_at");
    expect(sql).toMatch(/now\(\) \+ interval '\d+ minutes'/);
  });
});
