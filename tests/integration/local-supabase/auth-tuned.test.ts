import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { ANON_KEY, SERVICE_ROLE_KEY, uniqueEmail, cookieJarClient } from '../env';

// A stack of its own (port 54371) with the auth settings the shared stacks lift or keep at production
// values: small per-IP rate limits, autoconfirm on, and short windows (refresh-token reuse 1 s, PKCE flow
// state 2 s, e-mail link 2 s, max_frequency 1 s) so the time-based rules can be observed quickly.
// Each test uses its own X-Forwarded-For address, the IP the limits are keyed on. Its migrations are the
// fixture's plus a seed-style user with NULL token columns (kept out of the shared fixture stack, because
// GoTrue cannot scan such a row and admin listUsers breaks too).

const ROOT = path.resolve(__dirname, '..', '..', '..');
const PORT = 54371;
const URL_ = `http://127.0.0.1:${PORT}`;
const SITE = 'http://localhost:3000';
const PASSWORD = 'Senha-forte-123';

jest.setTimeout(120_000);

let child: ChildProcess;
let ipCounter = 0;
let migrationsDir: string;

const NULL_TOKEN_USER = `
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-0000000000ff', 'authenticated',
  'authenticated', 'seed.nulls@example.com', extensions.crypt('senha-do-seed', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}', '{}', now(), now());
`;

beforeAll(async () => {
  migrationsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-tuned-'));
  const fixture = path.join(ROOT, 'tests/fixtures/local-supabase/migrations');
  for (const f of fs.readdirSync(fixture)) fs.copyFileSync(path.join(fixture, f), path.join(migrationsDir, f));
  fs.writeFileSync(path.join(migrationsDir, '20260199000000_null_token_user.sql'), NULL_TOKEN_USER);
  child = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/src/cli.ts', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOCAL_SUPABASE_MEMORY: '1',
      LOCAL_SUPABASE_PORT: String(PORT),
      LOCAL_SUPABASE_MIGRATIONS_DIR: migrationsDir,
      LOCAL_SUPABASE_SEED: 'none',
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      LOCAL_SUPABASE_RATE_SIGN_IN: '3',
      LOCAL_SUPABASE_RATE_SIGN_UP: '3',
      LOCAL_SUPABASE_RATE_EMAIL: '2',
      LOCAL_SUPABASE_RATE_VERIFY: '3',
      LOCAL_SUPABASE_REFRESH_REUSE_INTERVAL: '1',
      LOCAL_SUPABASE_FLOW_STATE_EXPIRY: '2',
      LOCAL_SUPABASE_OTP_EXPIRY: '2',
      LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const end = Date.now() + 100_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`tuned stack exited: ${stderr}`);
    try {
      if ((await fetch(`${URL_}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('tuned stack did not start');
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (migrationsDir) fs.rmSync(migrationsDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A client whose requests come from their own IP address (X-Forwarded-For). */
function client(key = ANON_KEY, ip = `10.9.0.${++ipCounter}`) {
  return createClient(URL_, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': ip } },
  });
}

function ssrClient(ip: string, jar = new Map<string, string>()) {
  return cookieJarClient(URL_, { jar, headers: { 'X-Forwarded-For': ip } }).client;
}

async function mailsTo(email: string) {
  const res = await fetch(`${URL_}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as { subject: string; links: string[] }[];
}

async function newUser(ip?: string) {
  const email = uniqueEmail('tuned');
  const { error } = await client(SERVICE_ROLE_KEY, ip).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  return email;
}

describe('per-IP rate limits', () => {
  test('sign-in: the 4th /token request from one IP in 5 minutes → 429 over_request_rate_limit', async () => {
    const email = await newUser();
    const c = client();
    for (let i = 0; i < 3; i++) {
      const { error } = await c.auth.signInWithPassword({ email, password: i === 2 ? PASSWORD : 'errada-123' });
      expect(error?.code ?? null).toBe(i === 2 ? null : 'invalid_credentials');
    }
    const limited = await c.auth.signInWithPassword({ email, password: PASSWORD });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Another address is not affected.
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  test('sign-up: the 4th sign-up from one IP → 429', async () => {
    const c = client();
    for (let i = 0; i < 3; i++) {
      expect((await c.auth.signUp({ email: uniqueEmail('burst'), password: PASSWORD })).error).toBeNull();
    }
    const limited = await c.auth.signUp({ email: uniqueEmail('burst'), password: PASSWORD });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  test('e-mails (recover/resend/otp): the 3rd request from one IP → 429 over_email_send_rate_limit', async () => {
    const c = client();
    expect((await c.auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull();
    expect((await c.auth.signInWithOtp({ email: uniqueEmail('nobody'), options: { shouldCreateUser: false } })).error?.code).toBe(
      'otp_disabled',
    );
    const limited = await c.auth.resend({ type: 'signup', email: uniqueEmail('nobody') });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
  });

  test('verify: the 4th /verify from one IP → 429', async () => {
    const c = client();
    for (let i = 0; i < 3; i++) {
      expect((await c.auth.verifyOtp({ type: 'email', token_hash: `nope${i}` })).error?.code).toBe('otp_expired');
    }
    const limited = await c.auth.verifyOtp({ type: 'email', token_hash: 'nope' });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('autoconfirm on', () => {
  test('signUp returns a session; an existing e-mail is 422 user_already_exists', async () => {
    const email = uniqueEmail('auto');
    const c = client();
    const { data, error } = await c.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Auto' } } });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.user_metadata).toMatchObject({ full_name: 'Auto', email_verified: true });
    expect(await mailsTo(email)).toEqual([]);
    // Even with autoconfirm the INSERT trigger saw no confirmation (it is a later UPDATE).
    const log = await client(SERVICE_ROLE_KEY)
      .from('auth_trigger_log')
      .select('op, email_confirmed_at, raw_user_meta_data')
      .eq('user_id', data.user!.id)
      .order('id');
    expect(log.data![0]).toEqual({ op: 'INSERT', email_confirmed_at: null, raw_user_meta_data: { full_name: 'Auto' } });
    expect(log.data![1].op).toBe('UPDATE');

    const again = await client().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    const settings = await (await fetch(`${URL_}/auth/v1/settings`, { headers: { apikey: ANON_KEY } })).json();
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});

describe('time windows', () => {
  test('refresh reuse: inside the interval a revoked token still refreshes; outside it the family is revoked', async () => {
    const email = await newUser();
    const c = client();
    const t0 = (await c.auth.signInWithPassword({ email, password: PASSWORD })).data.session!.refresh_token;
    const t1 = (await c.auth.refreshSession({ refresh_token: t0 })).data.session!.refresh_token;
    const t2 = (await c.auth.refreshSession({ refresh_token: t1 })).data.session!.refresh_token;
    // Inside the 1 s interval a revoked, non-parent token still gets a child (concurrent tabs).
    const concurrent = await c.auth.refreshSession({ refresh_token: t0 });
    expect(concurrent.error).toBeNull();
    await sleep(1500);
    const reused = await c.auth.refreshSession({ refresh_token: t1 });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    await sleep(1500);
    // Every token of the session was revoked with it.
    for (const token of [t2, concurrent.data.session!.refresh_token]) {
      expect((await c.auth.refreshSession({ refresh_token: token })).error).toMatchObject({ code: 'refresh_token_already_used' });
    }
  });

  test('a PKCE flow state expires 2 s (here) after it was created: flow_state_expired', async () => {
    const email = await newUser();
    const ip = `10.9.1.${++ipCounter}`;
    const jar = new Map<string, string>();
    expect((await ssrClient(ip, jar).auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/nova-senha` })).error).toBeNull();
    const [mail] = await mailsTo(email);
    const res = await fetch(mail.links[0], { redirect: 'manual' });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();
    await sleep(2200);
    const { error } = await ssrClient(ip, jar).auth.exchangeCodeForSession(code);
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired', message: 'invalid flow state, flow state has expired' });
  });

  test('e-mail links expire after mailer_otp_exp; max_frequency allows a new mail after it passes', async () => {
    const email = await newUser();
    const c = client();
    expect((await c.auth.resetPasswordForEmail(email)).error).toBeNull();
    const tooSoon = await client().auth.resetPasswordForEmail(email);
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await sleep(2200);
    const [mail] = await mailsTo(email);
    const tokenHash = new URL(mail.links[1]).searchParams.get('token_hash')!;
    const expired = await client().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const res = await fetch(mail.links[0], { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('#error=access_denied&error_code=otp_expired');
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe('seed rows GoTrue cannot read', () => {
  test('NULL in the token columns (a common seed.sql mistake) → 500 "Database error querying schema"', async () => {
    const signIn = await client().auth.signInWithPassword({ email: 'seed.nulls@example.com', password: 'senha-do-seed' });
    expect(signIn.error).toMatchObject({ status: 500, message: 'Database error querying schema' });
    expect(signIn.error?.name).toBe('AuthRetryableFetchError');
    const list = await client(SERVICE_ROLE_KEY).auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.error).toMatchObject({ status: 500 });
  });
});
