import type { Session } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../local-supabase/src/defaults';
import { expect, supabaseUrl, test, testClient } from './support';

// The proxy's session refresh (contract §B): an expired session cookie is refreshed on the way in, the new
// cookie goes out on the same response, and that response is marked private so no cache keeps it. A page the
// signed-in visitor gets from the cache (the home, issue #21) does no session work: its header's GET /api/me
// refreshes the token instead, on its own private answer.

const url = supabaseUrl();
const cookieName = `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
const encode = (session: Session) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
const decode = (value: string) =>
  JSON.parse(Buffer.from(decodeURIComponent(value).replace(/^base64-/, ''), 'base64url').toString('utf8')) as Session;

async function signedInSession(): Promise<Session> {
  const email = `e2e-session-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lar.dev`;
  const password = 'Lar@12345';
  const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: 'Teste E2E', role: 'cliente' },
  });
  expect(created.error).toBeNull();
  const { data, error } = await testClient(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session!;
}

function setCookies(headers: { name: string; value: string }[]) {
  return headers.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
}

test('a valid session passes through without new cookies', async ({ playwright, baseURL }) => {
  const session = await signedInSession();
  const api = await playwright.request.newContext({ baseURL });
  const response = await api.get('/', { headers: { cookie: `${cookieName}=${encode(session)}` } });
  expect(response.status()).toBe(200);
  expect(setCookies(response.headersArray()).filter((c) => c.startsWith(cookieName))).toEqual([]);
  await api.dispose();
});

test('an expired session is refreshed by the proxy and the response is private', async ({ playwright, baseURL }) => {
  const session = await signedInSession();
  const expired: Session = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
  const api = await playwright.request.newContext({ baseURL });
  const sent = { cookie: `${cookieName}=${encode(expired)}` };

  // The cached home: the shared copy, no Set-Cookie, whatever the session's state.
  const home = await api.get('/', { headers: sent });
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toMatch(/^public/);
  expect(setCookies(home.headersArray())).toEqual([]);

  // A page rendered per request (and, on a cached page, the header's /api/me) refreshes it.
  for (const path of ['/buscar', '/api/me']) {
    const own = path === '/buscar' ? session : await signedInSession();
    // A fresh context each: a context keeps the cookies it was sent.
    const fresh = await playwright.request.newContext({ baseURL });
    const response = await fresh.get(path, {
      headers: { cookie: `${cookieName}=${encode({ ...own, expires_at: Math.floor(Date.now() / 1000) - 60 })}` },
    });
    expect([path, response.status()]).toEqual([path, 200]);
    const cookie = setCookies(response.headersArray()).find((c) => c.startsWith(`${cookieName}=`));
    expect([path, cookie]).toEqual([path, expect.any(String)]);
    const refreshed = decode(cookie!.split(';')[0]!.slice(cookieName.length + 1));
    expect(refreshed.refresh_token).not.toBe(own.refresh_token);
    expect(refreshed.user.id).toBe(own.user.id);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl).toContain('private');
    expect(cacheControl).toContain('no-store');
    await fresh.dispose();
  }
  await api.dispose();
});
