import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { FIXTURE_MIGRATIONS, spawnStack, waitHealthy, type SpawnedStack } from '../../fixtures/local-supabase/spawn-stack';

// Stacks of their own (one at a time, each on a free port, started by tests/fixtures/local-supabase/spawn-stack):
// data survives a restart; a failing or edited migration stops start-up with the file named and leaves nothing
// half-applied.

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A stack with a data folder has keys of its own, kept in the folder (not the CLI's well-known ones). */
function keysOf(dataDir: string): { anon_key: string; service_role_key: string } {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
}

jest.setTimeout(180_000);

const stop = (stack: SpawnedStack) => stack.stop();

const tempDirs: string[] = [];
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
let running: SpawnedStack | null = null;

afterEach(async () => {
  if (running) await stop(running);
  running = null;
});
afterAll(() => {
  for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
});

test('a restart keeps committed rows, files and users', async () => {
  const dataDir = tempDir('lsb-restart-');
  const env = { LOCAL_SUPABASE_DATA_DIR: dataDir, LOCAL_SUPABASE_MIGRATIONS_DIR: FIXTURE_MIGRATIONS };

  running = await spawnStack(env);
  await waitHealthy(running);
  const keys = keysOf(dataDir);
  expect(fs.statSync(path.join(dataDir, 'keys.json')).mode & 0o777).toBe(0o600);
  let service = createClient(running.url, keys.service_role_key, noPersist);
  const inserted = await service.from('countries').insert({ id: 77, name: 'Chile', code: 'CL' }).select().single();
  expect(inserted.error).toBeNull();
  const bytes = Buffer.from('sobrevive ao reinício');
  const up = await service.storage.from('private-files').upload('system/persist.txt', bytes, { contentType: 'text/plain' });
  expect(up.error).toBeNull();
  const email = `restart.${Date.now()}@example.com`;
  const created = await service.auth.admin.createUser({ email, password: 'Senha-forte-123', email_confirm: true });
  expect(created.error).toBeNull();

  expect(await stop(running)).toBe(0);
  running = await spawnStack(env);
  await waitHealthy(running);
  // The migration is not applied twice on a known database.
  expect(running.stdout()).not.toContain('applied migration');

  // The keys are the folder's, unchanged by the restart.
  expect(keysOf(dataDir)).toEqual(keys);
  service = createClient(running.url, keys.service_role_key, noPersist);
  const row = await service.from('countries').select('name, code').eq('id', 77).single();
  expect(row.data).toEqual({ name: 'Chile', code: 'CL' });
  const { count } = await service.from('countries').select('*', { count: 'exact', head: true });
  expect(count).toBe(4);
  const dl = await service.storage.from('private-files').download('system/persist.txt');
  expect(dl.error).toBeNull();
  expect(Buffer.from(await dl.data!.arrayBuffer()).equals(bytes)).toBe(true);
  const anon = createClient(running.url, keys.anon_key, noPersist);
  const signIn = await anon.auth.signInWithPassword({ email, password: 'Senha-forte-123' });
  expect(signIn.error).toBeNull();
  expect(signIn.data.user!.id).toBe(created.data.user!.id);
  // Tokens issued before the restart stay valid (the signing key is kept in the data dir).
  const claims = await anon.auth.getClaims();
  expect(claims.data?.claims.sub).toBe(created.data.user!.id);
});

test('a failing migration stops start-up naming the file and leaves nothing half-applied', async () => {
  const dataDir = tempDir('lsb-migr-data-');
  const migrations = tempDir('lsb-migr-');
  const good = path.join(migrations, '20260101000000_good.sql');
  const bad = path.join(migrations, '20260102000000_bad.sql');
  fs.writeFileSync(
    good,
    `create table public.good_things (id int primary key, label text);
     insert into public.good_things values (1, 'um');`,
  );
  fs.writeFileSync(
    bad,
    `create table public.bad_things (id int primary key);
     insert into public.bad_things values (1);
     select * from public.table_that_does_not_exist;`,
  );
  const env = { LOCAL_SUPABASE_DATA_DIR: dataDir, LOCAL_SUPABASE_MIGRATIONS_DIR: migrations };

  const failed = await spawnStack(env);
  running = failed;
  const code = await failed.exited;
  expect(code).not.toBe(0);
  expect(failed.stderr()).toContain('20260102000000_bad.sql');
  expect(failed.stderr()).toContain('relation "public.table_that_does_not_exist" does not exist');
  running = null;

  // Fixed: the bad file now does something else; the good one is not applied again.
  fs.writeFileSync(bad, `create table public.fixed_things (id int primary key);`);
  running = await spawnStack(env);
  await waitHealthy(running);
  const service = createClient(running.url, keysOf(dataDir).service_role_key, noPersist);
  const goods = await service.from('good_things').select('*');
  expect(goods.error).toBeNull();
  expect(goods.data).toEqual([{ id: 1, label: 'um' }]);
  const bads = await service.from('bad_things').select('*');
  expect(bads.error).toMatchObject({ code: 'PGRST205' });
  const fixed = await service.from('fixed_things').select('*');
  expect(fixed.error).toBeNull();
  expect(await stop(running)).toBe(0);
  running = null;

  // An applied migration whose file changed is an error naming the file, not a silent re-run.
  fs.appendFileSync(good, `\ninsert into public.good_things values (2, 'dois');`);
  const changed = await spawnStack(env);
  running = changed;
  expect(await changed.exited).not.toBe(0);
  expect(changed.stderr()).toContain('20260101000000_good.sql');
  expect(changed.stderr()).toMatch(/changed/);
  running = null;
});
