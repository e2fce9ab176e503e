import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { expect, test, testClient } from '../support';
import { createUser, pt, signInOnLoginPage } from '../auth/helpers';

// The open redirect after a genuine e-mail link and after OAuth: `next` may only lead to a path of this site,
// however it is dressed up, and the person arrives signed in.

const base = () => new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100');

/** A genuine magic link's token hash for a new confirmed user (admin generate_link: the same material as the e-mail). */
async function magicLinkHash() {
  const user = await createUser('cliente');
  const { data, error } = await testClient(LOCAL_SERVICE_ROLE_KEY).auth.admin.generateLink({ type: 'magiclink', email: user.email });
  expect(error).toBeNull();
  return data.properties!.hashed_token;
}

const NEXTS = ['/.//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example/x?y=1', '/a/..//evil.example', '/\\evil.example', 'https://evil.example/'];

for (const next of NEXTS) {
  test(`a magic link with next=${next} signs in and stays on the site`, async ({ request }) => {
    const hash = await magicLinkHash();
    const query = new URLSearchParams({ token_hash: hash, type: 'magiclink', next });
    const res = await request.get(`/auth/confirm?${query}`, { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    const location = new URL(res.headers()['location']!, base());
    expect(location.origin).toBe(base().origin);
    // The link was genuine: the session cookie is set and the fallback page (not the link error) is next.
    expect(location.pathname).toBe('/completar-cadastro');
    expect(res.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && /-auth-token/.test(h.value))).toBe(true);
  });
}

test('the OAuth callback with next=/.//evil.example lands on the site, signed in', async ({ page }) => {
  // The sign-in starts on /login as usual; on its way to the provider, the callback address it carries is
  // given an off-site `next`, as a crafted link would.
  await page.route(/\/auth\/v1\/authorize\?/, async (route) => {
    const url = new URL(route.request().url());
    const callback = new URL(url.searchParams.get('redirect_to')!);
    callback.searchParams.set('next', '/.//evil.example');
    url.searchParams.set('redirect_to', callback.href);
    await route.continue({ url: url.href });
  });
  const offsite: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname === 'evil.example') offsite.push(r.url());
  });
  await page.route('**://evil.example/**', (route) => route.abort());

  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: pt.Login.google }).click();
  await page.waitForURL(/\/auth\/v1\/authorize/);
  await page.locator('input[name="email"]').fill(`e2e-redirect-${Date.now().toString(36)}@lar.dev`);
  await page.locator('input[name="name"]').fill('Rita Redirect');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`^${base().origin}/$`));
  await expect(page.getByRole('button', { name: /Olá, Rita/ })).toBeVisible();
  expect(offsite).toEqual([]);
});

test('/login?next=/.//evil.example sends a signed-in person to their home, not off-site', async ({ page }) => {
  const user = await createUser('cliente');
  await signInOnLoginPage(page, user.email, user.password, '?next=%2F.%2F%2Fevil.example');
  await expect(page).toHaveURL(new RegExp(`^${base().origin}/dashboard-cliente$`));
});
