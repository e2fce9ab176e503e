import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, makeListing, service, user } from '../rls/world';

/**
 * Issue #34, price context, by the paths people take on the app stack: an owner publishes, edits the price
 * of, pauses and reactivates a listing through the listing functions, and what anon reads on the listing
 * page (listing_price_context) and the cards (listing_price_positions) follows at once; the bairro → city
 * fallback and the 5-comparable floor; unusable areas; the price history; and every wrong call — signed
 * out, a cliente, another owner, forged and malformed ids, listings that are not public, the private
 * functions and tables.
 *
 * Every test writes in a city of its own (the app stack is shared by the whole run).
 */

type Ctx = {
  price_per_m2: number | null;
  level: 'bairro' | 'cidade' | null;
  place: string | null;
  comparables: number;
  median: number | null;
  p10: number | null;
  p90: number | null;
  diff_pct: number | null;
  history: { price: number; condo_fee: number | null; at: string }[];
  drop: { pct: number; from: number; to: number; at: string } | null;
};

let owner: { client: SupabaseClient; user: { id: string } };
let otherOwner: { client: SupabaseClient; user: { id: string } };
let cliente: { client: SupabaseClient; user: { id: string } };
beforeAll(async () => {
  [owner, otherOwner, cliente] = await Promise.all([
    user('proprietario', 'Dona do preço'),
    user('proprietario', 'Outro dono'),
    user('cliente', 'Cliente do preço'),
  ]);
});

let cityN = 0;
const newCity = () => `Cidade Preço ${process.pid} ${Date.now().toString(36)} ${++cityN}`;

/** Active rentals of 2 quartos in `city`/`bairro`, of the given R$/m² (area 100 m², no condomínio). */
async function rentals(city: string, bairro: string, perM2: number[], extra: Record<string, unknown> = {}) {
  const ids: number[] = [];
  for (const v of perM2) {
    ids.push(
      await makeListing({
        owner_id: otherOwner.user.id, transaction: 'aluguel', type: 'apartamento', price: v * 100, condo_fee: null,
        area: 100, bedrooms: 2, neighborhood: bairro, city, state: 'SP', ...extra,
      }),
    );
  }
  return ids;
}

const ctx = async (id: unknown, client: SupabaseClient = anonClient()) => {
  const { data, error } = await client.rpc('listing_price_context', { p_id: id });
  if (error) throw new Error(error.message);
  return data as Ctx | null;
};

async function withPhoto(id: number) {
  const { error } = await service().from('property_images').insert({ property_id: id, storage_path: `${id}/capa.jpg`, position: 0 });
  if (error) throw new Error(error.message);
}

test('publish, edit, pause and reactivate refresh the group at once; the price history records each change', async () => {
  const city = newCity();
  const others = await rentals(city, 'Pinheiros', [40, 50, 60, 70, 80]);
  // A draft of the owner: 2 quartos, 100 m², R$ 4 000 + 500 of condomínio → R$ 45/m² (25 % below the
  // others' 60: not the 40 % that sends a rental to review).
  const draft = await makeListing({
    owner_id: owner.user.id, status: 'rascunho', transaction: 'aluguel', type: 'apartamento', price: 4000,
    condo_fee: 500, area: 100, bedrooms: 2, neighborhood: 'Pinheiros', city, state: 'SP',
    // Its own street number: the trust check holds a listing at another advertiser's CEP + número.
    street: 'Rua dos Pinheiros', street_number: String(10_000 + Math.floor(Math.random() * 89_999)), zip_code: '05422-000',
    latitude: -23.56, longitude: -46.69,
  });
  await withPhoto(draft);
  expect(await ctx(draft)).toBeNull(); // a draft is not public
  const before = (await ctx(others[0]))!;
  expect(before).toMatchObject({ level: 'bairro', comparables: 5, median: 60, place: 'Pinheiros' });

  expect((await owner.client.rpc('listing_publish', { p_id: draft })).error).toBeNull();
  const live = (await ctx(draft))!;
  expect(live).toMatchObject({ price_per_m2: 45, level: 'bairro', comparables: 6, median: 55, place: 'Pinheiros', diff_pct: -18 });
  expect(live.history.map((h) => [h.price, h.condo_fee])).toEqual([[4000, 500]]);
  expect(live.drop).toBeNull();
  expect((await ctx(others[0]))!.comparables).toBe(6);
  const { data: cards } = await anonClient().rpc('listing_price_positions', { p_ids: [draft, others[4]] });
  expect(cards).toEqual(
    expect.arrayContaining([
      { id: draft, diff_pct: -18, level: 'bairro' },
      { id: others[4], diff_pct: 45, level: 'bairro' },
    ]),
  );

  // The owner lowers the rent: R$ 3 500 + 500 → R$ 40/m²; the history shows the drop of 13 % (12.5).
  expect((await owner.client.rpc('listing_save', { p_id: draft, p_data: { price: 3500 } })).error).toBeNull();
  const edited = (await ctx(draft))!;
  expect(edited).toMatchObject({ price_per_m2: 40, median: 55, diff_pct: -27 });
  expect(edited.history.map((h) => h.price)).toEqual([3500, 4000]);
  expect(edited.drop).toMatchObject({ pct: 13, from: 4000, to: 3500 });
  // A change of condomínio only is history too, and no longer a price drop.
  expect((await owner.client.rpc('listing_save', { p_id: draft, p_data: { condo_fee: 600 } })).error).toBeNull();
  const condo = (await ctx(draft))!;
  expect(condo.history.map((h) => [h.price, h.condo_fee])).toEqual([[3500, 600], [3500, 500], [4000, 500]]);
  expect(condo.drop).toBeNull();
  expect(condo.price_per_m2).toBe(41);
  // An edit that changes nothing of the price records nothing.
  expect((await owner.client.rpc('listing_save', { p_id: draft, p_data: { title: 'Apartamento com novo título' } })).error).toBeNull();
  expect((await ctx(draft))!.history).toHaveLength(3);

  // Paused: not public, and no longer a comparable of the others.
  expect((await owner.client.rpc('listing_pause', { p_id: draft })).error).toBeNull();
  expect(await ctx(draft)).toBeNull();
  expect((await ctx(others[0]))!).toMatchObject({ comparables: 5, median: 60 });
  expect((await owner.client.rpc('listing_reactivate', { p_id: draft })).error).toBeNull();
  expect((await ctx(others[0]))!).toMatchObject({ comparables: 6 });

  // Deleted: gone from the group too.
  expect((await owner.client.rpc('listing_delete', { p_id: draft })).error).toBeNull();
  expect(await ctx(draft)).toBeNull();
  expect((await ctx(others[0]))!).toMatchObject({ comparables: 5, median: 60 });
});

test('bairro with fewer than 5 falls back to the city; fewer than 5 in the city gives no number', async () => {
  const city = newCity();
  const bairro = await rentals(city, 'Moema', [50, 60, 70, 80]); // 4 in Moema (each has 3 others + itself)
  const elsewhere = await rentals(city, 'Centro', [30]);
  let c = (await ctx(bairro[0]))!;
  // Moema has 4 (< 5): the city's 5 are the comparison.
  expect(c).toMatchObject({ level: 'cidade', place: city, comparables: 5, median: 60 });
  expect((await ctx(elsewhere[0]))!).toMatchObject({ level: 'cidade', comparables: 5, median: 60, diff_pct: -50 });
  // A fifth in Moema: Moema itself.
  await rentals(city, 'Moema', [90]);
  c = (await ctx(bairro[0]))!;
  expect(c).toMatchObject({ level: 'bairro', place: 'Moema', comparables: 5, median: 70 });
  expect(c.p10).toBeCloseTo(54, 9); // percentile_cont: 50 + 0.4 × (60 − 50)
  expect(c.p90).toBeCloseTo(86, 9);

  // Quartos ±1: a 4-quarto listing is not a comparable of 2-quarto ones (and has none of its own).
  const far = await rentals(city, 'Moema', [10], { bedrooms: 4 });
  expect((await ctx(bairro[0]))!.comparables).toBe(5);
  expect((await ctx(far[0]))!).toMatchObject({ level: null, comparables: 1, median: null, diff_pct: null });

  // A city of 4: no comparison at all, only the count.
  const small = newCity();
  const four = await rentals(small, 'Centro', [50, 60, 70, 80]);
  expect((await ctx(four[0]))!).toMatchObject({ level: null, place: null, comparables: 4, median: null, p10: null, p90: null, diff_pct: null });
  const { data: cards } = await anonClient().rpc('listing_price_positions', { p_ids: four });
  expect(cards).toEqual([]);
});

test('listings without a usable area have no R$/m² and are never counted', async () => {
  const city = newCity();
  const ok = await rentals(city, 'Centro', [50, 60, 70, 80, 90]);
  const unusable = [
    await makeListing({ owner_id: otherOwner.user.id, transaction: 'aluguel', type: 'apartamento', price: 100, area: null, bedrooms: 2, neighborhood: 'Centro', city, state: 'SP' }),
    await makeListing({ owner_id: otherOwner.user.id, transaction: 'aluguel', type: 'apartamento', price: 100, area: 5, bedrooms: 2, neighborhood: 'Centro', city, state: 'SP' }),
    await makeListing({ owner_id: otherOwner.user.id, transaction: 'aluguel', type: 'apartamento', price: 100, area: 90000, bedrooms: 2, neighborhood: 'Centro', city, state: 'SP' }),
  ];
  for (const id of unusable) expect((await ctx(id))!).toMatchObject({ price_per_m2: null, level: null, diff_pct: null });
  expect((await ctx(ok[0]))!).toMatchObject({ comparables: 5, median: 70 });
  // A sale compares the price alone (condomínio left out).
  const sale = await makeListing({ owner_id: otherOwner.user.id, transaction: 'venda', price: 500000, condo_fee: 900, area: 50, bedrooms: 2, neighborhood: 'Centro', city, state: 'SP' });
  expect((await ctx(sale))!.price_per_m2).toBe(10000);
});

test('wrong callers and bad input: nothing private, nothing of a listing that is not public, errors for malformed ids', async () => {
  const city = newCity();
  const [pub] = await rentals(city, 'Centro', [50, 60, 70, 80, 90]);
  const paused = await makeListing({ owner_id: owner.user.id, status: 'pausado', transaction: 'aluguel', price: 5000, area: 100, bedrooms: 2, neighborhood: 'Centro', city, state: 'SP' });
  const expired = await makeListing({ owner_id: owner.user.id, transaction: 'aluguel', price: 5000, area: 100, bedrooms: 2, neighborhood: 'Centro', city, state: 'SP', expires_at: new Date(Date.now() - 60_000).toISOString() });
  const deleted = await makeListing({ owner_id: owner.user.id, status: 'inativo', deleted_at: new Date().toISOString(), transaction: 'aluguel', price: 5000, area: 100, bedrooms: 2, neighborhood: 'Centro', city, state: 'SP' });

  for (const client of [anonClient(), cliente.client, otherOwner.client, owner.client]) {
    // Not public: null for everyone — the listing side included (it is a public read).
    for (const id of [paused, expired, deleted, 0, -1, 9_007_199_254_740_991]) expect(await ctx(id, client)).toBeNull();
    // Public: the same figures for everyone, and nothing personal in them.
    const c = (await ctx(pub, client))!;
    expect(Object.keys(c).sort()).toEqual(
      ['city', 'comparables', 'diff_pct', 'drop', 'history', 'level', 'median', 'p10', 'p90', 'place', 'price_per_m2', 'transaction'].sort(),
    );
    expect(JSON.stringify(c)).not.toMatch(/owner|agency|broker|email|phone|street|zip|latitude/);
  }
  // Malformed ids: an error, not a result.
  for (const bad of ['abc', '1 or 1=1', '%27', '1e3', null, { id: 1 }]) {
    const { data, error } = await anonClient().rpc('listing_price_context', { p_id: bad });
    if (bad === null) expect(data).toBeNull();
    else expect(error).not.toBeNull();
  }
  // The cards' read: at most 60 ids, no null list, only public listings answered.
  expect((await anonClient().rpc('listing_price_positions', { p_ids: Array.from({ length: 61 }, (_, i) => i + 1) })).error).not.toBeNull();
  expect((await anonClient().rpc('listing_price_positions', { p_ids: null })).error).not.toBeNull();
  expect((await anonClient().rpc('listing_price_positions', { p_ids: ['x'] })).error).not.toBeNull();
  const { data: only } = await anonClient().rpc('listing_price_positions', { p_ids: [pub, paused, expired, deleted] });
  expect((only as { id: number }[]).map((r) => r.id)).toEqual([pub]);

  // The private functions and tables are not part of the API, for anyone but the service role's SQL.
  for (const client of [anonClient(), cliente.client, owner.client]) {
    for (const [fn, args] of [
      ['listing_price_comparison', { p_property_id: pub }],
      ['price_context_refresh', { p_keys: [] }],
      ['price_context_rebuild', {}],
      ['price_context_median', {}],
    ] as const) {
      expect((await client.rpc(fn, args)).error).not.toBeNull();
    }
    const history = await client.from('property_price_history').select('*').eq('property_id', pub);
    expect(history.error !== null || (history.data ?? []).length === 0).toBe(true);
    expect((await client.from('property_price_history').insert({ property_id: pub, price: 1 })).error).not.toBeNull();
    expect((await client.from('price_context_groups').select('*')).error).not.toBeNull();
  }
  // The history of a paused listing stays private even to its owner's API calls.
  const own = await owner.client.from('property_price_history').select('*').eq('property_id', paused);
  expect(own.error !== null || (own.data ?? []).length === 0).toBe(true);
});

test("/buscar's 'Abaixo da mediana da região': only listings under their comparables' median; bad values refused", async () => {
  const city = newCity();
  const ids = await rentals(city, 'Centro', [40, 50, 60, 70, 80]); // median 60
  const search = (filters: Record<string, unknown>) =>
    anonClient().rpc('search_properties', { filters: { city, limit: 50, ...filters } });
  const all = await search({});
  expect((all.data as { id: number }[]).map((r) => r.id).sort()).toEqual([...ids].sort());
  const below = await search({ below_median: true });
  expect(below.error).toBeNull();
  expect((below.data as { id: number }[]).map((r) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
  // A city with fewer than 5: no comparison, so nothing is "below".
  const small = newCity();
  await rentals(small, 'Centro', [10, 90]);
  expect((await anonClient().rpc('search_properties', { filters: { city: small, below_median: true } })).data).toEqual([]);
  for (const bad of ['abc', 'true; drop table x', 7]) {
    expect((await search({ below_median: bad })).error).not.toBeNull();
  }
});
