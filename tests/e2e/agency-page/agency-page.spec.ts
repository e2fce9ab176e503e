import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { clickUntilVisible, expect, test } from '../support';
import { createUser, PASSWORD } from '../auth/helpers';
import { admin, anon, pt, runTag, signInTo } from '../dashboard/helpers';

// The public page of an agency (/{slug}) and its owner's /minha-pagina (issue #19), as a visitor and as the
// seeded agency imobiliaria@lar.dev (page /casa-paulista-imoveis).

test.describe.configure({ timeout: 120_000 });

const A = pt.AgencyPage;
const SLUG = 'casa-paulista-imoveis';

async function pageData(filters: Record<string, unknown> = {}) {
  const { data, error } = await anon().rpc('agency_page', { p_slug: SLUG, p_filters: filters });
  if (error) throw new Error(error.message);
  return data as { total: number; total_all: number; profile: { name: string } };
}

const results = (count: number) => (count === 1 ? `${count} resultado encontrado` : `${count} resultados encontrados`);

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

test.describe('signed out', () => {
  test('the agency page shows its listings with the real count, JSON-LD, OG image and no Edit button', async ({ page, request }) => {
    const data = await pageData();
    expect(data.total).toBeGreaterThan(0);
    const response = await page.goto(`/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.profile.name);
    await expect(page.getByTestId('page-results')).toHaveText(results(data.total));
    await expect(page.getByTestId('page-listings').getByTestId('property-card')).toHaveCount(Math.min(12, data.total));
    await expect(page.getByTestId('page-heading')).toHaveText(/^Imóveis/);
    await expect(page.getByRole('link', { name: A.nearby })).toHaveAttribute('href', `/imoveis-proximos/${SLUG}`);
    await expect(page.getByTestId('page-card').locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.getByTestId('page-card').locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(page.getByTestId('page-edit')).toHaveCount(0);
    if (data.total > 12) await expect(page.getByTestId('page-pager')).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const agent = ld.map((s) => JSON.parse(s)).find((j) => j['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({ name: data.profile.name, hasOfferCatalog: { numberOfItems: data.total_all } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${SLUG}$`));
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toMatch(new RegExp(`/${SLUG}/og$`));
    const image = await request.get(new URL(og!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+/${SLUG}</loc>`));
  });

  test('a chip filters through the URL, the map toggle shows the map, Back returns', async ({ page }) => {
    const rentals = await pageData({ transaction: 'aluguel' });
    // The filtered pages are rendered per request: the visit does not have the server render them ahead (prefetch).
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['next-router-prefetch'] && /[?&](transacao|tipo|quartos|pagina|vista)=/.test(r.url())) prefetched.push(r.url());
    });
    await page.goto('/sobre-nos');
    // A same-site referrer, as a visitor following a link has (the Back button's case).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    await page.evaluate((slug) => window.location.assign(`/${slug}`), SLUG);
    await expect(page.getByTestId('page-results')).toBeVisible();

    const filters = page.getByRole('navigation', { name: A.filters.label });
    await filters.getByRole('group', { name: A.filters.transaction }).getByRole('link', { name: A.filters.aluguel }).click();
    await expect(page).toHaveURL(new RegExp(`/${SLUG}\\?transacao=alugar$`));
    await expect(page.getByTestId('page-results')).toHaveText(results(rentals.total));
    await expect(page.getByTestId('page-heading')).toHaveText(/^Imóveis para alugar/);
    await expect(filters.getByRole('link', { name: A.filters.aluguel })).toHaveAttribute('aria-current', 'true');

    await page.getByTestId('page-view-map').click();
    await expect(page).toHaveURL(/vista=mapa/);
    await expect(page).toHaveURL(/transacao=alugar/);
    await expect(page.getByTestId('page-map')).toBeVisible();
    await expect(page.getByTestId('page-map').locator('canvas')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('page-map-marker').first()).toBeAttached({ timeout: 30_000 });
    await expect(page.getByTestId('page-listings')).toHaveCount(0);

    await page.getByTestId('page-view-list').click();
    await expect(page.getByTestId('page-listings')).toBeVisible();
    await page.getByTestId('page-back').click();
    await expect(page).toHaveURL(new RegExp(`/${SLUG}\\?transacao=alugar&vista=mapa$`));
    expect(prefetched).toEqual([]);
  });

  test("a broker's page lists the broker's listings, and the broker home's 'Minha página' card opens its editing", async ({ page }) => {
    const { data, error } = await anon().rpc('agency_page', { p_slug: 'lucas-ferreira', p_filters: {} });
    expect(error).toBeNull();
    await page.goto('/lucas-ferreira');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.profile.name);
    await expect(page.getByTestId('page-card')).toContainText(A.roles.corretor);
    await expect(page.getByTestId('page-results')).toHaveText(results(data.total));

    await signInTo(page, 'corretor@lar.dev', PASSWORD, /\/dashboard-corretor$/);
    await page.getByRole('link', { name: pt.BrokerHome.cards.page.title }).click();
    await expect(page).toHaveURL(/\/minha-pagina$/);
    await expect(page.getByTestId('page-url')).toHaveText(/\/lucas-ferreira$/);
    await expect(page.getByTestId('page-edit-details')).toBeVisible();
  });

  test('Back from a page opened from outside goes home', async ({ page }) => {
    await page.goto(`/${SLUG}`);
    await page.getByTestId('page-back').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Share copies the link when the browser has no share sheet', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/${SLUG}`);
    // Without a share sheet the button opens a menu (WhatsApp, 'Copiar link', e-mail: components/share, issue #37).
    await clickUntilVisible(page.getByTestId('page-share'), page.getByTestId('page-share-copy'));
    await page.getByTestId('page-share-copy').click();
    await expect(page.getByText(pt.Share.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/${SLUG}`, baseURL).href);
  });

  test('the carousel advances every 5 s and stops while hovered', async ({ page }) => {
    // The page's clock is Playwright's, paused: the 5 s steps are run, not waited for, however slow the machine.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    await page.goto(`/${SLUG}`);
    const carousel = page.getByTestId('cover-carousel');
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.runFor(4_000);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.runFor(1_500);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await page.getByTestId('cover-dot').nth(2).click();
    await expect(carousel).toHaveAttribute('data-index', '2');
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(12_000);
    await expect(carousel).toHaveAttribute('data-index', '2');
  });

  test('the cover shows the photo its dots and ←/→ choose, and a keyboard reaches it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${SLUG}`);
    const carousel = page.getByTestId('cover-carousel');
    const total = await page.getByTestId('cover-dot').count();
    expect(total).toBeGreaterThanOrEqual(3);
    const slide = (n: number) => carousel.getByRole('group', { name: `Foto ${n} de ${total}`, includeHidden: true });
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    // A dot (tried until the page's script has run).
    await expect(async () => {
      await page.getByTestId('cover-dot').nth(2).click();
      await expect(carousel).toHaveAttribute('data-index', '2', { timeout: 1_000 });
    }).toPass();
    await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(1)).not.toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
    // The photos scroll: a keyboard reaches the strip itself (axe: scrollable-region-focusable), and → moves it.
    await carousel.getByRole('button', { name: A.carousel.previous }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.locator(':focus')).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-index', '2');
  });

  test('with reduced motion the carousel stays still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/${SLUG}`);
    await expect(page.getByTestId('cover-carousel')).toHaveAttribute('data-playing', 'false');
  });

  test('unknown and reserved slugs are the 404 page; another spelling redirects permanently', async ({ page, request }) => {
    for (const path of ['/imobiliaria-que-nao-existe-e2e', '/pt', '/casa--paulista', `/${SLUG}-x`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: pt.NotFound.title })).toBeVisible();
    }
    const upper = await request.get(`/${SLUG.toUpperCase()}?transacao=alugar`, { maxRedirects: 0 });
    expect(upper.status()).toBe(308);
    expect(upper.headers().location).toMatch(new RegExp(`/${SLUG}\\?transacao=alugar$`));
    // Static routes keep winning over the page.
    expect((await request.get('/buscar')).status()).toBe(200);
  });

  test('360 px wide and axe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${SLUG}`);
    await expect(page.getByTestId('page-results')).toBeVisible();
    await fitsWidth(page, 360);
    await axe(page);
    await page.goto(`/${SLUG}?vista=mapa`);
    await expect(page.getByTestId('page-map')).toBeVisible();
    await fitsWidth(page, 360);
  });
});

test.describe('the owner', () => {
  test('only the owner sees Edit on the public page', async ({ page }) => {
    await signInTo(page, 'corretor@lar.dev', PASSWORD, /\/dashboard-corretor$/);
    await page.goto(`/${SLUG}`);
    await expect(page.getByTestId('page-results')).toBeVisible();
    await expect(page.getByTestId('page-edit')).toHaveCount(0);
  });

  test('/minha-pagina changes the description and the slug; the old slug redirects to the new one', async ({ page, browser, baseURL }) => {
    // A fresh agency: other specs (the team's QR code, the page above) read the seeded agency's slug.
    const tag = runTag();
    const owner = await createUser('imobiliaria', { name: `Imobiliária Endereço ${tag}` });
    const { data: before } = await admin().from('profiles').select('slug').eq('id', owner.id).single();
    const old = before!.slug as string;
    const fresh = `nova-casa-${tag}`;
    const description = `Apresentação e2e ${tag}: imóveis em São Paulo.`;
    await signInTo(page, owner.email, owner.password, /\/dashboard$/);
    await page.goto(`/${old}`);
    await page.getByTestId('page-edit').click();
    await expect(page).toHaveURL(/\/minha-pagina$/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByTestId('page-results')).toBeVisible();
    await fitsWidth(page, 360);
    await axe(page);

    const form = page.getByTestId('page-details-form');
    await expect(async () => {
      if (!(await form.isVisible())) await page.getByTestId('page-edit-details').click();
      await expect(form).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await axe(page);
    await form.getByLabel(A.editor.description).fill(description);
    // A reserved address is refused with the catalogue's message, and nothing changes.
    await form.getByLabel(A.editor.slug).fill('buscar');
    await form.getByRole('button', { name: A.editor.save }).click();
    await expect(form.getByText(A.errors.slugReserved)).toBeVisible();
    await form.getByLabel(A.editor.slug).fill('Não Pode');
    await form.getByRole('button', { name: A.editor.save }).click();
    await expect(form.getByText(A.errors.slugInvalid)).toBeVisible();
    await form.getByLabel(A.editor.slug).fill(fresh);
    await form.getByRole('button', { name: A.editor.save }).click();
    await expect(page.getByText(A.editor.saved)).toBeVisible();
    await expect(page.getByTestId('page-url')).toHaveText(new RegExp(`/${fresh}$`));
    await expect(page.getByTestId('page-description')).toHaveText(description);

    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    const response = await other.goto(`/${old}`);
    expect(response?.status()).toBe(200);
    await expect(other).toHaveURL(new RegExp(`/${fresh}$`));
    await expect(other.getByTestId('page-description')).toHaveText(description);
    const redirect = await other.request.get(`${baseURL}/${old}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    await visitor.close();
  });

  test("turning 'Perfil público' off hides the page from visitors (404) but not from its owner", async ({ page, browser }) => {
    // A fresh agency, so the seeded page other specs open stays public.
    const owner = await createUser('imobiliaria', { name: `Imobiliária Oculta ${runTag()}` });
    const { data: row } = await admin().from('profiles').select('slug').eq('id', owner.id).single();
    const slug = row!.slug as string;
    await signInTo(page, owner.email, owner.password, /\/dashboard$/);
    await page.goto('/minha-pagina');
    const box = page.getByTestId('page-public-switch');
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(async () => {
      if ((await box.getAttribute('data-state')) === 'checked') await box.click();
      await expect(page.getByText(A.editor.publicOff)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    expect((await other.goto(`/${slug}`))?.status()).toBe(404);
    await expect(other.getByRole('heading', { name: pt.NotFound.title })).toBeVisible();
    await page.goto(`/${slug}`);
    await expect(page.getByText(A.hidden)).toBeVisible();
    await page.goto('/minha-pagina');
    await page.getByTestId('page-public-switch').click();
    await expect(page.getByText(A.editor.publicOn)).toBeVisible();
    expect((await other.goto(`/${slug}`))?.status()).toBe(200);
    await visitor.close();
  });

  test('cover photos: the owner adds one (bytes checked, stored as WebP), the page shows it, and removes it', async ({ page, playwright, baseURL }) => {
    const owner = await createUser('imobiliaria', { name: `Imobiliária Fotos ${runTag()}` });
    const { data: agency } = await admin().from('profiles').select('id, slug').eq('id', owner.id).single();
    const png = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#0f5c52' } }).png().toBuffer();
    try {
      // Signed out, the route refuses; signed in, HTML named .png is refused.
      const stranger = await playwright.request.newContext({ baseURL });
      const refused = await stranger.post('/api/agency-page/photos', { multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: png } } });
      expect(refused.status()).toBe(401);
      await stranger.dispose();

      await signInTo(page, owner.email, owner.password, /\/dashboard$/);
      const html = await page.request.post('/api/agency-page/photos', {
        multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') } },
      });
      expect(html.status()).toBe(415);
      expect(await html.json()).toEqual({ error: 'photoInvalid' });

      // The owner's screen never asks for the public copy itself: a render of it begun here before the edit would be
      // what a visitor arriving during that render gets (the preview links are not prefetched, see PreviewLink).
      const copyRequests: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === `/${agency!.slug}` && !new URL(r.url()).searchParams.has('previa')) copyRequests.push(r.url());
      });
      await page.goto('/minha-pagina');
      const editor = page.getByTestId('cover-photos-editor');
      await expect(editor).toBeVisible();
      // Enabled once the page has hydrated (setInputFiles does not wait for it, a person's click does).
      await expect(editor.getByTestId('cover-photo-input')).toBeEnabled();
      await editor.getByTestId('cover-photo-input').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByText(A.editor.photoAdded)).toBeVisible();
      await expect(editor.getByTestId('cover-photo')).toHaveCount(1);
      const { data: row } = await admin().from('profiles').select('page_photos').eq('id', agency!.id).single();
      expect(row!.page_photos).toHaveLength(1);
      expect(row!.page_photos[0]).toMatch(new RegExp(`^${agency!.id}/[0-9a-f-]{36}\\.webp$`));

      expect(copyRequests).toEqual([]);
      const visitor = await page.context().browser()!.newContext();
      const other = await visitor.newPage();
      await other.goto(`/${agency!.slug}`);
      await expect(other.getByTestId('cover-carousel').locator('img').first()).toHaveAttribute('src', /page-photos/);
      await visitor.close();

      await editor.getByRole('button', { name: A.editor.removePhoto.replace('{index}', '1') }).click();
      await expect(page.getByText(A.editor.photoRemoved)).toBeVisible();
      await expect(editor.getByTestId('cover-photo')).toHaveCount(0);
    } finally {
      await admin().from('profiles').update({ page_photos: [] }).eq('id', agency!.id);
    }
  });
});
