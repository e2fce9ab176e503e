import { ANON_KEY, serviceClient, stackUrl, uniqueEmail } from '../env';

// Issue #32 §3: hostile input that got a 5xx (or a closed socket) from the stack now gets the 4xx GoTrue and
// PostgREST give, with their error body, and changes nothing.

const url = stackUrl('fixture');
const headers = { apikey: ANON_KEY, 'content-type': 'application/json' };

async function post(path: string, body: string | Buffer) {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function get(path: string) {
  const res = await fetch(`${url}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function userExists(email: string) {
  const { data } = await serviceClient('fixture').auth.admin.listUsers({ page: 1, perPage: 1000 });
  return data.users.some((u) => u.email === email);
}

test('a NUL character in the e-mail of a password sign-in is a 400 validation_failed, not a 500', async () => {
  const r = await post('/auth/v1/token?grant_type=password', JSON.stringify({ email: 'a\u0000b@example.com', password: 'Senha-forte-123' }));
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ code: 400, error_code: 'validation_failed' });
});

test('a NUL character in sign-up metadata is a 400 and makes no user', async () => {
  const email = uniqueEmail('nul');
  const r = await post('/auth/v1/signup', JSON.stringify({ email, password: 'Senha-forte-123', data: { name: 'a\u0000b' } }));
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ error_code: 'validation_failed' });
  expect(await userExists(email)).toBe(false);
});

test('sign-up metadata nested 5,000 deep is a 400 bad_json and makes no user', async () => {
  const email = uniqueEmail('deep');
  const data = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const r = await post('/auth/v1/signup', `{"email":"${email}","password":"Senha-forte-123","data":${data}}`);
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ code: 400, error_code: 'bad_json' });
  expect(await userExists(email)).toBe(false);
  // Metadata of a sane depth still signs up.
  const ok = await post('/auth/v1/signup', JSON.stringify({ email, password: 'Senha-forte-123', data: { a: { b: { c: 1 } } } }));
  expect(ok.status).toBe(200);
});

test('a 10 MB body to /auth/v1/verify is answered 413 (read to its end first), not a closed socket', async () => {
  const r = await post('/auth/v1/verify', Buffer.from(`{"token":"${'a'.repeat(10_000_000)}"}`));
  expect(r.status).toBe(413);
  expect(r.body).toMatchObject({ code: 413, error_code: 'request_too_large' });
  // The connection and the stack are fine afterwards.
  expect((await fetch(`${url}/health`)).status).toBe(200);
});

test('or= nested 3,000 deep is a 400 PGRST100, not a 500; a shallow tree still filters', async () => {
  const deep = `(${'or('.repeat(3000)}id.eq.1${')'.repeat(3000)})`;
  const r = await get(`/rest/v1/items?select=id&or=${encodeURIComponent(deep)}`);
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ code: 'PGRST100', details: 'nesting deeper than 100 levels' });
  const ok = await fetch(`${url}/rest/v1/items?select=id&order=id&or=(id.eq.1,or(id.eq.2,id.eq.3))`, { headers });
  expect(await ok.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
});

test('a select with embeds nested 500 deep is a 400 PGRST100, not a 500', async () => {
  const r = await get(`/rest/v1/items?select=${'a('.repeat(500)}*${')'.repeat(500)}`);
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ code: 'PGRST100' });
});
