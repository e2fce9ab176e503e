import { buildDataset } from '@/scripts/seed/build.ts';
import { renderBulkListings } from '@/scripts/seed/bulk.ts';

describe('large profile SQL', () => {
  const ds = buildDataset();

  it('generates the extra listings in the database, so the file does not grow with the size', () => {
    const small = renderBulkListings(ds, 1000);
    const large = renderBulkListings(ds, 99400);
    expect(small).toContain('generate_series(1, 1000)');
    expect(large).toContain('generate_series(1, 99400)');
    expect(Math.abs(large.length - small.length)).toBeLessThan(10);
    expect(renderBulkListings(ds, 99400)).toBe(large);
    expect(renderBulkListings(ds, 0)).toBe('');
  });

  it('continues the ids after the regular listings and restores the listing trigger', () => {
    const sql = renderBulkListings(ds, 500);
    expect(sql).toContain(`${100000 + ds.properties.length - 1} + g.i`);
    expect(sql).toContain(`where p.id >= ${100000 + ds.properties.length}`);
    const disabled = sql.indexOf('disable trigger properties_before_write');
    const enabled = sql.indexOf('enable trigger properties_before_write');
    expect(disabled).toBeGreaterThan(0);
    expect(enabled).toBeGreaterThan(disabled);
    expect(sql).not.toMatch(/undefined|NaN/);
    // Every neighbourhood row carries its agency and at least one active broker.
    const hoodRows = sql.slice(sql.indexOf('insert into seed_hoods'), sql.indexOf('create temporary table seed_photos')).split('\n').filter((l) => l.startsWith('  ('));
    expect(hoodRows.length).toBeGreaterThan(40);
    for (const row of hoodRows) expect(row).toMatch(/array\['[0-9a-f-]{36}'/);
  });
});
