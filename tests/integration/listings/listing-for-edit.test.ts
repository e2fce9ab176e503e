/**
 * getListingForEdit (lib/data/listings.ts), the wizard's read, against the real stack: the whole listing with
 * its exact address, pin and photos in order for its listing side; null for anyone else, for a deleted
 * listing and for a malformed id. The server client is the test's signed-in client.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

let current: { client: SupabaseClient; id: string } | null = null;
jest.mock('server-only', () => ({}));
jest.mock('@/lib/supabase/server', () => ({ createClient: async () => current!.client }));
jest.mock('@/lib/data/auth', () => ({ getSessionUser: async () => (current ? { id: current.id, email: 'x@example.com' } : null) }));

import { getListingForEdit } from '@/lib/data/listings';
import { createWorld, service, type World } from '../rls/world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const as = (actor: 'owner' | 'agency' | 'broker' | 'brokerOther' | 'agencyB' | 'cliente') => {
  current = { client: w.db[actor], id: w.id[actor] };
};

it('the side gets the draft with its exact address, blanks as null and what is missing', async () => {
  as('owner');
  const { data: id } = await w.db.owner.rpc('listing_save', {
    p_id: null,
    p_data: { transaction: 'aluguel', type: 'casa', street: 'Rua Secreta', street_number: '42', complement: 'Casa 2', zip_code: '05422-001', state: 'SP', latitude: -23.56, longitude: -46.68 },
  });
  const photos = [`${id}/b.jpg`, `${id}/a.jpg`];
  await service().from('property_images').insert(photos.map((p, i) => ({ property_id: id, storage_path: p, position: 1 - i })));
  await service().from('properties').update({ agency_id: w.id.agency, broker_id: w.id.broker }).eq('id', id);

  const got = await getListingForEdit(id);
  expect(got).toMatchObject({
    id,
    status: 'rascunho',
    publishedAt: null,
    expiresAt: null,
    canDelete: true,
    canAssignBroker: false,
    values: { transaction: 'aluguel', type: 'casa', title: null, price: null, city: null, neighborhood: null, state: 'SP', street: 'Rua Secreta', streetNumber: '42', complement: 'Casa 2', zipCode: '05422-001', latitude: -23.56, longitude: -46.68 },
  });
  expect(got!.missing).toEqual(['title', 'price', 'neighborhood', 'city']);
  expect(got!.photos.map((p) => p.path)).toEqual([`${id}/a.jpg`, `${id}/b.jpg`]);

  as('agency');
  expect(await getListingForEdit(id)).toMatchObject({ id, canDelete: true, canAssignBroker: true });
  as('broker');
  expect(await getListingForEdit(String(id))).toMatchObject({ id, canDelete: false, canAssignBroker: false });

  for (const other of ['brokerOther', 'agencyB', 'cliente'] as const) {
    as(other);
    expect(await getListingForEdit(id)).toBeNull();
  }
  current = null; // signed out
  expect(await getListingForEdit(id)).toBeNull();

  as('owner');
  for (const bad of ['abc', -1, 0, '1e3', `${id}x`, null, 99999999999]) expect(await getListingForEdit(bad)).toBeNull();
  expect((await w.db.owner.rpc('listing_delete', { p_id: id })).error).toBeNull();
  expect(await getListingForEdit(id)).toBeNull();
});
