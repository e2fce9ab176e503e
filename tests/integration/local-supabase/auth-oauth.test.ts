import { anonClient, serviceClient, signedInClient, stackUrl, uniqueEmail, cookieJarClient } from '../env';

// Local OAuth (contract §A.3 GET /authorize, local-only extension): /authorize opens a pt-BR consent
// page standing in for Google/Facebook; submitting it creates or links the user with an identity of that
// provider and finishes like GoTrue's callback: 302 to redirect_to?code=… (PKCE) → exchangeCodeForSession,
// or tokens in the fragment (implicit flow). Driven with fetch like a browser, and @supabase/ssr.

const url = stackUrl('fixture');
const AUTH = `${url}/auth/v1`;
const SITE = 'http://localhost:3000';

function ssrClient(jar = new Map<string, string>()) {
  return cookieJarClient(url, { jar });
}

const decodeJwt = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** Opens the authorize URL like a browser, then submits the consent form. Returns the final redirect. */
async function consent(authorizeUrl: string, fields: { email?: string; name?: string; action?: 'allow' | 'cancel' }) {
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)![1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const res = await fetch(new URL(action, authorizeUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, email: fields.email ?? '', name: fields.name ?? '', action: fields.action ?? 'allow' }),
  });
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text(), html };
}

async function startOAuth(provider: 'google' | 'facebook', redirectTo = `${SITE}/auth/callback`) {
  const browser = ssrClient();
  const { data, error } = await browser.client.auth.signInWithOAuth({ provider, options: { redirectTo } });
  expect(error).toBeNull();
  return { browser, authorizeUrl: data.url! };
}

describe('OAuth through the local consent page (PKCE)', () => {
  test('Google: consent page → ?code= → exchangeCodeForSession creates a confirmed user with a google identity', async () => {
    const email = uniqueEmail('google');
    const { browser, authorizeUrl } = await startOAuth('google');
    const authorize = new URL(authorizeUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${AUTH}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await consent(authorizeUrl, { email, name: 'Gabriela Google' });
    expect(done.html).toContain('<html lang="pt-BR">');
    expect(done.html).toContain('<title>Entrar com Google (simulado localmente)</title>');
    expect(done.status).toBe(302);
    const location = new URL(done.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/auth/callback`);
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const { data, error } = await browser.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.user_metadata).toMatchObject({ full_name: 'Gabriela Google', name: 'Gabriela Google', email, email_verified: true });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      provider: 'google',
      email,
      identity_data: { email, email_verified: true, full_name: 'Gabriela Google', iss: 'https://accounts.google.com' },
    });
    expect(user.identities![0].id).toMatch(/^\d{21}$/);
    expect(data.session!.provider_token).toBeTruthy();
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);
    expect([...browser.jar.keys()].some((k) => /^sb-127-auth-token(\.0)?$/.test(k))).toBe(true);

    // The signup trigger saw the provider's name.
    const profile = await serviceClient().from('profiles').select('full_name').eq('id', user.id).single();
    expect(profile.data).toEqual({ full_name: 'Gabriela Google' });

    // Signing in again with the same account finds the same user.
    const again = await startOAuth('google');
    const code2 = new URL((await consent(again.authorizeUrl, { email })).location).searchParams.get('code')!;
    const second = await again.browser.client.auth.exchangeCodeForSession(code2);
    expect(second.data.user!.id).toBe(user.id);
  });

  test('Facebook links to an existing e-mail account; the password keeps working', async () => {
    const { email, user, password } = await signedInClient('fixture', { data: { full_name: 'Fábio' } });
    const { browser, authorizeUrl } = await startOAuth('facebook');
    const done = await consent(authorizeUrl, { email });
    expect(done.html).toContain('<title>Entrar com Facebook (simulado localmente)</title>');
    const code = new URL(done.location).searchParams.get('code')!;
    const { data, error } = await browser.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.identities!.map((i) => i.provider).sort()).toEqual(['email', 'facebook']);
    expect(data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email', 'facebook'] });
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  test('cancel returns access_denied to the app in the query and the fragment', async () => {
    const { authorizeUrl } = await startOAuth('google');
    const done = await consent(authorizeUrl, { action: 'cancel' });
    expect(done.status).toBe(302);
    const location = new URL(done.location);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('access_denied');
    expect(location.searchParams.get('code')).toBeNull();
  });

  test('an invalid e-mail re-renders the page with an error; a tampered state is rejected', async () => {
    const { authorizeUrl } = await startOAuth('google');
    const done = await consent(authorizeUrl, { email: 'sem-arroba' });
    expect(done.status).toBe(400);
    expect(done.body).toContain('Informe um e-mail válido.');
    const res = await fetch(`${AUTH}/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Supabase-Api-Version': '2024-01-01' },
      body: new URLSearchParams({ state: 'forjado', email: uniqueEmail('x'), action: 'allow' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad_oauth_state');
  });

  test('redirect_to outside the allow list falls back to the site URL', async () => {
    const { browser, authorizeUrl } = await startOAuth('google', 'https://evil.example.com/cb');
    const done = await consent(authorizeUrl, { email: uniqueEmail('evil') });
    const location = new URL(done.location);
    expect(location.origin).toBe(SITE);
    const code = location.searchParams.get('code')!;
    expect((await browser.client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });
});

describe('OAuth errors and the implicit flow', () => {
  test('a provider that is not enabled → 400 validation_failed', async () => {
    for (const provider of ['github', 'myspace', '']) {
      const res = await fetch(`${AUTH}/authorize?provider=${provider}&redirect_to=${encodeURIComponent(SITE)}`, {
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
    }
  });

  test('half of the PKCE parameters → 400 validation_failed', async () => {
    const res = await fetch(`${AUTH}/authorize?provider=google&code_challenge=${'a'.repeat(43)}`, {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    });
  });

  test('implicit flow (createClient default): the tokens come back in the fragment', async () => {
    const client = anonClient();
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${SITE}/entrar` } });
    expect(new URL(data.url!).searchParams.get('code_challenge')).toBeNull();
    const email = uniqueEmail('implicit-google');
    const done = await consent(data.url!, { email });
    expect(done.status).toBe(302);
    expect(done.location.startsWith(`${SITE}/entrar#`)).toBe(true);
    const f = new URLSearchParams(new URL(done.location).hash.slice(1));
    expect(f.get('token_type')).toBe('bearer');
    const { data: who } = await anonClient().auth.getUser(f.get('access_token')!);
    expect(who.user!.email).toBe(email);
    const refreshed = await anonClient().auth.refreshSession({ refresh_token: f.get('refresh_token')! });
    expect(refreshed.error).toBeNull();
  });
});
