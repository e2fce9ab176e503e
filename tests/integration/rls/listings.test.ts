import { ACTORS, appUrl, createWorld, makeListing, refused, service, type ActorName, type World } from './world';

// properties, property_images and the storage buckets: the public sees active, unexpired listings; the
// listing's side (owner, partner agency, broker) sees and edits its own; guarded columns stay guarded.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const titleOf = async (id: number) =>
  (await service().from('properties').select('title').eq('id', id).single()).data?.title as string | undefined;

describe('properties: select', () => {
  const sides = ['owner', 'broker', 'agency'];
  it.each(ACTORS)('%s', async (actor) => {
    const ids = [w.listing, w.paused, w.expired, w.listingB];
    const { data, error } = await w.db[actor].from('properties').select('id').in('id', ids);
    expect(error).toBeNull();
    const got = (data ?? []).map((r) => r.id).sort();
    let want: number[] = [w.listing, w.listingB];
    if (actor === 'service') want = ids;
    else if (actor === 'owner') want = [w.listing, w.paused, w.expired, w.listingB];
    else if (sides.includes(actor)) want = [w.listing, w.paused, w.listingB];
    expect(got).toEqual([...want].sort());
  });
});

// Since issue #18 the API roles write listings only through the SQL functions of migration 20261126001100
// (tests/integration/listings/*): listing_save creates a draft and edits, the moves change the status.
describe('properties: create (listing_save)', () => {
  const cases: [ActorName, boolean][] = [
    ['anon', false], ['cliente', false], ['cliente2', false], ['owner', true], ['broker', true],
    ['brokerOther', true], ['agency', true], ['agencyB', true],
  ];
  it.each(cases)('%s creates a draft of their own → allowed: %s', async (actor, allowed) => {
    const res = await w.db[actor].rpc('listing_save', { p_id: null, p_data: { transaction: 'aluguel', type: 'casa', title: `Casa de ${actor}`, state: 'sp' } });
    if (!allowed) {
      expect(res.error).not.toBeNull();
      return;
    }
    expect(res.error).toBeNull();
    const stored = await service().from('properties').select('owner_id, agency_id, broker_id, state, status').eq('id', res.data).single();
    expect(stored.data).toMatchObject({ owner_id: w.id[actor as keyof World['id']], state: 'SP', status: 'rascunho' });
    // Created by an agency or a broker: that agency's / broker's listing.
    if (actor === 'agency') expect(stored.data!.agency_id).toBe(w.id.agency);
    if (actor === 'broker') expect([stored.data!.broker_id, stored.data!.agency_id]).toEqual([w.id.broker, w.id.agency]);
    if (actor === 'brokerOther') expect([stored.data!.broker_id, stored.data!.agency_id]).toEqual([w.id.brokerOther, w.id.agencyB]);
  });

  it('nobody writes the table directly, nor lists in someone else’s name', async () => {
    for (const actor of ['owner', 'agency', 'broker'] as const) {
      const res = await w.db[actor]
        .from('properties')
        .insert({ owner_id: w.id[actor], transaction: 'venda', type: 'casa', title: 'Casa direta', price: 1000, neighborhood: 'X', city: 'Y', state: 'SP' })
        .select('id');
      expect(res.error).not.toBeNull();
    }
  });

  it('paid, system and link columns cannot be set through listing_save', async () => {
    for (const extra of [{ featured: true }, { premium: true }, { view_count: 99 }, { expires_at: '2999-01-01' }, { id: 1 }, { location_seed: 0.5 }, { approx_latitude: 1 }, { owner_id: w.id.owner }, { agency_id: w.id.agency }, { broker_id: w.id.broker }, { status: 'ativo' }, { deleted_at: null }]) {
      const res = await w.db.owner.rpc('listing_save', { p_id: null, p_data: { transaction: 'venda', type: 'casa', ...extra } });
      expect(res.error?.hint).toBe('data_invalid');
    }
  });
});

describe('properties: update', () => {
  beforeAll(async () => {
    // Complete (street, CEP, a photo): an edit of a live listing must leave it publishable.
    await service().from('properties').update({ street: 'Rua dos Pinheiros', zip_code: '05422-000' }).eq('id', w.listing);
    await service().from('property_images').insert({ property_id: w.listing, storage_path: `${w.listing}/cover.jpg`, position: 9 });
  });

  const cases: [ActorName, boolean][] = [
    ['anon', false], ['cliente', false], ['cliente2', false], ['owner', true], ['broker', true],
    ['brokerOther', false], ['agency', true], ['agencyB', false],
  ];
  it.each(cases)('%s edits the listing → allowed: %s', async (actor, allowed) => {
    const before = await titleOf(w.listing);
    const title = `Título por ${actor}`;
    const res = await w.db[actor].rpc('listing_save', { p_id: w.listing, p_data: { title } });
    if (allowed) {
      expect(res.error).toBeNull();
      expect(await titleOf(w.listing)).toBe(title);
    } else {
      expect(res.error).not.toBeNull();
      expect(await titleOf(w.listing)).toBe(before);
    }
  });

  it('the listing side cannot touch paid or system columns', async () => {
    for (const patch of [{ featured: true }, { premium: true }, { view_count: 1000 }, { owner_id: w.id.agency }, { expires_at: '2999-01-01' }, { location_seed: 0.5 }, { approx_longitude: 1 }]) {
      const res = await w.db.owner.from('properties').update(patch).eq('id', w.listing).select('id');
      expect(res.error).not.toBeNull();
      const viaSave = await w.db.owner.rpc('listing_save', { p_id: w.listing, p_data: patch });
      expect(viaSave.error?.hint).toBe('data_invalid');
    }
    const { data } = await service().from('properties').select('featured, premium, view_count, owner_id').eq('id', w.listing).single();
    expect(data).toEqual({ featured: false, premium: false, view_count: 0, owner_id: w.id.owner });
  });

  // Issue #28: partners join by consent (request_listing_partner); the agency picks its own brokers
  // (listing_assign_broker, tests/integration/listings/status-machine.test.ts). No direct update of the links.
  it('nobody changes the partner agency or the broker by a direct update', async () => {
    for (const [actor, patch] of [
      ['agency', { agency_id: null }], ['broker', { broker_id: null }], ['agency', { broker_id: null }], ['owner', { broker_id: w.id.brokerOther }],
    ] as const) {
      const res = await w.db[actor].from('properties').update(patch).eq('id', w.paused).select('id');
      expect(res.error).not.toBeNull();
    }
    const { data } = await service().from('properties').select('agency_id, broker_id').eq('id', w.paused).single();
    expect(data).toEqual({ agency_id: w.id.agency, broker_id: w.id.broker });
  });

  it('status moves are functions, not updates', async () => {
    const res = await w.db.broker.from('properties').update({ status: 'vendido' }).eq('id', w.paused).select('status');
    expect(res.error).not.toBeNull();
    expect((await service().from('properties').select('status').eq('id', w.paused).single()).data).toEqual({ status: 'pausado' });
  });
});

describe('properties: delete', () => {
  const cases: [ActorName, boolean][] = [
    ['anon', false], ['cliente', false], ['broker', false], ['brokerOther', false], ['agencyB', false],
    ['owner', true], ['agency', true],
  ];
  it.each(cases)('%s deletes a listing (soft) → allowed: %s', async (actor, allowed) => {
    const id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker });
    const direct = await w.db[actor].from('properties').delete().eq('id', id).select('id');
    expect(refused(direct)).toBe(true);
    const res = await w.db[actor].rpc('listing_delete', { p_id: id });
    const left = await service().from('properties').select('id, deleted_at, status').eq('id', id).single();
    expect(left.data!.id).toBe(id);
    if (allowed) {
      expect(res.error).toBeNull();
      expect(left.data!.deleted_at).not.toBeNull();
      expect(left.data!.status).toBe('inativo');
      expect((await w.db.anon.from('properties').select('id').eq('id', id)).data).toEqual([]);
    } else {
      expect(res.error).not.toBeNull();
      expect(left.data).toEqual({ id, deleted_at: null, status: 'ativo' });
    }
  });
});

describe('listing actions', () => {
  it('anyone counts a view of a public listing, not of a paused one', async () => {
    expect((await w.db.anon.rpc('register_property_view', { property_id: w.listing })).error).toBeNull();
    expect((await w.db.cliente.rpc('register_property_view', { property_id: w.listing })).error).toBeNull();
    await w.db.anon.rpc('register_property_view', { property_id: w.paused });
    const { data } = await service().from('properties').select('id, view_count').in('id', [w.listing, w.paused]).order('id');
    expect(data).toEqual([{ id: w.listing, view_count: 2 }, { id: w.paused, view_count: 0 }]);
  });

  it('the listing side renews an expired listing for 60 days; others cannot', async () => {
    await service().from('properties').update({ street: 'Rua A', zip_code: '05422-000' }).eq('id', w.expired);
    await service().from('property_images').insert({ property_id: w.expired, storage_path: `${w.expired}/capa.jpg` });
    const refusedRenew = await w.db.cliente.rpc('listing_renew', { p_id: w.expired });
    expect(refusedRenew.error).not.toBeNull();
    const byOther = await w.db.agencyB.rpc('listing_renew', { p_id: w.expired });
    expect(byOther.error).not.toBeNull();
    const { error } = await w.db.owner.rpc('listing_renew', { p_id: w.expired });
    expect(error).toBeNull();
    const { data } = await service().from('properties').select('expires_at').eq('id', w.expired).single();
    const days = (new Date(data!.expires_at).getTime() - Date.now()) / 86400000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThan(60.1);
    const visible = await w.db.anon.from('properties').select('id').eq('id', w.expired);
    expect(visible.data).toEqual([{ id: w.expired }]);
    // Back to expired for the other tests of this file.
    await service().from('property_images').delete().eq('property_id', w.expired);
    await service().from('properties').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', w.expired);
  });

  it('the listing side confirms availability', async () => {
    const no = await w.db.cliente.rpc('confirm_property_availability', { property_id: w.listing });
    expect(no.error).not.toBeNull();
    const yes = await w.db.broker.rpc('confirm_property_availability', { property_id: w.listing });
    expect(yes.error).toBeNull();
    expect(Date.now() - new Date(yes.data.availability_confirmed_at).getTime()).toBeLessThan(60000);
  });
});

describe('property_images', () => {
  let publicImage: number;
  let pausedImage: number;
  beforeAll(async () => {
    const { data } = await service()
      .from('property_images')
      .insert([
        { property_id: w.listing, storage_path: `${w.listing}/capa.jpg`, position: 0 },
        { property_id: w.paused, storage_path: `${w.paused}/capa.jpg`, position: 0 },
      ])
      .select('id');
    [publicImage, pausedImage] = data!.map((r) => r.id);
  });

  it.each(ACTORS)('%s reads images of the listings it can see', async (actor) => {
    const { data } = await w.db[actor].from('property_images').select('id').in('id', [publicImage, pausedImage]);
    const canSeePaused = ['owner', 'broker', 'agency', 'service'].includes(actor);
    expect((data ?? []).map((r) => r.id).sort()).toEqual(canSeePaused ? [publicImage, pausedImage].sort() : [publicImage]);
  });

  // Photos are added by listing_photo_add after the upload (tests/integration/listings/photos.test.ts).
  it.each(ACTORS.filter((a) => a !== 'service'))('%s cannot insert, update or delete image rows directly', async (actor) => {
    const ins = await w.db[actor].from('property_images').insert({ property_id: w.listing, storage_path: `${w.listing}/${actor}.jpg`, position: 5 }).select('id');
    expect(ins.error).not.toBeNull();
    const upd = await w.db[actor].from('property_images').update({ alt_text: 'x' }).eq('id', publicImage).select();
    expect(refused(upd)).toBe(true);
    const del = await w.db[actor].from('property_images').delete().eq('id', publicImage).select();
    expect(refused(del)).toBe(true);
    const still = await service().from('property_images').select('alt_text').eq('id', publicImage).single();
    expect(still.data).toEqual({ alt_text: null });
  });

  it('images cannot be attached to someone else’s listing', async () => {
    const res = await w.db.owner.from('property_images').insert({ property_id: w.listingB, storage_path: 'x.jpg' }).select();
    expect(res.error).not.toBeNull();
  });
});

describe('storage', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  const uploaders: [ActorName, boolean][] = [
    ['anon', false], ['cliente', false], ['brokerOther', false], ['owner', true], ['broker', true], ['agency', true],
  ];
  it.each(uploaders)('%s uploads a photo of the listing → allowed: %s', async (actor, allowed) => {
    const path = `${w.listing}/${actor}-${Date.now()}.png`;
    const up = await w.db[actor].storage.from('property-images').upload(path, png, { contentType: 'image/png' });
    if (!allowed) {
      expect(up.error).not.toBeNull();
      return;
    }
    expect(up.error).toBeNull();
    const pub = await fetch(`${appUrl}/storage/v1/object/public/property-images/${path}`);
    expect(pub.status).toBe(200);
    const rm = await w.db[actor].storage.from('property-images').remove([path]);
    expect(rm.error).toBeNull();
    expect((await fetch(`${appUrl}/storage/v1/object/public/property-images/${path}`)).status).not.toBe(200);
  });

  it('property photos outside a listing folder are refused to users', async () => {
    const up = await w.db.owner.storage.from('property-images').upload(`seed/${Date.now()}.png`, png, { contentType: 'image/png' });
    expect(up.error).not.toBeNull();
    const ok = await service().storage.from('property-images').upload(`seed/${Date.now()}.png`, png, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
  });

  it('refuses non-image files', async () => {
    const up = await w.db.owner.storage.from('property-images').upload(`${w.listing}/a.txt`, 'hello', { contentType: 'text/plain' });
    expect(up.error).not.toBeNull();
  });

  // Since issue #28 nobody writes the avatars bucket through the API, not even into their own folder: the
  // server action uploadAvatarAction sniffs the bytes and stores them (tests/integration/security/avatars.test.ts).
  it('avatars: no API role writes, not even its own folder', async () => {
    const mine = await w.db.cliente.storage.from('avatars').upload(`${w.id.cliente}/avatar.png`, png, { contentType: 'image/png', upsert: true });
    expect(mine.error).not.toBeNull();
    const stored = await service().storage.from('avatars').upload(`${w.id.cliente}/avatar.png`, png, { contentType: 'image/png', upsert: true });
    expect(stored.error).toBeNull();
    const theirs = await w.db.cliente.storage.from('avatars').upload(`${w.id.cliente2}/avatar.png`, png, { contentType: 'image/png' });
    expect(theirs.error).not.toBeNull();
    const anon = await w.db.anon.storage.from('avatars').upload(`${w.id.cliente}/x.png`, png, { contentType: 'image/png' });
    expect(anon.error).not.toBeNull();
    const del = await w.db.cliente2.storage.from('avatars').remove([`${w.id.cliente}/avatar.png`]);
    expect(del.error).toBeNull();
    expect((await fetch(`${appUrl}/storage/v1/object/public/avatars/${w.id.cliente}/avatar.png`)).status).toBe(200);
  });
});
