import type { SupabaseClient } from '@supabase/supabase-js';
import { appUrl, createWorld, makeListing, service, type World } from '../rls/world';

/**
 * Issue #18: a listing's photos — the objects under '<id>/' in the property-images bucket (storage policies
 * of migration 20261126001100) and their rows (listing_photo_add / order / remove, at most 30).
 */

let w: World;
let mine: number; // owner's listing, partner agency A, broker of A, active
let draft: number; // owner's draft
let theirs: number; // agency B's listing
beforeAll(async () => {
  w = await createWorld();
  const complete = { street: 'Rua A', zip_code: '05422-000' };
  mine = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, ...complete });
  draft = await makeListing({ owner_id: w.id.owner, status: 'rascunho' });
  theirs = await makeListing({ owner_id: w.id.agencyB, ...complete });
});

const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
let n = 0;
const name = (id: number, ext = 'jpg') => `${id}/${Date.now().toString(36)}-${(n += 1)}.${ext}`;
const bucket = (c: SupabaseClient) => c.storage.from('property-images');
const upload = (c: SupabaseClient, path: string, type = 'image/jpeg') => bucket(c).upload(path, jpeg, { contentType: type });
const exists = async (path: string) => {
  const dir = path.split('/')[0]!;
  const { data } = await bucket(service()).list(dir, { limit: 1000 });
  return (data ?? []).some((o) => `${dir}/${o.name}` === path);
};
const photos = async (id: number) =>
  (await service().from('property_images').select('id, storage_path, position').eq('property_id', id).order('position').order('id')).data ?? [];

describe('storage policies', () => {
  it('the listing side uploads under its listing’s folder; nobody else does', async () => {
    for (const actor of ['owner', 'agency', 'broker'] as const) {
      const path = name(mine);
      expect({ actor, error: (await upload(w.db[actor], path)).error }).toEqual({ actor, error: null });
    }
    for (const actor of ['anon', 'cliente', 'brokerOther', 'agencyB'] as const) {
      const path = name(mine);
      expect({ actor, refused: (await upload(w.db[actor], path)).error != null }).toEqual({ actor, refused: true });
      expect(await exists(path)).toBe(false);
    }
    // Under another listing's folder, at the bucket's root, in a sub-folder, with a dangerous name or type.
    for (const path of [name(theirs), `${Date.now()}.jpg`, `${mine}/sub/x.jpg`, `${mine}/../${theirs}/x.jpg`, `${mine}/.hidden.jpg`, `${mine}/x.svg`, `${mine}/x.html`, `seed/${Date.now()}.jpg`]) {
      expect({ path, refused: (await upload(w.db.owner, path)).error != null }).toEqual({ path, refused: true });
    }
  });

  it('an object is never overwritten (no upsert), and another listing’s objects are not deleted', async () => {
    const path = name(theirs);
    expect((await upload(service(), path)).error).toBeNull();
    const over = await bucket(w.db.owner).upload(path, jpeg, { contentType: 'image/jpeg', upsert: true });
    expect(over.error).not.toBeNull();
    await bucket(w.db.owner).remove([path]);
    await bucket(w.db.agency).remove([path]);
    expect(await exists(path)).toBe(true);
    const own = name(mine);
    await upload(w.db.owner, own);
    const again = await bucket(w.db.owner).upload(own, jpeg, { contentType: 'image/jpeg', upsert: true });
    expect(again.error).not.toBeNull();
    await bucket(w.db.cliente).remove([own]);
    expect(await exists(own)).toBe(true);
    await bucket(w.db.broker).remove([own]);
    expect(await exists(own)).toBe(false);
  });

  it('a draft’s folder is not listed to the public; the side lists it', async () => {
    const path = name(draft);
    expect((await upload(w.db.owner, path)).error).toBeNull();
    const anon = await bucket(w.db.anon).list(String(draft));
    expect(anon.error).toBeNull();
    expect(anon.data ?? []).toEqual([]);
    // The same visitor lists an active listing's folder (the listing works; the draft is what is hidden).
    const visible = name(mine);
    await upload(w.db.owner, visible);
    const pub = await bucket(w.db.anon).list(String(mine), { limit: 1000 });
    expect((pub.data ?? []).map((o) => `${mine}/${o.name}`)).toContain(visible);
    const other = await bucket(w.db.agencyB).list(String(draft));
    expect(other.data ?? []).toEqual([]);
    const side = await bucket(w.db.owner).list(String(draft));
    expect((side.data ?? []).map((o) => `${draft}/${o.name}`)).toContain(path);
  });

  it('a deleted listing’s folder takes no new uploads, and its side may still clear it', async () => {
    const id = await makeListing({ owner_id: w.id.owner, street: 'Rua A', zip_code: '05422-000' });
    const kept = name(id);
    expect((await upload(w.db.owner, kept)).error).toBeNull();
    expect((await w.db.owner.rpc('listing_delete', { p_id: id })).error).toBeNull();
    expect((await upload(w.db.owner, name(id))).error).not.toBeNull();
    await bucket(w.db.owner).remove([kept]);
    expect(await exists(kept)).toBe(false);
  });
});

describe('listing_photo_add', () => {
  it('adds an uploaded photo of the caller’s listing at the end', async () => {
    const a = name(mine);
    const b = name(mine, 'webp');
    await upload(w.db.owner, a);
    await upload(w.db.owner, b, 'image/webp');
    const first = await w.db.owner.rpc('listing_photo_add', { p_id: mine, p_path: a, p_alt: ' Sala  ' });
    expect(first.error).toBeNull();
    const second = await w.db.broker.rpc('listing_photo_add', { p_id: mine, p_path: b });
    expect(second.error).toBeNull();
    const rows = await photos(mine);
    expect(rows.slice(-2).map((r) => [r.id, r.storage_path])).toEqual([[first.data, a], [second.data, b]]);
    expect((await service().from('property_images').select('alt_text').eq('id', first.data).single()).data).toEqual({ alt_text: 'Sala' });
  });

  it('refuses other listings, other users, missing objects, bad names and long descriptions', async () => {
    const before = await photos(mine);
    const ok = name(mine);
    await upload(w.db.owner, ok);
    const theirsPath = name(theirs);
    await upload(service(), theirsPath);
    const cases: [SupabaseClient, number, string, string | null, string][] = [
      [w.db.owner, mine, theirsPath, null, 'photo_path_invalid'], // someone else's object
      [w.db.owner, theirs, theirsPath, null, 'listing_not_found'], // someone else's listing
      [w.db.agencyB, mine, ok, null, 'listing_not_found'],
      [w.db.cliente, mine, ok, null, 'listing_not_found'],
      [w.db.owner, mine, name(mine), null, 'photo_not_uploaded'],
      [w.db.owner, mine, `${mine}/../${theirs}/x.jpg`, null, 'photo_path_invalid'],
      [w.db.owner, mine, `${mine}/x.gif`, null, 'photo_path_invalid'],
      [w.db.owner, mine, 'seed/casa-01.jpg', null, 'photo_path_invalid'],
      [w.db.owner, mine, ok, 'x'.repeat(301), 'alt_invalid'],
    ];
    for (const [client, id, path, alt, hint] of cases) {
      const res = await client.rpc('listing_photo_add', { p_id: id, p_path: path, p_alt: alt });
      expect({ path, hint: res.error?.hint }).toEqual({ path, hint });
    }
    expect((await w.db.anon.rpc('listing_photo_add', { p_id: mine, p_path: ok })).error).not.toBeNull();
    expect(await photos(mine)).toEqual(before);
    // The same object twice is one photo.
    expect((await w.db.owner.rpc('listing_photo_add', { p_id: mine, p_path: ok })).error).toBeNull();
    expect((await w.db.owner.rpc('listing_photo_add', { p_id: mine, p_path: ok })).error?.hint).toBe('photo_path_invalid');
  });

  it('stops at 30 photos', async () => {
    const id = await makeListing({ owner_id: w.id.owner, status: 'rascunho' });
    const paths = Array.from({ length: 31 }, () => name(id));
    for (const p of paths) expect((await upload(w.db.owner, p)).error).toBeNull();
    for (const p of paths.slice(0, 30)) expect((await w.db.owner.rpc('listing_photo_add', { p_id: id, p_path: p })).error).toBeNull();
    const res = await w.db.owner.rpc('listing_photo_add', { p_id: id, p_path: paths[30] });
    expect(res.error?.hint).toBe('photo_limit');
    expect((await photos(id)).length).toBe(30);
  });

  it('the bucket takes at most 40 objects per listing folder', async () => {
    const id = await makeListing({ owner_id: w.id.owner, status: 'rascunho' });
    for (let i = 0; i < 40; i++) expect((await upload(w.db.owner, name(id))).error).toBeNull();
    expect((await upload(w.db.owner, name(id))).error).not.toBeNull();
  });
});

describe('listing_photo_order and listing_photo_remove', () => {
  let id: number;
  let ids: number[];
  beforeAll(async () => {
    id = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: w.id.broker, street: 'Rua A', zip_code: '05422-000' });
    ids = [];
    for (let i = 0; i < 3; i++) {
      const p = name(id);
      await upload(w.db.owner, p);
      ids.push((await w.db.owner.rpc('listing_photo_add', { p_id: id, p_path: p })).data);
    }
  });

  it('the side reorders (first = cover, as search shows it); anything but the exact set is refused', async () => {
    const order = [ids[2]!, ids[0]!, ids[1]!];
    expect((await w.db.agency.rpc('listing_photo_order', { p_id: id, p_photo_ids: order })).error).toBeNull();
    expect((await photos(id)).map((r) => r.id)).toEqual(order);
    const found = await w.db.anon.rpc('search_properties', { filters: { q: `#${id}` } });
    expect(found.data[0].cover_image).toBe((await photos(id))[0]!.storage_path);
    const otherPhoto = (await service().from('property_images').insert({ property_id: theirs, storage_path: `${theirs}/z.jpg` }).select('id').single()).data!.id;
    for (const bad of [[ids[0]], [...ids, ids[0]], [ids[0], ids[1], otherPhoto], [], [...ids, otherPhoto]]) {
      const res = await w.db.owner.rpc('listing_photo_order', { p_id: id, p_photo_ids: bad });
      expect(res.error?.hint).toBe('photo_order_invalid');
    }
    for (const actor of ['cliente', 'agencyB', 'brokerOther'] as const) {
      expect((await w.db[actor].rpc('listing_photo_order', { p_id: id, p_photo_ids: [...order].reverse() })).error?.hint).toBe('listing_not_found');
    }
    expect((await photos(id)).map((r) => r.id)).toEqual(order);
    expect((await photos(theirs)).map((r) => r.id)).toEqual([otherPhoto]);
  });

  it('removal: only the side, returns the object name, never the last photo of a live listing', async () => {
    for (const actor of ['anon', 'cliente', 'agencyB', 'brokerOther'] as const) {
      const res = await w.db[actor].rpc('listing_photo_remove', { p_photo_id: ids[0] });
      expect(res.error).not.toBeNull();
    }
    expect((await photos(id)).length).toBe(3);
    const res = await w.db.broker.rpc('listing_photo_remove', { p_photo_id: ids[0] });
    expect(res.error).toBeNull();
    expect(res.data).toMatch(new RegExp(`^${id}/`));
    await w.db.owner.rpc('listing_photo_remove', { p_photo_id: ids[1] });
    const last = await w.db.owner.rpc('listing_photo_remove', { p_photo_id: ids[2] });
    expect(last.error?.hint).toBe('photo_required');
    expect((await photos(id)).map((r) => r.id)).toEqual([ids[2]]);
    // Paused, the last photo may go (it cannot come back online without one).
    await w.db.owner.rpc('listing_pause', { p_id: id });
    expect((await w.db.owner.rpc('listing_photo_remove', { p_photo_id: ids[2] })).error).toBeNull();
    expect((await w.db.owner.rpc('listing_reactivate', { p_id: id })).error?.hint).toBe('photo_required');
    expect((await w.db.owner.rpc('listing_photo_remove', { p_photo_id: 987654321 })).error?.hint).toBe('photo_not_found');
  });

  it('public photo URLs of an active listing are served', async () => {
    const p = name(mine);
    await upload(w.db.owner, p);
    expect((await fetch(`${appUrl}/storage/v1/object/public/property-images/${p}`)).status).toBe(200);
  });
});
