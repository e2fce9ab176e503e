import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { ROOT, spawnStack, waitHealthy, type SpawnedStack } from '../../fixtures/local-supabase/spawn-stack';

// Issue #32 §1: a first start (or `db:reset`) stopped while it loads the migrations and the seed — the minute a
// new user is most likely to give up and try again — must not leave a database that serves an empty site on
// every later start. Each case stops a first start of the real migrations and seed at one moment, with Ctrl-C
// or kill -9, starts again on the same folder and checks the complete seed is served: every listing, the demo
// sign-in and every seed photo.

jest.setTimeout(600_000);

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const SEED = path.join(ROOT, 'supabase/seed.sql');
const SEED_FILES = path.join(ROOT, 'supabase/seed-storage');
const MIGRATIONS = fs.readdirSync(path.join(ROOT, 'supabase/migrations')).filter((f) => f.endsWith('.sql')).sort();

/** The seed's listings, counted from its text: the rows of its `insert into public.properties` statements. */
function seedListingCount(): number {
  const sql = fs.readFileSync(SEED, 'utf8');
  let count = 0;
  for (const block of sql.split('insert into public.properties (').slice(1)) {
    const statement = block.slice(0, block.search(/;\s*$/m) + 1);
    count += statement.split('\n').filter((l) => /^\s*\(\d+,/.test(l)).length;
  }
  return count;
}

function seedPhotos(): string[] {
  const dir = path.join(SEED_FILES, 'property-images');
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

const dirs: string[] = [];
let running: SpawnedStack | null = null;
afterEach(async () => {
  if (running) await running.stop();
  running = null;
});
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const env = (dataDir: string) => ({
  LOCAL_SUPABASE_DATA_DIR: dataDir,
  LOCAL_SUPABASE_MIGRATIONS_DIR: path.join(ROOT, 'supabase/migrations'),
  LOCAL_SUPABASE_SEED: SEED,
  LOCAL_SUPABASE_SEED_STORAGE: SEED_FILES,
  LOCAL_SUPABASE_JOBS_INTERVAL: '0',
  LOCAL_SUPABASE_SMTP_PORT: 'off',
});

/** Waits until the child printed `line`, then stops it with `signal`. */
async function interruptAt(stack: SpawnedStack, line: string, signal: NodeJS.Signals) {
  const end = Date.now() + 300_000;
  while (!stack.stdout().includes(line)) {
    if (stack.child.exitCode !== null) throw new Error(`the first start ended before '${line}': ${stack.stderr()}`);
    if (Date.now() > end) throw new Error(`no '${line}' in: ${stack.stdout().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  stack.child.kill(signal);
  await stack.exited;
}

async function expectCompleteSeed(stack: SpawnedStack, dataDir: string) {
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
  const service = createClient(stack.url, keys.service_role_key, noPersist);
  const { count, error } = await service.from('properties').select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  expect(count).toBe(seedListingCount());

  const anon = createClient(stack.url, keys.anon_key, noPersist);
  const signIn = await anon.auth.signInWithPassword({ email: 'cliente@lar.dev', password: 'Lar@12345' });
  expect(signIn.error).toBeNull();

  const photos = seedPhotos();
  expect(photos.length).toBeGreaterThan(0);
  const statuses = await Promise.all(
    photos.map(async (name) => (await fetch(`${stack.url}/storage/v1/object/public/property-images/${name}`)).status),
  );
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
}

test.each([
  // The moment reported: every migration in, the seed not yet — Ctrl-C.
  { moment: 'after the last migration', line: `applied migration ${MIGRATIONS.at(-1)}`, signal: 'SIGINT' as const },
  // The seed's rows committed, its photos still being stored — a crash.
  { moment: 'while the seed photos are stored', line: 'applied seed', signal: 'SIGKILL' as const },
])('a first start stopped $moment ($signal) is built again by the next start', async ({ line, signal }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsb-first-start-'));
  dirs.push(dataDir);

  const first = await spawnStack(env(dataDir));
  await interruptAt(first, line, signal);
  expect(fs.existsSync(path.join(dataDir, 'initializing'))).toBe(true);

  running = await spawnStack(env(dataDir));
  await waitHealthy(running, 300_000);
  expect(running.stdout()).toContain('did not finish (interrupted?): building it again');
  expect(fs.existsSync(path.join(dataDir, 'initializing'))).toBe(false);
  await expectCompleteSeed(running, dataDir);

  // A complete folder is kept as it is by the start after.
  await running.stop();
  running = await spawnStack(env(dataDir));
  await waitHealthy(running, 300_000);
  expect(running.stdout()).not.toContain('applied migration');
  expect(running.stdout()).not.toContain('building it again');
});
