import { createClient } from '@supabase/supabase-js';
import { DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY } from '../../../local-supabase/src/defaults';
import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl } from '../env';

// The machine may be busy (bcrypt, 10 000-row fixtures): hooks and tests get a minute.
jest.setTimeout(60_000);

// The gateway in front of the services (contract §0): apikey enforcement, key → JWT substitution,
// CORS, exposed headers, exempt routes; then 100 concurrent mixed requests through supabase-js.

const url = stackUrl('fixture');
const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

describe('apikey enforcement', () => {
  test('a request without apikey is 401 with the exact body', async () => {
    for (const path of ['/rest/v1/cities?select=id', '/storage/v1/bucket', '/auth/v1/user']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
  });

  test('an unknown apikey is 401 Invalid API key', async () => {
    const res = await fetch(`${url}/rest/v1/cities?select=id`, { headers: { apikey: 'sb_publishable_not-a-key' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
    const bogusJwt = await fetch(`${url}/storage/v1/bucket`, { headers: { apikey: `${ANON_KEY}x` } });
    expect(bogusJwt.status).toBe(401);
  });

  test('?apikey= in the query string is accepted', async () => {
    const res = await fetch(`${url}/rest/v1/cities?select=id,name&id=eq.1&apikey=${ANON_KEY}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1, name: 'São Paulo' }]);
    const storage = await fetch(`${url}/storage/v1/bucket?apikey=${ANON_KEY}`);
    expect(storage.status).toBe(200);
    expect(await storage.json()).toEqual([]);
  });

  test('publishable and secret keys become the anon and service_role JWTs', async () => {
    const publishable = createClient(url, DEFAULT_PUBLISHABLE_KEY, noPersist);
    const secret = createClient(url, DEFAULT_SECRET_KEY, noPersist);
    // storage.buckets has no policies: only service_role (BYPASSRLS) sees its rows.
    expect((await publishable.storage.listBuckets()).data).toEqual([]);
    const ids = (await secret.storage.listBuckets()).data!.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining(['public-files', 'private-files']));
    const { data, error } = await publishable.from('cities').select('name').eq('id', 4).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Lisboa' });
  });
});

describe('CORS', () => {
  test('a preflight from the app origin echoes origin and headers, allows the methods, caches a day', async () => {
    const requested = 'authorization,apikey,content-type,x-client-info,x-supabase-api-version,prefer,range,x-upsert';
    const res = await fetch(`${url}/rest/v1/todos?select=*`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': requested,
      },
    });
    expect([200, 204]).toContain(res.status);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toBe(requested);
    expect(res.headers.get('access-control-max-age')).toBe('86400');
    const methods = res.headers.get('access-control-allow-methods')!.split(',').map((m) => m.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
  });

  test('every response exposes Content-Range and X-Supabase-Api-Version', async () => {
    const headers = { origin: 'http://localhost:3000' };
    const responses = await Promise.all([
      fetch(`${url}/rest/v1/cities?select=id`, { headers: { ...headers, apikey: ANON_KEY, prefer: 'count=exact' } }),
      fetch(`${url}/rest/v1/cities?select=id`, { headers }), // 401 from the gateway
      fetch(`${url}/auth/v1/settings`, { headers: { ...headers, apikey: ANON_KEY } }),
      fetch(`${url}/storage/v1/object/public/public-files/missing.png`, { headers }), // storage error
      fetch(`${url}/nowhere`, { headers }),
    ]);
    for (const res of responses) {
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      const exposed = (res.headers.get('access-control-expose-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
      expect(exposed).toEqual(expect.arrayContaining(['content-range', 'x-supabase-api-version']));
    }
    expect(responses[0].headers.get('content-range')).toBe('0-5/6');
  });
});

describe('exempt routes work without apikey', () => {
  test('public objects, signed URLs, the JWKS, the verify link and the mailbox', async () => {
    const { client, user } = await signedInClient('fixture');
    const path = `${user.id}/exempt.png`;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect((await client.storage.from('public-files').upload(path, new Blob([bytes], { type: 'image/png' }))).error).toBeNull();

    const pub = await fetch(`${url}/storage/v1/object/public/public-files/${path}`);
    expect(pub.status).toBe(200);
    const head = await fetch(`${url}/storage/v1/object/public/public-files/${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const render = await fetch(`${url}/storage/v1/render/image/public/public-files/${path}?width=100`);
    expect(render.status).toBe(200);
    expect(new Uint8Array(await render.arrayBuffer())).toEqual(bytes);

    const { data } = await client.storage.from('public-files').createSignedUrl(path, 60);
    const signed = await fetch(data!.signedUrl);
    expect(signed.status).toBe(200);

    const jwks = await fetch(`${url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect((await jwks.json()).keys.length).toBeGreaterThan(0);

    const verify = await fetch(`${url}/auth/v1/verify?token=nope&type=signup&redirect_to=http://localhost:3000`, {
      redirect: 'manual',
    });
    expect(verify.status).not.toBe(401);

    const mailbox = await fetch(`${url}/mailbox/api/messages?to=nobody@example.com`);
    expect(mailbox.status).toBe(200);
    expect(await mailbox.json()).toEqual([]);

    // Non-exempt storage routes still need the key.
    const authed = await fetch(`${url}/storage/v1/object/public-files/${path}`);
    expect(authed.status).toBe(401);
  });
});

describe('concurrency', () => {
  test('100 concurrent mixed requests are all answered correctly', async () => {
    const { client, user } = await signedInClient('fixture');
    const bytes = Buffer.from('conteúdo de teste');
    const path = `${user.id}/concurrent.txt`;
    const up = await client.storage.from('private-files').upload(path, bytes, { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    const anon = anonClient('fixture');
    const service = serviceClient('fixture');
    const cities: Record<number, string> = { 1: 'São Paulo', 2: 'Rio de Janeiro', 3: 'Belo Horizonte', 4: 'Lisboa', 5: 'Porto', 6: 'Buenos Aires' };

    const jobs = Array.from({ length: 100 }, (_, i) => async () => {
      switch (i % 5) {
        case 0: {
          const id = 1 + (i % 6);
          const { data, error } = await anon.from('cities').select('id, name').eq('id', id).single();
          return !error && data?.name === cities[id];
        }
        case 1: {
          const { data, error } = await client.rpc('add', { a: i, b: 1 });
          return !error && data === i + 1;
        }
        case 2: {
          const { data, error } = await client.storage.from('private-files').download(path);
          return !error && Buffer.from(await data!.arrayBuffer()).equals(bytes);
        }
        case 3: {
          const { data, error } = await client.auth.getUser();
          return !error && data.user?.id === user.id;
        }
        default: {
          const { data, count, error } = await service
            .from('items')
            .select('id, price', { count: 'exact' })
            .eq('category', 'casa')
            .order('price')
            .range(0, 19);
          return !error && data?.length === 20 && count === 2500 && data[0].price <= data[19].price;
        }
      }
    });
    const results = await Promise.all(jobs.map((job) => job()));
    expect(results.filter((ok) => !ok)).toHaveLength(0);
    expect(results).toHaveLength(100);
  });
});
