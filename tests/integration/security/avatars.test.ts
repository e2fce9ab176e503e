/**
 * Avatars are written by the server action only (issue #28): the Storage API refuses every avatar write made
 * with a user's token — into their own folder too, whatever the name, type, method or encoding — and the
 * bucket itself takes only JPEG, PNG and WebP up to 2 MiB, even from the service role the action uses. The
 * action's own checks (sniffed bytes, Portuguese errors) are driven through the UI in
 * tests/e2e/security/avatar.spec.ts.
 */
import { ANON_KEY, serviceClient, signedInClient, stackUrl } from '../env';

const APP = stackUrl('app');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>');

let uid: string;
let token: string;

beforeAll(async () => {
  const { client, user } = await signedInClient('app', { data: { name: 'Avatar', role: 'cliente' } });
  uid = user.id;
  token = (await client.auth.getSession()).data.session!.access_token;
});

/** A raw Storage request with the user's token, as a script in the browser would send it. */
function asUser(method: string, path: string, body: Buffer | string, headers: Record<string, string> = {}) {
  return fetch(`${APP}/storage/v1/object/${path}`, {
    method,
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'image/png', ...headers },
    body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
  });
}

async function ownFolder() {
  const { data, error } = await serviceClient('app').storage.from('avatars').list(uid);
  expect(error).toBeNull();
  return (data ?? []).map((o) => o.name);
}

describe('direct avatar writes with the user’s token', () => {
  it.each([
    ['POST a PNG into the own folder', 'POST', () => `avatars/${uid}/x.png`, PNG, {}],
    ['POST HTML named .png', 'POST', () => `avatars/${uid}/x.png`, HTML, {}],
    ['POST with x-upsert', 'POST', () => `avatars/${uid}/avatar.png`, PNG, { 'x-upsert': 'true' }],
    ['PUT (update)', 'PUT', () => `avatars/${uid}/x.png`, PNG, {}],
    ['POST an encoded slash', 'POST', () => `avatars/${uid}%2Fx.png`, PNG, {}],
    ['POST a dot segment', 'POST', () => `avatars/x/..%2F${uid}/x.png`, PNG, {}],
    ['POST as multipart', 'POST', () => `avatars/${uid}/y.png`, PNG, { 'content-type': 'multipart/form-data; boundary=x' }],
  ])('%s is refused and stores nothing', async (_label, method, path, body, headers) => {
    const response = await asUser(method, path(), body, headers as Record<string, string>);
    expect(response.ok).toBe(false);
    expect(await ownFolder()).toEqual([]);
  });

  it('supabase-js from the browser is refused too (upload, upsert, update)', async () => {
    const { client } = await signedInClient('app', { data: { role: 'cliente' } });
    const me = (await client.auth.getUser()).data.user!.id;
    const bucket = client.storage.from('avatars');
    expect((await bucket.upload(`${me}/a.png`, PNG, { contentType: 'image/png' })).error).not.toBeNull();
    expect((await bucket.upload(`${me}/a.png`, PNG, { contentType: 'image/png', upsert: true })).error).not.toBeNull();
    expect((await bucket.update(`${me}/a.png`, PNG, { contentType: 'image/png' })).error).not.toBeNull();
    const listed = await serviceClient('app').storage.from('avatars').list(me);
    expect(listed.data).toEqual([]);
  });

  it('a user cannot delete an avatar, even their own (the action replaces it)', async () => {
    const path = `${uid}/avatar-1.png`;
    const service = serviceClient('app').storage.from('avatars');
    expect((await service.upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const response = await fetch(`${APP}/storage/v1/object/avatars`, {
      method: 'DELETE',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: [path] }),
    });
    expect(await response.json()).toEqual([]);
    expect(await ownFolder()).toEqual(['avatar-1.png']);
    await service.remove([path]);
  });
});

describe('the avatars bucket', () => {
  it('takes only JPEG, PNG and WebP up to 2 MiB, even from the service role', async () => {
    const service = serviceClient('app').storage.from('avatars');
    for (const type of ['text/html', 'image/svg+xml', 'image/gif', 'image/avif', 'application/octet-stream']) {
      const { error } = await service.upload(`${uid}/t-${type.replace(/\W/g, '')}`, HTML, { contentType: type });
      expect({ type, refused: error !== null }).toEqual({ type, refused: true });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await service.upload(`${uid}/big.png`, big, { contentType: 'image/png' })).error).not.toBeNull();
    expect(await ownFolder()).toEqual([]);
  });

  it('anon cannot write either', async () => {
    const response = await fetch(`${APP}/storage/v1/object/avatars/${uid}/anon.png`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(response.ok).toBe(false);
    expect(await ownFolder()).toEqual([]);
  });
});
