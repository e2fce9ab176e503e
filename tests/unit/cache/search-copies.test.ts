/**
 * /buscar's shared copies per normalised filter set (lib/cache/search-copies.ts, issue #21): one key per filter
 * set whatever the URL's order and spelling, and no key but a canonical one names a copy.
 */
import { SEARCH_KEY_MAX_LENGTH, searchCopyKey, searchCopyRoute, searchOfCopyKey } from '@/lib/cache/search-copies';
import { AREA_MAX_POINTS, encodeArea } from '@/lib/search/area';

describe('search copies', () => {
  it('the same filters in any order or spelling share one key; no filter is "-"', () => {
    const a = searchCopyKey('?transacao=alugar&cidade=Curitiba&quartos=2');
    expect(a).toBe(searchCopyKey('?quartos=2&cidade=Curitiba&transacao=alugar&utm_source=whatsapp'));
    expect(a).not.toBe(searchCopyKey('?transacao=alugar&cidade=Curitiba&quartos=3'));
    expect(searchCopyKey('')).toBe('-');
    // Values the search ignores (an unknown sort, a negative bedroom count) are the unfiltered search.
    expect(searchCopyKey('?ordem=%3Cscript%3E&quartos=-1&foo=bar')).toBe('-');
  });

  it('a key gives back its filters; anything but a canonical key gives nothing', () => {
    const key = searchCopyKey('?cidade=S%C3%A3o+Paulo&transacao=alugar')!;
    expect(searchOfCopyKey(key)).toEqual(expect.objectContaining({ cidade: 'São Paulo', transacao: 'alugar' }));
    expect(searchOfCopyKey('-')).toEqual({});
    for (const forged of ['', 'transacao=alugar&transacao=comprar', 'quartos=-1', 'foo=bar', '%ZZ', `${key}&utm=1`, 'a'.repeat(SEARCH_KEY_MAX_LENGTH + 2)]) {
      expect([forged, searchOfCopyKey(forged)]).toEqual([forged, null]);
    }
  });

  it('a filter set too long for a copy (a drawn area of many corners) gets none', () => {
    const circle = (n: number) =>
      Array.from({ length: n }, (_, i): [number, number] => [-46.63 + 0.03 * Math.cos((2 * Math.PI * i) / n), -23.55 + 0.03 * Math.sin((2 * Math.PI * i) / n)]);
    const small = searchCopyKey(`?area=${encodeURIComponent(encodeArea(circle(6)))}`);
    expect(small).toMatch(/^area=/);
    expect(searchCopyKey(`?area=${encodeURIComponent(encodeArea(circle(AREA_MAX_POINTS)))}`)).toBeNull();
  });

  it('a link whose area cannot be used (the page says why) gets no copy', () => {
    expect(searchCopyKey('?cidade=Curitiba&area=%E2%80%AE%3Cscript%3Enot-a-polyline')).toBeNull();
    expect(searchCopyKey('?cidade=Curitiba')).toBe('cidade=Curitiba');
  });

  it("the copy's route keeps the key in one path segment", () => {
    expect(searchCopyRoute('cidade=S%C3%A3o+Paulo&transacao=alugar')).toBe('/buscar/cidade%3DS%25C3%25A3o%2BPaulo%26transacao%3Dalugar');
    expect(decodeURIComponent(searchCopyRoute('a=1&b=2').split('/')[2]!)).toBe('a=1&b=2');
  });
});
