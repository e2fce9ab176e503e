import { anonClient, serviceClient, signedInClient } from '../env';

// The favourites reads and writes of lib/data/favorites.ts and lib/actions/favorites.ts, as the signed-in
// user under RLS (the full policy matrix is in tests/integration/rls/own-rows.test.ts).

const CARD_SELECT =
  'created_at, properties!inner(id, title, transaction, type, price, bedrooms, bathrooms, parking_spaces, area, neighborhood, city, state, featured, published_at, latitude:approx_latitude, longitude:approx_longitude, property_images(storage_path, position, id))';

let listing: number;
let paused: number;

beforeAll(async () => {
  const { user: owner } = await signedInClient('app', { data: { name: 'Dono Fav', role: 'proprietario' } });
  const admin = serviceClient('app');
  const base = { owner_id: owner.id, transaction: 'aluguel', type: 'casa', price: 2500, neighborhood: 'Lapa', city: 'São Paulo', state: 'SP' };
  const a = await admin.from('properties').insert({ ...base, title: 'Casa favorita' }).select('id').single();
  const b = await admin.from('properties').insert({ ...base, title: 'Casa pausada', status: 'pausado' }).select('id').single();
  if (a.error || b.error) throw new Error((a.error ?? b.error)!.message);
  listing = a.data.id;
  paused = b.data.id;
  await admin.from('property_images').insert({ property_id: listing, storage_path: `${listing}/capa.webp`, position: 0 });
});

it('a client adds, reads (with the listing and its photos) and removes a favourite; nobody else sees it', async () => {
  const { client: me, user } = await signedInClient('app', { data: { name: 'Cli', role: 'cliente' } });
  const { client: other } = await signedInClient('app', { data: { name: 'Outra', role: 'cliente' } });

  expect((await me.from('favorites').insert({ user_id: user.id, property_id: listing })).error).toBeNull();
  // Adding twice is a unique violation, which the action treats as success.
  expect((await me.from('favorites').insert({ user_id: user.id, property_id: listing })).error?.code).toBe('23505');

  const mine = await me.from('favorites').select(CARD_SELECT).eq('user_id', user.id);
  expect(mine.error).toBeNull();
  expect(mine.data).toHaveLength(1);
  const p = mine.data![0]!.properties as unknown as { id: number; title: string; property_images: { storage_path: string }[] };
  expect(p.id).toBe(listing);
  expect(p.title).toBe('Casa favorita');
  expect(p.property_images.map((i) => i.storage_path)).toEqual([`${listing}/capa.webp`]);

  expect((await other.from('favorites').select('property_id').eq('user_id', user.id)).data).toEqual([]);
  expect((await anonClient('app').from('favorites').select('property_id')).data ?? []).toEqual([]);

  expect((await me.from('favorites').delete().eq('user_id', user.id).eq('property_id', listing)).error).toBeNull();
  expect((await me.from('favorites').select('property_id').eq('user_id', user.id)).data).toEqual([]);
});

it('a listing that is not public cannot be favourited', async () => {
  const { client: me, user } = await signedInClient('app', { data: { name: 'Cli2', role: 'cliente' } });
  const { error } = await me.from('favorites').insert({ user_id: user.id, property_id: paused });
  expect(error).not.toBeNull();
});
