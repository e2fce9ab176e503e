import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_JWT_SECRET, DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY } from '../../../local-supabase/src/defaults.ts';
import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl } from '../env';

// JWT → SQL context for /rest/v1 (contract §C.1): valid, expired, foreign-signed and garbled tokens,
// roles, the gateway keys, and 100 concurrent mixed requests on the one PGlite connection.

const url = stackUrl('fixture');
const P = `a${Date.now().toString(36)}${process.pid}`;
const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let anon: SupabaseClient;
let service: SupabaseClient;

function sign(claims: Record<string, unknown>, secret = DEFAULT_JWT_SECRET, alg = 'HS256') {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = b64({ alg, typ: 'JWT' });
  const body = b64(claims);
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

const now = () => Math.floor(Date.now() / 1000);
const withToken = (token: string, key = ANON_KEY) =>
  createClient(url, key, { ...noPersist, global: { headers: { Authorization: `Bearer ${token}` } } });

async function kvKeys() {
  const { data } = await service.from('kv').select('key').like('key', `${P}%`).order('key');
  return data!.map((r) => r.key);
}

beforeAll(() => {
  anon = anonClient('fixture');
  service = serviceClient('fixture');
});

describe('tokens', () => {
  test('a hand-signed HS256 token acts as its subject', async () => {
    const user = await signedInClient('fixture');
    const token = sign({ role: 'authenticated', sub: user.user.id, aud: 'authenticated', exp: now() + 600 });
    const client = withToken(token);
    const created = await client.from('todos').insert({ title: 'via HS256' }).select('owner_id, title').single();
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ owner_id: user.user.id, title: 'via HS256' });
    const mine = await user.client.from('todos').select('title');
    expect(mine.data).toEqual([{ title: 'via HS256' }]);
  });

  test('expired: 401 PGRST303 with WWW-Authenticate, and nothing is written', async () => {
    const token = sign({ role: 'anon', exp: now() - 120 });
    const r = await withToken(token).from('kv').insert({ key: `${P}.expired` });
    expect(r.status).toBe(401);
    expect(r.error).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    const res = await fetch(`${url}/rest/v1/cities?select=id`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    expect(await kvKeys()).toEqual([]);
  });

  test('inside the 30 s leeway an expired token still works', async () => {
    const r = await withToken(sign({ role: 'anon', exp: now() - 10 })).from('cities').select('id').eq('id', 1);
    expect(r.data).toEqual([{ id: 1 }]);
  });

  test('signed with another secret: 401 PGRST301, nothing written', async () => {
    const token = sign({ role: 'service_role', exp: now() + 600 }, 'not-the-project-secret-not-the-project-secret');
    const r = await withToken(token).from('kv').insert({ key: `${P}.foreign` });
    expect(r.status).toBe(401);
    expect(r.error).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'JWT cryptographic operation failed' });
    const read = await withToken(token).from('secrets').select('*');
    expect(read.status).toBe(401);
    expect(read.data).toBeNull();
    expect(await kvKeys()).toEqual([]);
  });

  test('garbled, empty and alg=none tokens are 401 PGRST301', async () => {
    const garbled = await withToken('not-a-jwt').from('cities').select('id');
    expect(garbled.status).toBe(401);
    expect(garbled.error).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });

    const empty = await fetch(`${url}/rest/v1/cities?select=id`, { headers: { apikey: ANON_KEY, Authorization: 'Bearer ' } });
    expect(empty.status).toBe(401);
    expect(await empty.json()).toMatchObject({ code: 'PGRST301', message: 'Empty JWT is sent in Authorization header' });

    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`;
    const r = await withToken(none).from('secrets').select('*');
    expect(r.status).toBe(401);
    expect(r.error!.code).toBe('PGRST301');

    const tampered = sign({ role: 'anon', exp: now() + 600 }).split('.');
    tampered[1] = b64({ role: 'service_role', exp: now() + 600 });
    const t = await withToken(tampered.join('.')).from('secrets').select('*');
    expect(t.status).toBe(401);
  });

  test('the role claim: unknown role is 401, a role the API may not switch to is 403, none means anon', async () => {
    const unknown = await withToken(sign({ role: 'hacker', exp: now() + 600 })).from('cities').select('id');
    expect(unknown.status).toBe(401);
    expect(unknown.error).toMatchObject({ code: '22023', message: 'role "hacker" does not exist' });

    const superuser = await withToken(sign({ role: 'postgres', exp: now() + 600 })).from('secrets').select('*');
    expect(superuser.status).toBe(403);
    expect(superuser.error).toMatchObject({ code: '42501', message: 'permission denied to set role "postgres"' });

    const noRole = await withToken(sign({ exp: now() + 600 })).rpc('whoami');
    expect(noRole.data).toMatchObject({ role: 'anon' });
  });

  test('the gateway keys: sb_secret_ acts as service_role, sb_publishable_ as anon', async () => {
    const secret = createClient(url, DEFAULT_SECRET_KEY, noPersist);
    expect((await secret.from('secrets').select('secret')).data).toEqual([{ secret: 'segredo' }]);
    const publishable = createClient(url, DEFAULT_PUBLISHABLE_KEY, noPersist);
    const r = await publishable.from('secrets').select('secret');
    expect(r.status).toBe(401);
    expect((await publishable.rpc('whoami')).data).toMatchObject({ role: 'anon' });
  });
});

describe('concurrency', () => {
  test('100 concurrent mixed requests are all answered correctly', async () => {
    const user = await signedInClient('fixture');
    const names: Record<number, string> = { 1: 'São Paulo', 2: 'Rio de Janeiro', 3: 'Belo Horizonte', 4: 'Lisboa', 5: 'Porto', 6: 'Buenos Aires' };
    const categories = ['casa', 'apartamento', 'terreno', 'sala'];
    const checks: PromiseLike<void>[] = [];
    let inserts = 0;
    let todos = 0;
    for (let i = 0; i < 100; i++) {
      switch (i % 7) {
        case 0: {
          const id = (i % 6) + 1;
          checks.push(
            anon
              .from('cities')
              .select('name, countries(code)')
              .eq('id', id)
              .single()
              .then((r) => {
                expect(r.data!.name).toBe(names[id]);
              }),
          );
          break;
        }
        case 1: {
          const cat = categories[i % 4];
          checks.push(
            anon
              .from('items')
              .select('id', { count: 'exact', head: true })
              .eq('category', cat)
              .then((r) => {
                expect(r.count).toBe(2500);
              }),
          );
          break;
        }
        case 2:
          inserts++;
          checks.push(
            anon
              .from('kv')
              .insert({ key: `${P}.c${String(i).padStart(3, '0')}`, value: String(i) })
              .select('value')
              .single()
              .then((r) => {
                expect(r.data).toEqual({ value: String(i) });
              }),
          );
          break;
        case 3:
          checks.push(
            anon.rpc('add', { a: i, b: i }).then((r) => {
              expect(r.data).toBe(2 * i);
            }),
          );
          break;
        case 4:
          todos++;
          checks.push(
            user.client
              .from('todos')
              .insert({ title: `t${i}` })
              .select('title, owner_id')
              .single()
              .then((r) => {
                expect(r.data).toEqual({ title: `t${i}`, owner_id: user.user.id });
              }),
          );
          break;
        case 5:
          checks.push(
            anon
              .from('nowhere')
              .select('*')
              .then((r) => {
                expect(r.status).toBe(404);
                expect(r.error!.code).toBe('PGRST205');
              }),
          );
          break;
        default:
          checks.push(
            anon
              .from('items')
              .select('id, price')
              .eq('category', 'sala')
              .order('price', { ascending: false })
              .order('id')
              .limit(3)
              .then((r) => {
                expect(r.data).toHaveLength(3);
                expect(r.data![0].price).toBeGreaterThanOrEqual(r.data![1].price);
              }),
          );
      }
    }
    const results = await Promise.allSettled(checks);
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed).toEqual([]);
    expect(await kvKeys()).toHaveLength(inserts);
    const { count } = await user.client.from('todos').select('id', { count: 'exact', head: true });
    expect(count).toBe(todos);
  });
});
