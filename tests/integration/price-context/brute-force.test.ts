import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Issue #34: the precomputed comparable groups (private.price_context_groups) and what the page, the cards
// and the publish check read from them, against a brute-force recomputation written here in TypeScript from
// the listings' own columns: on the seed, and on a random catalogue written and then edited in many
// statements (the triggers refresh per statement). Medians and percentiles must agree EXACTLY (the same
// IEEE arithmetic as Postgres' percentile_cont: lo + (pos − ⌊pos⌋) × (hi − lo), pos = f × (n − 1)).
// One child process builds the database in memory (price-context.eval.ts).

type Listing = {
  id: number;
  transaction: 'aluguel' | 'venda';
  type: string;
  state: string;
  city_key: string;
  neighborhood_key: string;
  neighborhood: string;
  city: string;
  bedrooms: number;
  status: string;
  deleted: boolean;
  unexpired: boolean;
  price: number;
  condo_fee: number | null;
  area: number | null;
  price_per_m2: number | null;
};
type Group = {
  transaction: string;
  type: string;
  state: string;
  city_key: string;
  neighborhood_key: string;
  bedrooms: number;
  comparables: number;
  p10: number;
  median: number;
  p90: number;
};
type Context = {
  transaction: string;
  price_per_m2: number | null;
  level: 'bairro' | 'cidade' | null;
  place: string | null;
  comparables: number;
  p10: number | null;
  median: number | null;
  p90: number | null;
  diff_pct: number | null;
  suspicious?: boolean;
};
type Snapshot = {
  listings: Listing[];
  groups: Group[];
  comparisons: { id: number; c: Context }[];
  contexts: { id: number; c: Context | null }[];
  positions: { id: number; diff_pct: number; level: string }[];
  below: Record<string, number[]>;
  searchedBelow: number;
};

/** R$/m² from the listing's own columns: rent (aluguel + condomínio), sale price; usable area only. */
function pricePerM2(l: Listing): number | null {
  const maxArea = l.type === 'terreno' ? 1_000_000 : 5000;
  if (!(l.price > 0) || l.area === null || l.area < 10 || l.area > maxArea) return null;
  return (l.price + (l.transaction === 'aluguel' ? (l.condo_fee ?? 0) : 0)) / l.area;
}

function percentileCont(sorted: number[], f: number): number {
  const pos = f * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return hi === lo ? sorted[lo]! : sorted[lo]! + (pos - lo) * (sorted[hi]! - sorted[lo]!);
}

/** Postgres' round(float8::numeric): 15 significant digits, then half away from zero. */
const pgRound = (x: number) => {
  const v = Number(x.toPrecision(15));
  return Math.sign(v) * Math.round(Math.abs(v)) || 0;
};

const isMember = (l: Listing) => l.status === 'ativo' && pricePerM2(l) !== null;
const keyOf = (l: Pick<Group, 'transaction' | 'type' | 'state' | 'city_key' | 'neighborhood_key' | 'bedrooms'>) =>
  [l.transaction, l.type, l.state, l.city_key, l.neighborhood_key, l.bedrooms].join('|');

function stats(members: Listing[]) {
  const v = members.map((m) => pricePerM2(m)!).sort((a, b) => a - b);
  return { comparables: v.length, p10: percentileCont(v, 0.1), median: percentileCont(v, 0.5), p90: percentileCont(v, 0.9) };
}

/** The comparables of `l` at one level ('' = the city), among `pool`. */
const comparablesOf = (l: Listing, nb: string, pool: Listing[]) =>
  pool.filter(
    (m) =>
      isMember(m) && m.transaction === l.transaction && m.type === l.type && m.state === l.state &&
      m.city_key === l.city_key && Math.abs(m.bedrooms - l.bedrooms) <= 1 && (nb === '' || m.neighborhood_key === nb),
  );

/**
 * Every bairro group with a member; a city group only where a listing may fall back to it (migration
 * 20261130130200): some bairro group of that centre has fewer than 5, or a listing of that centre has no bairro.
 */
function expectedGroups(listings: Listing[]): Map<string, Group> {
  const out = new Map<string, Group>();
  const members = listings.filter(isMember);
  for (const l of members) {
    if (l.neighborhood_key === '') continue;
    for (let c = Math.max(l.bedrooms - 1, 0); c <= l.bedrooms + 1; c++) {
      const key = { transaction: l.transaction, type: l.type, state: l.state, city_key: l.city_key, neighborhood_key: l.neighborhood_key, bedrooms: c };
      if (!out.has(keyOf(key))) out.set(keyOf(key), { ...key, ...stats(comparablesOf({ ...l, bedrooms: c }, l.neighborhood_key, listings)) });
    }
  }
  const bairroGroups = [...out.values()];
  const sameCity = (g: Pick<Group, 'transaction' | 'type' | 'state' | 'city_key'>, l: Listing) =>
    g.transaction === l.transaction && g.type === l.type && g.state === l.state && g.city_key === l.city_key;
  for (const l of members) {
    for (let c = Math.max(l.bedrooms - 1, 0); c <= l.bedrooms + 1; c++) {
      const key = { transaction: l.transaction, type: l.type, state: l.state, city_key: l.city_key, neighborhood_key: '', bedrooms: c };
      if (out.has(keyOf(key))) continue;
      const needed =
        bairroGroups.some((g) => sameCity(g, l) && g.bedrooms === c && g.comparables < 5) ||
        members.some((m) => sameCity(key, m) && m.neighborhood_key === '' && m.bedrooms === c);
      if (needed) out.set(keyOf(key), { ...key, ...stats(comparablesOf({ ...l, bedrooms: c }, '', listings)) });
    }
  }
  return out;
}

/** What a listing compares against: its bairro with >= 5, else its city with >= 5, else nothing. */
function expectedComparison(l: Listing, pool: Listing[]): Context {
  const ppm = pricePerM2(l);
  const base = { transaction: l.transaction, price_per_m2: ppm };
  if (ppm === null) return { ...base, level: null, place: null, comparables: 0, p10: null, median: null, p90: null, diff_pct: null };
  const bairro = l.neighborhood_key ? comparablesOf(l, l.neighborhood_key, pool) : [];
  const city = comparablesOf(l, '', pool);
  const [level, members] = bairro.length >= 5 ? (['bairro', bairro] as const) : city.length >= 5 ? (['cidade', city] as const) : [null, city];
  if (!level) return { ...base, level, place: null, comparables: members.length, p10: null, median: null, p90: null, diff_pct: null };
  const s = stats(members);
  return {
    ...base,
    level,
    place: level === 'bairro' ? l.neighborhood : l.city,
    ...s,
    diff_pct: pgRound(((ppm - s.median) / s.median) * 100),
  };
}

function check(snap: Snapshot, label: string) {
  const listings = snap.listings.map((l) => ({ ...l, id: Number(l.id), price_per_m2: l.price_per_m2 === null ? null : Number(l.price_per_m2) }));
  // The stored column is the rule.
  for (const l of listings) expect([label, l.id, l.price_per_m2]).toEqual([label, l.id, pricePerM2(l)]);

  // Every group, exactly; and no group more.
  const expected = expectedGroups(listings);
  const actual = new Map(snap.groups.map((g) => [keyOf(g), { ...g, bedrooms: Number(g.bedrooms) }]));
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [k, g] of expected) expect([label, k, actual.get(k)]).toEqual([label, k, g]);

  // The page's read (anon): active, unexpired, not deleted listings only; the listing itself is a member.
  const isPublic = (l: Listing) => l.status === 'ativo' && l.unexpired && !l.deleted;
  const byId = new Map(listings.map((l) => [l.id, l]));
  let compared = 0;
  for (const { id, c } of snap.contexts) {
    const l = byId.get(Number(id))!;
    if (!isPublic(l)) {
      expect([label, l.id, c]).toEqual([label, l.id, null]);
      continue;
    }
    const want = expectedComparison(l, listings);
    const got = { transaction: c!.transaction, price_per_m2: c!.price_per_m2, level: c!.level, place: c!.place, comparables: c!.comparables, p10: c!.p10, median: c!.median, p90: c!.p90, diff_pct: c!.diff_pct };
    expect([label, l.id, got]).toEqual([label, l.id, want]);
    if (want.level) compared += 1;
  }
  // The cards' read: the same difference for the same listings.
  const positions = new Map(snap.positions.map((p) => [Number(p.id), p]));
  for (const { id, c } of snap.contexts) {
    if (c?.level) expect([label, id, positions.get(Number(id))?.diff_pct, positions.get(Number(id))?.level]).toEqual([label, id, c.diff_pct, c.level]);
    else expect([label, id, positions.has(Number(id))]).toEqual([label, id, false]);
  }

  // The search filter 'Abaixo da mediana da região': the public listings under their comparables' median,
  // with each filter's other conditions (transação; in 'Todos', each transação's own price range).
  const below = (l: Listing) => {
    const c = isPublic(l) ? expectedComparison(l, listings) : null;
    return !!c?.level && c.price_per_m2! < c.median!;
  };
  const inRange = (l: Listing, f: Record<string, unknown>) =>
    (f.transaction === undefined || l.transaction === f.transaction) &&
    (f.min_price === undefined || l.price >= (f.min_price as number)) &&
    (f.max_price === undefined || l.price <= (f.max_price as number)) &&
    (f.rent_max === undefined || l.transaction !== 'aluguel' || l.price <= (f.rent_max as number)) &&
    (f.sale_max === undefined || l.transaction !== 'venda' || l.price <= (f.sale_max as number));
  for (const [json, ids] of Object.entries(snap.below)) {
    const f = JSON.parse(json) as Record<string, unknown>;
    const want = listings.filter((l) => below(l) && inRange(l, f)).map((l) => l.id);
    expect([label, json, ids]).toEqual([label, json, want]);
    expect(want.length).toBeGreaterThan(0);
  }
  expect(snap.searchedBelow).toBe(snap.below['{"below_median":true}']!.length);

  // The publish check: any listing against the OTHER active listings.
  for (const { id, c } of snap.comparisons) {
    const l = byId.get(Number(id))!;
    const others = listings.filter((m) => m.id !== l.id);
    const want = expectedComparison(l, others);
    const suspicious = !!want.level && (l.transaction === 'aluguel' ? want.price_per_m2! < 0.6 * want.median! : want.price_per_m2! < 0.5 * want.median!);
    const got = { place: null, p10: null, median: null, p90: null, diff_pct: null, ...(c as Partial<Context>), transaction: l.transaction };
    expect([label, l.id, got]).toEqual([label, l.id, { ...want, suspicious }]);
  }
  return compared;
}

// A seeded random catalogue: three cities (two of them share a name in different states), four bairros
// each, mostly apartments, some missing/tiny/absurd areas, some drafts and paused listings.
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomSteps(seed: number) {
  const rnd = mulberry32(seed);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const places = [
    { city: 'Cidade Alfa', state: 'SP' },
    { city: 'Cidade Alfa', state: 'MG' },
    { city: 'Vila Beta', state: 'RJ' },
  ];
  const bairros = ['Centro', 'Jardim Norte', 'Vila Sul', 'Alto da Serra'];
  const types = ['apartamento', 'apartamento', 'apartamento', 'casa', 'terreno'];
  const area = () => {
    const r = rnd();
    return r < 0.05 ? null : r < 0.08 ? int(1, 9) : r < 0.1 ? int(6000, 90000) : int(25, 220);
  };
  const listing = (i: number) => {
    const transaction = rnd() < 0.6 ? 'aluguel' : 'venda';
    const p = pick(places);
    const r = rnd();
    return {
      i,
      transaction,
      type: pick(types),
      title: `Imóvel aleatório ${i}`,
      price: transaction === 'aluguel' ? int(800, 9000) : int(150, 2500) * 1000,
      condo_fee: rnd() < 0.3 ? null : int(0, 1500),
      bedrooms: int(0, 4),
      area: area(),
      neighborhood: pick(bairros),
      city: p.city,
      state: p.state,
      status: r < 0.85 ? 'ativo' : r < 0.93 ? 'pausado' : 'rascunho',
    };
  };
  const n = 360;
  const ids = Array.from({ length: n }, (_, i) => i);
  const steps: unknown[] = [
    { insert: ids.slice(0, 200).map(listing) },
    { insert: ids.slice(200, 300).map(listing) },
    { insert: ids.slice(300).map(listing) },
  ];
  const some = (k: number) => Array.from({ length: k }, () => int(0, n - 1));
  for (let s = 0; s < 30; s++) {
    const r = rnd();
    if (r < 0.3) steps.push({ update: { ids: some(int(1, 4)), set: { price: int(800, 9000) } } });
    else if (r < 0.4) steps.push({ update: { ids: some(2), set: { condo_fee: rnd() < 0.5 ? null : int(0, 1500), area: area() } } });
    else if (r < 0.5) steps.push({ update: { ids: some(2), set: { bedrooms: int(0, 4), neighborhood: pick(bairros) } } });
    else if (r < 0.6) steps.push({ update: { ids: some(3), set: { status: 'pausado' } } });
    else if (r < 0.7) steps.push({ update: { ids: some(3), set: { status: 'ativo' } } });
    else if (r < 0.78) steps.push({ update: { ids: some(1), set: { status: 'inativo', deleted: true } } });
    else if (r < 0.86) steps.push({ update: { ids: some(1), set: { type: pick(types) } } });
    else if (r < 0.93) steps.push({ expire: some(2) });
    else steps.push({ remove: some(2) });
  }
  return steps;
}

let out: { seed: Snapshot; random: Snapshot };
beforeAll(() => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'price-context-')), 'steps.json');
  fs.writeFileSync(file, JSON.stringify(randomSteps(34)));
  const raw = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'tests/integration/price-context/price-context.eval.ts', file],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 240_000 },
  );
  out = JSON.parse(raw);
}, 250_000);

test('on the seed, every precomputed group and every listing’s price context equal a brute-force recomputation', () => {
  const compared = check(out.seed, 'seed');
  // The seed shows a comparison on most of its listings (so the page has something to show).
  expect(compared).toBeGreaterThan(300);
  expect(out.seed.groups.length).toBeGreaterThan(100);
});

test('on a random catalogue written and edited in many statements, the groups stay exact', () => {
  const compared = check(out.random, 'random');
  expect(compared).toBeGreaterThan(300);
  const random = out.random.listings.filter((l) => Number(l.id) >= 200000);
  // The catalogue covers what the rule distinguishes: both levels, no comparison, unusable areas.
  const levels = new Set(out.random.contexts.filter((c) => Number(c.id) >= 200000 && c.c).map((c) => c.c!.level));
  expect(levels).toEqual(new Set(['bairro', 'cidade', null]));
  expect(random.some((l) => l.status === 'ativo' && l.area !== null && l.price_per_m2 === null)).toBe(true);
  expect(random.some((l) => l.status === 'ativo' && l.area === null)).toBe(true);
  expect(random.some((l) => l.deleted)).toBe(true);
  expect(random.length).toBeLessThan(360); // some were deleted outright
});
