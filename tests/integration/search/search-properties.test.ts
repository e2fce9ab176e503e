import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient } from '../env';

// The public search's SQL — search_properties (the list), properties_in_bbox (the map), nearby_properties and
// similar_properties — through supabase-js on the "app" stack of the one harness (tests/integration/env.ts),
// as anon. Other test files share the stack, so every listing here lives in a city named after a random token
// and every search is narrowed by it (or by ids, or by the agency that owns them).

const tok = `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
const CITY = `Cidade ${tok}`;
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

type Row = { id: number; price: number; title: string; total_count: number | null; rank: number; cover_image: string | null };

let anon: SupabaseClient;
const ids: Record<string, number> = {};
/** The agency that owns every listing of `ids`, and another agency with one listing (`otherListing`) nearby. */
let agency: { id: string; slug: string };
let other: { id: string; slug: string };
let otherListing: number;

async function search(filters: Record<string, unknown>): Promise<Row[]> {
  const { data, error } = await anon.rpc('search_properties', { filters: { city: CITY, ...filters } });
  if (error) throw new Error(error.message);
  return data as Row[];
}
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const named = (...names: string[]) => names.map((n) => ids[n]!);

beforeAll(async () => {
  anon = anonClient('app');
  const admin = serviceClient('app');
  const agencyOf = async (name: string) => {
    const { user } = await signedInClient('app', { data: { name, role: 'imobiliaria' } });
    const { data, error } = await admin.from('profiles').select('slug').eq('id', user.id).single();
    if (error) throw new Error(error.message);
    return { id: user.id, slug: data.slug as string };
  };
  agency = await agencyOf(`Imobiliária Busca ${tok}`);
  other = await agencyOf(`Imobiliária Outra ${tok}`);
  const base = { owner_id: agency.id, city: CITY, state: 'SP' };
  const listings = {
    apto: {
      transaction: 'aluguel', objective: 'residencial', type: 'apartamento', bedrooms: 2, price: 3500,
      title: `Apartamento ensolarado ${tok} perto do metrô`, neighborhood: 'Vila Mariana',
      street: 'Rua Domingos de Morais', latitude: -23.59, longitude: -46.63, published_at: ago(1),
    },
    casa: {
      transaction: 'aluguel', objective: 'residencial', type: 'casa', bedrooms: 3, price: 5200,
      title: `Casa com quintal ${tok}`, neighborhood: 'Pinheiros', street: 'Rua dos Pinheiros',
      latitude: -23.56, longitude: -46.69, published_at: ago(3), featured: true,
    },
    cobertura: {
      transaction: 'venda', objective: 'residencial', type: 'cobertura', bedrooms: 4, price: 1_200_000,
      title: `Cobertura duplex ${tok}`, neighborhood: 'Moema', latitude: -23.6, longitude: -46.66, published_at: ago(2),
    },
    terreno: {
      transaction: 'venda', objective: 'comercial', type: 'terreno', bedrooms: 0, price: 450_000,
      title: `Terreno plano ${tok}`, neighborhood: 'São João Clímaco', latitude: -23.62, longitude: -46.6,
      published_at: ago(5),
    },
    kitnet: {
      transaction: 'aluguel', objective: 'residencial', type: 'kitnet_studio', bedrooms: 1, price: 1800,
      title: `Kitnet mobiliada ${tok}`, neighborhood: 'Bela Vista', latitude: -23.555, longitude: -46.645,
      description: 'Ótima localização, sem quintal, perto de tudo.', published_at: ago(4),
    },
    pausado: {
      transaction: 'aluguel', type: 'casa', bedrooms: 3, price: 2000, title: `Casa pausada ${tok}`,
      neighborhood: 'Pinheiros', latitude: -23.561, longitude: -46.691, status: 'pausado',
    },
    vencido: {
      transaction: 'aluguel', type: 'casa', bedrooms: 3, price: 2100, title: `Casa vencida ${tok}`,
      neighborhood: 'Pinheiros', latitude: -23.562, longitude: -46.692, expires_at: ago(1), published_at: ago(70),
    },
  };
  for (const [name, row] of Object.entries(listings)) {
    const { data, error } = await admin.from('properties').insert({ ...base, ...row }).select('id').single();
    if (error) throw new Error(`${name}: ${error.message}`);
    ids[name] = data.id as number;
  }
  // Another agency's listing next to `apto`, in another city so the searches by CITY do not see it.
  const outra = await admin.from('properties').insert({
    owner_id: other.id, city: `Outra ${tok}`, state: 'SP', transaction: 'aluguel', type: 'casa', price: 5000,
    title: `Casa da outra imobiliária ${tok}`, neighborhood: 'Vila Mariana', latitude: -23.5905, longitude: -46.6305,
    published_at: ago(0),
  }).select('id').single();
  if (outra.error) throw new Error(outra.error.message);
  otherListing = outra.data.id as number;
  const { error } = await admin.from('property_images').insert([
    { property_id: ids.apto, storage_path: `${ids.apto}/b.webp`, position: 1 },
    { property_id: ids.apto, storage_path: `${ids.apto}/a.webp`, position: 0 },
  ]);
  if (error) throw new Error(error.message);
});

const PUBLIC = ['apto', 'casa', 'cobertura', 'terreno', 'kitnet'];

describe('search_properties filters', () => {
  it('returns only active, unexpired listings, with the total and the cover photo', async () => {
    const rows = await search({});
    expect(sorted(idsOf(rows))).toEqual(sorted(named(...PUBLIC)));
    expect(rows.every((r) => Number(r.total_count) === 5)).toBe(true);
    expect(rows.find((r) => r.id === ids.apto)!.cover_image).toBe(`${ids.apto}/a.webp`);
    expect(rows.find((r) => r.id === ids.casa)!.cover_image).toBeNull();
  });

  it.each([
    [{ transaction: 'aluguel' }, ['apto', 'casa', 'kitnet']],
    [{ transaction: 'venda' }, ['cobertura', 'terreno']],
    [{ objective: 'comercial' }, ['terreno']],
    [{ objective: 'residencial' }, ['apto', 'casa', 'cobertura', 'kitnet']],
    [{ types: ['casa', 'cobertura'] }, ['casa', 'cobertura']],
    [{ types: ['kitnet_studio'] }, ['kitnet']],
    [{ min_bedrooms: 3 }, ['casa', 'cobertura']],
    [{ min_bedrooms: 1, max_price: 5000 }, ['apto', 'kitnet']],
    [{ max_price: 3500 }, ['apto', 'kitnet']],
    [{ min_price: 5000 }, ['casa', 'cobertura', 'terreno']],
    [{ street: 'DOMINGOS de' }, ['apto']],
    [{ neighborhood: 'sao joao climaco' }, ['terreno']],
    [{ neighborhood: 'pinheir' }, ['casa']],
    [{ transaction: 'aluguel', types: ['casa'], min_bedrooms: 2, max_price: 6000 }, ['casa']],
    [{ state: 'sp' }, PUBLIC],
    [{ state: 'RJ' }, []],
  ])('%j', async (filters, expected) => {
    const rows = await search(filters);
    expect(sorted(idsOf(rows))).toEqual(sorted(named(...expected)));
    expect(rows.every((r) => Number(r.total_count) === expected.length)).toBe(true);
  });

  it('matches the city accent- and case-insensitively', async () => {
    const { data, error } = await anon.rpc('search_properties', { filters: { city: `cidade ${tok.toUpperCase()}` } });
    expect(error).toBeNull();
    expect(sorted(idsOf(data as Row[]))).toEqual(sorted(named(...PUBLIC)));
  });

  it('returns nothing (and a zero count) when nothing matches', async () => {
    expect(await search({ types: ['sobrado'] })).toEqual([]);
  });

  it('keeps one agency\'s listings by agency_id, with the agency on every row', async () => {
    const { data, error } = await anon.rpc('search_properties', { filters: { agency_id: agency.id } });
    expect(error).toBeNull();
    const rows = data as (Row & { agency_id: string })[];
    expect(sorted(idsOf(rows))).toEqual(sorted(named(...PUBLIC)));
    expect(rows.every((r) => r.agency_id === agency.id)).toBe(true);
    const theirs = await anon.rpc('search_properties', { filters: { agency_id: other.id } });
    expect(idsOf(theirs.data as Row[])).toEqual([otherListing]);
  });

  it('refuses values outside the enums (the URL\'s "alugar" is not the enum\'s "aluguel")', async () => {
    for (const filters of [{ transaction: 'alugar' }, { types: ['mansao'] }, { objective: 'industrial' }]) {
      const { error } = await anon.rpc('search_properties', { filters: { city: CITY, ...filters } });
      expect(error?.code).toBe('22P02');
    }
  });
});

describe('search_properties sorts', () => {
  it('sorts by price ascending and descending', async () => {
    expect(idsOf(await search({ sort: 'price_asc' }))).toEqual(named('kitnet', 'apto', 'casa', 'terreno', 'cobertura'));
    expect(idsOf(await search({ sort: 'price_desc' }))).toEqual(named('cobertura', 'terreno', 'casa', 'apto', 'kitnet'));
  });

  it('sorts by publication date, newest first', async () => {
    expect(idsOf(await search({ sort: 'recent' }))).toEqual(named('apto', 'cobertura', 'casa', 'kitnet', 'terreno'));
  });

  it('relevance without text puts featured listings first, then the newest', async () => {
    expect(idsOf(await search({}))).toEqual(named('casa', 'apto', 'cobertura', 'kitnet', 'terreno'));
    expect(idsOf(await search({ sort: 'relevance' }))).toEqual(named('casa', 'apto', 'cobertura', 'kitnet', 'terreno'));
  });

  it('refuses an unknown sort', async () => {
    const { error } = await anon.rpc('search_properties', { filters: { city: CITY, sort: 'cheapest' } });
    expect(error?.code).toBe('22023');
  });
});

describe('search_properties pagination', () => {
  it('pages through the results without gaps or repeats, with the total on every page', async () => {
    const pages = [];
    for (const offset of [0, 2, 4]) pages.push(await search({ sort: 'price_asc', limit: 2, offset }));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((r) => r.id)).toEqual(named('kitnet', 'apto', 'casa', 'terreno', 'cobertura'));
    expect(pages.flat().every((r) => Number(r.total_count) === 5)).toBe(true);
    expect(await search({ sort: 'price_asc', limit: 2, offset: 6 })).toEqual([]);
  });

  it('skips the count on request', async () => {
    const rows = await search({ sort: 'recent', limit: 2, offset: 2, count: false });
    expect(idsOf(rows)).toEqual(named('casa', 'kitnet'));
    expect(rows.every((r) => r.total_count === null)).toBe(true);
  });

  it('counts up to count_limit: the exact total within it, count_limit + 1 for "more"', async () => {
    const capped = await search({ sort: 'price_asc', limit: 2, count_limit: 3 });
    expect(idsOf(capped)).toEqual(named('kitnet', 'apto'));
    expect(capped.every((r) => Number(r.total_count) === 4)).toBe(true);
    const exact = await search({ sort: 'price_asc', limit: 2, count_limit: 5 });
    expect(exact.every((r) => Number(r.total_count) === 5)).toBe(true);
    const roomy = await search({ transaction: 'aluguel', limit: 2, count_limit: 1000 });
    expect(roomy.every((r) => Number(r.total_count) === 3)).toBe(true);
  });
});

describe('search_properties text', () => {
  it('is accent- and case-insensitive on title words', async () => {
    expect(idsOf(await search({ q: 'METRO' }))).toEqual(named('apto'));
    expect(idsOf(await search({ q: 'metrô' }))).toEqual(named('apto'));
  });

  it('matches the description and a prefix of the last word', async () => {
    expect(idsOf(await search({ q: 'otima localizacao' }))).toEqual(named('kitnet'));
    expect(idsOf(await search({ q: 'ensolar' }))).toEqual(named('apto'));
  });

  it('ANDs the words', async () => {
    expect(await search({ q: 'cobertura quintal' })).toEqual([]);
  });

  it('is Portuguese: plurals match, stop words alone filter nothing, an unknown word finds nothing', async () => {
    expect(idsOf(await search({ q: 'apartamentos' }))).toEqual(named('apto'));
    expect(sorted(idsOf(await search({ q: 'de a o' })))).toEqual(sorted(named(...PUBLIC)));
    expect(await search({ q: 'helicoptero' })).toEqual([]);
  });

  it('ranks a title match above a description match', async () => {
    const rows = await search({ q: 'quintal' });
    expect(idsOf(rows)).toEqual(named('casa', 'kitnet'));
    expect(rows[0]!.rank).toBeGreaterThan(rows[1]!.rank);
  });

  it('matches neighbourhood and city names', async () => {
    expect(idsOf(await search({ q: 'Pinheiros' }))).toEqual(named('casa'));
    expect(idsOf(await search({ q: 'Clímaco' }))).toEqual(named('terreno'));
    const { data } = await anon.rpc('search_properties', { filters: { q: `cidade ${tok}` } });
    expect(sorted(idsOf(data as Row[]))).toEqual(sorted(named(...PUBLIC)));
  });

  it('finds a listing by its code, #123 or 123', async () => {
    const { data: exact } = await anon.rpc('search_properties', { filters: { q: `#${ids.terreno}` } });
    expect(idsOf(exact as Row[])).toEqual(named('terreno'));
    expect((exact as Row[])[0]!.total_count).toBe(1);
    const { data: spaced } = await anon.rpc('search_properties', { filters: { q: ` # ${ids.terreno} ` } });
    expect(idsOf(spaced as Row[])).toEqual(named('terreno'));
    const { data: bare } = await anon.rpc('search_properties', { filters: { q: ` ${ids.cobertura} ` } });
    expect(idsOf(bare as Row[])[0]).toBe(ids.cobertura);
    // Not a public listing: its code finds nothing.
    const { data: paused } = await anon.rpc('search_properties', { filters: { q: `#${ids.pausado}` } });
    expect(paused).toEqual([]);
  });
});

describe('bounding box', () => {
  const box = { min_lat: -23.6, max_lat: -23.55, min_lng: -46.65, max_lng: -46.62 };

  it('search_properties keeps the listings inside the box', async () => {
    expect(sorted(idsOf(await search(box)))).toEqual(sorted(named('apto', 'kitnet')));
  });

  it('refuses half a box', async () => {
    const { error } = await anon.rpc('search_properties', { filters: { city: CITY, min_lat: -23.6 } });
    expect(error?.code).toBe('22023');
  });

  it('properties_in_bbox returns light rows for the map, with the filters applied', async () => {
    const { data, error } = await anon.rpc('properties_in_bbox', { ...box, filters: { city: CITY } });
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(sorted(idsOf(rows as { id: number }[]))).toEqual(sorted(named('apto', 'kitnet')));
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'latitude', 'longitude', 'price', 'transaction', 'type']);
    // The marker is the listing's approximate point (issue #28), never the door.
    const apto = rows.find((r) => r.id === ids.apto)!;
    const { data: area } = await anon.from('properties').select('approx_latitude, approx_longitude').eq('id', ids.apto).single();
    expect(apto).toMatchObject({ latitude: area!.approx_latitude, longitude: area!.approx_longitude, price: 3500 });
    expect(apto).not.toMatchObject({ latitude: -23.59, longitude: -46.63 });
    const { data: rentals } = await anon.rpc('properties_in_bbox', {
      min_lat: -24, max_lat: -23, min_lng: -47, max_lng: -46, filters: { city: CITY, transaction: 'venda', sort: 'price_asc', limit: 1 },
    });
    expect(sorted(idsOf(rentals as { id: number }[]))).toEqual(sorted(named('cobertura', 'terreno')));
  });

  it("the map's merge of rentals by total is no endpoint, and bad rental filters fail before any walk", async () => {
    // private.map_rent_band_walk (20261205100000_map_band_merge) serves properties_in_bbox only.
    const direct = await anon.rpc('map_rent_band_walk', { a_cells: [0], a_bands: [0], a_rent_max: 3000, a_row_cap: 10 });
    expect(direct.data).toBeNull();
    expect(direct.error).not.toBeNull();
    const rental = { transaction: 'aluguel', rent_total: true, rent_max: 3000 };
    for (const filters of [
      { ...rental, rent_max: '3000; drop table public.properties' },
      { ...rental, rent_max: '3e3' },
      { ...rental, types: ['castelo'] },
      { ...rental, min_bedrooms: '2%20or%201=1' },
      { ...rental, pets_allowed: 'talvez' },
    ]) {
      const { data, error } = await anon.rpc('properties_in_bbox', { min_lat: -24, max_lat: -23, min_lng: -47, max_lng: -46, filters });
      expect(data).toBeNull();
      expect(error?.code).toBe('22P02');
    }
    const { data, error } = await anon.rpc('properties_in_bbox', {
      min_lat: -24, max_lat: -23, min_lng: -47, max_lng: -46, filters: { ...rental, city: CITY, rent_max: 5000 },
    });
    expect(error).toBeNull();
    expect(sorted(idsOf(data as { id: number }[]))).toEqual(sorted(named('apto', 'kitnet')));
  });

  it('properties_in_bbox caps the rows, featured first', async () => {
    const { data } = await anon.rpc('properties_in_bbox', {
      min_lat: -24, max_lat: -23, min_lng: -47, max_lng: -46, filters: { city: CITY }, max_rows: 1,
    });
    expect(idsOf(data as { id: number }[])).toEqual(named('casa'));
  });
});

describe('nearby_properties', () => {
  const haversine = (lat1: number, lng1: number, lat2: number, lng2: number) => {
    const r = (d: number) => (d * Math.PI) / 180;
    const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lng2 - lng1) / 2) ** 2;
    return 2 * 6371000 * Math.asin(Math.sqrt(a));
  };

  it('sorts by great-circle distance and reports it in metres', async () => {
    const { data, error } = await anon.rpc('nearby_properties', { lat: -23.59, lng: -46.63, radius_km: 6, max_rows: 200 });
    expect(error).toBeNull();
    const mine = (data as { id: number; distance_m: number }[]).filter((r) => Object.values(ids).includes(r.id));
    // apto ≈ 0 m, cobertura ≈ 3.2 km, kitnet ≈ 4.2 km, terreno ≈ 4.5 km; casa ≈ 7 km is outside 6 km. Distances
    // are to each listing's approximate point (issue #28), 120–270 m from its door, so the order of kitnet and
    // terreno is computed from those points.
    const four = named('apto', 'cobertura', 'kitnet', 'terreno');
    const { data: areas } = await anon.from('properties').select('id, approx_latitude, approx_longitude').in('id', four);
    const want = Object.fromEntries(
      areas!.map((a) => [a.id, haversine(-23.59, -46.63, a.approx_latitude as number, a.approx_longitude as number)]),
    );
    expect(idsOf(mine)).toEqual([...four].sort((a, b) => want[a]! - want[b]! || a - b));
    for (const r of mine) expect(Math.abs(r.distance_m - want[r.id]!)).toBeLessThanOrEqual(1);
  });

  it('limits to one agency by its slug, and to max_rows', async () => {
    const near = (extra: Record<string, unknown>) =>
      anon.rpc('nearby_properties', { lat: -23.59, lng: -46.63, radius_km: 100, ...extra });
    const own = await near({ agency_slug: agency.slug });
    expect(own.error).toBeNull();
    expect(sorted(idsOf(own.data as Row[]))).toEqual(sorted(named(...PUBLIC)));
    expect(idsOf((await near({ agency_slug: other.slug })).data as Row[])).toEqual([otherListing]);
    expect((await near({ agency_slug: 'nao-existe-xyz' })).data).toEqual([]);
    const two = (await near({ agency_slug: agency.slug, max_rows: 2 })).data as Row[];
    expect(idsOf(two)).toEqual(idsOf(own.data as Row[]).slice(0, 2));
  });
});

describe('similar_properties', () => {
  it('same transaction and city within half to twice the price, same type first, then the closest price', async () => {
    const admin = serviceClient('app');
    const extra = await admin.from('properties').insert({
      owner_id: other.id, city: CITY, state: 'SP', transaction: 'aluguel', type: 'casa', price: 7000,
      title: `Casa parecida ${tok}`, neighborhood: 'Pinheiros', published_at: ago(0),
    }).select('id').single();
    if (extra.error) throw new Error(extra.error.message);
    try {
      const { data, error } = await anon.rpc('similar_properties', { property_id: ids.casa, max_rows: 24 });
      expect(error).toBeNull();
      // casa: aluguel, 5 200. Not itself, not the sales, not kitnet (1 800 < half), not paused or expired.
      expect(idsOf(data as Row[])).toEqual([extra.data.id, ids.apto]);
      const one = await anon.rpc('similar_properties', { property_id: ids.casa, max_rows: 1 });
      expect(idsOf(one.data as Row[])).toEqual([extra.data.id]);
    } finally {
      await admin.from('properties').delete().eq('id', extra.data.id);
    }
  });
});
