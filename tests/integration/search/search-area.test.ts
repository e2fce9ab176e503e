import { randomUUID } from 'node:crypto';
import { anonClient, makeListing, service, user } from '../rls/world';

// Issue #22: the area drawn on the /buscar map, in SQL (migrations 20261130110000_search_area.sql and
// 20261130110100_nearby_nearest_first.sql):
//  - the `polygon` filter of search_properties / properties_in_bbox and the saved searches' alert predicate
//    select the same listings, inside / outside / on an edge of the area (a point on an edge is inside);
//  - a bad polygon is refused in SQL with a Portuguese message (crossing edges, over 100 corners, fewer than
//    3, malformed), for anyone who calls the public functions, and a saved search cannot store one;
//  - a saved search with an area is matched by the alerts through the same predicate;
//  - nearby_properties (nearest first from the GiST index) returns what the great-circle formula says.

const uniq = randomUUID().slice(0, 8);
const city = `Cidade Area ${uniq}`;
// Somewhere no other test puts listings (Mato Grosso), shifted per run.
const LNG = -55.5 + Number.parseInt(uniq.slice(0, 4), 16) / 65536 / 10;
const LAT = -12.5;

type Pt = [number, number];
const square = (lng: number, lat: number, half: number): Pt[] => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
];

async function searchIds(filters: Record<string, unknown>): Promise<Set<number>> {
  const { data, error } = await anonClient().rpc('search_properties', { filters: { ...filters, limit: 100 } });
  if (error) throw new Error(error.message);
  return new Set((data as { id: number }[]).map((r) => r.id));
}

async function mapIds(filters: Record<string, unknown>): Promise<Set<number>> {
  const { data, error } = await anonClient().rpc('properties_in_bbox', {
    min_lat: LAT - 1, min_lng: LNG - 1, max_lat: LAT + 1, max_lng: LNG + 1, filters, max_rows: 2000,
  });
  if (error) throw new Error(error.message);
  return new Set((data as { id: number }[]).map((r) => r.id));
}

async function matches(filters: Record<string, unknown>, id: number): Promise<boolean> {
  const { data, error } = await service().rpc('saved_search_matches_listing', { p_filters: filters, p_property_id: id });
  if (error) throw new Error(error.message);
  return data as boolean;
}

const points: Record<string, { id: number; lng: number; lat: number }> = {};

beforeAll(async () => {
  const owner = await user('proprietario');
  const spots: Record<string, Pt> = {
    centre: [LNG, LAT],
    east: [LNG + 0.05, LAT],
    north: [LNG, LAT + 0.05],
    far: [LNG + 0.3, LAT + 0.3],
  };
  for (const [label, [lng, lat]] of Object.entries(spots)) {
    const id = await makeListing({ owner_id: owner.user.id, city, state: 'MT', transaction: 'aluguel', price: 2000, latitude: lat, longitude: lng, title: `Imóvel ${label}` });
    // The public point (120–270 m from the door) is what a search tests.
    const { data } = await service().from('properties').select('approx_latitude, approx_longitude').eq('id', id).single();
    points[label] = { id, lng: data!.approx_longitude as number, lat: data!.approx_latitude as number };
  }
});

describe('the polygon filter', () => {
  const cases: [string, () => Pt[], string[]][] = [
    ['a square around the centre', () => square(points.centre!.lng, points.centre!.lat, 0.01), ['centre']],
    ['a big square', () => square(LNG, LAT, 0.2), ['centre', 'east', 'north']],
    ['a triangle over the centre and the east, not the north', () => [
      [LNG - 0.03, LAT - 0.03], [LNG + 0.15, LAT - 0.03], [LNG - 0.03, LAT + 0.04],
    ], ['centre', 'east']],
    ['a concave “L” that leaves out its bend', () => [
      [LNG - 0.02, LAT - 0.02], [LNG + 0.1, LAT - 0.02], [LNG + 0.1, LAT + 0.02], [LNG + 0.02, LAT + 0.02],
      [LNG + 0.02, LAT + 0.1], [LNG - 0.02, LAT + 0.1],
    ], ['centre', 'east', 'north']],
    ['a square with the east point on its left edge (an edge counts as inside)', () => {
      const e = points.east!;
      return [[e.lng, e.lat - 0.01], [e.lng + 0.02, e.lat - 0.01], [e.lng + 0.02, e.lat + 0.01], [e.lng, e.lat + 0.01]];
    }, ['east']],
    ['a square with the north point on a corner', () => {
      const n = points.north!;
      return [[n.lng, n.lat], [n.lng + 0.02, n.lat], [n.lng + 0.02, n.lat + 0.02], [n.lng, n.lat + 0.02]];
    }, ['north']],
    ['the closing corner repeated', () => {
      const s = square(points.centre!.lng, points.centre!.lat, 0.01);
      return [...s, s[0]!];
    }, ['centre']],
    ['nowhere near', () => square(LNG + 5, LAT, 0.1), []],
  ];

  it.each(cases)('%s: search_properties, the map and the alert predicate agree', async (_label, polygon, inside) => {
    const filters = { city, polygon: polygon() };
    const found = await searchIds(filters);
    const onMap = await mapIds(filters);
    const expected = new Set(inside.map((l) => points[l]!.id));
    expect([...found].sort()).toEqual([...expected].sort());
    expect([...onMap].sort()).toEqual([...expected].sort());
    for (const [label, p] of Object.entries(points)) {
      expect([label, await matches(filters, p.id)]).toEqual([label, expected.has(p.id)]);
    }
  });

  it('with other filters too (both must hold)', async () => {
    expect(await searchIds({ city, polygon: square(LNG, LAT, 0.2), transaction: 'venda' })).toEqual(new Set());
    expect((await searchIds({ city, polygon: square(LNG, LAT, 0.2), rent_max: 2500, transaction: 'aluguel' })).size).toBe(3);
  });

  const circle = (n: number): Pt[] => Array.from({ length: n }, (_, i) => [LNG + 0.1 * Math.cos((2 * Math.PI * i) / n), LAT + 0.1 * Math.sin((2 * Math.PI * i) / n)]);

  it('takes 100 corners', async () => {
    expect((await searchIds({ city, polygon: circle(100) })).has(points.centre!.id)).toBe(true);
  });

  it.each([
    ['crossing edges (a bow tie)', [[LNG - 0.1, LAT - 0.1], [LNG + 0.1, LAT + 0.1], [LNG + 0.1, LAT - 0.1], [LNG - 0.1, LAT + 0.1]], 'area_crossing', /cruza a si mesma/],
    ['a corner visited twice', [[LNG, LAT], [LNG + 0.1, LAT], [LNG + 0.1, LAT + 0.1], [LNG, LAT], [LNG - 0.1, LAT + 0.1], [LNG - 0.1, LAT - 0.1]], 'area_crossing', /cruza a si mesma/],
    ['101 corners', circle(101), 'area_too_many', /mais de 100 pontos/],
    ['5 000 corners', circle(5000), 'area_too_many', /mais de 100 pontos/],
    ['two corners', [[LNG, LAT], [LNG + 0.1, LAT]], 'area_too_few', /pelo menos 3 pontos/],
    ['corners in a line', [[LNG, LAT], [LNG + 0.1, LAT], [LNG + 0.2, LAT]], 'area_invalid', /inválida/],
    ['a string', 'POLYGON((0 0,1 1,1 0,0 0))', 'area_invalid', /inválida/],
    ['an object', { type: 'Polygon' }, 'area_invalid', /inválida/],
    ['text coordinates', [['-55', '-12'], ['-55.1', '-12'], ['-55', '-12.1']], 'area_invalid', /inválida/],
    ['three numbers a corner', [[1, 2, 3], [2, 3, 4], [3, 1, 2]], 'area_invalid', /inválida/],
    ['a latitude beyond the pole', [[10, 95], [11, 95], [11, 96]], 'area_invalid', /inválida/],
    ['nulls', [null, null, null], 'area_invalid', /inválida/],
    ['a quote in a corner', [["1'); drop table x; --", 2], [2, 3], [3, 1]], 'area_invalid', /inválida/],
  ])('refuses %s with a Portuguese message (search, map, saved search)', async (_label, polygon, hint, message) => {
    const search = await anonClient().rpc('search_properties', { filters: { polygon } });
    expect(search.error).toMatchObject({ code: '22023', hint });
    expect(search.error!.message).toMatch(message);
    const map = await anonClient().rpc('properties_in_bbox', { min_lat: -20, min_lng: -60, max_lat: -10, max_lng: -50, filters: { polygon }, max_rows: 10 });
    expect(map.error).toMatchObject({ code: '22023', hint });
    const fan = await user('cliente');
    const saved = await fan.client.rpc('saved_search_create', { p_name: 'Área', p_query: 'area=x', p_filters: { polygon }, p_frequency: 'instant' });
    expect(saved.error).toMatchObject({ code: '22023', hint: 'filters' });
    expect((await service().from('saved_searches').select('id').eq('user_id', fan.user.id)).data).toEqual([]);
  });

  it('a polygon of null is no filter (as an absent key)', async () => {
    expect((await searchIds({ city, polygon: null })).size).toBe(4);
  });
});

describe('a saved search with a drawn area', () => {
  it('is matched by the alerts: a new listing inside queues one alert, one outside none', async () => {
    const fan = await user('cliente');
    const owner = await user('proprietario');
    const polygon = square(LNG + 1, LAT, 0.05);
    const filters = { city, transaction: 'aluguel', polygon };
    const { data: searchId, error } = await fan.client.rpc('saved_search_create', {
      p_name: 'Imóveis para alugar na área desenhada', p_query: 'transacao=alugar&area=x', p_filters: filters, p_frequency: 'instant',
    });
    expect(error).toBeNull();
    const inside = await makeListing({ owner_id: owner.user.id, city, state: 'MT', transaction: 'aluguel', price: 1800, latitude: LAT, longitude: LNG + 1 });
    const outside = await makeListing({ owner_id: owner.user.id, city, state: 'MT', transaction: 'aluguel', price: 1800, latitude: LAT, longitude: LNG + 1.2 });
    const { data: alerts } = await service().from('saved_search_alerts').select('property_id').eq('search_id', searchId as number);
    expect(alerts).toEqual([{ property_id: inside }]);
    expect(await matches(filters, outside)).toBe(false);
    const rows = (await fan.client.rpc('saved_search_list')).data as { id: number; new_matches: number }[];
    expect(rows.find((r) => r.id === searchId)?.new_matches).toBe(1);
  });
});

describe('the alert queue\'s pre-checks skip only searches that cannot match', () => {
  it('for each saved search, an alert exactly when the predicate matches the new listing', async () => {
    const fan = await user('cliente');
    const owner = await user('proprietario');
    const at: Pt = [LNG + 2, LAT];
    const area = square(at[0], at[1], 0.05);
    const variants: Record<string, unknown>[] = [
      { polygon: area },
      { polygon: square(at[0] + 0.2, at[1], 0.05) },
      { polygon: area, min_bedrooms: 2 },
      { polygon: area, min_bedrooms: 3 },
      { polygon: area, types: ['casa', 'apartamento'] },
      { polygon: area, types: ['casa'] },
      { polygon: area, rent_max: 2000 },
      { polygon: area, rent_max: 1999 },
      // The valor total (2 000 + 300 + 50) is above 2 100 though the rent is not: the predicate decides.
      { polygon: area, rent_max: 2100, rent_total: true },
      { polygon: area, rent_max: 2400, rent_total: true },
      { polygon: area, rent_min: 2200, rent_total: true },
      { polygon: area, sale_max: 100000 },
      { polygon: area, transaction: 'venda', sale_max: 100000 },
      { polygon: area, pets_allowed: true },
      { polygon: area, furnished: true },
      { polygon: area, q: 'varanda' },
      { polygon: area, q: 'piscina' },
      { city, polygon: area, state: 'mt' },
      // 'Todos' with a rent and a sale range (the UNION ALL of search_properties' FROM item).
      { polygon: area, rent_max: 2500, sale_max: 100000 },
      { polygon: area, rent_min: 2500, sale_min: 100000 },
      { polygon: area, neighborhood: 'pinheiros' },
    ];
    const ids: number[] = [];
    for (const f of variants) {
      const res = await fan.client.rpc('saved_search_create', { p_name: 'Área', p_query: '', p_filters: f, p_frequency: 'instant' });
      expect(res.error).toBeNull();
      ids.push(res.data as number);
    }
    const listing = await makeListing({
      owner_id: owner.user.id, city, state: 'MT', transaction: 'aluguel', type: 'apartamento', price: 2000, condo_fee: 300,
      iptu: 50, bedrooms: 2, pets_allowed: true, furnished: false, latitude: at[1], longitude: at[0], title: 'Apartamento com varanda',
    });
    const { data: alerts } = await service().from('saved_search_alerts').select('search_id').eq('property_id', listing);
    const alerted = new Set((alerts ?? []).map((a) => a.search_id as number));
    const expected = await Promise.all(variants.map((f) => matches(f, listing)));
    expect(ids.map((id) => alerted.has(id))).toEqual(expected);
    // Not vacuous: some match, some do not.
    expect(expected.filter(Boolean).length).toBeGreaterThan(4);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(4);
  });
});

describe('nearby_properties, nearest first', () => {
  const R = 6371000;
  const rad = (d: number) => (d * Math.PI) / 180;
  const haversine = (lat0: number, lng0: number, lat: number, lng: number) =>
    2 * R * Math.asin(Math.sqrt(Math.sin(rad(lat - lat0) / 2) ** 2 + Math.cos(rad(lat0)) * Math.cos(rad(lat)) * Math.sin(rad(lng - lng0) / 2) ** 2));

  it.each([
    ['the centre, 10 km, 2 rows', LAT, LNG, 10, 2],
    ['the centre, 100 km, 50 rows', LAT, LNG, 100, 50],
    ['between the points, 7 km, 3 rows', LAT + 0.025, LNG + 0.025, 7, 3],
    ['far away, 1 km', LAT + 3, LNG + 3, 1, 10],
  ])('%s: the listings within the radius by great-circle distance, then id', async (_l, lat, lng, radius, rows) => {
    const { data, error } = await anonClient().rpc('nearby_properties', { lat, lng, radius_km: radius, max_rows: rows });
    expect(error).toBeNull();
    const { data: all } = await service()
      .from('properties')
      .select('id, approx_latitude, approx_longitude')
      .eq('status', 'ativo')
      .gt('expires_at', new Date().toISOString())
      .gte('approx_latitude', lat - 2)
      .lte('approx_latitude', lat + 2)
      .gte('approx_longitude', lng - 2)
      .lte('approx_longitude', lng + 2);
    const expected = (all ?? [])
      .map((p) => ({ id: p.id as number, d: haversine(lat, lng, p.approx_latitude as number, p.approx_longitude as number) }))
      .filter((p) => p.d <= radius * 1000)
      .sort((a, b) => a.d - b.d || a.id - b.id)
      .slice(0, rows);
    const got = (data as { id: number; distance_m: number }[]).map((r) => ({ id: r.id, d: r.distance_m }));
    expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    got.forEach((r, i) => expect(Math.abs(r.d - expected[i]!.d)).toBeLessThanOrEqual(1));
  });

  it.each([
    ['no point', { lat: null, lng: LNG }],
    ['a latitude beyond the pole', { lat: 91, lng: LNG }],
    ['an unknown agency', { lat: LAT, lng: LNG, agency_slug: 'nao-existe-' + uniq }],
  ])('%s: nothing', async (_l, args) => {
    const { data, error } = await anonClient().rpc('nearby_properties', { radius_km: 50, ...args });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
