import crypto from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_JWT_SECRET } from '../../../local-supabase/src/defaults';
import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl, uniqueEmail, cookieJarClient } from '../env';

// GoTrue emulation (contract §A): password and refresh grants, the session and JWT shapes, local
// verification with the JWKS, GET/PUT /user, logout scopes, admin endpoints, and the §A.1 error rows,
// all driven through supabase-js / @supabase/ssr as the app does (raw fetch only to read exact bodies).

const url = stackUrl('fixture');
const AUTH = `${url}/auth/v1`;
const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PASSWORD = 'Senha-forte-123';

type Json = Record<string, unknown>;

async function raw(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { apikey: ANON_KEY, 'X-Supabase-Api-Version': '2024-01-01', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${AUTH}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Json };
}

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');
const decode = (jwt: string) => ({
  header: JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()) as Json,
  payload: JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Json,
});

function hs256(claims: Json, secret = DEFAULT_JWT_SECRET) {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest();
  return `${head}.${body}.${b64url(sig)}`;
}

function es256Foreign(claims: Json, kid: string) {
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const head = b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = crypto.sign('sha256', Buffer.from(`${head}.${body}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${head}.${body}.${b64url(sig)}`;
}

async function createConfirmed(opts: { email?: string; data?: Json } = {}) {
  const email = opts.email ?? uniqueEmail('auth');
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: opts.data ?? {},
  });
  expect(error).toBeNull();
  return { email, user: data.user! };
}

async function signIn(email: string, password = PASSWORD) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, session: data.session! };
}

/** A @supabase/ssr server client over an in-memory cookie jar, as a Next.js route handler uses it. */
function ssrClient(jar = new Map<string, string>()) {
  return cookieJarClient(url, { jar });
}

describe('password sign-in and the session body', () => {
  test('admin.createUser + signInWithPassword return the GoTrue user and session shapes', async () => {
    const email = uniqueEmail('Shape').replace('shape', 'Shape');
    const { user } = await createConfirmed({ email, data: { full_name: 'Ana Lima' } });
    expect(user.email).toBe(email.toLowerCase());
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ana Lima', email_verified: true },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/);
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ id: user.id, user_id: user.id, provider: 'email', email: email.toLowerCase() });
    expect(user.identities![0].identity_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.identities![0].identity_id).not.toBe(user.id);

    // Sign-in is case-insensitive on the e-mail.
    const before = Math.floor(Date.now() / 1000);
    const { session } = await signIn(email.toUpperCase());
    expect(Object.keys(session).sort()).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user']);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at! - before).toBeGreaterThanOrEqual(3599);
    expect(session.expires_at! - before).toBeLessThanOrEqual(3602);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(session.user.id).toBe(user.id);
    expect(session.user.last_sign_in_at).toBeTruthy();
    expect(Object.keys(session.user)).toEqual([
      'id', 'aud', 'role', 'email', 'email_confirmed_at', 'phone', 'confirmed_at', 'last_sign_in_at',
      'app_metadata', 'user_metadata', 'identities', 'created_at', 'updated_at', 'is_anonymous',
    ]);
  });

  test('the access token is ES256 with a published kid and GoTrue claims', async () => {
    const { email, user } = await createConfirmed({ data: { full_name: 'Bruno' } });
    const { session } = await signIn(email);
    const { header, payload } = decode(session.access_token);
    expect(header).toEqual({ alg: 'ES256', kid: expect.any(String), typ: 'JWT' });
    expect(Object.keys(payload)).toEqual([
      'iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr',
      'session_id', 'is_anonymous',
    ]);
    expect(payload).toMatchObject({
      iss: `${url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Bruno', email_verified: true },
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);

    // The JWKS (no apikey needed) verifies it with plain WebCrypto rules.
    const res = await fetch(`${AUTH}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await res.json()) as { keys: Json[] };
    expect(keys).toHaveLength(1);
    const jwk = keys[0];
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true, kid: header.kid });
    expect(jwk).not.toHaveProperty('d');
    const key = await crypto.subtle.importKey('jwk', jwk as JsonWebKey, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']);
    const [h, p, s] = session.access_token.split('.');
    const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, Buffer.from(s, 'base64url'), Buffer.from(`${h}.${p}`));
    expect(ok).toBe(true);
  });

  test('getClaims() verifies locally with the JWKS: no GET /user round trip', async () => {
    const { email } = await createConfirmed();
    const calls: string[] = [];
    const client = createClient(url, ANON_KEY, {
      ...noPersist,
      global: {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => {
          calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
          return fetch(input, init);
        },
      },
    });
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    calls.length = 0;
    const first = await client.auth.getClaims();
    const second = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data!.claims.email).toBe(email);
    expect(second.data!.claims.sub).toBe(first.data!.claims.sub);
    expect(calls.filter((c) => c.endsWith('/auth/v1/user'))).toEqual([]);
    expect(calls.filter((c) => c.endsWith('/.well-known/jwks.json')).length).toBeLessThanOrEqual(1);

    // A token whose payload was changed fails the local signature check.
    const token = (await client.auth.getSession()).data.session!.access_token;
    const [h, , s] = token.split('.');
    const forged = `${h}.${b64url(JSON.stringify({ ...decode(token).payload, role: 'service_role' }))}.${s}`;
    const bad = await client.auth.getClaims(forged);
    expect(bad.data).toBeNull();
    expect(bad.error?.message).toBe('Invalid JWT signature');
    expect(calls.filter((c) => c.endsWith('/auth/v1/user'))).toEqual([]);
  });

  test('getUser() returns the fresh user from the database', async () => {
    const { email, user } = await createConfirmed();
    const { client } = await signIn(email);
    await serviceClient().auth.admin.updateUserById(user.id, { user_metadata: { nickname: 'zé' } });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.user_metadata).toMatchObject({ nickname: 'zé', email_verified: true });
  });

  test('errors carry X-Supabase-Api-Version and {code, message}; legacy shape without the request header', async () => {
    const modern = await raw('/token?grant_type=password', { method: 'POST', body: { email: 'nobody@example.com', password: 'x' } });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const legacy = await fetch(`${AUTH}/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });
});

describe('§A.1 sign-in errors', () => {
  test('invalid_credentials: wrong password, unknown user, user without password', async () => {
    const { email } = await createConfirmed();
    const client = anonClient();
    const wrong = await client.auth.signInWithPassword({ email, password: 'errada-123' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(wrong.data.session).toBeNull();
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('ghost'), password: PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const noPassword = uniqueEmail('nopw');
    await serviceClient().auth.admin.createUser({ email: noPassword, email_confirm: true });
    const none = await client.auth.signInWithPassword({ email: noPassword, password: PASSWORD });
    expect(none.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  test('email_not_confirmed only after the password matched', async () => {
    const email = uniqueEmail('unconfirmed');
    await serviceClient().auth.admin.createUser({ email, password: PASSWORD });
    const client = anonClient();
    const right = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    const wrong = await client.auth.signInWithPassword({ email, password: 'errada-123' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });
  });

  test('unsupported grant type and missing refresh token', async () => {
    const grant = await raw('/token?grant_type=magic', { method: 'POST', body: {} });
    expect(grant.status).toBe(400);
    expect(grant.body).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    const missing = await raw('/token?grant_type=refresh_token', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });

  test('banned users cannot sign in until unbanned', async () => {
    const { email, user } = await createConfirmed();
    const admin = serviceClient();
    expect((await admin.auth.admin.updateUserById(user.id, { ban_duration: '24h' })).data.user!.banned_until).toBeTruthy();
    const banned = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
    await admin.auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe('JWT checks on GET /user', () => {
  let userId: string;
  let kid: string;
  beforeAll(async () => {
    const { email, user } = await createConfirmed();
    userId = user.id;
    kid = decode((await signIn(email)).session.access_token).header.kid as string;
  });
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (extra: Json = {}) => ({
    sub: userId,
    aud: 'authenticated',
    role: 'authenticated',
    iat: now(),
    exp: now() + 600,
    ...extra,
  });

  test('no usable Authorization → 401 no_authorization', async () => {
    const res = await raw('/user', { headers: { Authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  });

  test('the anon key (no sub) → 403 bad_jwt missing sub claim', async () => {
    const { data, error } = await anonClient().auth.getUser(ANON_KEY);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  test('expired, wrongly signed, foreign-signed and garbled JWTs → 403 bad_jwt', async () => {
    const client = anonClient();
    const expired = await client.auth.getUser(hs256(claims({ iat: now() - 7200, exp: now() - 60 })));
    expect(expired.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    const wrongSecret = await client.auth.getUser(hs256(claims(), 'not-the-project-secret-not-the-project-secret'));
    expect(wrongSecret.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(wrongSecret.error!.message).toMatch(/^invalid JWT: unable to parse or verify signature, token signature is invalid/);
    const foreign = await client.auth.getUser(es256Foreign(claims(), kid));
    expect(foreign.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const foreignKid = await client.auth.getUser(es256Foreign(claims(), 'some-other-kid'));
    expect(foreignKid.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const garbled = await raw('/user', { token: 'not.a-jwt' });
    expect(garbled.status).toBe(403);
    expect(garbled.body.code).toBe('bad_jwt');
  });

  test('a valid JWT of the project secret works; an unknown sub → 403 user_not_found', async () => {
    const good = await anonClient().auth.getUser(hs256(claims()));
    expect(good.error).toBeNull();
    expect(good.data.user!.id).toBe(userId);
    const ghost = await anonClient().auth.getUser(hs256(claims({ sub: crypto.randomUUID() })));
    expect(ghost.error).toMatchObject({ status: 403, code: 'user_not_found', message: 'User from sub claim in JWT does not exist' });
  });

  test('after signOut the JWT still decodes but its session is gone → session_not_found', async () => {
    const { email } = await createConfirmed();
    const { client, session } = await signIn(email);
    expect((await client.auth.signOut()).error).toBeNull();
    const res = await raw('/user', { token: session.access_token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const viaClient = await anonClient().auth.getUser(session.access_token);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
    // getClaims() only checks the signature and exp: a revoked session still passes until exp (as on Supabase).
    const claimsOnly = await anonClient().auth.getClaims(session.access_token);
    expect(claimsOnly.error).toBeNull();
  });
});

describe('refresh-token rotation', () => {
  test('refresh rotates the token, keeps the session and re-signs the JWT', async () => {
    const { email } = await createConfirmed();
    const { client, session } = await signIn(email);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(decode(next.access_token).payload.session_id).toBe(decode(session.access_token).payload.session_id);
    expect((await client.auth.getUser()).error).toBeNull();
  });

  test('replaying the just-rotated parent returns the active child (lost response)', async () => {
    const { email } = await createConfirmed();
    const { session } = await signIn(email);
    const first = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    const replay = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(replay.error).toBeNull();
    expect(replay.data.session!.refresh_token).toBe(first.data.session!.refresh_token);
  });

  test('5 parallel refreshes of the same token (SSR requests) all succeed with one child', async () => {
    const { email } = await createConfirmed();
    const { client: signer, jar } = ssrClient();
    expect((await signer.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const cookieName = [...jar.keys()].find((k) => /^sb-127-auth-token(\.0)?$/.test(k));
    expect(cookieName).toBeDefined();
    const clients = Array.from({ length: 5 }, () => ssrClient(new Map(jar)));
    const results = await Promise.all(clients.map(({ client }) => client.auth.refreshSession()));
    for (const r of results) expect(r.error).toBeNull();
    const tokens = new Set(results.map((r) => r.data.session!.refresh_token));
    expect(tokens.size).toBe(1);
    // Every tab keeps working, and the cookie jars were rewritten with the new session.
    for (const { client, jar: j } of clients) {
      expect((await client.auth.getUser()).error).toBeNull();
      expect([...j.keys()].some((k) => k.startsWith('sb-127-auth-token'))).toBe(true);
    }
  });

  test('5 parallel refreshSession() calls through supabase-js never sign the user out', async () => {
    const { email } = await createConfirmed();
    const { session } = await signIn(email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => anonClient().auth.refreshSession({ refresh_token: session.refresh_token })),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
  });

  test('an unknown refresh token → refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });
});

describe('sign-out scopes', () => {
  test('others keeps only the caller; local ends only the caller; global ends every session', async () => {
    const { email } = await createConfirmed();
    const a = await signIn(email);
    const b = await signIn(email);
    const c = await signIn(email);
    expect((await b.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await raw('/user', { token: a.session.access_token })).body.code).toBe('session_not_found');
    expect((await raw('/user', { token: c.session.access_token })).body.code).toBe('session_not_found');
    expect((await raw('/user', { token: b.session.access_token })).status).toBe(200);
    const refreshA = await anonClient().auth.refreshSession({ refresh_token: a.session.refresh_token });
    expect(refreshA.error).toMatchObject({ code: 'refresh_token_not_found' });

    const d = await signIn(email);
    expect((await b.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await raw('/user', { token: b.session.access_token })).body.code).toBe('session_not_found');
    expect((await raw('/user', { token: d.session.access_token })).status).toBe(200);
    expect((await b.client.auth.getSession()).data.session).toBeNull();

    const e = await signIn(email);
    expect((await d.client.auth.signOut()).error).toBeNull();
    for (const s of [d.session, e.session]) {
      expect((await raw('/user', { token: s.access_token })).body.code).toBe('session_not_found');
    }
    const refreshE = await anonClient().auth.refreshSession({ refresh_token: e.session.refresh_token });
    expect(refreshE.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  test('POST /logout answers 204 without a body; a bad scope is validation_failed', async () => {
    const { email } = await createConfirmed();
    const { session } = await signIn(email);
    const bad = await raw('/logout?scope=everywhere', { method: 'POST', token: session.access_token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everywhere"' });
    const res = await fetch(`${AUTH}/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });
});

describe('updateUser (PUT /user)', () => {
  test('data is merged (null deletes a key); the JWT keeps old metadata until the next refresh', async () => {
    const { email } = await createConfirmed({ data: { full_name: 'Carla', city: 'Recife' } });
    const { client, session } = await signIn(email);
    const { data, error } = await client.auth.updateUser({ data: { phone: '81999990000', city: null } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ full_name: 'Carla', phone: '81999990000' });
    expect(data.user!.user_metadata).not.toHaveProperty('city');
    const current = (await client.auth.getSession()).data.session!;
    expect(current.access_token).toBe(session.access_token);
    expect(decode(current.access_token).payload.user_metadata).toMatchObject({ city: 'Recife' });
    const refreshed = await client.auth.refreshSession();
    expect(decode(refreshed.data.session!.access_token).payload.user_metadata).toMatchObject({ phone: '81999990000' });
    expect(decode(refreshed.data.session!.access_token).payload.user_metadata).not.toHaveProperty('city');
  });

  test('password change: weak_password, same_password, then the new password and other sessions end', async () => {
    const { email } = await createConfirmed();
    const other = await signIn(email);
    const { client, session } = await signIn(email);
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const changed = await client.auth.updateUser({ password: 'Outra-senha-456' });
    expect(changed.error).toBeNull();
    expect((await raw('/user', { token: session.access_token })).status).toBe(200);
    expect((await raw('/user', { token: other.session.access_token })).body.code).toBe('session_not_found');
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Outra-senha-456' })).error).toBeNull();
  });

  test('app_metadata cannot be set by the user; too-long passwords are validation_failed', async () => {
    const { email } = await createConfirmed();
    const { session } = await signIn(email);
    const res = await raw('/user', { method: 'PUT', token: session.access_token, body: { app_metadata: { role: 'admin' } } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'not_admin', message: 'Updating app_metadata requires admin privileges' });
    const long = await raw('/user', { method: 'PUT', token: session.access_token, body: { password: 'x'.repeat(73) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
  });
});

describe('admin API (service role)', () => {
  test('admin calls without the service role → 403 not_admin', async () => {
    const anon = await anonClient().auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { client, email } = await signedInClient('fixture');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await raw('/admin/users', { method: 'POST', token, body: { email: `x${email}`, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });

  test('createUser validation: duplicate e-mail, weak password, bad e-mail', async () => {
    const { email } = await createConfirmed();
    const admin = serviceClient().auth.admin;
    const dup = await admin.createUser({ email, password: PASSWORD });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
    const weak = await admin.createUser({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const id = crypto.randomUUID();
    const chosen = await admin.createUser({ id, email: uniqueEmail('withid'), password: PASSWORD } as never);
    expect(chosen.data.user!.id).toBe(id);
    const sameId = await admin.createUser({ id, email: uniqueEmail('withid'), password: PASSWORD } as never);
    expect(sameId.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    const bad = await admin.createUser({ email: 'não-é-email', password: PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  test('list (paginated), get, update metadata, delete', async () => {
    const admin = serviceClient().auth.admin;
    const { user } = await createConfirmed({ data: { full_name: 'Dora' } });
    await createConfirmed();
    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    const pagination = page.data as { total: number; nextPage: number | null };
    expect(pagination.total).toBeGreaterThanOrEqual(2);
    expect(pagination.nextPage).toBe(2);
    const all = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.data.users.some((u) => u.id === user.id)).toBe(true);

    const got = await admin.getUserById(user.id);
    expect(got.data.user).toMatchObject({ id: user.id, user_metadata: { full_name: 'Dora' } });

    const updated = await admin.updateUserById(user.id, {
      user_metadata: { phone: '11988887777' },
      app_metadata: { role: 'corretor' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toMatchObject({ full_name: 'Dora', phone: '11988887777' });
    expect(updated.data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'corretor' });
    // The new app_metadata shows up in the next access token.
    const { session } = await signIn(user.email!);
    expect(decode(session.access_token).payload.app_metadata).toMatchObject({ role: 'corretor' });

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await raw('/user', { token: session.access_token })).body.code).toBe('user_not_found');
  });
});

describe('settings', () => {
  test('GET /settings reports email, the local OAuth providers and confirmations on', async () => {
    const res = await raw('/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      external: { email: true, google: true, facebook: true, github: false, phone: false },
    });
  });
});

