import fs from 'node:fs';
import path from 'node:path';
import { anonClient, makeListing, nextWeekday, service, user } from '../rls/world';

// The SQL functions of search, map, nearby, similar listings and dashboard counts, on a small fixture
// made with the service role. Queries are scoped to this fixture by its agency or by a bounding box in
// a region chosen at random for this run, since the stack is shared with other test files.

const anon = anonClient();
// A random spot in the Atlantic, away from the other tests' São Paulo coordinates.
const LAT = -10 - Math.random() * 5;
const LNG = -30 - Math.random() * 5;
const DAY = 86400000;

let agency: { id: string; slug: string };
let agencyB: { id: string; slug: string };
const L: Record<string, number> = {};

interface Row {
  id: number;
  total_count: number | null;
  rank: number;
  cover_image: string | null;
  [k: string]: unknown;
}

async function search(filters: Record<string, unknown>) {
  const { data, error } = await anon.rpc('search_properties', { filters });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data as Row[];
}
const ids = (rows: Row[]) => rows.map((r) => r.id);
/** The public approximate points of listings (what the map and the distances use). */
async function approximate(list: number[]): Promise<Record<number, { lat: number; lng: number }>> {
  const { data, error } = await anon.from('properties').select('id, approx_latitude, approx_longitude').in('id', list);
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map((r) => [r.id, { lat: r.approx_latitude as number, lng: r.approx_longitude as number }]));
}
const mine = (filters: Record<string, unknown> = {}) => search({ agency_id: agency.id, ...filters });

beforeAll(async () => {
  const a = await user('imobiliaria', `Imobiliária Busca ${Date.now()}`);
  const b = await user('imobiliaria', `Imobiliária Outra ${Date.now()}`);
  const slugOf = async (id: string) => (await service().from('profiles').select('slug').eq('id', id).single()).data!.slug as string;
  agency = { id: a.user.id, slug: await slugOf(a.user.id) };
  agencyB = { id: b.user.id, slug: await slugOf(b.user.id) };
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const base = { owner_id: agency.id, description: 'Anúncio da busca.' };
  L.pinheiros = await makeListing({
    ...base, transaction: 'aluguel', type: 'apartamento', title: 'Apartamento com varanda em Pinheiros', price: 3500, bedrooms: 2,
    neighborhood: 'Pinheiros', city: 'São Paulo', street: 'Rua dos Pinheiros', published_at: ago(1), latitude: LAT, longitude: LNG,
  });
  L.casa = await makeListing({
    ...base, transaction: 'venda', type: 'casa', title: 'Casa térrea com quintal', price: 850000, bedrooms: 3,
    neighborhood: 'Vila Mariana', city: 'São Paulo', street: 'Rua Domingos de Morais', published_at: ago(3), latitude: LAT + 0.01, longitude: LNG,
  });
  L.cobertura = await makeListing({
    ...base, transaction: 'venda', type: 'cobertura', title: 'Cobertura duplex com vista', price: 2500000, bedrooms: 4,
    neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ', published_at: ago(2), latitude: LAT + 0.5, longitude: LNG + 0.5,
    description: 'Frente para o mar, com piscina.',
  });
  L.kitnet = await makeListing({
    ...base, transaction: 'aluguel', type: 'kitnet_studio', title: 'Kitnet perto do metrô', price: 1200, bedrooms: 1,
    neighborhood: 'Bela Vista', city: 'São Paulo', published_at: ago(5), latitude: LAT - 0.02, longitude: LNG + 0.02,
  });
  L.sala = await makeListing({
    ...base, transaction: 'aluguel', objective: 'comercial', type: 'apartamento', title: 'Conjunto comercial no centro', price: 4000,
    bedrooms: 0, neighborhood: 'Centro', city: 'Campinas', published_at: ago(4), latitude: null, longitude: null,
  });
  L.paused = await makeListing({ ...base, status: 'pausado', title: 'Apartamento pausado em Pinheiros', price: 100, latitude: LAT, longitude: LNG });
  L.expired = await makeListing({ ...base, expires_at: ago(1), title: 'Apartamento vencido em Pinheiros', price: 100, latitude: LAT, longitude: LNG });
  L.outra = await makeListing({
    owner_id: agencyB.id, transaction: 'aluguel', type: 'casa', title: 'Casa da outra imobiliária', price: 5000,
    neighborhood: 'Pinheiros', city: 'São Paulo', latitude: LAT + 0.001, longitude: LNG + 0.001, published_at: ago(0),
  });
  await service().from('property_images').insert([
    { property_id: L.casa, storage_path: `${L.casa}/2.jpg`, position: 2 },
    { property_id: L.casa, storage_path: `${L.casa}/0.jpg`, position: 0 },
    { property_id: L.casa, storage_path: `${L.casa}/1.jpg`, position: 1 },
  ]);
});

describe('search_properties', () => {
  it('returns the agency’s public listings only, with the total and the cover photo', async () => {
    const rows = await mine({ sort: 'recent' });
    expect(ids(rows)).toEqual([L.pinheiros, L.cobertura, L.casa, L.sala, L.kitnet]);
    expect(rows.every((r) => r.total_count === 5)).toBe(true);
    const casa = rows.find((r) => r.id === L.casa)!;
    expect(casa.cover_image).toBe(`${L.casa}/0.jpg`);
    expect(casa).toMatchObject({ title: 'Casa térrea com quintal', transaction: 'venda', type: 'casa', price: 850000, bedrooms: 3, neighborhood: 'Vila Mariana', city: 'São Paulo', state: 'SP', agency_id: agency.id });
    expect(rows.find((r) => r.id === L.kitnet)!.cover_image).toBeNull();
  });

  it.each([
    ['price_asc', () => [L.kitnet, L.pinheiros, L.sala, L.casa, L.cobertura]],
    ['price_desc', () => [L.cobertura, L.casa, L.sala, L.pinheiros, L.kitnet]],
    ['recent', () => [L.pinheiros, L.cobertura, L.casa, L.sala, L.kitnet]],
  ])('sorts by %s', async (sort, want) => {
    expect(ids(await mine({ sort }))).toEqual(want());
  });

  it('relevance without text puts featured listings first, then the most recent', async () => {
    await service().from('properties').update({ featured: true }).eq('id', L.kitnet);
    try {
      expect(ids(await mine({ sort: 'relevance' }))).toEqual([L.kitnet, L.pinheiros, L.cobertura, L.casa, L.sala]);
    } finally {
      await service().from('properties').update({ featured: false }).eq('id', L.kitnet);
    }
  });

  it('pages with limit/offset and keeps the total on every page; count:false skips it', async () => {
    const all = ids(await mine({ sort: 'price_asc' }));
    const pages = await Promise.all([0, 2, 4].map((offset) => mine({ sort: 'price_asc', limit: 2, offset })));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(ids)).toEqual(all);
    expect(pages.flat().every((r) => r.total_count === 5)).toBe(true);
    const noCount = await mine({ sort: 'price_asc', limit: 2, offset: 2, count: false });
    expect(ids(noCount)).toEqual(all.slice(2, 4));
    expect(noCount[0].total_count).toBeNull();
    expect(await mine({ offset: 10 })).toEqual([]);
  });

  it.each([
    [{ transaction: 'venda' }, () => [L.casa, L.cobertura]],
    [{ transaction: 'aluguel' }, () => [L.kitnet, L.pinheiros, L.sala]],
    [{ objective: 'comercial' }, () => [L.sala]],
    [{ types: ['casa', 'cobertura'] }, () => [L.casa, L.cobertura]],
    [{ types: ['casa', 'cobertura'], max_price: 1000000 }, () => [L.casa]],
    [{ min_bedrooms: 3 }, () => [L.casa, L.cobertura]],
    [{ min_price: 3500, max_price: 900000 }, () => [L.pinheiros, L.sala, L.casa]],
    [{ city: 'sao paulo' }, () => [L.kitnet, L.pinheiros, L.casa]],
    [{ city: 'SÃO' }, () => [L.kitnet, L.pinheiros, L.casa]],
    [{ neighborhood: 'vila' }, () => [L.casa]],
    [{ street: 'domingos' }, () => [L.casa]],
    [{ state: 'rj' }, () => [L.cobertura]],
    [{ transaction: 'aluguel', city: 'São Paulo', min_bedrooms: 2 }, () => [L.pinheiros]],
  ])('filters %j', async (filters, want) => {
    const rows = await mine({ ...filters, sort: 'price_asc' });
    expect(ids(rows)).toEqual(want());
    expect(rows.every((r) => r.total_count === want().length)).toBe(true);
  });

  it('full text is Portuguese and accent-insensitive, with the last word as a prefix', async () => {
    expect(ids(await mine({ q: 'pinheiros' }))).toEqual([L.pinheiros]);
    expect(ids(await mine({ q: 'PINHÊIROS' }))).toEqual([L.pinheiros]);
    expect(ids(await mine({ q: 'apartamentos' }))).toEqual([L.pinheiros]);
    expect(ids(await mine({ q: 'terrea' }))).toEqual([L.casa]);
    expect(ids(await mine({ q: 'casa quint' }))).toEqual([L.casa]);
    expect(ids(await mine({ q: 'piscina' }))).toEqual([L.cobertura]);
    expect(ids(await mine({ q: 'de a o' }))).toHaveLength(5); // only stop words: no text filter
    expect(await mine({ q: 'helicoptero' })).toEqual([]);
  });

  it('matches neighbourhood and city names, title words ranking above them', async () => {
    expect(ids(await mine({ q: 'são paulo', sort: 'price_asc' }))).toEqual([L.kitnet, L.pinheiros, L.casa]);
    expect(ids(await mine({ q: 'copacabana' }))).toEqual([L.cobertura]);
    // 'vista' is in the title of the penthouse (weight A) and the neighbourhood of the kitnet (weight B).
    const rows = await mine({ q: 'vista' });
    expect(ids(rows)).toEqual([L.cobertura, L.kitnet]);
    expect(rows[0].rank).toBeGreaterThan(rows[1].rank);
  });

  it('finds a listing by its code', async () => {
    const byCode = await search({ q: `#${L.casa}` });
    expect(ids(byCode)).toEqual([L.casa]);
    expect(byCode[0].total_count).toBe(1);
    expect(ids(await search({ q: ` # ${L.casa} ` }))).toEqual([L.casa]);
    expect(ids(await search({ q: String(L.casa) }))).toContain(L.casa);
    expect(await search({ q: `#${L.paused}` })).toEqual([]);
  });

  it('never returns paused or expired listings', async () => {
    const all = await search({ q: 'pinheiros', min_lat: LAT - 1, min_lng: LNG - 1, max_lat: LAT + 1, max_lng: LNG + 1 });
    expect(ids(all).sort()).toEqual([L.pinheiros, L.outra].sort());
  });

  it('filters by bounding box', async () => {
    const box = { min_lat: LAT - 0.005, min_lng: LNG - 0.005, max_lat: LAT + 0.015, max_lng: LNG + 0.005, sort: 'price_asc' };
    expect(ids(await search(box))).toEqual([L.pinheiros, L.outra, L.casa]);
  });

  it('refuses bad sorts, enum values and half bounding boxes', async () => {
    await expect(search({ sort: 'cheapest' })).rejects.toThrow(/22023/);
    await expect(search({ transaction: 'alugar' })).rejects.toThrow(/22P02/);
    await expect(search({ types: ['mansao'] })).rejects.toThrow(/22P02/);
    await expect(search({ min_lat: 1 })).rejects.toThrow(/22023/);
  });
});

describe('properties_in_bbox', () => {
  it('returns light rows of public listings in the box, with the filters', async () => {
    const { data, error } = await anon.rpc('properties_in_bbox', {
      min_lat: LAT - 0.05, min_lng: LNG - 0.05, max_lat: LAT + 0.05, max_lng: LNG + 0.05,
    });
    expect(error).toBeNull();
    expect(data.map((r: Row) => r.id).sort()).toEqual([L.pinheiros, L.casa, L.kitnet, L.outra].sort());
    // The marker is the listing's approximate point (issue #28), never the exact one.
    const casa = data.find((r: Row) => r.id === L.casa);
    const area = (await approximate([L.casa]))[L.casa]!;
    expect(casa).toEqual({ id: L.casa, latitude: area.lat, longitude: area.lng, price: 850000, transaction: 'venda', type: 'casa' });
    expect(casa).not.toMatchObject({ latitude: LAT + 0.01, longitude: LNG });
    const filtered = await anon.rpc('properties_in_bbox', {
      min_lat: LAT - 0.05, min_lng: LNG - 0.05, max_lat: LAT + 0.05, max_lng: LNG + 0.05, filters: { transaction: 'aluguel', max_price: 4000 },
    });
    expect(filtered.data.map((r: Row) => r.id).sort()).toEqual([L.pinheiros, L.kitnet].sort());
    const capped = await anon.rpc('properties_in_bbox', {
      min_lat: LAT - 0.05, min_lng: LNG - 0.05, max_lat: LAT + 0.05, max_lng: LNG + 0.05, max_rows: 1,
    });
    expect(capped.data).toHaveLength(1);
  });
});

describe('nearby_properties', () => {
  // Distances are measured to each listing's approximate point (issue #28: a distance to the exact point
  // would let anyone trilaterate the door), so the expected order is computed from those points.
  it('orders by great-circle distance in metres within the radius', async () => {
    const { data, error } = await anon.rpc('nearby_properties', { lat: LAT, lng: LNG, radius_km: 5 });
    expect(error).toBeNull();
    const four = [L.pinheiros!, L.outra!, L.casa!, L.kitnet!];
    const area = await approximate(four);
    const haversine = (lat2: number, lng2: number) => {
      const rad = Math.PI / 180;
      const a = Math.sin(((lat2 - LAT) * rad) / 2) ** 2 + Math.cos(LAT * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - LNG) * rad) / 2) ** 2;
      return 2 * 6371000 * Math.asin(Math.sqrt(a));
    };
    const want = Object.fromEntries(four.map((id) => [id, haversine(area[id]!.lat, area[id]!.lng)]));
    expect(data.map((r: Row) => r.id)).toEqual([...four].sort((a, b) => want[a]! - want[b]! || a - b));
    const d = Object.fromEntries(data.map((r: Row) => [r.id, r.distance_m]));
    for (const id of four) expect(Math.abs(d[id] - want[id]!)).toBeLessThanOrEqual(1);
    // The door of `pinheiros` is the origin; its area is 120–270 m away.
    expect(d[L.pinheiros]).toBeGreaterThanOrEqual(119);
    expect(d[L.pinheiros]).toBeLessThanOrEqual(271);
    const near = await anon.rpc('nearby_properties', { lat: LAT, lng: LNG, radius_km: 1 });
    expect(near.data.map((r: Row) => r.id)).toEqual(
      four.filter((id) => want[id]! <= 1000).sort((a, b) => want[a]! - want[b]! || a - b),
    );
  });

  it('limits to one agency by its slug, and to max_rows', async () => {
    const own = await anon.rpc('nearby_properties', { lat: LAT, lng: LNG, radius_km: 100, agency_slug: agency.slug });
    expect(own.data.map((r: Row) => r.id)).toEqual([L.pinheiros, L.casa, L.kitnet, L.cobertura]);
    const other = await anon.rpc('nearby_properties', { lat: LAT, lng: LNG, radius_km: 100, agency_slug: agencyB.slug });
    expect(other.data.map((r: Row) => r.id)).toEqual([L.outra]);
    const unknown = await anon.rpc('nearby_properties', { lat: LAT, lng: LNG, agency_slug: 'nao-existe-xyz' });
    expect(unknown.data).toEqual([]);
    // pinheiros and outra are the two nearest (the others are over 800 m away); their order depends on
    // their approximate points.
    const two = await anon.rpc('nearby_properties', { lat: LAT, lng: LNG, radius_km: 100, max_rows: 2 });
    expect([...two.data.map((r: Row) => r.id)].sort()).toEqual([L.pinheiros, L.outra].sort());
    expect(two.data[0].distance_m).toBeLessThanOrEqual(two.data[1].distance_m);
  });
});

describe('similar_properties', () => {
  it('same transaction and city, closest price first', async () => {
    const extra = await makeListing({ owner_id: agencyB.id, transaction: 'aluguel', type: 'apartamento', title: 'Apartamento parecido', price: 3000, neighborhood: 'Moema', city: 'São Paulo' });
    const { data, error } = await anon.rpc('similar_properties', { property_id: L.pinheiros, max_rows: 50 });
    expect(error).toBeNull();
    const got = data.map((r: Row) => r.id);
    expect(got).toContain(extra);
    expect(got).not.toContain(L.pinheiros);
    expect(got).not.toContain(L.casa); // venda
    expect(got).not.toContain(L.paused);
    expect(data.every((r: Row) => r.transaction === 'aluguel' && r.city === 'São Paulo')).toBe(true);
    // Same type first.
    const types = data.map((r: Row) => r.type === 'apartamento');
    expect(types).toEqual([...types].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
  });
});

describe('agency_dashboard_counts', () => {
  it('counts the calling agency’s listings, visits, brokers and proposals', async () => {
    const a = await user('imobiliaria', `Imobiliária Painel ${Date.now()}`);
    const broker = await user('corretor');
    await service().from('profiles').update({ agency_id: a.user.id }).eq('id', broker.user.id);
    const p1 = await makeListing({ owner_id: a.user.id });
    await makeListing({ owner_id: a.user.id, status: 'pausado' });
    await makeListing({ owner_id: broker.user.id }); // the broker's listing is the agency's too
    const c1 = await user('cliente');
    const c2 = await user('cliente');
    expect((await c1.client.rpc('request_visit', { property_id: p1, visit_date: nextWeekday(2), visit_time: '09:00' })).error).toBeNull();
    expect((await c2.client.rpc('make_proposal', { property_id: p1, amount: 400000, payment_method: 'vista' })).error).toBeNull();
    const p2 = await c1.client.rpc('make_proposal', { property_id: p1, amount: 390000, payment_method: 'misto' });
    await a.client.rpc('reject_proposal', { proposal_id: p2.data.id });

    const { data, error } = await a.client.rpc('agency_dashboard_counts').single();
    expect(error).toBeNull();
    expect(data).toEqual({
      properties: 3, active_properties: 2, appointments: 1, upcoming_appointments: 1, brokers: 1, proposals: 2, open_proposals: 1,
    });
    const client = await c1.client.rpc('agency_dashboard_counts').single();
    expect(client.data).toEqual({
      properties: 0, active_properties: 0, appointments: 0, upcoming_appointments: 0, brokers: 0, proposals: 0, open_proposals: 0,
    });
    expect((await anon.rpc('agency_dashboard_counts')).error).not.toBeNull();
  });
});

/** The top-level URL segments of the app tree (route groups flattened), which an agency's /{slug} must never take. */
function appRouteSegments(): string[] {
  const app = path.resolve(__dirname, '../../../app');
  const segments = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (/^\(.+\)$/.test(entry.name)) walk(path.join(dir, entry.name));
      else if (!entry.name.startsWith('[') && !entry.name.startsWith('_')) segments.add(entry.name);
    }
  };
  walk(app);
  walk(path.join(app, '[locale]'));
  return [...segments].sort();
}

// The slug rule lives in SQL only (slugify, is_reserved_slug, the reserved_slugs table): issue #25.
describe('agency slugs', () => {
  it('reserve every top-level route of the app, every route of the spec and the locale codes', async () => {
    const specRoutes = [
      'anunciar-imovel', 'sou-corretor', 'sou-imobiliaria', 'sobre-nos', 'atendimento', 'login', 'buscar', 'imovel',
      'minha-conta', 'minhas-visitas', 'favoritos', 'propostas', 'dashboard', 'dashboard-cliente',
      'dashboard-proprietario', 'dashboard-corretor', 'minha-pagina', 'financeiro', 'perfil', 'configuracoes',
      'trocar-senha', 'agendamentos', 'imoveis', 'corretores', 'completar-cadastro', 'completar-cadastro-imobiliaria',
      'imoveis-proximos', 'clientes', 'relatorios', 'convidar-corretor',
    ];
    const must = [...new Set([...appRouteSegments(), ...specRoutes, 'pt-br', 'pt', 'en', 'es', 'api', 'auth'])];
    expect(appRouteSegments()).toEqual(expect.arrayContaining(['auth', 'buscar', 'dashboard', 'fotos', 'login']));
    const { data, error } = await anon.from('reserved_slugs').select('slug');
    expect(error).toBeNull();
    const reserved = new Set(data!.map((r) => r.slug));
    expect(must.filter((slug) => !reserved.has(slug))).toEqual([]);
    for (const slug of ['Buscar', ' favoritos ', 'PT-BR']) {
      expect((await anon.rpc('is_reserved_slug', { value: slug })).data).toBe(true);
    }
    expect((await anon.rpc('is_reserved_slug', { value: 'lar-imoveis' })).data).toBe(false);
    expect((await anon.rpc('is_reserved_slug', { value: 'buscar-2' })).data).toBe(false);
  });

  it.each([
    ['Imobiliária São João', 'imobiliaria-sao-joao'],
    ['  Lar & Cia. Imóveis  ', 'lar-cia-imoveis'],
    ['AÇÃO---Corretora', 'acao-corretora'],
    ['José  da   Silva', 'jose-da-silva'],
    ['Imóveis 24h / SP', 'imoveis-24h-sp'],
    ['!!!', ''],
  ])('slugify(%p) is %p', async (name, slug) => {
    const { data, error } = await anon.rpc('slugify', { value: name });
    expect(error).toBeNull();
    expect(data).toBe(slug);
  });

  it('slugify keeps at most 50 characters and never ends with a hyphen', async () => {
    const { data } = await anon.rpc('slugify', { value: 'Imobiliária ' + 'Muito '.repeat(20) + 'Comprida' });
    expect((data as string).length).toBeLessThanOrEqual(50);
    expect(data).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('property_contact', () => {
  it('is the broker, else the agency, else the owner — whose phone needs their consent and a signed-in viewer', async () => {
    const owner = await user('proprietario', 'Dona Privada');
    const viewer = await user('cliente');
    const own = await makeListing({ owner_id: owner.user.id });
    const contact = async (client = anon, id = own) => {
      const { data, error } = await client.rpc('property_contact', { property_id: id });
      expect(error).toBeNull();
      return data[0];
    };
    expect(await contact()).toMatchObject({ id: owner.user.id, role: 'proprietario', name: 'Dona Privada', phone: null });
    expect((await contact(viewer.client)).phone).toBeNull();
    await owner.client.from('user_settings').update({ show_contact: true }).eq('user_id', owner.user.id);
    expect((await contact(viewer.client)).phone).toBe('(11) 99999-0000');
    expect((await contact()).phone).toBeNull();
    // An agency listing shows the agency, its business phone to anyone.
    expect(await contact(anon, L.casa)).toMatchObject({ id: agency.id, role: 'imobiliaria', phone: '(11) 99999-0000', slug: agency.slug });
    expect(await contact(anon, L.paused)).toBeUndefined();
  });
});

describe('expire_properties', () => {
  it('takes expired listings offline and tells their side; service role only', async () => {
    const owner = await user('proprietario');
    const id = await makeListing({ owner_id: owner.user.id, expires_at: new Date(Date.now() - 60000).toISOString() });
    expect((await anon.rpc('expire_properties')).error).not.toBeNull();
    expect((await owner.client.rpc('expire_properties')).error).not.toBeNull();
    const { data, error } = await service().rpc('expire_properties');
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(1);
    const row = await service().from('properties').select('status').eq('id', id).single();
    expect(row.data).toEqual({ status: 'inativo' });
    const n = await service().from('notifications').select('body, link').eq('user_id', owner.user.id).eq('kind', 'anuncio_expirado');
    expect(n.data).toEqual([{ body: expect.stringContaining(`#${id}`), link: '/imoveis' }]);
    // Renewing puts it back online.
    const renewed = await owner.client.rpc('renew_property', { property_id: id });
    expect(renewed.data.status).toBe('ativo');
  });
});
