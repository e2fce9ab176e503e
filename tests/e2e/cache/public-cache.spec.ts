import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { createUser, pt, signInOnLoginPage } from '../auth/helpers';
import { liveListing } from '../listings/helpers';

// Issue #21: a public page (listing, home, marketing pages, sitemap) is served to signed-out visitors from the
// cache (public, s-maxage, no Set-Cookie, no one's name); a signed-in person gets the same copy of the home and
// the marketing pages, their header read by the browser, and the listing rendered per request; an owner's price
// edit shows to the next signed-out visitor's load.

test.describe.configure({ timeout: 120_000 });

const E = pt.ListingEditor;

async function nextStep(page: Page, step: number) {
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(new RegExp(`/imoveis/\\d+/editar\\?passo=${step}$`), { timeout: 20_000 });
}

test('one listing page and its search: cached for the signed-out, personal for the signed-in, fresh after a price edit', async ({ browser, request }) => {
  const owner = await createUser('proprietario', { name: 'Dona Cachê' });
  const client = await createUser('cliente', { name: 'Cliente Cachê' });
  const { id } = await liveListing(owner.email, { price: 3200 });
  const url = `/imovel/${id}`;

  // Signed out: twice the same shared copy, cacheable by a CDN, with no cookie and nobody's name — the listing,
  // the home and the marketing pages alike.
  // A link shared with a campaign tag is the same copy (the page reads no such query).
  const paths = [url, url, '/', '/sobre-nos', '/sou-imobiliaria', '/sou-corretor', '/en/atendimento', '/casa-paulista-imoveis', `${url}?utm_source=whatsapp`];
  for (const [i, path] of paths.entries()) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const h = response.headers();
    // Served through Next's cache (a page rendered per request has no such header); the listing's second
    // request is the kept copy.
    expect(h['x-nextjs-cache'], path).toMatch(i === 1 ? /^(HIT|STALE)$/ : /^(HIT|MISS|STALE)$/);
    expect(h['cache-control']).toMatch(/public/);
    expect(h['cache-control']).toMatch(/s-maxage=\d+/);
    expect(h['cache-control']).toMatch(/stale-while-revalidate/);
    expect(h['set-cookie']).toBeUndefined();
    expect(h['content-security-policy']).not.toContain("'nonce-");
    // Straight from next.config.ts's rewrite: the proxy never ran (it would have said where it rewrote to).
    expect(h['x-middleware-rewrite'], path).toBeUndefined();
    const html = await response.text();
    expect(html).not.toContain('Cliente Cachê');
    expect(html).not.toContain(client.email);
  }
  // A signed-out search is the shared copy of its filter set (lib/cache/search-copies.ts), kept 10 s at most.
  const searchUrl = `/buscar?q=%23${id}`;
  for (const [i, path] of [searchUrl, `/buscar?utm_source=x&q=%23${id}`].entries()) {
    const h = (await request.get(path)).headers();
    expect(h['x-nextjs-cache'], path).toMatch(i === 1 ? /^(HIT|STALE)$/ : /^(HIT|MISS|STALE)$/);
    expect(h['cache-control']).toMatch(/^public, s-maxage=10,/);
    expect(h['set-cookie']).toBeUndefined();
  }
  // The sitemap is a cached copy too (public, no cookie).
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['cache-control']).toMatch(/public, s-maxage=\d+/);
  expect(sitemap.headers()['set-cookie']).toBeUndefined();

  // Signed in: the home and the marketing pages are the same shared copy — no name, no cookie in the response —
  // and the header fills in the person's name in the browser (GET /api/me) after the load.
  const signedIn = await (await browser.newContext()).newPage();
  await signInOnLoginPage(signedIn, client.email, client.password);
  await expect(signedIn).not.toHaveURL(/\/login/);
  // A dark theme in this browser (the cookie only, not the account's setting): the copy gets it before painting.
  await signedIn.context().addCookies([{ name: 'lar-theme', value: 'dark', url: signedIn.url() }]);
  let savedLabel = '';
  for (const path of ['/', '/sobre-nos']) {
    const shared = await signedIn.goto(path);
    const h = shared!.headers();
    expect(h['x-nextjs-cache'], path).toMatch(/^(HIT|MISS|STALE)$/);
    expect(h['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(h['set-cookie']).toBeUndefined();
    const html = await shared!.text();
    expect(html).not.toContain('Cliente Cachê');
    expect(html).not.toContain(client.email);
    await expect(signedIn.getByRole('button', { name: /Olá, Cliente/ })).toBeVisible();
    await expect(signedIn.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    await expect(signedIn.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    if (path === '/') {
      // The cards' hearts of the copy become the person's toggles (GET /api/favoritos/ids): save one.
      const heart = signedIn.getByTestId('featured-properties').getByTestId('favorite-toggle').first();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      savedLabel = (await heart.getAttribute('aria-label'))!;
    }
  }
  // The next load of the same copy shows it saved: read in the browser, for this person only.
  await signedIn.goto('/');
  await expect(signedIn.getByRole('button', { name: savedLabel, exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The listing page still renders per request for a session (its offer/visit states are server-rendered).
  const personal = await signedIn.goto(url);
  expect(personal!.headers()['cache-control']).toMatch(/private|no-store/);
  await expect(signedIn.getByRole('button', { name: /Olá, Cliente/ })).toBeVisible();
  // So does a search (its hearts and 'Salvar busca' are the person's).
  expect((await signedIn.goto(searchUrl))!.headers()['cache-control']).toMatch(/private|no-store/);

  // Signed out in a browser: the cached copy, with 'Entrar' and without the other person's name.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId('price-total')).toContainText('R$ 3.200');
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Entrar' }).first()).toBeVisible();
  await expect(visitor.getByText('Cliente Cachê')).toHaveCount(0);
  await visitor.goto(searchUrl);
  await expect(visitor.getByTestId('property-card-price').first()).toContainText('R$ 3.200');

  // The owner edits the price; the next signed-out load shows it within a second.
  const ownerPage = await (await browser.newContext()).newPage();
  await signInOnLoginPage(ownerPage, owner.email, owner.password);
  await expect(ownerPage).not.toHaveURL(/\/login/);
  // A second person on the same cached URL: their own name, never the first one's.
  await ownerPage.goto('/sobre-nos');
  await expect(ownerPage.getByRole('button', { name: /Olá, Dona/ })).toBeVisible();
  await expect(ownerPage.getByText('Cliente Cachê')).toHaveCount(0);
  await ownerPage.goto(`/imoveis/${id}/editar?passo=4`);
  await expect(ownerPage.getByText(E.liveNotice)).toBeVisible();
  await ownerPage.getByTestId('step-values').getByLabel(E.values.rent).fill('3500');
  await nextStep(ownerPage, 5);
  // The very next load after the save is rendered again (the write expired the copy's tag): no stale copy is
  // served, whatever the time it takes a loaded machine to render it.
  await visitor.goto(url);
  await expect(visitor.getByTestId('price-total')).toContainText('R$ 3.500', { timeout: 1_000 });
  // And the search's copy too: every listing write expires the `listings` tag.
  await visitor.goto(searchUrl);
  await expect(visitor.getByTestId('property-card-price').first()).toContainText('R$ 3.500', { timeout: 1_000 });
});
