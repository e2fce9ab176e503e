import { suggestSearchName } from '@/components/saved-searches/search-name';
import { formatBRL } from '@/lib/format';
import { AREA_MAX_POINTS, areaError, decodeArea, encodeArea, normalizeArea, type AreaPoint } from '@/lib/search/area';
import { searchHref, toSearchParams } from '@/lib/search/params';
import { toRpcFilters } from '@/lib/search/rpc-filters';
import { parseSearchParams, polygonSchema } from '@/lib/search/parse';
import catalogue from '@/messages/pt-BR/saved-searches.json';

// Issue #22: the area drawn on the /buscar map, from the map's corners to the URL's `area=` and the SQL
// filters' `polygon`, and every way a link's `area=` can be wrong.

const PINHEIROS: AreaPoint[] = [
  [-46.70512, -23.57245],
  [-46.68011, -23.55902],
  [-46.67034, -23.57811],
  [-46.69388, -23.5923],
];
/** n corners on a circle around São Paulo (never crossing). */
const circle = (n: number): AreaPoint[] =>
  Array.from({ length: n }, (_, i) => normalizeArea([[-46.63 + 0.1 * Math.cos((2 * Math.PI * i) / n), -23.55 + 0.1 * Math.sin((2 * Math.PI * i) / n)]])[0]!);

describe('area= in the URL', () => {
  it('round-trips the corners through a compact polyline and back into the filters and the SQL polygon', () => {
    const value = encodeArea(PINHEIROS);
    expect(value.length).toBeLessThan(40);
    expect(decodeArea(value)).toEqual({ area: PINHEIROS });
    const href = searchHref({ transacao: 'alugar', area: PINHEIROS });
    const filters = parseSearchParams(new URLSearchParams(href.split('?')[1]));
    expect(filters.area).toEqual(PINHEIROS);
    expect(filters.areaError).toBeUndefined();
    expect(toRpcFilters(filters).polygon).toEqual(PINHEIROS);
    // The canonical query keeps it (a saved search stores this query).
    expect(toSearchParams(filters).get('area')).toBe(value);
  });

  it('drops the closing corner and repeated corners, rounding to ~1 m', () => {
    expect(normalizeArea([...PINHEIROS, PINHEIROS[1]!, PINHEIROS[0]!].slice(0, 4).concat([PINHEIROS[0]!]))).toEqual(PINHEIROS);
    expect(normalizeArea([[1.234567, 2.000001], [1.234567, 2.000001], [3, 4]])).toEqual([[1.23457, 2], [3, 4]]);
  });

  it.each([
    ['garbage', 'not a polygon!', 'invalid'],
    ['percent-encoded script', '%3Cscript%3E', 'invalid'],
    ['control characters', '\u0000\u0001', 'invalid'],
    ['a cut-off value', encodeArea(PINHEIROS).slice(0, -1), undefined],
    ['two corners', encodeArea(PINHEIROS.slice(0, 2)), 'tooFew'],
    ['a line', encodeArea([[-46.6, -23.5], [-46.5, -23.5], [-46.4, -23.5]]), 'invalid'],
    ['crossing edges (a bow tie)', encodeArea([[-46.7, -23.6], [-46.6, -23.5], [-46.6, -23.6], [-46.7, -23.5]]), 'crossing'],
    ['101 corners', encodeArea(circle(101)), 'tooMany'],
    ['a huge value', 'A'.repeat(5000), 'tooMany'],
    ['latitudes beyond the poles', encodeArea([[10, 95], [11, 95], [11, 96]]), 'invalid'],
  ])('%s: no area, and the reason for the page', (_, value, reason) => {
    const filters = parseSearchParams(new URLSearchParams({ area: value, transacao: 'alugar' }));
    expect(filters.transacao).toBe('alugar');
    if (reason === undefined) {
      // A cut-off value is either refused or read as a valid area: never an exception.
      expect(filters.area === undefined ? filters.areaError : 'valid').toBeTruthy();
      return;
    }
    expect(filters.area).toBeUndefined();
    expect(filters.areaError).toBe(reason);
    expect(toRpcFilters(filters).polygon).toBeUndefined();
    expect(catalogue.SearchArea.errors[reason as keyof typeof catalogue.SearchArea.errors]).toMatch(/\S/);
  });

  it('takes 100 corners, not 101', () => {
    expect(decodeArea(encodeArea(circle(AREA_MAX_POINTS)))).toEqual({ area: circle(AREA_MAX_POINTS) });
    expect(areaError(circle(AREA_MAX_POINTS + 1))).toBe('tooMany');
  });

  it('the SQL filter object is checked with zod as the server reads it', () => {
    expect(polygonSchema.safeParse(PINHEIROS).success).toBe(true);
    expect(polygonSchema.safeParse([[0, 0], [1, 1]]).success).toBe(false);
    expect(polygonSchema.safeParse([[0, 0], [1, 1], ['x', 1]]).success).toBe(false);
    expect(polygonSchema.safeParse([[-46.7, -23.6], [-46.6, -23.5], [-46.6, -23.6], [-46.7, -23.5]]).error?.issues[0]?.message).toBe('crossing');
    // A saved search of 100 corners fits the saved query's limit once percent-encoded.
    expect(toSearchParams({ area: circle(AREA_MAX_POINTS) }).toString().length).toBeLessThanOrEqual(4000);
  });
});

describe('the saved search name of a drawn area', () => {
  const tn = (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue.SavedSearches.name_) as string;
    return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
  };
  const name = (query: string) => suggestSearchName(parseSearchParams(new URLSearchParams(query)), tn, formatBRL);
  it('mentions the area', () => {
    const area = encodeArea(PINHEIROS);
    expect(name(`transacao=alugar&tipos=apartamento&aluguelMax=3000&area=${encodeURIComponent(area)}`)).toBe(
      'Apartamentos para alugar na área desenhada até R$ 3.000',
    );
    expect(name(`cidade=São Paulo&area=${encodeURIComponent(area)}`)).toBe('Imóveis em São Paulo na área desenhada');
  });
});
