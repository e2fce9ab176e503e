import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient } from '../env';

// The public page of an agency or broker (issue #19): agency_page(slug, filters) as anon, as another user and
// as the owner (nothing private ever returned), the slug rules of agency_page_update (reserved, taken,
// malformed, encoded, case) with the history's permanent redirect, the 'perfil público' switch, the cover
// photos (agency_page_set_photos) and the page-photos bucket's policies as other users.

const tok = `pg${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

type Signed = Awaited<ReturnType<typeof signedInClient>>;
type Page = {
  redirect?: string;
  profile: Record<string, unknown>;
  owner: Record<string, unknown> | null;
  total: number;
  total_all: number;
  per_page: number;
  place: Record<string, string> | null;
  heading_transaction: string | null;
  facets: { transaction: Record<string, number>; type: Record<string, number> };
  listings: { id: number; cover_image: string | null }[];
  points: { id: number; lat: number; lng: number }[];
};

let anon: SupabaseClient;
let admin: SupabaseClient;
let agency: Signed & { slug: string };
let rival: Signed & { slug: string };
let broker: Signed & { slug: string };
let owner: Signed;
let client: Signed;
const ids: Record<string, number> = {};
const barraFunda: number[] = [];
// Seven decimals: the approximate points are rounded to five, so a match in the JSON can only be the exact point leaking.
const EXACT = { latitude: -23.5234567, longitude: -46.6678912 };

async function page(slug: string, filters: Record<string, unknown> = {}, as: SupabaseClient = anon): Promise<Page | null> {
  const { data, error } = await as.rpc('agency_page', { p_slug: slug, p_filters: filters });
  if (error) throw Object.assign(new Error(error.message), { hint: error.hint, code: error.code });
  return data as Page | null;
}

async function slugOf(id: string): Promise<string> {
  const { data, error } = await admin.from('profiles').select('slug').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.slug as string;
}

async function account(role: string, name: string) {
  const s = await signedInClient('app', { data: { name, role, phone: '(11) 3333-4444' } });
  return { ...s, slug: role === 'corretor' || role === 'imobiliaria' ? await slugOf(s.user.id) : '' };
}

beforeAll(async () => {
  anon = anonClient('app');
  admin = serviceClient('app');
  agency = await account('imobiliaria', `Imobiliária Página ${tok}`);
  // The page shows its phone and e-mail only with 'Visibilidade do contato' on (issue #24: off by default).
  await admin.from('user_settings').upsert({ user_id: agency.user.id, show_contact: true });
  rival = await account('imobiliaria', `Imobiliária Rival ${tok}`);
  broker = await account('corretor', `Corretor Página ${tok}`);
  owner = await account('proprietario', `Dona Privada ${tok}`);
  client = await account('cliente', `Cliente ${tok}`);

  const base = {
    owner_id: agency.user.id, city: 'São Paulo', state: 'SP', objective: 'residencial', bedrooms: 2, price: 3000,
    published_at: ago(1), street: 'Rua Privada', street_number: '999', zip_code: '01234-567', ...EXACT,
  };
  const rows: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < 12; i++) {
    rows[`bf${i}`] = { transaction: 'aluguel', type: i % 2 ? 'casa' : 'apartamento', neighborhood: 'Barra Funda', title: `Apartamento ${i} ${tok}`, bedrooms: 1 + (i % 4), published_at: ago(i + 1) };
  }
  Object.assign(rows, {
    venda: { transaction: 'venda', type: 'cobertura', neighborhood: 'Pinheiros', title: `Cobertura ${tok}`, price: 900_000, bedrooms: 4 },
    // The owner's listing managed by the agency: the owner's data must never show.
    ofOwner: { owner_id: owner.user.id, agency_id: agency.user.id, transaction: 'venda', type: 'casa', neighborhood: 'Lapa', title: `Casa da proprietária ${tok}`, price: 500_000 },
    pausado: { transaction: 'aluguel', type: 'casa', neighborhood: 'Barra Funda', title: `Pausado ${tok}`, status: 'pausado' },
    vencido: { transaction: 'aluguel', type: 'casa', neighborhood: 'Barra Funda', title: `Vencido ${tok}`, expires_at: ago(1) },
    apagado: { transaction: 'aluguel', type: 'casa', neighborhood: 'Barra Funda', title: `Apagado ${tok}`, status: 'inativo', deleted_at: ago(1) },
    rival: { owner_id: rival.user.id, transaction: 'aluguel', type: 'casa', neighborhood: 'Barra Funda', title: `Rival ${tok}` },
    doCorretor: { owner_id: broker.user.id, transaction: 'aluguel', type: 'kitnet_studio', neighborhood: 'Centro', city: 'Campinas', title: `Kitnet ${tok}` },
  });
  for (const [name, row] of Object.entries(rows)) {
    const { data, error } = await admin.from('properties').insert({ ...base, ...row }).select('id').single();
    if (error) throw new Error(`${name}: ${error.message}`);
    ids[name] = data.id as number;
    if (name.startsWith('bf')) barraFunda.push(data.id as number);
  }
  const { error } = await admin.from('property_images').insert({ property_id: ids.bf0, storage_path: `${ids.bf0}/capa.webp`, position: 0 });
  if (error) throw new Error(error.message);
});

describe('agency_page as anyone', () => {
  it('is the profile, the real count, a page of 12 public listings and the place they cluster in', async () => {
    const p = (await page(agency.slug))!;
    expect(p.profile).toMatchObject({ id: agency.user.id, role: 'imobiliaria', name: `Imobiliária Página ${tok}`, slug: agency.slug, email: agency.email, phone: '(11) 3333-4444' });
    expect(p.total).toBe(14);
    expect(p.total_all).toBe(14);
    expect(p.per_page).toBe(12);
    expect(p.listings).toHaveLength(12);
    const all = [...p.listings, ...(await page(agency.slug, { page: 2 }))!.listings].map((l) => l.id);
    expect(all.sort()).toEqual([...barraFunda, ids.venda!, ids.ofOwner!].sort());
    for (const hidden of ['pausado', 'vencido', 'apagado', 'rival', 'doCorretor']) expect(all).not.toContain(ids[hidden]);
    expect(p.place).toEqual({ neighborhood: 'Barra Funda', city: 'São Paulo', state: 'SP' });
    expect(p.heading_transaction).toBeNull();
    expect(p.facets.transaction).toEqual({ aluguel: 12, venda: 2 });
    expect(p.listings.find((l) => l.id === ids.bf0)!.cover_image).toBe(`${ids.bf0}/capa.webp`);
    expect(p.owner).toBeNull();
  });

  it('never returns the exact address or point, the listing owner or the owner’s e-mail', async () => {
    for (const as of [anon, client.client, rival.client]) {
      const json = JSON.stringify(await page(agency.slug, {}, as));
      for (const secret of [owner.email, owner.user.id, '01234-567', 'Rua Privada', '"999"', String(EXACT.latitude), String(EXACT.longitude)]) {
        expect(json).not.toContain(secret);
      }
    }
    const p = (await page(agency.slug))!;
    expect(p.points.length).toBe(14);
    expect(p.points.every((pt) => pt.lat !== EXACT.latitude && pt.lng !== EXACT.longitude)).toBe(true);
  });

  it.each([
    [{ transaction: 'aluguel' }, 12, 'aluguel'],
    [{ transaction: 'venda' }, 2, 'venda'],
    [{ type: 'casa' }, 7, null],
    [{ min_bedrooms: 4 }, 4, null],
    [{ transaction: 'aluguel', type: 'apartamento', min_bedrooms: 3 }, 3, 'aluguel'],
  ])('filters %j to %i listings', async (filters, total, heading) => {
    const p = (await page(agency.slug, filters))!;
    expect(p.total).toBe(total);
    expect(p.total_all).toBe(14);
    expect(p.heading_transaction).toBe(heading);
  });

  it('puts the heading in the city when no neighbourhood has half of the matches', async () => {
    expect((await page(agency.slug, { transaction: 'venda' }))!.place).toEqual({ city: 'São Paulo', state: 'SP' });
  });

  it.each([
    [{ transaction: 'troca' }],
    [{ type: 'castelo' }],
    [{ min_bedrooms: 'x' }],
    [{ min_bedrooms: 99 }],
    [{ page: 0 }],
    [{ page: '1; drop table profiles' }],
  ])('refuses the malformed filter %j', async (filters) => {
    await expect(page(agency.slug, filters)).rejects.toMatchObject({ hint: 'invalid_filter' });
  });

  it('is a broker’s page too, with the listings where they are the broker', async () => {
    const p = (await page(broker.slug))!;
    expect(p.profile).toMatchObject({ role: 'corretor', slug: broker.slug, address: null });
    expect(p.listings.map((l) => l.id)).toEqual([ids.doCorretor]);
    expect(p.place).toEqual({ neighborhood: 'Centro', city: 'Campinas', state: 'SP' });
  });

  it.each([
    ['buscar'],
    ['minha-pagina'],
    ['pt-br'],
    ['nao-existe-' + 'x'],
    [''],
    ['../buscar'],
    ['%2e%2e'],
    ['a b'],
    ['casa--paulista'],
    ['-casa'],
    ['x'.repeat(51)],
  ])('is null for the unknown, reserved or malformed slug %p', async (slug) => {
    expect(await page(slug)).toBeNull();
  });

  it('answers another spelling of the slug with a redirect to the canonical one', async () => {
    expect(await page(agency.slug.toUpperCase())).toEqual({ redirect: agency.slug });
    expect(await page(` ${agency.slug} `)).toEqual({ redirect: agency.slug });
  });

  it('is no page of a client or an owner (they have no slug)', async () => {
    const { data } = await admin.from('profiles').select('slug').in('id', [owner.user.id, client.user.id]);
    expect(data!.every((r) => r.slug === null)).toBe(true);
  });
});

describe('agency_page_update and the old address', () => {
  it('changes the description and the contacts of the caller’s own page only', async () => {
    const { error } = await agency.client.rpc('agency_page_update', {
      p_data: { description: `  Somos a página ${tok}.  `, phone: '11987654321', whatsapp: '(11) 98888-7777', contact_email: 'Contato@Pagina.dev' },
    });
    expect(error).toBeNull();
    const p = (await page(agency.slug))!;
    expect(p.profile).toMatchObject({ description: `Somos a página ${tok}.`, phone: '(11) 98765-4321', whatsapp: '(11) 98888-7777', email: 'contato@pagina.dev' });
    expect((await page(agency.slug, {}, agency.client))!.owner).toMatchObject({ contact_email: 'contato@pagina.dev', whatsapp: '(11) 98888-7777', public_profile: true });
    // Nobody else's page changes.
    expect((await page(rival.slug))!.profile.description).toBeNull();
  });

  it.each([
    ['a 2001-character description', { description: 'x'.repeat(2001) }, 'description_too_long'],
    ['{ phone: "123" }', { phone: '123' }, 'phone_invalid'],
    ['{ whatsapp: "(11) 3333-4444" }', { whatsapp: '(11) 3333-4444' }, 'whatsapp_invalid'],
    ['{ contact_email: "sem-arroba" }', { contact_email: 'sem-arroba' }, 'email_invalid'],
    ['{ slug: "Com Espaço" }', { slug: 'Com Espaço' }, 'slug_invalid'],
    ['{ slug: "ab" }', { slug: 'ab' }, 'slug_invalid'],
    ['{ slug: "-inicio" }', { slug: '-inicio' }, 'slug_invalid'],
    ['a 51-character slug', { slug: 'x'.repeat(51) }, 'slug_invalid'],
    ['{ slug: "casa%2Dpaulista" }', { slug: 'casa%2Dpaulista' }, 'slug_invalid'],
    ['{ slug: "Buscar" }', { slug: 'Buscar' }, 'slug_invalid'],
    ['{ slug: "buscar" }', { slug: 'buscar' }, 'slug_reserved'],
    ['{ slug: "pt-br" }', { slug: 'pt-br' }, 'slug_reserved'],
    ['{ role: "cliente" }', { role: 'cliente' }, 'invalid_data'],
    ['{ description: 5 }', { description: 5 }, 'invalid_data'],
  ])('refuses %s (%s) and changes nothing', async (_label, data, hint) => {
    const before = await page(agency.slug, {}, agency.client);
    const { error } = await agency.client.rpc('agency_page_update', { p_data: data });
    expect(error?.hint).toBe(hint);
    expect(await page(agency.slug, {}, agency.client)).toEqual(before);
  });

  it('refuses a slug another page has', async () => {
    const { error } = await agency.client.rpc('agency_page_update', { p_data: { slug: rival.slug } });
    expect(error?.hint).toBe('slug_taken');
  });

  it('refuses clients, owners and anon', async () => {
    for (const who of [client, owner]) {
      const { error } = await who.client.rpc('agency_page_update', { p_data: { description: 'x' } });
      expect(error?.hint).toBe('not_page_owner');
    }
    expect((await anon.rpc('agency_page_update', { p_data: { description: 'x' } })).error).not.toBeNull();
  });

  it('moves the page to a new slug; the old one redirects and nobody else may take it', async () => {
    const old = agency.slug;
    const fresh = `nova-${tok}`;
    const { data, error } = await agency.client.rpc('agency_page_update', { p_data: { slug: fresh } });
    expect(error).toBeNull();
    expect(data).toBe(fresh);
    expect(await page(old)).toEqual({ redirect: fresh });
    expect(await page(old.toUpperCase())).toEqual({ redirect: fresh });
    expect((await page(fresh))!.profile.slug).toBe(fresh);
    // The rival can take neither the old address (function nor direct update) nor the new one.
    expect((await rival.client.rpc('agency_page_update', { p_data: { slug: old } })).error?.hint).toBe('slug_taken');
    const direct = await rival.client.from('profiles').update({ slug: old }).eq('id', rival.user.id);
    expect(direct.error).not.toBeNull();
    expect((await rival.client.rpc('agency_page_update', { p_data: { slug: fresh } })).error?.hint).toBe('slug_taken');
    // A second move: both old addresses lead to the current one; taking the first back ends its redirect.
    const third = `terceira-${tok}`;
    expect((await agency.client.rpc('agency_page_update', { p_data: { slug: third } })).error).toBeNull();
    expect(await page(old)).toEqual({ redirect: third });
    expect(await page(fresh)).toEqual({ redirect: third });
    expect((await agency.client.rpc('agency_page_update', { p_data: { slug: old } })).error).toBeNull();
    expect((await page(old))!.profile.slug).toBe(old);
    expect(await page(third)).toEqual({ redirect: old });
  });

  it('keeps the page fields out of direct writes', async () => {
    for (const patch of [{ page_photos: ['x'] }, { contact_email: 'a@b.dev' }, { whatsapp: '(11) 99999-9999' }]) {
      const { error } = await agency.client.from('profiles').update(patch).eq('id', agency.user.id);
      expect(error).not.toBeNull();
    }
    const { error } = await agency.client.from('profile_slug_history').insert({ slug: `roubado-${tok}`, profile_id: agency.user.id });
    expect(error).not.toBeNull();
  });
});

describe("the 'perfil público' switch", () => {
  afterAll(async () => {
    await broker.client.from('user_settings').update({ public_profile: true }).eq('user_id', broker.user.id);
  });

  it('hides the page (and its old address) from everyone but its owner, and from the sitemap', async () => {
    const old = broker.slug;
    const fresh = `corretor-novo-${tok}`;
    expect((await broker.client.rpc('agency_page_update', { p_data: { slug: fresh } })).error).toBeNull();
    broker.slug = fresh;
    const slugs = async () => ((await anon.rpc('public_page_slugs')).data as { slug: string }[]).map((r) => r.slug);
    expect(await slugs()).toContain(fresh);

    const { error } = await broker.client.from('user_settings').update({ public_profile: false }).eq('user_id', broker.user.id);
    expect(error).toBeNull();
    for (const as of [anon, client.client, agency.client]) {
      expect(await page(fresh, {}, as)).toBeNull();
      expect(await page(old, {}, as)).toBeNull();
    }
    const own = (await page(fresh, {}, broker.client))!;
    expect(own.owner).toMatchObject({ public_profile: false });
    expect(await slugs()).not.toContain(fresh);
  });
});

describe('cover photos and the page-photos bucket', () => {
  const webp = Buffer.from('524946461a000000574542505650384c0d0000002f0000001007101111888808', 'hex');
  const name = (who: Signed) => `${who.user.id}/${randomUUID()}.webp`;
  const upload = (who: SupabaseClient, path: string) =>
    who.storage.from('page-photos').upload(path, webp, { contentType: 'image/webp', upsert: false });

  it('lets only the page’s owner write its folder', async () => {
    const mine = name(agency);
    expect((await upload(agency.client, mine)).error).toBeNull();
    // Another agency, a client in its own folder, anon: refused.
    expect((await upload(rival.client, name(agency))).error).not.toBeNull();
    expect((await upload(client.client, name(client))).error).not.toBeNull();
    expect((await upload(anon, name(agency))).error).not.toBeNull();
    // Another agency cannot delete or overwrite it, nor list the folder.
    await rival.client.storage.from('page-photos').remove([mine]);
    const over = await rival.client.storage.from('page-photos').upload(mine, webp, { contentType: 'image/webp', upsert: true });
    expect(over.error).not.toBeNull();
    const listed = await rival.client.storage.from('page-photos').list(agency.user.id);
    expect(listed.data ?? []).toEqual([]);
    const { data } = await admin.storage.from('page-photos').list(agency.user.id);
    expect(data!.map((o) => `${agency.user.id}/${o.name}`)).toContain(mine);
  });

  it('shows up to 5 of the owner’s own stored photos, in order', async () => {
    const paths: string[] = [];
    for (let i = 0; i < 6; i++) {
      const path = name(agency);
      expect((await upload(agency.client, path)).error).toBeNull();
      paths.push(path);
    }
    const set = (who: Signed, p: string[]) => who.client.rpc('agency_page_set_photos', { p_paths: p });
    expect((await set(agency, paths)).error?.hint).toBe('too_many_photos');
    expect((await set(agency, [paths[0]!, paths[0]!])).error?.hint).toBe('photo_invalid');
    expect((await set(agency, [name(agency)])).error?.hint).toBe('photo_missing');
    expect((await set(agency, [`${agency.user.id}/../x.webp`])).error?.hint).toBe('photo_invalid');
    expect((await set(agency, [`${agency.user.id}/${randomUUID()}.png`])).error?.hint).toBe('photo_invalid');
    // The rival cannot show the agency's photos on its page, nor change the agency's.
    expect((await set(rival, [paths[0]!])).error?.hint).toBe('photo_invalid');
    expect((await set(client, [])).error?.hint).toBe('not_page_owner');
    expect((await anon.rpc('agency_page_set_photos', { p_paths: [] })).error).not.toBeNull();

    const chosen = [paths[2]!, paths[0]!, paths[1]!];
    const { data, error } = await set(agency, chosen);
    expect(error).toBeNull();
    expect(data).toEqual(chosen);
    expect((await page(agency.slug))!.profile.photos).toEqual(chosen);
    expect((await page(rival.slug))!.profile.photos).toEqual([]);
  });
});
