import type { SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl } from '../env';

// /rest/v1/rpc/<fn> (contract §C.6): named arguments by POST and GET, defaults, a single unnamed json
// parameter, scalar / composite / set-returning / void results, filters on the result, errors.

const url = stackUrl('fixture');
const P = `r${Date.now().toString(36)}${process.pid}`;

let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(() => {
  anon = anonClient('fixture');
  service = serviceClient('fixture');
});

describe('calls and result shapes', () => {
  test('POST with named arguments returns the scalar; GET passes query arguments; HEAD has no body', async () => {
    const post = await anon.rpc('add', { a: 1, b: 2 });
    expect(post).toMatchObject({ error: null, data: 3, status: 200, statusText: 'OK' });
    const get = await anon.rpc('add', { a: 3, b: 4 }, { get: true });
    expect(get.data).toBe(7);
    const head = await anon.rpc('add', { a: 1, b: 1 }, { head: true });
    expect(head.error).toBeNull();
    expect(head.data).toBeNull();
    expect(head.status).toBe(200);
  });

  test('arguments with defaults may be left out', async () => {
    expect((await anon.rpc('greet')).data).toBe('olá, mundo');
    expect((await anon.rpc('greet', { name: 'Ana' })).data).toBe('olá, Ana');
    expect((await anon.rpc('greet', { name: 'Rio de Janeiro' }, { get: true })).data).toBe('olá, Rio de Janeiro');
  });

  test('a void function answers 204 with no body', async () => {
    const r = await anon.rpc('touch');
    expect(r).toMatchObject({ error: null, data: null, status: 204, statusText: 'No Content' });
  });

  test('a set-returning function takes select, embeds, filters, order, range and count', async () => {
    const r = await anon
      .rpc('cities_of', { country: 'BR' }, { count: 'exact' })
      .select('id, name, countries(code)')
      .gt('population', 3000000)
      .order('id', { ascending: false });
    expect(r.error).toBeNull();
    expect(r.status).toBe(200);
    expect(r.count).toBe(2);
    expect(r.data).toEqual([
      { id: 2, name: 'Rio de Janeiro', countries: { code: 'BR' } },
      { id: 1, name: 'São Paulo', countries: { code: 'BR' } },
    ]);

    const page = await anon.rpc('cities_of', { country: 'BR' }, { count: 'exact' }).select('id').order('id').range(1, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(3);
    expect(page.data).toEqual([{ id: 2 }]);

    const get = await anon.rpc('cities_of', { country: 'PT' }, { get: true }).select('name').order('name');
    expect(get.data).toEqual([{ name: 'Lisboa' }, { name: 'Porto' }]);

    const single = await anon.rpc('cities_of', { country: 'AR' }).select('name').single();
    expect(single.data).toEqual({ name: 'Buenos Aires' });
    const notSingle = await anon.rpc('cities_of', { country: 'BR' }).single();
    expect(notSingle.status).toBe(406);
    expect(notSingle.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });

  test('a function returning one row type gives an object', async () => {
    const r = await anon.rpc('city_by_id', { city_id: 4 }).select('id, name, country:countries(name)');
    expect(r.data).toEqual({ id: 4, name: 'Lisboa', country: { name: 'Portugal' } });
    const none = await anon.rpc('city_by_id', { city_id: 99 }).select('id, name');
    expect(none.data).toEqual({ id: null, name: null });
  });

  test('setof scalar is an array of values; limit and offset apply', async () => {
    expect((await anon.rpc('int_series', { n: 5 })).data).toEqual([1, 2, 3, 4, 5]);
    expect((await anon.rpc('int_series', { n: 5 }).range(1, 2)).data).toEqual([2, 3]);
    const counted = await anon.rpc('int_series', { n: 5 }, { count: 'exact', get: true }).range(0, 1);
    expect(counted.count).toBe(5);
    expect(counted.status).toBe(206);
  });

  test('RETURNS TABLE gives rows with its columns', async () => {
    const r = await anon.rpc('city_stats').order('country');
    expect(r.data).toEqual([
      { country: 'Argentina', cities: 1 },
      { country: 'Brasil', cities: 3 },
      { country: 'Portugal', cities: 2 },
    ]);
    const filtered = await anon.rpc('city_stats').select('country').gte('cities', 2).order('cities', { ascending: false });
    expect(filtered.data).toEqual([{ country: 'Brasil' }, { country: 'Portugal' }]);
  });

  test('a single unnamed json parameter receives the whole body, numbers intact', async () => {
    const res = await fetch(`${url}/rest/v1/rpc/echo`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: '{"x":[1,2.50],"big":12345678901234567890.5,"s":"olá"}',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"x":[1,2.50],"big":12345678901234567890.5,"s":"olá"}');
    const viaClient = await anon.rpc('echo', { nested: { a: [true, null] } });
    expect(viaClient.data).toEqual({ nested: { a: [true, null] } });
  });
});

describe('the SQL context of a call', () => {
  test('role, auth.uid() and request.method are those of the caller', async () => {
    expect((await anon.rpc('whoami')).data).toEqual({ uid: null, role: 'anon', method: 'POST' });
    expect((await anon.rpc('whoami', {}, { get: true })).data).toEqual({ uid: null, role: 'anon', method: 'GET' });
    const user = await signedInClient('fixture');
    expect((await user.client.rpc('whoami')).data).toEqual({ uid: user.user.id, role: 'authenticated', method: 'POST' });
    expect((await service.rpc('whoami')).data).toMatchObject({ uid: null, role: 'service_role' });
  });

  test('GET runs read-only: a writing function fails with 405 and writes nothing; POST writes', async () => {
    const key = `${P}.get`;
    const get = await anon.rpc('kv_put', { k: key, v: 'x' }, { get: true });
    expect(get.status).toBe(405);
    expect(get.error).toMatchObject({ code: '25006', message: 'cannot execute INSERT in a read-only transaction' });
    expect((await service.from('kv').select('key').eq('key', key)).data).toEqual([]);

    const post = await anon.rpc('kv_put', { k: key, v: 'y' }).select('key, value');
    expect(post.data).toEqual({ key, value: 'y' });
    expect((await service.from('kv').select('value').eq('key', key)).data).toEqual([{ value: 'y' }]);
  });

  test('response.headers set by the function become response headers', async () => {
    const res = await fetch(`${url}/rest/v1/rpc/with_header`, { headers: { apikey: ANON_KEY } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-custom')).toBe('valor');
    expect(await res.json()).toBe('ok');
  });
});

describe('errors', () => {
  test('no matching function: 404 PGRST202 with details and hint', async () => {
    const r = await anon.rpc('add', { a: 1, c: 2 });
    expect(r.status).toBe(404);
    expect(r.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
      message: 'Could not find the function public.add(a, c) in the schema cache',
    });
    const none = await anon.rpc('ad');
    expect(none.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.ad without parameters in the schema cache',
      hint: 'Perhaps you meant to call the function public.add',
    });
  });

  test('ambiguous overloads: 300 PGRST203; a bad argument value: 400 22P02', async () => {
    const r = await anon.rpc('over', { a: 1 });
    expect(r.status).toBe(300);
    expect(r.error).toMatchObject({ code: 'PGRST203' });
    const bad = await anon.rpc('add', { a: 'um', b: 2 });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '22P02' });
  });

  test('RAISE: P0001 is 400 with detail and hint; PTnnn sets the status; SQLSTATE PGRST is fully custom', async () => {
    const fail = await anon.rpc('fail', { msg: 'falhou' });
    expect(fail.status).toBe(400);
    expect(fail.error).toEqual({ code: 'P0001', details: 'detalhe', hint: 'dica', message: 'falhou' });

    const pay = await anon.rpc('payment_required');
    expect(pay.status).toBe(402);
    expect(pay.error).toMatchObject({ code: 'PT402', message: 'Pagamento necessário' });

    const res = await fetch(`${url}/rest/v1/rpc/teapot`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-teapot')).toBe('sim');
    expect(await res.json()).toEqual({ code: '123', details: 'd', hint: 'h', message: 'Sou um bule' });
  });

  test('only GET, HEAD and POST reach an rpc', async () => {
    const res = await fetch(`${url}/rest/v1/rpc/add`, {
      method: 'PATCH',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' });
  });
});
