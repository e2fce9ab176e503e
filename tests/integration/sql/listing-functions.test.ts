import fs from 'node:fs';
import path from 'node:path';
import { anonClient, makeListing, nextWeekday, service, user } from '../rls/world';

// SQL functions of listings that are not the search (tests/integration/search/search-properties.test.ts has
// search_properties, properties_in_bbox, nearby_properties and similar_properties): the agency dashboard's
// counts, the agency slug rule, the listing contact and the expiry job, on the "app" stack of the one harness.

const anon = anonClient();

let agency: { id: string; slug: string };
const L: Record<string, number> = {};

beforeAll(async () => {
  const a = await user('imobiliaria', `Imobiliária Funções ${Date.now()}`);
  const slug = (await service().from('profiles').select('slug').eq('id', a.user.id).single()).data!.slug as string;
  agency = { id: a.user.id, slug };
  L.casa = await makeListing({ owner_id: agency.id, transaction: 'venda', type: 'casa', title: 'Casa térrea com quintal' });
  L.paused = await makeListing({ owner_id: agency.id, status: 'pausado', title: 'Apartamento pausado' });
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
      // `_x` is private to Next; `%5Fx` is the proxy's internal folder of cached copies (lib/cache/public-pages.ts),
      // unreachable as a URL and no slug shape.
      else if (!entry.name.startsWith('[') && !entry.name.startsWith('_') && !entry.name.startsWith('%5F')) segments.add(entry.name);
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
    // An agency listing shows the agency; its business phone to anyone once it shows its contact
    // ('Visibilidade do contato', off by default: issue #24).
    expect(await contact(anon, L.casa)).toMatchObject({ id: agency.id, role: 'imobiliaria', phone: null, slug: agency.slug });
    await service().from('user_settings').upsert({ user_id: agency.id, show_contact: true });
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
    await service().from('properties').update({ street: 'Rua A', zip_code: '05422-000' }).eq('id', id);
    await service().from('property_images').insert({ property_id: id, storage_path: `${id}/capa.jpg` });
    const renewed = await owner.client.rpc('listing_renew', { p_id: id });
    expect(renewed.error).toBeNull();
    expect((await service().from('properties').select('status').eq('id', id).single()).data).toEqual({ status: 'ativo' });
  });
});
