import type { SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl } from '../env';

// Writes through the PostgREST emulation (contract §C.4, §C.5, §C.7) and row level security for
// anon, two users and the service role. kv is writable by everyone (keys here carry a per-run
// prefix), todos is owner-only, messages is insert-only, secrets has no grants for the API roles.

const url = stackUrl('fixture');
const P = `w${Date.now().toString(36)}${process.pid}`;
const k = (s: string) => `${P}.${s}`;
const ISO_TZ = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;

let anon: SupabaseClient;
let service: SupabaseClient;
let a: { client: SupabaseClient; user: { id: string } };
let b: { client: SupabaseClient; user: { id: string } };

beforeAll(async () => {
  anon = anonClient('fixture');
  service = serviceClient('fixture');
  a = await signedInClient('fixture');
  b = await signedInClient('fixture');
});

async function kvRows(prefix: string) {
  const { data, error } = await service.from('kv').select('key, value, counter').like('key', `${prefix}%`).order('key');
  expect(error).toBeNull();
  return data!;
}

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/rest/v1${path}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', ...headers },
    body,
  });
}

describe('insert', () => {
  test('a single insert is 201 with no body; with select() it returns the row as Postgres wrote it', async () => {
    const r = await anon.from('kv').insert({ key: k('one'), value: '1' });
    expect(r).toMatchObject({ error: null, data: null, count: null, status: 201, statusText: 'Created' });

    const r2 = await anon
      .from('kv')
      .insert({ key: k('two'), value: '2', tags: ['a', 'b'], data: { n: 1.5, big: 12345678901234567890 } })
      .select();
    expect(r2.error).toBeNull();
    expect(r2.status).toBe(201);
    expect(r2.data).toHaveLength(1);
    expect(r2.data![0]).toMatchObject({ key: k('two'), value: '2', counter: 7, tags: ['a', 'b'], data: { n: 1.5 } });
    expect(r2.data![0].updated_at).toMatch(ISO_TZ);

    const single = await anon.from('kv').insert({ key: k('three') }).select('key, counter').single();
    expect(single.data).toEqual({ key: k('three'), counter: 7 });
  });

  test('bulk insert: a key missing in one element is NULL, not DEFAULT, unless defaultToNull is false', async () => {
    const rows = [{ key: k('b1'), value: 'x', counter: 1 }, { key: k('b2') }];
    const nulls = await anon.from('kv').insert(rows).select('key, value, counter');
    expect(nulls.status).toBe(400);
    expect(nulls.error).toMatchObject({
      code: '23502',
      message: 'null value in column "counter" of relation "kv" violates not-null constraint',
    });
    expect(await kvRows(k('b'))).toEqual([]); // all or nothing

    const defaults = await anon.from('kv').insert(rows, { defaultToNull: false }).select('key, value, counter');
    expect(defaults.error).toBeNull();
    expect(defaults.status).toBe(201);
    expect(defaults.data).toEqual([
      { key: k('b1'), value: 'x', counter: 1 },
      { key: k('b2'), value: null, counter: 7 },
    ]);
  });

  test('count on insert, and the Content-Range of a minimal insert', async () => {
    const r = await anon.from('kv').insert([{ key: k('c1') }, { key: k('c2') }, { key: k('c3') }], { count: 'exact' });
    expect(r.error).toBeNull();
    expect(r.count).toBe(3);
    expect(r.data).toBeNull();
    const res = await post('/kv', JSON.stringify({ key: k('c4') }));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-range')).toBe('*/*');
    expect(await res.text()).toBe('');
  });

  test('headers-only returns the Location of the new row', async () => {
    const res = await post('/kv', JSON.stringify({ key: k('loc 1') }), { Prefer: 'return=headers-only' });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/kv?key=eq.${encodeURIComponent(k('loc 1'))}`);
  });

  test('unknown columns are PGRST204 and nothing is written', async () => {
    const r = await anon.from('kv').insert({ key: k('u1'), nope: 1 });
    expect(r.status).toBe(400);
    expect(r.error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'nope' column of 'kv' in the schema cache",
    });
    const bulk = await anon.from('kv').insert([{ key: k('u2') }, { key: k('u3'), nope: 1 }]);
    expect(bulk.error).toMatchObject({ code: 'PGRST204' });
    expect(await kvRows(k('u'))).toEqual([]);
  });

  test('malformed JSON is PGRST102; an array of differing objects without columns too', async () => {
    const bad = await post('/kv', '{"key": ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    const differ = await post('/kv', JSON.stringify([{ key: k('d1') }, { key: k('d2'), value: 'x' }]));
    expect(differ.status).toBe(400);
    expect(await differ.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    expect(await kvRows(k('d'))).toEqual([]);
  });

  test('constraint violations: unique 409, foreign key 409, check 400', async () => {
    await anon.from('kv').insert({ key: k('dup') });
    const dup = await anon.from('kv').insert({ key: k('dup') });
    expect(dup.status).toBe(409);
    // Postgres hides the key in DETAIL when row level security applies to the caller…
    expect(dup.error).toEqual({
      code: '23505',
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "kv_pkey"',
    });
    // …and shows it to a role that bypasses it
    const dupService = await service.from('kv').insert({ key: k('dup') });
    expect(dupService.status).toBe(409);
    expect(dupService.error).toMatchObject({ code: '23505', details: `Key (key)=(${k('dup')}) already exists.` });

    const fk = await service.from('todos').insert({ title: 'órfão', owner_id: '00000000-0000-4000-8000-000000000000' });
    expect(fk.status).toBe(409);
    expect(fk.error).toMatchObject({
      code: '23503',
      message: 'insert or update on table "todos" violates foreign key constraint "todos_owner_id_fkey"',
    });

    const check = await a.client.from('todos').insert({ title: '' });
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({ code: '23514' });
  });
});

describe('upsert', () => {
  test('merge-duplicates: 201 when a row is inserted, 200 when rows are only updated', async () => {
    const first = await anon.from('kv').upsert({ key: k('m1'), value: 'a' });
    expect(first.status).toBe(201);

    const again = await anon.from('kv').upsert({ key: k('m1'), value: 'b' }).select('key, value');
    expect(again.status).toBe(200);
    expect(again.statusText).toBe('OK');
    expect(again.data).toEqual([{ key: k('m1'), value: 'b' }]);

    const mixed = await anon
      .from('kv')
      .upsert([
        { key: k('m1'), value: 'c' },
        { key: k('m2'), value: 'd' },
      ])
      .select('key, value');
    expect(mixed.status).toBe(201);
    expect(mixed.data).toEqual([
      { key: k('m1'), value: 'c' },
      { key: k('m2'), value: 'd' },
    ]);

    const empty = await anon.from('kv').upsert([]).select();
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual([]);

    // counter keeps its value: only the written columns are merged
    expect(await kvRows(k('m'))).toEqual([
      { key: k('m1'), value: 'c', counter: 7 },
      { key: k('m2'), value: 'd', counter: 7 },
    ]);
  });

  test('ignore-duplicates leaves existing rows alone and returns only the inserted ones', async () => {
    await anon.from('kv').insert({ key: k('i1'), value: 'keep' });
    const r = await anon
      .from('kv')
      .upsert(
        [
          { key: k('i1'), value: 'overwrite?' },
          { key: k('i2'), value: 'new' },
        ],
        { ignoreDuplicates: true },
      )
      .select('key, value');
    expect(r.status).toBe(201);
    expect(r.data).toEqual([{ key: k('i2'), value: 'new' }]);
    expect(await kvRows(k('i'))).toEqual([
      { key: k('i1'), value: 'keep', counter: 7 },
      { key: k('i2'), value: 'new', counter: 7 },
    ]);
  });

  test('onConflict names the unique columns; a non-unique one is 42P10', async () => {
    const ok = await anon.from('kv').upsert({ key: k('oc1'), value: 'x' }, { onConflict: 'key' }).select('value').single();
    expect(ok.data).toEqual({ value: 'x' });
    const bad = await anon.from('kv').upsert({ key: k('oc2'), value: 'x' }, { onConflict: 'value' });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '42P10' });
    const unknown = await anon.from('kv').upsert({ key: k('oc3') }, { onConflict: 'nope' });
    expect(unknown.status).toBe(400);
    expect(await kvRows(k('oc'))).toEqual([{ key: k('oc1'), value: 'x', counter: 7 }]);
  });

  test('upsert with defaultToNull: false fills missing keys with the default', async () => {
    const r = await anon
      .from('kv')
      .upsert([{ key: k('n1'), counter: 2 }, { key: k('n2') }], { defaultToNull: false })
      .select('key, counter');
    expect(r.data).toEqual([
      { key: k('n1'), counter: 2 },
      { key: k('n2'), counter: 7 },
    ]);
  });
});

describe('update and delete', () => {
  beforeAll(async () => {
    await service.from('kv').insert([
      { key: k('x1'), value: 'a' },
      { key: k('x2'), value: 'b' },
      { key: k('x3'), value: 'c' },
    ]);
  });

  test('update: 204 without select, 200 with the rows, count of affected rows', async () => {
    const r = await anon.from('kv').update({ value: 'A' }).eq('key', k('x1'));
    expect(r).toMatchObject({ error: null, data: null, status: 204, statusText: 'No Content' });

    const r2 = await anon
      .from('kv')
      .update({ counter: 9 }, { count: 'exact' })
      .in('key', [k('x1'), k('x2')])
      .select('key, value, counter')
      .order('key');
    expect(r2.status).toBe(200);
    expect(r2.count).toBe(2);
    expect(r2.data).toEqual([
      { key: k('x1'), value: 'A', counter: 9 },
      { key: k('x2'), value: 'b', counter: 9 },
    ]);
    expect((await kvRows(k('x3')))[0]).toEqual({ key: k('x3'), value: 'c', counter: 7 });

    const none = await anon.from('kv').update({ value: 'z' }).eq('key', k('nothing')).select();
    expect(none.status).toBe(200);
    expect(none.data).toEqual([]);
  });

  test('an update or delete without any filter is refused (pg-safeupdate) and changes nothing', async () => {
    const u = await anon.from('kv').update({ value: 'everything' });
    expect(u.status).toBe(400);
    expect(u.error).toEqual({ code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' });
    const d = await anon.from('kv').delete();
    expect(d.status).toBe(400);
    expect(d.error).toEqual({ code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' });
    expect(await kvRows(k('x'))).toHaveLength(3);
  });

  test('unknown columns in an update are PGRST204', async () => {
    const r = await anon.from('kv').update({ nope: 1 }).eq('key', k('x1'));
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'nope' column of 'kv' in the schema cache" });
  });

  test('single() on a mutation that touches 2 rows is 406 and rolls back', async () => {
    const r = await anon.from('kv').update({ value: 'rolled back' }).in('key', [k('x2'), k('x3')]).select().single();
    expect(r.status).toBe(406);
    expect(r.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    const rows = await kvRows(k('x'));
    expect(rows.map((x) => x.value)).toEqual(['A', 'b', 'c']);

    const d = await anon.from('kv').delete().in('key', [k('x2'), k('x3')]).select().single();
    expect(d.status).toBe(406);
    expect(await kvRows(k('x'))).toHaveLength(3);
  });

  test('delete: 204, or 200 with the deleted rows', async () => {
    await service.from('kv').insert([{ key: k('del1') }, { key: k('del2') }]);
    const r = await anon.from('kv').delete().eq('key', k('del1'));
    expect(r).toMatchObject({ error: null, status: 204, data: null });
    const r2 = await anon.from('kv').delete({ count: 'exact' }).eq('key', k('del2')).select('key');
    expect(r2.status).toBe(200);
    expect(r2.count).toBe(1);
    expect(r2.data).toEqual([{ key: k('del2') }]);
    expect(await kvRows(k('del'))).toEqual([]);
  });

  test('rollback() is not emulated: PGRST127 and nothing changes', async () => {
    const r = await anon.from('kv').update({ value: 'rb' }).eq('key', k('x1')).rollback();
    expect(r.error).toMatchObject({ code: 'PGRST127', details: 'Prefer: tx=rollback' });
    expect((await kvRows(k('x1')))[0].value).toBe('A');
  });

  test('maxAffected(n) (handling=strict, max-affected=n): more rows is 400 PGRST124 and nothing changes', async () => {
    await service.from('kv').insert([{ key: k('max1'), value: 'A' }, { key: k('max2'), value: 'A' }]);
    // typed for PostgREST 13+ only; the request is what matters here
    const limited = () =>
      anon.from('kv').update({ value: 'max' }).like('key', `${k('max')}%`) as unknown as {
        maxAffected(n: number): PromiseLike<{ status: number; error: unknown }>;
      };
    const over = await limited().maxAffected(1);
    expect(over.status).toBe(400);
    expect(over.error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    expect((await kvRows(k('max'))).map((r) => r.value)).toEqual(['A', 'A']);
    const within = await limited().maxAffected(2);
    expect(within.error).toBeNull();
    expect((await kvRows(k('max'))).map((r) => r.value)).toEqual(['max', 'max']);
  });
});

describe('array and JSON operators on written data', () => {
  beforeAll(async () => {
    await anon.from('kv').insert([
      { key: k('j1'), tags: ['a', 'b'], data: { k: 1, nested: { x: true } } },
      { key: k('j2'), tags: ['b', 'c'], data: { k: 2 } },
    ]);
  });
  const q = () => anon.from('kv').select('key').like('key', `${k('j')}%`).order('key');
  test.each([
    ['contains array', () => q().contains('tags', ['a']), ['j1']],
    ['containedBy array', () => q().containedBy('tags', ['a', 'b', 'c']), ['j1', 'j2']],
    ['overlaps', () => q().overlaps('tags', ['c', 'z']), ['j2']],
    ['contains jsonb', () => q().contains('data', { nested: { x: true } }), ['j1']],
    ['json arrow filter', () => q().eq('data->>k', '2'), ['j2']],
    ['not contains inside or', () => q().or('tags.cs.{c},data->>k.eq.1'), ['j1', 'j2']],
  ])('%s', async (_n, build, expected) => {
    const { data, error } = await build();
    expect(error).toBeNull();
    expect(data!.map((r) => r.key)).toEqual(expected.map(k));
  });
});

describe('row level security', () => {
  test('anon cannot insert an owner-only row: 401 42501', async () => {
    const r = await anon.from('todos').insert({ title: 'anon' });
    expect(r.status).toBe(401);
    expect(r.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "todos"' });
    const list = await anon.from('todos').select('id');
    expect(list.data).toEqual([]);
  });

  test('users see and change only their own rows; hidden rows are silently not affected', async () => {
    const mine = await a.client.from('todos').insert({ title: 'Comprar casa', tags: ['casa'], meta: { prio: 1 } }).select().single();
    expect(mine.error).toBeNull();
    expect(mine.data).toMatchObject({ title: 'Comprar casa', owner_id: a.user.id, done: false, priority: 0, tags: ['casa'], meta: { prio: 1 } });
    const id = mine.data!.id as number;
    expect(typeof id).toBe('number');

    const seenByB = await b.client.from('todos').select('id').eq('id', id);
    expect(seenByB.data).toEqual([]);
    const updByB = await b.client.from('todos').update({ title: 'hackeado' }).eq('id', id).select();
    expect(updByB.status).toBe(200);
    expect(updByB.data).toEqual([]);
    const delByB = await b.client.from('todos').delete().eq('id', id);
    expect(delByB.status).toBe(204);

    const forB = await b.client.from('todos').insert({ title: 'para A', owner_id: a.user.id });
    expect(forB.status).toBe(403);
    expect(forB.error).toMatchObject({ code: '42501' });

    const still = await a.client.from('todos').select('title').eq('id', id).single();
    expect(still.data).toEqual({ title: 'Comprar casa' });

    const done = await a.client.from('todos').update({ done: true }).eq('id', id).select('done').single();
    expect(done.data).toEqual({ done: true });
    const isTrue = await a.client.from('todos').select('id').is('done', true);
    expect(isTrue.data).toEqual([{ id }]);

    const viaService = await service.from('todos').select('owner_id').eq('id', id).single();
    expect(viaService.data).toEqual({ owner_id: a.user.id });

    const count = await a.client.rpc('my_todo_count');
    expect(count.data).toBe(1);
    const countB = await b.client.rpc('my_todo_count');
    expect(countB.data).toBe(0);

    const gone = await a.client.from('todos').delete().eq('id', id).select('id');
    expect(gone.data).toEqual([{ id }]);
  });

  test('a table without grants: 401 for anon, 403 for a user, readable by the service role', async () => {
    const an = await anon.from('secrets').select('*');
    expect(an.status).toBe(401);
    expect(an.error).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table secrets' });
    const user = await a.client.from('secrets').select('*');
    expect(user.status).toBe(403);
    const svc = await service.from('secrets').select('*');
    expect(svc.data).toEqual([{ id: 1, secret: 'segredo' }]);
  });

  test('insert-only table: return=minimal works, representation needs a select policy and rolls back', async () => {
    const body = `mensagem ${P}`;
    const ok = await anon.from('messages').insert({ body });
    expect(ok.status).toBe(201);
    const rep = await anon.from('messages').insert({ body: `${body} 2` }).select();
    expect(rep.status).toBe(401);
    expect(rep.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "messages"' });
    const repUser = await a.client.from('messages').insert({ body: `${body} 3` }).select();
    expect(repUser.status).toBe(403);
    const stored = await service.from('messages').select('body').like('body', `${body}%`);
    expect(stored.data).toEqual([{ body }]);
  });
});

describe('hostile input changes nothing', () => {
  test('quotes and SQL keywords in values are stored and matched literally', async () => {
    const nasty = `'); drop table kv; --`;
    const value = `" or 1=1; delete from kv where true; --`;
    const r = await anon.from('kv').insert({ key: k(nasty), value }).select('key, value').single();
    expect(r.data).toEqual({ key: k(nasty), value });
    const back = await anon.from('kv').select('value').eq('key', k(nasty)).single();
    expect(back.data).toEqual({ value });
    const upd = await anon.from('kv').update({ value: 'ok' }).eq('key', `' or '1'='1`).select();
    expect(upd.data).toEqual([]);
    const del = await anon.from('kv').delete().eq('key', "x' or 'x'='x").select();
    expect(del.data).toEqual([]);
  });

  test('identifiers from the request are checked, never spliced', async () => {
    const before = await kvRows(P);
    const attempts = [
      await anon.from('kv').select('key;droptablekv'),
      await anon.from('kv').select('key').eq('key"; drop table kv; --', 'x'),
      await anon.from('kv').select('key').order('key;drop'),
      await anon.from('kv').insert({ 'key"; drop table kv; --': 'x' }),
      await anon.from('kv; drop table kv').select('*'),
      await anon.from('kv').select('key::text);droptablekv;--'),
      await anon.rpc('add; drop table kv', {}),
      await anon.from('kv').delete().eq('key', 'x').select('*,kv(*)'),
    ];
    for (const r of attempts) {
      expect(r.error).not.toBeNull();
      expect([400, 404]).toContain(r.status);
    }
    expect(attempts.map((r) => r.error!.code)).toEqual([
      'PGRST100',
      'PGRST100',
      'PGRST100',
      'PGRST204',
      'PGRST205',
      'PGRST100',
      'PGRST202',
      'PGRST200',
    ]);
    expect(await kvRows(P)).toEqual(before);
    const cities = await anon.from('cities').select('id', { count: 'exact', head: true });
    expect(cities.count).toBe(6);
  });
});
