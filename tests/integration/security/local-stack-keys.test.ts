import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { resolveApiKeys, WELL_KNOWN_KEYS } from '../../../local-supabase/src/api-keys.ts';
import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_SECRET_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
} from '../../../local-supabase/src/defaults.ts';
import { spawnStack, startStack, type SpawnedStack } from '../../fixtures/local-supabase/spawn-stack';

// Issue #28, item 4: the local stack must not be usable as a production backend by accident.
// It signed with the Supabase CLI's public JWT secret and accepted tokens without `exp`: a token anyone
// can sign with that secret, `sub` = a user's id and no `exp`, read that user's rows for ever. Now a stack
// with a data folder has a random secret and keys of its own (keys.json), every JWT must carry `exp`
// (rest, storage, auth), and the stack refuses to listen beyond loopback unless told to.

jest.setTimeout(240_000);

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const now = () => Math.floor(Date.now() / 1000);

function hs256(claims: Record<string, unknown>, secret: string) {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${data}.${crypto.createHmac('sha256', secret).update(data).digest('base64url')}`;
}

interface FolderKeys {
  jwt_secret: string;
  anon_key: string;
  service_role_key: string;
  publishable_key: string;
  secret_key: string;
}

const tempDirs: string[] = [];
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

let stack: SpawnedStack;
let dataDir: string;
let keys: FolderKeys;
let user: { id: string; email: string };
const PASSWORD = 'Senha-forte-123';

beforeAll(async () => {
  dataDir = tempDir('lsb-keys-');
  stack = await startStack({ LOCAL_SUPABASE_DATA_DIR: dataDir });
  keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
  const admin = createClient(stack.url, keys.service_role_key, noPersist);
  const email = `keys.${Date.now()}@example.com`;
  const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  user = { id: created.data.user!.id, email };
  const owner = createClient(stack.url, keys.anon_key, noPersist);
  const signIn = await owner.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  const todo = await owner.from('todos').insert({ title: 'lista de favoritos' });
  if (todo.error) throw todo.error;
  const file = await owner.storage
    .from('private-files')
    .upload(`${user.id}/contrato.txt`, Buffer.from('só meu'), { contentType: 'text/plain' });
  if (file.error) throw file.error;
});

afterAll(async () => {
  await stack?.stop();
  for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A client for `stack` sending `token` as the user's access token. */
function asToken(token: string, apikey = keys.anon_key): SupabaseClient {
  return createClient(stack.url, apikey, { ...noPersist, global: { headers: { Authorization: `Bearer ${token}` } } });
}

async function rest(token: string) {
  const res = await fetch(`${stack.url}/rest/v1/todos?select=title`, {
    headers: { apikey: keys.anon_key, Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function storageDownload(token: string) {
  const res = await fetch(`${stack.url}/storage/v1/object/authenticated/private-files/${user.id}/contrato.txt`, {
    headers: { apikey: keys.anon_key, Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.text() };
}

async function authUser(token: string) {
  const res = await fetch(`${stack.url}/auth/v1/user`, {
    headers: { apikey: keys.anon_key, Authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01' },
  });
  return { status: res.status, body: (await res.json()) as { code?: string; msg?: string; message?: string } };
}

const userClaims = (extra: Record<string, unknown> = {}) => ({
  sub: user.id,
  role: 'authenticated',
  aud: 'authenticated',
  email: user.email,
  ...extra,
});

describe('a stack with a data folder has keys of its own', () => {
  test('the attack: a token signed with the CLI demo secret, sub = the user, no exp, reads nothing', async () => {
    const forged = hs256(userClaims(), DEFAULT_JWT_SECRET);
    const r = await rest(forged);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PGRST301' });
    const viaClient = await asToken(forged).from('todos').select('title');
    expect(viaClient.data).toBeNull();
    expect(viaClient.status).toBe(401);
    // With an exp too, and on storage and auth.
    const forgedWithExp = hs256(userClaims({ exp: now() + 3600 }), DEFAULT_JWT_SECRET);
    expect((await rest(forgedWithExp)).status).toBe(401);
    const dl = await storageDownload(forgedWithExp);
    expect(dl.body).not.toBe('só meu');
    expect(JSON.parse(dl.body)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    expect(await authUser(forgedWithExp)).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  test('the CLI well-known keys are not API keys of this stack', async () => {
    for (const apikey of [DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY, DEFAULT_SECRET_KEY, WELL_KNOWN_KEYS.publishableKey]) {
      const res = await fetch(`${stack.url}/rest/v1/todos?select=title`, { headers: { apikey } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
    }
    // A service-role token signed with the demo secret, behind this stack's own anon key, is refused too.
    const forgedService = hs256({ role: 'service_role', exp: now() + 600 }, DEFAULT_JWT_SECRET);
    const admin = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: keys.anon_key, Authorization: `Bearer ${forgedService}` },
    });
    expect(admin.status).toBe(403);
  });

  test("the folder's keys are random, kept in keys.json (600), and work", async () => {
    expect(keys.jwt_secret).not.toBe(DEFAULT_JWT_SECRET);
    expect(keys.jwt_secret.length).toBeGreaterThanOrEqual(32);
    expect(keys.anon_key).not.toBe(DEFAULT_ANON_KEY);
    expect(keys.service_role_key).not.toBe(DEFAULT_SERVICE_ROLE_KEY);
    expect(keys.secret_key).toMatch(/^sb_secret_[A-Za-z0-9]{22}$/);
    expect(keys.publishable_key).toMatch(/^sb_publishable_[A-Za-z0-9]{22}$/);
    expect(fs.statSync(path.join(dataDir, 'keys.json')).mode & 0o777).toBe(0o600);
    const viaSecret = await createClient(stack.url, keys.secret_key, noPersist).from('todos').select('title');
    expect(viaSecret.data).toEqual([{ title: 'lista de favoritos' }]);
    // A token the owner of the secret signs, with an exp, is the user.
    const legit = hs256(userClaims({ exp: now() + 600 }), keys.jwt_secret);
    expect(await rest(legit)).toEqual({ status: 200, body: [{ title: 'lista de favoritos' }] });
    // Two folders never share a secret; in memory the CLI's keys stay (tests, benchmarks).
    const other = resolveApiKeys(tempDir('lsb-keys-other-'));
    expect(other.jwtSecret).not.toBe(keys.jwt_secret);
    expect(resolveApiKeys(null)).toEqual(WELL_KNOWN_KEYS);
    expect(WELL_KNOWN_KEYS.anonKey).toBe(DEFAULT_ANON_KEY);
    expect(WELL_KNOWN_KEYS.serviceRoleKey).toBe(DEFAULT_SERVICE_ROLE_KEY);
  });
});

describe('every JWT must carry exp, and an expired one is refused', () => {
  const cases: [string, () => Record<string, unknown>][] = [
    ['without exp', () => userClaims()],
    ['with exp null', () => userClaims({ exp: null })],
    ['with exp as a string', () => userClaims({ exp: String(now() + 600) })],
    ['expired', () => userClaims({ iat: now() - 7200, exp: now() - 3600 })],
  ];

  test.each(cases)('rest: a token %s signed with the right secret is 401', async (_name, claims) => {
    const r = await rest(hs256(claims(), keys.jwt_secret));
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PGRST303' });
  });

  test.each(cases)('storage: a token %s signed with the right secret downloads nothing', async (_name, claims) => {
    const dl = await storageDownload(hs256(claims(), keys.jwt_secret));
    expect(dl.status).toBe(400);
    expect(JSON.parse(dl.body)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  test.each(cases)('auth /user: a token %s signed with the right secret is bad_jwt', async (_name, claims) => {
    const r = await authUser(hs256(claims(), keys.jwt_secret));
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('bad_jwt');
  });

  test('a signed URL token without exp, signed with the right secret, is refused', async () => {
    const token = hs256({ url: `private-files/${user.id}/contrato.txt`, iat: now() }, keys.jwt_secret);
    const res = await fetch(`${stack.url}/storage/v1/object/sign/private-files/${user.id}/contrato.txt?token=${token}`);
    const body = await res.text();
    expect(body).not.toBe('só meu');
    expect(JSON.parse(body)).toMatchObject({ code: 'InvalidJWT' });
  });

  test('the legacy keys themselves carry exp, and real sessions keep working', async () => {
    const payload = JSON.parse(Buffer.from(keys.anon_key.split('.')[1], 'base64url').toString());
    expect(payload).toEqual({ iss: 'supabase-demo', role: 'anon', exp: expect.any(Number) });
    const owner = createClient(stack.url, keys.anon_key, noPersist);
    expect((await owner.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
    expect((await owner.from('todos').select('title')).data).toEqual([{ title: 'lista de favoritos' }]);
    expect((await owner.auth.getUser()).data.user?.id).toBe(user.id);
  });
});

describe('start-up refuses what would expose the stack', () => {
  async function refused(env: Record<string, string>) {
    const s = await spawnStack(env);
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      s.exited,
      new Promise<'still running'>((r) => (timer = setTimeout(() => r('still running'), 60_000))),
    ]);
    clearTimeout(timer);
    if (code === 'still running') await s.stop();
    return { code, stderr: s.stderr() };
  }

  test('a non-loopback host without LOCAL_SUPABASE_ALLOW_REMOTE exits non-zero, saying why', async () => {
    const r = await refused({ LOCAL_SUPABASE_HOST: '0.0.0.0', LOCAL_SUPABASE_DATA_DIR: tempDir('lsb-remote-') });
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBe('still running');
    expect(r.stderr).toContain('refusing to listen on 0.0.0.0');
    expect(r.stderr).toContain('LOCAL_SUPABASE_ALLOW_REMOTE=1');
    expect(r.stderr).toContain('mailbox');
  });

  test('in memory (the public keys) it refuses a non-loopback host even with the flag', async () => {
    const r = await refused({ LOCAL_SUPABASE_HOST: '::', LOCAL_SUPABASE_MEMORY: '1', LOCAL_SUPABASE_ALLOW_REMOTE: '1' });
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBe('still running');
    expect(r.stderr).toContain("Supabase CLI's public JWT secret");
  });

  test('a data folder refuses the CLI demo secret as LOCAL_SUPABASE_JWT_SECRET', async () => {
    const r = await refused({ LOCAL_SUPABASE_DATA_DIR: tempDir('lsb-demo-secret-'), LOCAL_SUPABASE_JWT_SECRET: DEFAULT_JWT_SECRET });
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBe('still running');
    expect(r.stderr).toContain("LOCAL_SUPABASE_JWT_SECRET is the Supabase CLI's public demo secret");
  });
});
