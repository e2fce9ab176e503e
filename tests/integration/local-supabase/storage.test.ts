import type { SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl } from '../env';

// The machine may be busy (bcrypt, 10 000-row fixtures): hooks and tests get a minute.
jest.setTimeout(60_000);

// Storage of the fixture stack: `public-files` (public, 1 MB, png/svg/text only, writes in one's own
// folder) and `private-files` (private, readable by the folder's owner). Everything goes through
// supabase-js; raw fetch only where the wire format itself is the point.

const url = stackUrl('fixture');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const png = (bytes: Buffer = PNG) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

let a: { client: SupabaseClient; user: { id: string } };
let b: { client: SupabaseClient; user: { id: string } };
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  a = await signedInClient('fixture');
  b = await signedInClient('fixture');
  anon = anonClient('fixture');
  service = serviceClient('fixture');
});

async function names(client: SupabaseClient, bucket: string, folder: string) {
  const { data, error } = await client.storage.from(bucket).list(folder);
  expect(error).toBeNull();
  return data!.map((f) => f.name).sort();
}

describe('upload under RLS', () => {
  test('a user uploads into their own folder and reads it back', async () => {
    const path = `${a.user.id}/own.png`;
    const { data, error } = await a.client.storage.from('public-files').upload(path, png());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `public-files/${path}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await a.client.storage.from('public-files').list(a.user.id);
    const file = listed.data!.find((f) => f.name === 'own.png')!;
    expect(file.id).toBe(data!.id);
    expect(file.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length, cacheControl: 'max-age=3600' });

    const dl = await a.client.storage.from('public-files').download(path);
    expect(dl.error).toBeNull();
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(PNG)).toBe(true);
    expect(dl.data!.type).toBe('image/png');
  });

  test("another user's folder is denied and nothing is stored", async () => {
    const path = `${a.user.id}/intruder.png`;
    const { data, error } = await b.client.storage.from('public-files').upload(path, png());
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await names(service, 'public-files', a.user.id)).not.toContain('intruder.png');
  });

  test('anon may not upload', async () => {
    const { error } = await anon.storage.from('public-files').upload(`${a.user.id}/anon.png`, png());
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    expect(await names(service, 'public-files', a.user.id)).not.toContain('anon.png');
  });

  test('the service role bypasses RLS', async () => {
    const { error } = await service.storage.from('private-files').upload(`system/${Date.now()}.png`, png());
    expect(error).toBeNull();
  });

  test('an existing key needs upsert; upsert replaces the bytes; update needs an existing object', async () => {
    const path = `${a.user.id}/dup.txt`;
    const opts = { contentType: 'text/plain' };
    expect((await a.client.storage.from('public-files').upload(path, 'one', opts)).error).toBeNull();
    const dup = await a.client.storage.from('public-files').upload(path, 'two', opts);
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect(await (await anon.storage.from('public-files').download(path)).data!.text()).toBe('one');

    expect((await a.client.storage.from('public-files').upload(path, 'two', { ...opts, upsert: true })).error).toBeNull();
    expect(await (await anon.storage.from('public-files').download(path)).data!.text()).toBe('two');

    expect((await a.client.storage.from('public-files').update(path, 'three', opts)).error).toBeNull();
    expect(await (await anon.storage.from('public-files').download(path)).data!.text()).toBe('three');

    const missing = await a.client.storage.from('public-files').update(`${a.user.id}/nope.txt`, 'x', opts);
    expect(missing.error).toMatchObject({ statusCode: '404' });
    const foreign = await b.client.storage.from('public-files').update(path, 'hijack', opts);
    expect(foreign.error).not.toBeNull();
    expect(await (await anon.storage.from('public-files').download(path)).data!.text()).toBe('three');
  });

  test('non-ASCII keys are refused as storage does', async () => {
    const path = `${a.user.id}/ação.png`;
    const { error } = await a.client.storage.from('public-files').upload(path, png());
    expect(error).toMatchObject({ status: 400, statusCode: '400', message: `Invalid key: ${path}` });
  });

  test('an unknown bucket is NoSuchBucket', async () => {
    const { error } = await a.client.storage.from('no-such-bucket').upload(`${a.user.id}/x.png`, png());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('bucket limits', () => {
  test('a mime type outside allowed_mime_types is 415', async () => {
    const path = `${a.user.id}/doc.pdf`;
    const { error } = await a.client.storage
      .from('public-files')
      .upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type application/pdf is not supported' });
    // storage compares the whole content-type, so the client's default for strings is refused too.
    const str = await a.client.storage.from('public-files').upload(`${a.user.id}/s.txt`, 'hello');
    expect(str.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain;charset=UTF-8 is not supported' });
    expect(await names(service, 'public-files', a.user.id)).not.toEqual(expect.arrayContaining(['doc.pdf']));
  });

  test('an 11 MB body is refused with EntityTooLarge and nothing is stored', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    const multipart = await a.client.storage.from('public-files').upload(`${a.user.id}/big.png`, png(big));
    expect(multipart.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await a.client.storage.from('public-files').upload(`${a.user.id}/big-raw.png`, big, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ status: 400, statusCode: '413' });
    // Just over the 1 MB bucket limit, inside the multipart envelope allowance: refused after parsing.
    const over = await a.client.storage.from('public-files').upload(`${a.user.id}/over.png`, png(Buffer.alloc(1048577, 1)));
    expect(over.error).toMatchObject({ statusCode: '413' });
    const left = await names(service, 'public-files', a.user.id);
    expect(left).not.toContain('big.png');
    expect(left).not.toContain('big-raw.png');
    expect(left).not.toContain('over.png');
    // The bucket limit is inclusive.
    const exact = await a.client.storage.from('public-files').upload(`${a.user.id}/exact.png`, png(Buffer.alloc(1048576, 1)));
    expect(exact.error).toBeNull();
  });

  test('the raw error envelope: HTTP 400 with the logical status in the body', async () => {
    const res = await fetch(`${url}/storage/v1/object/public-files/${a.user.id}/missing.png`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });

    const bad = await fetch(`${url}/storage/v1/object/list/public-files`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY.slice(0, -2)}xx`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
  });
});

describe('public and private downloads', () => {
  const path = () => `${a.user.id}/pub.png`;

  beforeAll(async () => {
    const { error } = await a.client.storage.from('public-files').upload(path(), png(), { cacheControl: '120' });
    expect(error).toBeNull();
  });

  test('the public URL serves the bytes with Content-Type, Cache-Control and ETag, 304 on If-None-Match', async () => {
    const publicUrl = anon.storage.from('public-files').getPublicUrl(path()).data.publicUrl;
    expect(publicUrl).toBe(`${url}/storage/v1/object/public/public-files/${path()}`);
    const res = await fetch(publicUrl); // no apikey: browsers load these in <img src>
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=120');
    expect(res.headers.get('content-length')).toBe(String(PNG.length));
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const again = await fetch(publicUrl, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const head = await fetch(publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));

    const attachment = await fetch(anon.storage.from('public-files').getPublicUrl(path(), { download: 'foto.png' }).data.publicUrl);
    expect(attachment.headers.get('content-disposition')).toContain('attachment; filename=foto.png');
  });

  test('private files: owner yes, other user and anon no, no public URL', async () => {
    const p = `${a.user.id}/secret.txt`;
    expect((await a.client.storage.from('private-files').upload(p, 'segredo')).error).toBeNull();
    expect(await (await a.client.storage.from('private-files').download(p)).data!.text()).toBe('segredo');

    for (const client of [b.client, anon]) {
      const { data, error } = await client.storage.from('private-files').download(p);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '404' });
    }
    const res = await fetch(anon.storage.from('private-files').getPublicUrl(p).data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    expect(await names(b.client, 'private-files', a.user.id)).toEqual([]);
  });

  test('signed URLs: only for what the caller sees, verified on GET, bound to the path', async () => {
    const p = `${a.user.id}/signed.txt`;
    expect((await a.client.storage.from('private-files').upload(p, 'assinado')).error).toBeNull();
    const denied = await b.client.storage.from('private-files').createSignedUrl(p, 60);
    expect(denied.error).toMatchObject({ statusCode: '404' });

    const { data, error } = await a.client.storage.from('private-files').createSignedUrl(p, 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('assinado');

    const other = data!.signedUrl.replace('signed.txt', 'secret.txt');
    const forged = await fetch(other);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '400' });

    const tampered = await fetch(data!.signedUrl.slice(0, -3) + 'abc');
    expect(tampered.status).toBe(400);

    const many = await a.client.storage.from('private-files').createSignedUrls([p, `${a.user.id}/none.txt`], 60);
    expect(many.data![0].error).toBeNull();
    expect(many.data![1]).toMatchObject({ error: expect.any(String), signedURL: null });
  });

  test('signed upload URLs carry the permission of their signer', async () => {
    const p = `${a.user.id}/via-token.txt`;
    const denied = await b.client.storage.from('private-files').createSignedUploadUrl(p);
    expect(denied.error).toMatchObject({ statusCode: '403' });
    const { data, error } = await a.client.storage.from('private-files').createSignedUploadUrl(p);
    expect(error).toBeNull();
    const up = await anon.storage.from('private-files').uploadToSignedUrl(p, data!.token, 'por token');
    expect(up.error).toBeNull();
    expect(await (await a.client.storage.from('private-files').download(p)).data!.text()).toBe('por token');
  });
});

describe('list, move, copy, remove', () => {
  const folder = () => `${a.user.id}/album`;

  beforeAll(async () => {
    for (const n of ['c.png', 'a.png', 'B.png', 'sub/x.png', 'sub/deeper/y.png', 'other/z.png']) {
      const { error } = await a.client.storage.from('public-files').upload(`${folder()}/${n}`, png());
      expect(error).toBeNull();
    }
  });

  test('one level, folders first, sorted, paged, searched', async () => {
    const { data } = await anon.storage.from('public-files').list(folder());
    expect(data!.map((f) => [f.name, f.id === null])).toEqual([
      ['other', true],
      ['sub', true],
      ['B.png', false],
      ['a.png', false],
      ['c.png', false],
    ]);
    expect(data![0]).toEqual({
      name: 'other',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data![2].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const desc = await anon.storage.from('public-files').list(folder(), { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((f) => f.name)).toEqual(['sub', 'other', 'c.png', 'a.png', 'B.png']);
    const page = await anon.storage.from('public-files').list(folder(), { limit: 2, offset: 2 });
    expect(page.data!.map((f) => f.name)).toEqual(['B.png', 'a.png']);
    const search = await anon.storage.from('public-files').list(folder(), { search: 'b' });
    expect(search.data!.map((f) => f.name)).toEqual(['B.png']);
    const nested = await anon.storage.from('public-files').list(`${folder()}/sub/`);
    expect(nested.data!.map((f) => f.name)).toEqual(['deeper', 'x.png']);
  });

  test('move and copy inside one’s folder; not into another user’s', async () => {
    const from = `${folder()}/c.png`;
    expect((await a.client.storage.from('public-files').move(from, `${folder()}/moved.png`)).error).toBeNull();
    expect((await anon.storage.from('public-files').download(from)).error).toMatchObject({ statusCode: '404' });
    expect((await anon.storage.from('public-files').download(`${folder()}/moved.png`)).error).toBeNull();

    const copied = await a.client.storage.from('public-files').copy(`${folder()}/moved.png`, `${folder()}/copy.png`);
    expect(copied.data).toEqual({ path: `public-files/${folder()}/copy.png` });
    expect((await anon.storage.from('public-files').download(`${folder()}/copy.png`)).error).toBeNull();

    const steal = await b.client.storage.from('public-files').move(`${folder()}/moved.png`, `${b.user.id}/mine.png`);
    expect(steal.error).not.toBeNull();
    const escape = await a.client.storage.from('public-files').move(`${folder()}/moved.png`, `${b.user.id}/gift.png`);
    expect(escape.error).toMatchObject({ statusCode: '403' });
    expect((await anon.storage.from('public-files').download(`${folder()}/moved.png`)).error).toBeNull();
  });

  test('remove skips what the caller may not delete and returns what it deleted', async () => {
    const target = `${folder()}/a.png`;
    const byOther = await b.client.storage.from('public-files').remove([target]);
    expect(byOther).toEqual({ data: [], error: null });
    const byAnon = await anon.storage.from('public-files').remove([target]);
    expect(byAnon).toEqual({ data: [], error: null });
    expect((await anon.storage.from('public-files').download(target)).error).toBeNull();

    const own = await a.client.storage.from('public-files').remove([target, `${folder()}/never-existed.png`]);
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
    expect(own.data![0]).toMatchObject({ name: target, bucket_id: 'public-files', owner_id: a.user.id });
    expect((await anon.storage.from('public-files').download(target)).error).toMatchObject({ statusCode: '404' });
  });

  test('the service role removes anything', async () => {
    const target = `${folder()}/B.png`;
    const { data } = await service.storage.from('public-files').remove([target]);
    expect(data!.map((r) => r.name)).toEqual([target]);
  });
});

describe('buckets', () => {
  test('anon and users see no bucket rows (no policies on storage.buckets); the service role sees all', async () => {
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await a.client.storage.listBuckets()).data).toEqual([]);
    const all = await service.storage.listBuckets();
    expect(all.data!.map((x) => x.id)).toEqual(expect.arrayContaining(['public-files', 'private-files']));
    const one = await service.storage.getBucket('public-files');
    expect(one.data).toMatchObject({
      id: 'public-files',
      public: true,
      file_size_limit: 1048576,
      allowed_mime_types: ['image/png', 'image/svg+xml', 'text/plain'],
    });
  });

  test('create, update, empty and delete a bucket as the service role; users are denied', async () => {
    const id = `tmp-${Date.now()}`;
    expect((await a.client.storage.createBucket(id)).error).toMatchObject({ statusCode: '403' });
    expect((await service.storage.createBucket(id, { public: false, fileSizeLimit: '1KB' })).data).toEqual({ name: id });
    expect((await service.storage.createBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.getBucket(id)).data).toMatchObject({ public: false, file_size_limit: 1000 });

    const tooBig = await service.storage.from(id).upload('x.bin', Buffer.alloc(2048), { contentType: 'application/octet-stream' });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    expect((await service.storage.updateBucket(id, { public: true, fileSizeLimit: null })).error).toBeNull();
    expect((await service.storage.from(id).upload('x.bin', Buffer.alloc(2048))).error).toBeNull();
    expect((await fetch(service.storage.from(id).getPublicUrl('x.bin').data.publicUrl)).status).toBe(200);

    expect((await service.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.emptyBucket(id)).error).toBeNull();
    expect((await service.storage.from(id).list()).data).toEqual([]);
    expect((await service.storage.deleteBucket(id)).error).toBeNull();
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
  });
});
