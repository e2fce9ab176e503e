import { filterChips, searchHref, toSearchParams } from '@/lib/search/params';
import { toRpcFilters } from '@/lib/search/rpc-filters';
import { parseSearchParams } from '@/lib/search/parse';

// Issue #34: the /buscar filter 'Abaixo da mediana da região' from the URL to the SQL filters and back.
describe('abaixoMediana', () => {
  test('?abaixoMediana=1 asks SQL for below_median and survives the canonical URL', () => {
    const f = parseSearchParams(new URLSearchParams('transacao=alugar&abaixoMediana=1'));
    expect(f.abaixoMediana).toBe(true);
    expect(toRpcFilters(f).below_median).toBe(true);
    expect(toSearchParams(f).get('abaixoMediana')).toBe('1');
    expect(searchHref(f)).toContain('abaixoMediana=1');
    const chip = filterChips(f, String).find((c) => c.id === 'abaixoMediana');
    expect(chip?.message).toBe('belowMedian');
    // Removing the chip drops the filter.
    expect(toRpcFilters({ ...f, ...chip!.remove }).below_median).toBeUndefined();
  });

  test('anything else than 1 is no filter (the lenient parser never fails a URL)', () => {
    for (const v of ['0', 'x', '', '1%27%20or%201=1', 'true ']) {
      const f = parseSearchParams(new URLSearchParams({ abaixoMediana: v }));
      expect([v, toRpcFilters(f).below_median]).toEqual([v, undefined]);
      expect(toSearchParams(f).has('abaixoMediana')).toBe(false);
    }
  });
});
