import { servedContentType } from '../../../local-supabase/src/storage/objects.ts';
import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl } from '../env';

// Issue #28, medium item (storage half): the avatars bucket could be listed by anyone, and an HTML file
// stored as `.png` with `image/png` was served without `nosniff`. Now:
// - the avatars bucket lists nothing to anon, and to a signed-in user only their own folder (migration
//   20261125003000), while public avatar URLs keep working (the public route reads no policy);
// - every download (public, authenticated, signed URL, render) says `X-Content-Type-Options: nosniff` and
//   runs sandboxed if opened as a page; HTML is served as text/plain (as Supabase Storage does), and a
//   bucket with allowed types serves only those types.

const app = stackUrl('app');
const fixture = stackUrl('fixture');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><body><script>document.title="pwned";fetch("/mailbox/api/messages")</script></body></html>');

let alice: Awaited<ReturnType<typeof signedInClient>>;
let bob: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  alice = await signedInClient('app', { data: { name: 'Alice Avatar', role: 'cliente' } });
  bob = await signedInClient('app', { data: { name: 'Bob Avatar', role: 'cliente' } });
  const avatars = serviceClient('app').storage.from('avatars');
  for (const [path, bytes] of [
    [`${alice.user.id}/avatar.png`, PNG],
    [`${bob.user.id}/avatar.png`, PNG],
    // What the old browser upload allowed: HTML bytes named .png, claimed image/png.
    [`${alice.user.id}/page.png`, HTML],
  ] as const) {
    const { error } = await avatars.upload(path, bytes, { contentType: 'image/png', upsert: true });
    if (error) throw error;
  }
});

async function listAs(token: string | null, prefix: string) {
  const res = await fetch(`${app}/storage/v1/object/list/avatars`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token ?? ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix, limit: 1000, offset: 0, sortBy: { column: 'name', order: 'asc' } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((o) => o.name);
}

describe('the avatars bucket is not a directory', () => {
  test('anon lists no names, at the root or in a folder, raw or through supabase-js', async () => {
    expect(await listAs(null, '')).toEqual([]);
    expect(await listAs(null, alice.user.id)).toEqual([]);
    expect(await listAs(null, `${alice.user.id}/`)).toEqual([]);
    const viaClient = await anonClient('app').storage.from('avatars').list(alice.user.id);
    expect(viaClient.data ?? []).toEqual([]);
    const search = await anonClient('app').storage.from('avatars').list('', { search: alice.user.id.slice(0, 4) });
    expect(search.data ?? []).toEqual([]);
  });

  test('a signed-in user lists only their own folder', async () => {
    const bobToken = (await bob.client.auth.getSession()).data.session!.access_token;
    expect(await listAs(bobToken, '')).toEqual([bob.user.id]);
    expect(await listAs(bobToken, alice.user.id)).toEqual([]);
    expect(await listAs(bobToken, bob.user.id)).toEqual(['avatar.png']);
  });

  test('public avatar URLs still download', async () => {
    const res = await fetch(`${app}/storage/v1/object/public/avatars/${alice.user.id}/avatar.png`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const url = anonClient('app').storage.from('avatars').getPublicUrl(`${bob.user.id}/avatar.png`).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('an HTML file stored as image/png is never served as a page', () => {
  function expectSafe(res: Response, type = 'image/png') {
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  }

  test('public URL, GET and HEAD, and the render route', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${app}/storage/v1/object/public/avatars/${alice.user.id}/page.png`, { method });
      expect(res.status).toBe(200);
      expectSafe(res);
    }
    const render = await fetch(`${app}/storage/v1/render/image/public/avatars/${alice.user.id}/page.png?width=10`);
    expectSafe(render);
    // Encoded variants of the same object take the same path.
    const encoded = await fetch(`${app}/storage/v1/object/public/avatars/${alice.user.id}%2Fpage.png`);
    expect(encoded.status).toBe(200);
    expectSafe(encoded);
    const ranged = await fetch(`${app}/storage/v1/object/public/avatars/${alice.user.id}/page.png`, { headers: { Range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expectSafe(ranged);
    const cached = await fetch(`${app}/storage/v1/object/public/avatars/${alice.user.id}/page.png`, {
      headers: { 'If-None-Match': ranged.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('authenticated download by the owner, and a signed URL', async () => {
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    const auth = await fetch(`${app}/storage/v1/object/authenticated/avatars/${alice.user.id}/page.png`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
    });
    expect(auth.status).toBe(200);
    expectSafe(auth);
    const { data, error } = await serviceClient('app').storage.from('avatars').createSignedUrl(`${alice.user.id}/page.png`, 60);
    expect(error).toBeNull();
    const signed = await fetch(data!.signedUrl);
    expect(signed.status).toBe(200);
    expectSafe(signed);
  });
});

describe('types a browser renders as pages', () => {
  test('HTML and XHTML in a bucket without type limits come back as text/plain, nosniff, sandboxed', async () => {
    const { client, user } = await signedInClient('fixture');
    const bucket = client.storage.from('private-files');
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['page2.html', 'text/html; charset=utf-8'],
      ['page.xhtml', 'application/xhtml+xml'],
    ]) {
      expect((await bucket.upload(`${user.id}/${name}`, HTML, { contentType: type })).error).toBeNull();
      const token = (await client.auth.getSession()).data.session!.access_token;
      const res = await fetch(`${fixture}/storage/v1/object/authenticated/private-files/${user.id}/${name}`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
      });
      expect(res.headers.get('content-type')).toBe('text/plain');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  test('an SVG the bucket allows keeps its type but opens sandboxed (no script on the mailbox origin)', async () => {
    const { client, user } = await signedInClient('fixture');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/mailbox/api/messages")</script></svg>');
    expect((await client.storage.from('public-files').upload(`${user.id}/x.svg`, svg, { contentType: 'image/svg+xml' })).error).toBeNull();
    const res = await fetch(`${fixture}/storage/v1/object/public/public-files/${user.id}/x.svg`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  test.each([
    ['image/png', ['image/png', 'image/webp'], 'image/png'],
    ['image/svg+xml', ['image/png', 'image/webp'], 'application/octet-stream'],
    ['text/html', ['image/png'], 'text/plain'],
    ['TEXT/HTML', null, 'text/plain'],
    ['application/xhtml+xml', ['image/*'], 'text/plain'],
    ['image/gif', ['image/*'], 'image/gif'],
    [undefined, ['image/png'], 'application/octet-stream'],
    ['text/plain;charset=UTF-8', null, 'text/plain;charset=UTF-8'],
  ])('a stored %s in a bucket allowing %j is served as %s', (stored, allowed, served) => {
    expect(servedContentType(stored, allowed)).toBe(served);
  });
});
