import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { stackUrl } from '../env';
import { anonClient, makeListing, service, user } from '../rls/world';

// Issue #22: saved searches and their alerts (migration 20261129120000_saved_searches.sql).
//  - the alert predicate (private.saved_search_matches) selects exactly what search_properties returns, for a
//    table of filter objects against listings of one city of this file's own;
//  - alerts: one per search and listing, never twice; sent by frequency, grouped per search (one notification
//    and one e-mail per search); e-mail off → in-app only; the one-click unsubscribe; favourites' events once;
//  - every function as the wrong person, and malformed input.

const uniq = randomUUID().slice(0, 8);
const city = `Cidade H22 ${uniq}`;
const rpc = (fn: string, args: Record<string, unknown> = {}) => service().rpc(fn, args);

async function searchIds(filters: Record<string, unknown>): Promise<Set<number>> {
  const { data, error } = await anonClient().rpc('search_properties', { filters: { ...filters, limit: 100 } });
  if (error) throw new Error(error.message);
  return new Set((data as { id: number }[]).map((r) => r.id));
}

async function matches(filters: Record<string, unknown>, id: number): Promise<boolean> {
  const { data, error } = await rpc('saved_search_matches_listing', { p_filters: filters, p_property_id: id });
  if (error) throw new Error(error.message);
  return data as boolean;
}

/** The search's saved shape (its values taken out, as the alert queue evaluates it; migration 20261201130000). */
async function shapeMatches(filters: Record<string, unknown>, id: number): Promise<boolean> {
  const { data, error } = await rpc('saved_search_shape_matches_listing', { p_filters: filters, p_property_id: id });
  if (error) throw new Error(error.message);
  return data as boolean;
}

const appUrl = stackUrl('app');

/** Delivers the e-mail outbox through the app's own code (tests/fixtures/jobs/app-jobs.ts), as listing-jobs does. */
async function deliver() {
  for (;;) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--import', './tests/fixtures/jobs/server-only-hook.mjs', 'tests/fixtures/jobs/app-jobs.ts', 'deliver'],
      {
        cwd: path.resolve(__dirname, '../../..'),
        env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: appUrl, NEXT_PUBLIC_SITE_URL: 'http://localhost:3999', LAR_SMTP_URL: process.env.LAR_TEST_APP_SMTP_URL, SUPABASE_SERVICE_ROLE_KEY: '' },
        timeout: 120_000,
      },
    );
    const report = JSON.parse(stdout).email as { sent: number; failed: number };
    expect(report.failed).toBe(0);
    if (report.sent === 0) return;
  }
}

async function mailbox(to: string): Promise<{ subject: string; text: string; links: string[] }[]> {
  const r = await fetch(`${appUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await r.json()) as { subject: string; text: string; links: string[] }[];
}

async function notificationsOf(userId: string, kind: string) {
  const { data, error } = await service().from('notifications').select('title, body, link, message_key, params').eq('user_id', userId).eq('kind', kind).order('id');
  if (error) throw new Error(error.message);
  return data;
}

describe('the alert predicate equals search_properties', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const owner = await user('proprietario');
    const base = { owner_id: owner.user.id, city, state: 'SP' };
    ids.rentFlat = await makeListing({ ...base, transaction: 'aluguel', type: 'apartamento', price: 2500, condo_fee: 500, iptu: 100, bedrooms: 2, neighborhood: 'Pinheiros', pets_allowed: true, condo_features: ['piscina'], title: 'Apartamento com piscina' });
    ids.rentHouse = await makeListing({ ...base, transaction: 'aluguel', type: 'casa', price: 3500, bedrooms: 3, neighborhood: 'Vila Madalena', furnished: true, title: 'Casa mobiliada' });
    ids.saleFlat = await makeListing({ ...base, transaction: 'venda', type: 'apartamento', price: 600000, bedrooms: 3, area: 80, neighborhood: 'Pinheiros', title: 'Apartamento à venda' });
    ids.saleHouse = await makeListing({ ...base, transaction: 'venda', type: 'casa', price: 300000, bedrooms: 1, area: 200, neighborhood: 'Butantã', title: 'Casa térrea' });
    ids.paused = await makeListing({ ...base, transaction: 'aluguel', price: 2000, status: 'pausado', neighborhood: 'Pinheiros' });
    ids.far = await makeListing({ ...base, transaction: 'aluguel', price: 1500, neighborhood: 'Centro', latitude: -22.9, longitude: -43.2, title: 'Longe' });
  });

  const CASES: Record<string, unknown>[] = [
    {},
    { transaction: 'aluguel', rent_max: 3000 },
    { transaction: 'aluguel', rent_max: 3000, rent_total: true },
    { rent_max: 3000, sale_max: 400000 },
    { rent_min: 3000, sale_min: 500000 },
    { types: ['casa'] },
    { types: ['apartamento', 'casa'], min_bedrooms: 3 },
    { neighborhood: 'pinheiros' },
    { q: 'piscina' },
    { q: 'Pinheiros' },
    { pets_allowed: true },
    { furnished: true, transaction: 'aluguel' },
    { condo_features: ['piscina'] },
    { transaction: 'venda', min_area: 100 },
    { max_area: 100 },
    { min_lng: -46.8, min_lat: -23.7, max_lng: -46.6, max_lat: -23.5 },
    { state: 'SP' },
    { state: 'RJ' },
    { objective: 'residencial', max_condo_fee: 400 },
    // Literals the saved shape keeps in its text: an E'' string (a backslash), LIKE's wildcards in a city.
    { condo_features: ['pis\\cina'] },
    { street: 'rua', min_bathrooms: 1, min_parking: 0, min_area: 10 },
  ];

  it.each(CASES.map((c) => [JSON.stringify(c), c]))('%s', async (_name, c) => {
    const filters = { ...(c as Record<string, unknown>), city };
    const found = await searchIds(filters);
    for (const [label, id] of Object.entries(ids)) {
      expect([label, await matches(filters, id)]).toEqual([label, found.has(id)]);
      expect([label, 'shape', await shapeMatches(filters, id)]).toEqual([label, 'shape', found.has(id)]);
    }
  });

  it('the saved shape reads a city with LIKE wildcards as the search does', async () => {
    const wild = { city: city.replace(/ /g, '_') };
    const found = await searchIds(wild);
    expect(found.has(ids.rentFlat)).toBe(true);
    expect(await shapeMatches(wild, ids.rentFlat)).toBe(true);
    expect(await shapeMatches({ city: `${city}%x` }, ids.rentFlat)).toBe(false);
  });

  it('searches of one shape with different values: each alert is what the predicate says', async () => {
    const fan = await user('cliente');
    // Same keys, different values (one shape each group), and neighbours of other shapes.
    const variants: Record<string, unknown>[] = [
      ...[1, 2, 3].map((n) => ({ city, transaction: 'aluguel', min_bedrooms: n, rent_max: 3000 })),
      ...[2000, 2499, 2500, 9000].map((n) => ({ city, transaction: 'aluguel', min_bedrooms: 1, rent_max: n })),
      { city, types: ['apartamento'] },
      { city, types: ['casa'] },
      { city, types: ['casa', 'apartamento'] },
      { city, state: 'SP', max_condo_fee: 500 },
      { city, state: 'SP', max_condo_fee: 499 },
      { city, state: 'RJ', max_condo_fee: 500 },
      { city: city.slice(0, 8), neighborhood: 'pinheiros' },
      { city: city.slice(0, 8), neighborhood: 'butanta' },
      { city: city.replace(/ /g, '_'), transaction: 'aluguel' },
      { city, condo_features: ['piscina'] },
      { city, condo_features: ['churrasqueira'] },
      { city, q: 'piscina' },
      { city, q: 'mobiliada' },
      { city, rent_max: 3000, sale_max: 400000 },
      { city, rent_max: 2000, sale_max: 400000 },
    ];
    const saved: number[] = [];
    for (const f of variants) {
      const res = await fan.client.rpc('saved_search_create', { p_name: 'Forma', p_query: '', p_filters: f, p_frequency: 'instant' });
      expect(res.error).toBeNull();
      saved.push(res.data as number);
    }
    const owner = await user('proprietario');
    const listing = await makeListing({
      owner_id: owner.user.id, city, state: 'SP', transaction: 'aluguel', type: 'apartamento', price: 2500, condo_fee: 500,
      bedrooms: 2, neighborhood: 'Pinheiros', pets_allowed: true, condo_features: ['piscina'], title: 'Apartamento com piscina nova',
    });
    const { data: alerts } = await service().from('saved_search_alerts').select('search_id').eq('property_id', listing);
    const alerted = new Set((alerts ?? []).map((a) => a.search_id as number));
    const expected = await Promise.all(variants.map((f) => matches(f, listing)));
    expect(saved.map((id) => alerted.has(id))).toEqual(expected);
    expect(await Promise.all(variants.map((f) => shapeMatches(f, listing)))).toEqual(expected);
    // The queue's own statement (no fallback to one search at a time): the same searches.
    const hits = await rpc('saved_search_queue_hits', { p_search_ids: saved, p_property_id: listing });
    expect(hits.error).toBeNull();
    expect(hits.data).toEqual(saved.filter((_, i) => expected[i]));
    // Not vacuous: within each group some values match and some do not.
    expect(expected.slice(0, 3)).toEqual([true, true, false]);
    expect(expected.slice(3, 7)).toEqual([false, false, true, true]);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(6);
  });

  it('the quick pre-checks of the alert queue (transação, UF, city prefix) read the filters as the predicate does', async () => {
    const fan = await user('cliente');
    const save = async (f: Record<string, unknown>) => {
      const res = await fan.client.rpc('saved_search_create', { p_name: 'x', p_query: '', p_filters: f, p_frequency: 'instant' });
      if (res.error) throw new Error(res.error.message);
      return res.data as number;
    };
    const hits = [
      await save({ city: city.toUpperCase(), state: 'sp', transaction: 'aluguel' }),
      await save({ city: 'cidade h22', state: ' ' }),
    ];
    const misses = [await save({ city, state: 'RJ' }), await save({ city, transaction: 'venda' }), await save({ city: 'Outra' })];
    const owner = await user('proprietario');
    await makeListing({ owner_id: owner.user.id, city, state: 'SP', transaction: 'aluguel', price: 1000 });
    const rows = (await fan.client.rpc('saved_search_list')).data as { id: number; new_matches: number }[];
    const count = (id: number) => rows.find((r) => r.id === id)?.new_matches;
    expect(hits.map(count)).toEqual([1, 1]);
    expect(misses.map(count)).toEqual([0, 0, 0]);
  });

  it('a case matches something and misses something (the table is not vacuous)', async () => {
    expect(await matches({ city, transaction: 'aluguel', rent_max: 3000 }, ids.rentFlat)).toBe(true);
    expect(await matches({ city, transaction: 'aluguel', rent_max: 3000 }, ids.rentHouse)).toBe(false);
    expect(await matches({ city }, ids.paused)).toBe(false);
  });
});

describe('alerts', () => {
  let owner: Awaited<ReturnType<typeof user>>;
  let fan: Awaited<ReturnType<typeof user>>;
  let digest: Awaited<ReturnType<typeof user>>;
  let quiet: Awaited<ReturnType<typeof user>>;
  const place = `Cidade Alerta ${uniq}`;
  const filters = { city: place, transaction: 'aluguel', rent_max: 3000 };
  let fanSearch: number;
  let digestSearch: number;
  let quietSearch: number;

  beforeAll(async () => {
    [owner, fan, digest, quiet] = await Promise.all([user('proprietario'), user('cliente'), user('cliente'), user('cliente')]);
    const off = await service().from('user_settings').upsert({ user_id: quiet.user.id, email_notifications: false });
    if (off.error) throw new Error(off.error.message);
    const make = async (c: typeof fan, frequency: string, f: Record<string, unknown> = filters) => {
      const { data, error } = await c.client.rpc('saved_search_create', { p_name: 'Aluguel até 3 mil', p_query: 'transacao=alugar', p_filters: f, p_frequency: frequency });
      if (error) throw new Error(error.message);
      return data as number;
    };
    fanSearch = await make(fan, 'instant');
    digestSearch = await make(digest, 'daily');
    quietSearch = await make(quiet, 'instant');
    // A search of the fan's that the listings below never match.
    await make(fan, 'instant', { city: place, transaction: 'venda' });
  });

  const list = async (c: typeof fan) => {
    const { data, error } = await c.client.rpc('saved_search_list');
    if (error) throw new Error(error.message);
    return data as { id: number; new_matches: number; paused: boolean }[];
  };

  it('queues one alert per matching search, sends it once, and never the same listing twice', async () => {
    const listing = await makeListing({ owner_id: owner.user.id, city: place, transaction: 'aluguel', price: 2800, title: 'Apartamento no alerta' });
    await makeListing({ owner_id: owner.user.id, city: place, transaction: 'aluguel', price: 5000, title: 'Caro demais' });
    expect((await list(fan)).find((s) => s.id === fanSearch)?.new_matches).toBe(1);

    // A run whose clock is earlier than the alert (a catch-up of a past day) sends nothing and leaves it for later.
    const earlier = await rpc('saved_search_send', { p_now: new Date(Date.now() - 3_600_000).toISOString(), p_user: fan.user.id });
    expect(earlier.data).toEqual({ saved_search_alerts: 0 });
    expect(await notificationsOf(fan.user.id, 'anuncio_busca_salva')).toHaveLength(0);

    const now = new Date();
    expect((await rpc('saved_search_alert_job', { p_now: now.toISOString() })).error).toBeNull();
    let got = await notificationsOf(fan.user.id, 'anuncio_busca_salva');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ link: `/imovel/${listing}`, message_key: 'saved_search.one_match' });
    expect(await notificationsOf(digest.user.id, 'anuncio_busca_salva')).toHaveLength(0); // daily: not yet
    expect(await notificationsOf(quiet.user.id, 'anuncio_busca_salva')).toHaveLength(1); // in-app even with e-mail off
    await deliver();
    const mails = await mailbox(fan.user.email!);
    expect(mails.map((m) => m.subject)).toEqual(['Novo imóvel na sua busca “Aluguel até 3 mil”']);
    expect(mails[0].text).toContain('Apartamento no alerta');
    expect(mails[0].links.some((l) => l.includes(`/imovel/${listing}`))).toBe(true);
    expect(mails[0].links.some((l) => /\/cancelar-alerta\?token=\d+\.[0-9a-f]{64}$/.test(l))).toBe(true);
    expect(await mailbox(quiet.user.email!)).toEqual([]);

    // Taken down and published again, then cheaper: still the same listing for this search.
    for (const change of [{ status: 'pausado' }, { status: 'ativo' }, { price: 2700 }]) {
      expect((await service().from('properties').update(change).eq('id', listing)).error).toBeNull();
    }
    await rpc('saved_search_alert_job', { p_now: new Date().toISOString() });
    got = await notificationsOf(fan.user.id, 'anuncio_busca_salva');
    expect(got).toHaveLength(1);

    // The daily digest a day later: both matches of the day in ONE notification.
    await makeListing({ owner_id: owner.user.id, city: place, transaction: 'aluguel', price: 1900, title: 'Segundo do dia' });
    await rpc('saved_search_alert_job', { p_now: new Date(now.getTime() + 86_400_000 + 60_000).toISOString() });
    const digestRows = await notificationsOf(digest.user.id, 'anuncio_busca_salva');
    expect(digestRows).toHaveLength(1);
    expect(digestRows[0]).toMatchObject({ message_key: 'saved_search.matches', link: `/minhas-buscas?id=${digestSearch}` });
    expect(digestRows[0].params).toMatchObject({ count: 2 });
    // The fan (instant) got the second listing as a new alert of its own.
    expect(await notificationsOf(fan.user.id, 'anuncio_busca_salva')).toHaveLength(2);
    await rpc('saved_search_alert_job', { p_now: new Date(now.getTime() + 2 * 86_400_000).toISOString() });
    expect(await notificationsOf(digest.user.id, 'anuncio_busca_salva')).toHaveLength(1);
  });

  it('opening a search resets its new matches; pausing stops its alerts', async () => {
    const open = await fan.client.rpc('saved_search_open', { p_id: fanSearch });
    expect(open.data).toBe('transacao=alugar');
    expect((await list(fan)).find((s) => s.id === fanSearch)?.new_matches).toBe(0);
    expect((await quiet.client.rpc('saved_search_update', { p_id: quietSearch, p_paused: true })).data).toBe(true);
    await makeListing({ owner_id: owner.user.id, city: place, transaction: 'aluguel', price: 2100, title: 'Depois da pausa' });
    await rpc('saved_search_alert_job', { p_now: new Date().toISOString() });
    // The quiet one had the first two listings before pausing; nothing since.
    expect(await notificationsOf(quiet.user.id, 'anuncio_busca_salva')).toHaveLength(2);
    expect(await notificationsOf(fan.user.id, 'anuncio_busca_salva')).toHaveLength(3);
  });

  it('the unsubscribe token pauses that search only, signed out; a wrong or malformed token does nothing', async () => {
    const { data } = await service().from('saved_searches').select('unsubscribe_token').eq('id', fanSearch).single();
    const token = `${fanSearch}.${(data as { unsubscribe_token: string }).unsubscribe_token}`;
    for (const bad of [`${fanSearch}.${'0'.repeat(64)}`, `${digestSearch}.${token.split('.')[1]}`, 'x', '', "1' or '1'='1", token.toUpperCase()]) {
      expect((await anonClient().rpc('saved_search_unsubscribe', { p_token: bad })).data).toBeNull();
    }
    expect((await list(digest)).find((s) => s.id === digestSearch)?.paused).toBe(false);
    expect((await anonClient().rpc('saved_search_unsubscribe', { p_token: token })).data).toBe('Aluguel até 3 mil');
    expect((await list(fan)).find((s) => s.id === fanSearch)?.paused).toBe(true);
  });
});

describe('favourites alert once per event', () => {
  it('price lowered, under negotiation, about to expire, taken down', async () => {
    const [owner, fan] = await Promise.all([user('proprietario'), user('cliente')]);
    const id = await makeListing({ owner_id: owner.user.id, transaction: 'aluguel', price: 3000, city: `Cidade Fav ${uniq}` });
    expect((await fan.client.from('favorites').insert({ user_id: fan.user.id, property_id: id })).error).toBeNull();
    const favs = () => notificationsOf(fan.user.id, 'anuncio_favorito');
    expect((await service().from('properties').update({ price: 2800 }).eq('id', id)).error).toBeNull();
    expect((await service().from('properties').update({ price: 2900 }).eq('id', id)).error).toBeNull(); // up: nothing
    expect((await favs()).map((n) => n.message_key)).toEqual(['favorite.price_lowered']);
    expect((await favs())[0].params).toMatchObject({ amount: 2800 });

    // Another client's offer is accepted: the fan hears once; the offerer (a fan too) does not.
    const buyer = await user('cliente');
    expect((await buyer.client.from('favorites').insert({ user_id: buyer.user.id, property_id: id })).error).toBeNull();
    const offer = await service().from('proposals')
      .insert({ property_id: id, client_id: buyer.user.id, amount: 2700, original_price: 2800, payment_method: 'vista' })
      .select('id').single();
    expect(offer.error).toBeNull();
    for (let i = 0; i < 2; i++) {
      expect((await service().from('proposals').update({ status: 'aceita' }).eq('id', offer.data!.id)).error).toBeNull();
    }
    expect((await favs()).map((n) => n.message_key)).toEqual(['favorite.price_lowered', 'favorite.in_negotiation']);
    expect(await notificationsOf(buyer.user.id, 'anuncio_favorito')).toEqual([]);
    await service().from('proposals').update({ status: 'rejeitada' }).eq('id', offer.data!.id);

    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await service().from('properties').update({ expires_at: soon }).eq('id', id)).error).toBeNull();
    await rpc('saved_search_alert_job', { p_now: new Date().toISOString() });
    await rpc('saved_search_alert_job', { p_now: new Date().toISOString() });
    expect((await favs()).map((n) => n.message_key)).toEqual(['favorite.price_lowered', 'favorite.in_negotiation', 'favorite.expiring']);

    expect((await service().from('properties').update({ status: 'pausado' }).eq('id', id)).error).toBeNull();
    expect((await favs()).map((n) => n.message_key)).toEqual(['favorite.price_lowered', 'favorite.in_negotiation', 'favorite.expiring', 'favorite.removed']);
  });
});

describe('the wrong person and malformed input', () => {
  let a: Awaited<ReturnType<typeof user>>;
  let b: Awaited<ReturnType<typeof user>>;
  let mine: number;
  beforeAll(async () => {
    [a, b] = await Promise.all([user('cliente'), user('cliente')]);
    const res = await a.client.rpc('saved_search_create', { p_name: 'Minha busca', p_query: 'cidade=Recife', p_filters: { city: 'Recife' }, p_frequency: 'weekly' });
    if (res.error) throw new Error(res.error.message);
    mine = res.data as number;
  });

  it('signed out: no function but the unsubscribe answers', async () => {
    const anon = anonClient();
    for (const [fn, args] of [
      ['saved_search_create', { p_name: 'x', p_query: '', p_filters: {}, p_frequency: 'instant' }],
      ['saved_search_list', {}],
      ['saved_search_update', { p_id: mine, p_name: 'hack' }],
      ['saved_search_delete', { p_id: mine }],
      ['saved_search_open', { p_id: mine }],
      ['saved_search_alert_job', {}],
      ['saved_search_send', {}],
      ['favorite_expiry_alerts', {}],
      ['saved_search_matches_listing', { p_filters: {}, p_property_id: 1 }],
      ['saved_search_shape_matches_listing', { p_filters: {}, p_property_id: 1 }],
      ['saved_search_queue_hits', { p_search_ids: [1], p_property_id: 1 }],
    ] as const) {
      expect([fn, (await anon.rpc(fn, args)).error !== null]).toEqual([fn, true]);
    }
    expect((await anon.from('saved_searches').select('id')).data ?? []).toEqual([]);
  });

  it('another user cannot read, change, open or delete it, nor run the job', async () => {
    expect((await b.client.rpc('saved_search_list')).data).toEqual([]);
    expect((await b.client.from('saved_searches').select('id').eq('id', mine)).data).toEqual([]);
    expect((await b.client.rpc('saved_search_update', { p_id: mine, p_name: 'hack', p_paused: true })).data).toBe(false);
    expect((await b.client.rpc('saved_search_delete', { p_id: mine })).data).toBe(false);
    expect((await b.client.rpc('saved_search_open', { p_id: mine })).data).toBeNull();
    for (const fn of ['saved_search_alert_job', 'saved_search_send', 'favorite_expiry_alerts']) {
      expect([fn, (await b.client.rpc(fn, {})).error !== null]).toEqual([fn, true]);
    }
    expect((await b.client.rpc('saved_search_send', { p_user: a.user.id })).error).not.toBeNull();
    expect((await b.client.rpc('saved_search_matches_listing', { p_filters: {}, p_property_id: 1 })).error).not.toBeNull();
    expect((await b.client.rpc('saved_search_shape_matches_listing', { p_filters: {}, p_property_id: 1 })).error).not.toBeNull();
    expect((await b.client.rpc('saved_search_queue_hits', { p_search_ids: [mine], p_property_id: 1 })).error).not.toBeNull();
    // No direct writes, and not even the owner reads the token.
    expect((await b.client.from('saved_searches').insert({ user_id: a.user.id, name: 'x', query: '', filters: {} })).error).not.toBeNull();
    expect((await a.client.from('saved_searches').update({ paused: true }).eq('id', mine).select('id')).data ?? []).toEqual([]);
    expect((await a.client.from('saved_searches').select('unsubscribe_token').eq('id', mine)).error).not.toBeNull();
    const [row] = (await a.client.rpc('saved_search_list')).data as { name: string; paused: boolean; frequency: string }[];
    expect(row).toMatchObject({ name: 'Minha busca', paused: false, frequency: 'weekly' });
  });

  it('refuses malformed input and changes nothing', async () => {
    const bad: Record<string, unknown>[] = [
      { p_name: '', p_query: '', p_filters: {}, p_frequency: 'instant' },
      { p_name: 'a'.repeat(121), p_query: '', p_filters: {}, p_frequency: 'instant' },
      { p_name: 'ok', p_query: '', p_filters: {}, p_frequency: 'hourly' },
      { p_name: 'ok', p_query: 'a\u0001b', p_filters: {}, p_frequency: 'instant' },
      { p_name: 'ok', p_query: '', p_filters: [1, 2], p_frequency: 'instant' },
      { p_name: 'ok', p_query: '', p_filters: { types: ['castelo'] }, p_frequency: 'instant' },
      { p_name: 'ok', p_query: '', p_filters: { min_bedrooms: "1; drop table profiles" }, p_frequency: 'instant' },
      { p_name: 'ok', p_query: '', p_filters: { min_lat: -23 }, p_frequency: 'instant' },
    ];
    for (const args of bad) {
      const res = await a.client.rpc('saved_search_create', args);
      expect([JSON.stringify(args).slice(0, 60), res.error?.code]).toEqual([JSON.stringify(args).slice(0, 60), '22023']);
    }
    for (const args of [{ p_id: mine, p_name: ' ' }, { p_id: mine, p_frequency: 'sometimes' }]) {
      expect((await a.client.rpc('saved_search_update', args)).error?.code).toBe('22023');
    }
    expect((await a.client.rpc('saved_search_update', { p_id: -1, p_name: 'x' })).data).toBe(false);
    expect(((await a.client.rpc('saved_search_list')).data as unknown[]).length).toBe(1);
  });

  it('the owner renames, changes the frequency, pauses and deletes', async () => {
    expect((await a.client.rpc('saved_search_update', { p_id: mine, p_name: '  Recife  ', p_frequency: 'daily', p_paused: true })).data).toBe(true);
    const [row] = (await a.client.rpc('saved_search_list')).data as { name: string; paused: boolean; frequency: string }[];
    expect(row).toMatchObject({ name: 'Recife', paused: true, frequency: 'daily' });
    expect((await a.client.rpc('saved_search_delete', { p_id: mine })).data).toBe(true);
    expect((await a.client.rpc('saved_search_list')).data).toEqual([]);
  });
});
