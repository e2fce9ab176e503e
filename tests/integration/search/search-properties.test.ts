import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient } from '../env';

// search_properties / properties_in_bbox / nearby_properties through supabase-js on the "app" stack, as anon
// (the public search). Other test files share the stack, so every listing here lives in a city named after
// a random token and every search is narrowed by it (or by ids).

const tok = `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
const CITY = `Cidade ${tok}`;
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

type Row = { id: number; price: number; title: string; total_count: number | null; rank: number; cover_image: string | null };

let anon: SupabaseClient;
const ids: Record<string, number> = {};

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
  const { user: owner } = await signedInClient('app', { data: { name: 'Dona Busca', role: 'proprietario' } });
  const admin = serviceClient('app');
  const base = { owner_id: owner.id, city: CITY, state: 'SP' };
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
    const { data: rentals } = await anon.rpc('properties_in_bbox', {
      min_lat: -24, max_lat: -23, min_lng: -47, max_lng: -46, filters: { city: CITY, transaction: 'venda', sort: 'price_asc', limit: 1 },
    });
    expect(sorted(idsOf(rentals as { id: number }[]))).toEqual(sorted(named('cobertura', 'terreno')));
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
});
