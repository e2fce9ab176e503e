import { execFileSync } from 'node:child_process';
import { monthlyTotal } from '@/lib/format/monthly-total';
import { CONDO_FEATURES } from '@/lib/search/params';
import { toRpcFilters } from '@/lib/search/rpc-filters';
import { parseSearchParams } from '@/lib/search/parse';

// Issue #36: every filter of /buscar in SQL (private.property_filter_sql, through search_properties as anon)
// against a brute-force filter of the seed's public listings written here in TypeScript, the valor total
// computed by the listing page's own function (lib/format/monthly-total.ts). The filters are built from
// /buscar URLs as the page builds them (parseSearchParams → toRpcFilters). One child process loads the
// migrations and the seed in memory (tests/integration/search/seed-search.eval.ts) and answers every case.

type Listing = {
  id: number;
  transaction: 'aluguel' | 'venda';
  price: number;
  condo_fee: number | null;
  iptu: number | null;
  area: number | null;
  bathrooms: number;
  parking_spaces: number;
  furnished: boolean;
  pets_allowed: boolean;
  condo_features: string[];
  state: string;
};
type PageRow = { id: number; price: number; condo_fee: number | null; iptu: number | null; transaction: string };

const total = (l: { price: number; condo_fee: number | null; iptu: number | null }) =>
  monthlyTotal({ price: l.price, condoFee: l.condo_fee, iptu: l.iptu });
const rentOf = (l: Listing, f: ReturnType<typeof parseSearchParams>) => (f.valor === 'total' ? total(l) : l.price);

/** The brute-force meaning of each URL filter (only those the cases use besides the old ones). */
function matches(l: Listing, f: ReturnType<typeof parseSearchParams>): boolean {
  if (f.transacao === 'alugar' && l.transaction !== 'aluguel') return false;
  if (f.transacao === 'comprar' && l.transaction !== 'venda') return false;
  if (l.transaction === 'aluguel' && f.transacao !== 'comprar') {
    if (f.aluguelMin && rentOf(l, f) < f.aluguelMin) return false;
    if (f.aluguelMax && rentOf(l, f) > f.aluguelMax) return false;
  }
  if (l.transaction === 'venda' && f.transacao !== 'alugar') {
    if (f.precoMin && l.price < f.precoMin) return false;
    if (f.precoMax && l.price > f.precoMax) return false;
  }
  if (f.areaMin && (l.area == null || l.area < f.areaMin)) return false;
  if (f.areaMax && (l.area == null || l.area > f.areaMax)) return false;
  if (f.banheiros && l.bathrooms < f.banheiros) return false;
  if (f.vagas && l.parking_spaces < f.vagas) return false;
  if (f.mobiliado && !l.furnished) return false;
  if (f.pets && !l.pets_allowed) return false;
  if (f.condominioMax && (l.condo_fee ?? 0) > f.condominioMax) return false;
  for (const c of f.comodidades ?? []) if (!l.condo_features.includes(c)) return false;
  if (f.estado && l.state !== f.estado) return false;
  return true;
}

const CASES = [
  'transacao=alugar&aluguelMax=3000&valor=total&ordem=menor-preco',
  'transacao=alugar&aluguelMax=3000',
  'transacao=alugar&aluguelMin=2000&aluguelMax=4000&valor=total&ordem=maior-preco',
  'transacao=comprar&precoMin=300000&precoMax=800000',
  // Todos: a rent range and a sale range, each for its own listings.
  'aluguelMax=2500&precoMax=600000',
  'areaMin=60&areaMax=120',
  'banheiros=2',
  'vagas=2',
  'banheiros=4&vagas=4',
  'mobiliado=1',
  'pets=1',
  'pets=1&mobiliado=1',
  'condominioMax=600',
  'comodidades=piscina',
  'comodidades=piscina,academia,churrasqueira',
  ...CONDO_FEATURES.map((c) => `comodidades=${c}`),
  'estado=PR',
  'estado=PR&transacao=alugar&pets=1&aluguelMax=5000&valor=total',
  // Reversed and huge: swapped and clamped by the parser, not an error.
  'areaMin=300&areaMax=40&condominioMax=99999999999999',
];

let answer: { listings: Listing[]; results: { ids: number[]; orIds: number[]; total: number; page: PageRow[] }[] };
const parsed = CASES.map((qs) => parseSearchParams(new URLSearchParams(qs)));

beforeAll(() => {
  const filters = parsed.map((f) => toRpcFilters(f));
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/integration/search/seed-search.eval.ts', JSON.stringify(filters)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  answer = JSON.parse(out);
}, 300_000);

describe('the search filters in SQL match a brute-force filter of the seed', () => {
  it('the seed has listings for the filters to tell apart', () => {
    const l = answer.listings;
    expect(l.length).toBeGreaterThan(100);
    expect(l.some((x) => x.pets_allowed) && l.some((x) => !x.pets_allowed)).toBe(true);
    expect(l.some((x) => x.furnished) && l.some((x) => !x.furnished)).toBe(true);
    // Every feature offered as a checkbox exists in the data.
    for (const key of CONDO_FEATURES) expect(l.some((x) => x.condo_features.includes(key))).toBe(true);
  });

  it.each(CASES.map((qs, i) => [qs, i] as const))('%s', (_qs, i) => {
    const f = parsed[i]!;
    const expected = answer.listings.filter((l) => matches(l, f)).map((l) => l.id);
    const result = answer.results[i]!;
    // A case that selects nothing (or everything) tells nothing.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(answer.listings.length);
    expect(result.ids).toEqual(expected);
    expect(result.orIds).toEqual(expected);
    // The page search_properties returns (up to 100 rows) holds matches only.
    const wanted = new Set(expected);
    expect(result.page.length).toBe(Math.min(100, expected.length));
    expect(result.page.every((r) => wanted.has(Number(r.id)))).toBe(true);
    expect(result.total).toBe(expected.length);
  });

  it("'Valor total' is the listing page's total, and the price sort orders by it", () => {
    const [asc, rentOnly, desc] = answer.results;
    const totalsAsc = asc!.page.map(total);
    expect(totalsAsc.every((t) => t <= 3000)).toBe(true);
    expect(totalsAsc).toEqual([...totalsAsc].sort((a, b) => a - b));
    const totalsDesc = desc!.page.map(total);
    expect(totalsDesc).toEqual([...totalsDesc].sort((a, b) => b - a));
    // 'Aluguel' alone lets in rentals whose total is above the amount.
    expect(rentOnly!.ids.length).toBeGreaterThan(asc!.ids.length);
  });
});

describe('the new filter keys refuse malformed input as anon and as a signed-in user, and change nothing', () => {
  it.each([
    [{ rent_max: 'abc' }, '22P02'],
    [{ min_area: '1; drop table public.properties' }, '22P02'],
    [{ furnished: 'talvez' }, '22P02'],
    [{ rent_total: 'sim' }, '22P02'],
    [{ sale_max: '99999999999999999999999' }, '22003'],
  ])('%j → %s', async (filters, code) => {
    const { anonClient, signedInClient } = await import('../env');
    const { client } = await signedInClient('app');
    for (const c of [anonClient('app'), client]) {
      const { data, error } = await c.rpc('search_properties', { filters: { ...filters, limit: 1 } });
      expect(data).toBeNull();
      expect(error?.code).toBe(code);
    }
    // The table is still there and searchable.
    const { error } = await anonClient('app').rpc('search_properties', { filters: { limit: 1, min_bathrooms: 1 } });
    expect(error).toBeNull();
  });

  it('a non-array condo_features is no filter, and the helper is not reachable', async () => {
    const { anonClient } = await import('../env');
    const anon = anonClient('app');
    const { error } = await anon.rpc('search_properties', { filters: { condo_features: 'piscina', limit: 1 } });
    expect(error).toBeNull();
    const helper = await anon.schema('private' as 'public').rpc('rent_total_sql' as never);
    expect(helper.error).not.toBeNull();
  });
});
