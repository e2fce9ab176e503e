import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ANON_KEY } from '../../../local-supabase/src/defaults';
import { FIXTURE_MIGRATIONS, spawnStack, waitHealthy, type SpawnedStack } from '../../fixtures/local-supabase/spawn-stack';

// Issue #26: answers the stack gave that PostgREST 14 does not (each a query that worked here and failed on
// Supabase, or the reverse). Every case below is written from PostgREST's documented behaviour and its error
// table; the schema objects live in a throw-away stack of this file (the fixture migrations plus one of its own),
// never in supabase/migrations.

jest.setTimeout(300_000);

const SCHEMA = `
create table public.users (id int primary key, username text unique not null);
create table public.best_friends (
  id int primary key,
  first_user int references public.users(id),
  second_user int references public.users(id)
);
create table public.user_profiles (id int primary key, username text references public.users(username), bio text);
create view public.users_view as select id, username from public.users;
create table public.collections (id int primary key, name text not null, parent_id int references public.collections(id));
insert into public.users values (1, 'ana'), (2, 'bia'), (3, 'caio');
insert into public.best_friends values (10, 1, 2), (11, 1, 3), (12, 2, 3);
insert into public.user_profiles values (100, 'bia', 'oi');
insert into public.collections values (1, 'raiz', null), (2, 'filha', 1), (3, 'filho', 1), (4, 'neta', 2);

-- a function returning one row, usable as a computed relationship on PostgREST
create function public.first_friendship(public.users) returns public.best_friends language sql stable as $$
  select * from public.best_friends where first_user = $1.id order by id limit 1 $$;
-- one unnamed parameter; an unnamed default; a no-argument overload
create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.with_default(text default 'padrão') returns text language sql immutable as $$ select 'valor: ' || $1 $$;
create function public.pick() returns text language sql immutable as $$ select 'nenhum' $$;
create function public.pick(text) returns text language sql immutable as $$ select 'um: ' || $1 $$;
create function public.bytes(bytea) returns int language sql immutable as $$ select length($1) $$;
-- overloads PostgREST cannot choose between
create function public.amb(a int) returns int language sql immutable as $$ select a $$;
create function public.amb(a int, b int default 1) returns int language sql immutable as $$ select a + b $$;
-- a big table for planner estimates
create table public.big (id int primary key, even boolean not null);
insert into public.big select g, g % 2 = 0 from generate_series(1, 5000) g;
analyze public.big;
`;

// PostgREST's in-database configuration, as Supabase projects write it (issue #26): it must load, and be honoured.
const SETTINGS = `
alter role authenticator set pgrst.db_aggregates_enabled to 'true';
alter role authenticator set pgrst.db_plan_enabled to 'true';
alter role authenticator set pgrst.db_max_rows = '100';
alter role authenticated set statement_timeout = '8s';
notify pgrst, 'reload config';
`;

let stack: SpawnedStack;
const dirs: string[] = [];

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lar-pgrst-'));
  dirs.push(dir);
  for (const f of fs.readdirSync(FIXTURE_MIGRATIONS)) fs.copyFileSync(path.join(FIXTURE_MIGRATIONS, f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, '20260201000000_postgrest_answers.sql'), SCHEMA);
  fs.writeFileSync(path.join(dir, '20260201000001_pgrst_settings.sql'), SETTINGS);
  stack = await spawnStack({ LOCAL_SUPABASE_MEMORY: '1', LOCAL_SUPABASE_MIGRATIONS_DIR: dir, LOCAL_SUPABASE_SMTP_PORT: 'off' });
  await waitHealthy(stack);
});

afterAll(async () => {
  await stack?.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function call(p: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(`${stack.url}/rest/v1${p}`, {
    method: init.method ?? 'GET',
    headers: { apikey: DEFAULT_ANON_KEY, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    body: init.body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? (JSON.parse(text) as unknown) : null };
}

function expectError(r: { status: number; body: unknown }, status: number, code: string, extra: Record<string, unknown> = {}) {
  expect(r.status).toBe(status);
  expect(Object.keys(r.body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(r.body).toMatchObject({ code, ...extra });
}

describe('rpc with unnamed parameters', () => {
  test('one unnamed parameter is the key "" of a JSON body, or the whole text/binary body', async () => {
    expect((await call('/rpc/shout', { method: 'POST', body: '{"": "oi"}' })).body).toBe('OI');
    const text = await call('/rpc/shout', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'texto cru' });
    expect(text.status).toBe(200);
    expect(text.body).toBe('TEXTO CRU');
    const bin = await call('/rpc/bytes', { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: 'abcd' });
    expect(bin.body).toBe(4);
  });

  test('an unnamed default, and a no-argument overload, are called as PostgREST calls them', async () => {
    expect((await call('/rpc/with_default', { method: 'POST', body: '{}' })).body).toBe('valor: padrão');
    expect((await call('/rpc/with_default', { method: 'POST', body: '{"": "x"}' })).body).toBe('valor: x');
    expect((await call('/rpc/pick', { method: 'POST', body: '{}' })).body).toBe('nenhum');
    expect((await call('/rpc/pick', { method: 'POST', body: '{"": "a"}' })).body).toBe('um: a');
    expect((await call('/rpc/pick')).body).toBe('nenhum');
  });

  test('a raw body with no function to take it is 404 PGRST202 in PostgREST words', async () => {
    const r = await call('/rpc/pick', { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: 'x' });
    expectError(r, 404, 'PGRST202', {
      message: 'Could not find the function public.pick in the schema cache',
      details: 'Searched for the function public.pick with a single unnamed bytea parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});

describe('PGRST202 and PGRST203 texts', () => {
  test('"parameter" for one argument, "parameters" for several; GET has no json/jsonb alternative', async () => {
    const one = await call('/rpc/shout', { method: 'POST', body: '{"x": 1}' });
    expectError(one, 404, 'PGRST202', {
      message: 'Could not find the function public.shout(x) in the schema cache',
      details:
        'Searched for the function public.shout with parameter x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const two = await call('/rpc/amb?z=1&y=2');
    expectError(two, 404, 'PGRST202', {
      message: 'Could not find the function public.amb(y, z) in the schema cache',
      details: 'Searched for the function public.amb with parameters y, z, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.amb(a, b)',
    });
  });

  test('overloads PostgREST cannot choose between are 300 PGRST203, candidates in creation order', async () => {
    const r = await call('/rpc/amb', { method: 'POST', body: '{"a": 1}' });
    expectError(r, 300, 'PGRST203', {
      message: 'Could not choose the best candidate function between: public.amb(a => integer), public.amb(a => integer, b => integer)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect((await call('/rpc/amb', { method: 'POST', body: '{"a": 1, "b": 5}' })).body).toBe(6);
  });
});

describe('embedding', () => {
  test('by foreign-key name from the referenced side: the one-to-many', async () => {
    const r = await call('/users?select=id,first_friend_of:best_friends_first_user_fkey(id)&id=eq.1');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 1, first_friend_of: [{ id: 10 }, { id: 11 }] }]);
  });

  test('through a foreign-key column: the referenced row, views over it are no extra candidates', async () => {
    const r = await call('/user_profiles?select=id,username(id,username)');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 100, username: { id: 2, username: 'bia' } }]);
    // named explicitly, the view still embeds
    const view = await call('/user_profiles?select=id,users_view(id)');
    expect(view.body).toEqual([{ id: 100, users_view: { id: 2 } }]);
  });

  test('two foreign keys to one table: PGRST201 names each key with its own direction', async () => {
    const r = await call('/users?select=best_friends(id)');
    expectError(r, 300, 'PGRST201', {
      message: "Could not embed because more than one relationship was found for 'users' and 'best_friends'",
      details: [
        { cardinality: 'one-to-many', embedding: 'users with best_friends', relationship: 'best_friends_first_user_fkey using users(id) and best_friends(first_user)' },
        { cardinality: 'one-to-many', embedding: 'users with best_friends', relationship: 'best_friends_second_user_fkey using users(id) and best_friends(second_user)' },
      ],
      hint: "Try changing 'best_friends' to one of the following: 'best_friends!best_friends_first_user_fkey', 'best_friends!best_friends_second_user_fkey'. Find the desired relationship in the 'details' key.",
    });
  });

  test('the same table twice under one name is 400 42712; with aliases both come back', async () => {
    const r = await call('/best_friends?select=users!first_user(*),users!second_user(*)');
    expectError(r, 400, '42712', { message: 'table name "best_friends_users_1" specified more than once' });
    const ok = await call('/best_friends?select=id,a:users!first_user(username),b:users!second_user(username)&id=eq.10');
    expect(ok.body).toEqual([{ id: 10, a: { username: 'ana' }, b: { username: 'bia' } }]);
  });

  test('a self-referencing table: by its name (with or without a hint) the children, by the column the parent', async () => {
    const children = [{ id: 2 }, { id: 3 }];
    for (const sel of ['collections(id)', 'collections!parent_id(id)', 'collections!collections_parent_id_fkey(id)']) {
      const r = await call(`/collections?select=id,${sel}&id=eq.1&collections.order=id`);
      expect(r.status).toBe(200);
      expect((r.body as { collections: unknown }[])[0].collections).toEqual(children);
    }
    const parent = await call('/collections?select=id,parent_id(name)&id=eq.4');
    expect(parent.body).toEqual([{ id: 4, parent_id: { name: 'filha' } }]);
    const wrong = await call('/collections?select=id,collections!nope(id)');
    expectError(wrong, 400, 'PGRST200', {
      details: "Searched for a foreign key relationship between 'collections' and 'collections' using the hint 'nope' in the schema 'public', but no matches were found.",
    });
  });

  test('42703 names an embedded table by the alias PostgREST gives it (<table>_<depth>)', async () => {
    expectError(await call('/users?select=nope'), 400, '42703', { message: 'column users.nope does not exist' });
    expectError(await call('/user_profiles?select=id,username(nope)'), 400, '42703', { message: 'column users_1.nope does not exist' });
    expectError(await call('/users?select=id,best_friends!first_user(id,users!second_user(nope))'), 400, '42703', {
      message: 'column users_2.nope does not exist',
    });
  });

  test('a function returning one row used as an embed is outside the subset: PGRST127, not "no relationship"', async () => {
    const r = await call('/users?select=id,f:first_friendship(*)');
    expectError(r, 400, 'PGRST127', { details: 'computed relationships (first_friendship)' });
  });
});

describe('Prefer: count=planned / estimated', () => {
  test('planned is the planner estimate: 206 with Content-Range */<estimate> on GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const r = await call('/big?select=id&limit=10', { method, headers: { Prefer: 'count=planned' } });
      expect(r.status).toBe(206);
      const [, total] = /^0-9\/(\d+)$/.exec(r.headers.get('content-range')!)!;
      // an estimate of 5000 rows, from pg_class statistics, not a count
      expect(Number(total)).toBeGreaterThan(4000);
      expect(Number(total)).toBeLessThan(6000);
    }
  });

  test('estimated is exact up to max-rows, the estimate beyond', async () => {
    const small = await call('/big?select=id&id=lte.20&limit=5', { headers: { Prefer: 'count=estimated' } });
    expect(small.status).toBe(206);
    expect(small.headers.get('content-range')).toBe('0-4/20');
    const big = await call('/big?select=id&limit=5', { headers: { Prefer: 'count=estimated' } });
    expect(big.status).toBe(206);
    expect(Number(big.headers.get('content-range')!.split('/')[1])).toBeGreaterThan(1000);
  });
});

describe('migrations with PostgREST settings (alter role authenticator set pgrst.*)', () => {
  test('load, and their settings are honoured: max rows, aggregates and EXPLAIN turned on', async () => {
    // the stack is up: a migration that fails to load stops it (gateway-lifecycle.test.ts)
    const rows = await call('/big?select=id');
    expect((rows.body as unknown[]).length).toBe(100);
    // turned on, these features are outside the supported subset: PGRST127, not PostgREST's refusal
    expectError(await call('/big?select=count()'), 400, 'PGRST127', { details: 'aggregate functions (count())' });
    expectError(await call('/big?select=id', { headers: { Accept: 'application/vnd.pgrst.plan+json' } }), 400, 'PGRST127');
  });
});

describe('supabase/config.toml drives the stack: [api] schemas, extra_search_path, max_rows', () => {
  let second: SpawnedStack;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lar-toml-'));
    dirs.push(dir);
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations);
    for (const f of fs.readdirSync(FIXTURE_MIGRATIONS)) fs.copyFileSync(path.join(FIXTURE_MIGRATIONS, f), path.join(migrations, f));
    fs.writeFileSync(
      path.join(migrations, '20260201000000_api_schema.sql'),
      `create schema api;
       grant usage on schema api to anon, authenticated, service_role;
       create table api.things (id int primary key, label text);
       insert into api.things select g, 'coisa ' || g from generate_series(1, 5) g;
       grant select on api.things to anon, authenticated;
       create function api.label_of(thing_id int) returns text language plpgsql stable as $$ begin return (select label from things where id = thing_id); end $$;
       grant execute on function api.label_of(int) to anon;`,
    );
    // the project's own file with a second exposed schema, its search path and a smaller max_rows
    const config = fs
      .readFileSync(path.join(__dirname, '../../../supabase/config.toml'), 'utf8')
      .replace(/^schemas = .*$/m, 'schemas = ["public", "api"]')
      .replace(/^extra_search_path = .*$/m, 'extra_search_path = ["api", "public", "extensions"]')
      .replace(/^max_rows = .*$/m, 'max_rows = 3');
    fs.writeFileSync(path.join(dir, 'config.toml'), config);
    second = await spawnStack({
      LOCAL_SUPABASE_MEMORY: '1',
      LOCAL_SUPABASE_MIGRATIONS_DIR: migrations,
      LOCAL_SUPABASE_SMTP_PORT: 'off',
      LOCAL_SUPABASE_CONFIG: path.join(dir, 'config.toml'),
    });
    await waitHealthy(second);
  });
  afterAll(() => second?.stop());

  const get = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${second.url}/rest/v1${p}`, { headers: { apikey: DEFAULT_ANON_KEY, ...headers } });
    return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
  };

  test('a second exposed schema is served through Accept-Profile, capped at max_rows', async () => {
    const r = await get('/things?select=id&order=id', { 'Accept-Profile': 'api' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-profile')).toBe('api');
    expect(r.body).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    // its functions run with the schema on the search path (an unqualified `things`)
    const fn = await get('/rpc/label_of?thing_id=2', { 'Accept-Profile': 'api' });
    expect(fn.body).toBe('coisa 2');
    const missing = await get('/things');
    expectError(missing, 404, 'PGRST205');
    const other = await get('/things', { 'Accept-Profile': 'private' });
    expectError(other, 406, 'PGRST106', { hint: 'Only the following schemas are exposed: public, api' });
  });
});
