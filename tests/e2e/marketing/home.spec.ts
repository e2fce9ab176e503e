import ptContent from '../../../content/pt-BR/marketing';
import { expect, messages, test } from '../support';

const pt = messages('pt-BR');
const home = ptContent.home;

test('the home search carries the transaction and the text into /buscar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('radio', { name: home.hero.rent })).toBeChecked();
  await page.getByRole('radio', { name: home.hero.buy }).check({ force: true });
  await page.getByRole('combobox', { name: home.hero.searchLabel }).fill('Vila Mariana');
  await page.getByRole('search').getByRole('button', { name: home.hero.searchButton }).click();
  await page.waitForURL(/\/buscar\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/buscar');
  expect(url.searchParams.get('transacao')).toBe('comprar');
  expect(url.searchParams.get('q')).toBe('Vila Mariana');
});

test('the default transaction is alugar, and English keeps its prefix', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('combobox').fill('Pinheiros');
  await page.getByRole('combobox').press('Enter');
  await page.waitForURL(/\/en\/buscar\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('transacao')).toBe('alugar');
  expect(url.searchParams.get('q')).toBe('Pinheiros');
});

test('the home FAQ keeps one item open at a time', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByTestId('home-faq');
  const items = faq.locator('details');
  const triggers = faq.locator('summary');
  await expect(triggers).toHaveCount(8);
  await triggers.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(faq.getByText(home.faq.items[0]!.a)).toBeVisible();
  await triggers.nth(3).click();
  await expect(items.nth(3)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(faq.getByText(home.faq.items[0]!.a)).toBeHidden();
  await expect(faq.getByText(home.faq.items[3]!.a)).toBeVisible();
  await expect(faq.locator('details[open]')).toHaveCount(1);
  // Collapsible: clicking the open one closes it; the keyboard works the same way.
  await triggers.nth(3).click();
  await expect(faq.locator('details[open]')).toHaveCount(0);
  await triggers.nth(5).focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(5)).toHaveAttribute('open', '');
});

test('the home page is server-rendered with featured listings, partner agencies, JSON-LD and SEO links', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Content present in the server HTML (the scroll fade-in never hides it from crawlers).
  expect(html).toContain(home.faq.items[7]!.q);
  expect(html).toMatch(/href="\/imovel\/\d+"/);
  expect(html).toContain('"@type":"Organization"');
  expect(html).toContain('"@type":"WebSite"');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/?"/);
  expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost:\d+\/en"/i);
  expect(html).toContain('property="og:title"');
});

test('featured cards link to the listing and partner agencies to their page', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('a[href^="/imovel/"]').first();
  await expect(card).toBeVisible();
  const agency = page.getByTestId('partner-agencies').getByRole('link').first();
  const href = await agency.getAttribute('href');
  expect(href).toMatch(/^\/[a-z0-9-]+$/);
});

test("'Conheça o Lar Cash' leads to the simulator section", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: home.cash.button }).click();
  await expect(page).toHaveURL(/#lar-cash$/);
  await expect(page.getByRole('heading', { name: home.cash.title })).toBeInViewport();
});

test('the header and footer carry the spec links and a language switch keeps the page', async ({ page }) => {
  await page.goto('/sobre-nos');
  const nav = page.getByRole('navigation', { name: pt.Header.mainNav });
  await expect(nav.getByRole('link')).toHaveText(Object.values(pt.Header.nav));
  const footer = page.getByRole('contentinfo');
  for (const label of Object.values(pt.Footer.links)) await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  await footer.getByRole('navigation', { name: pt.LocaleSwitcher.label }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/sobre-nos$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/sobre-nos$/);
});

test('an unknown path answers 404 with the spec message', async ({ request, page }) => {
  const res = await request.get('/pagina-que-nao-existe-xyz');
  expect(res.status()).toBe(404);
  await page.goto('/pagina-que-nao-existe-xyz');
  await expect(page.getByRole('heading', { name: pt.NotFound.title })).toBeVisible();
  await expect(page.getByRole('link', { name: pt.NotFound.backHome })).toHaveAttribute('href', '/');
});

test('sitemap.xml lists public pages, listings and agency pages; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/sou-imobiliaria<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/en\/atendimento<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/imovel\/\d+<\/loc>/);
  expect(xml).toMatch(/hreflang="es"/);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
});

test('a header link shows that its page is on the way until the page arrives', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Hold /sobre-nos back (the router's requests for it, prefetch included) as a slow network would — from the
  // start: /sobre-nos is a static cached copy (issue #21), which the router prefetches whole as soon as the link
  // shows, and a finished prefetch makes the click instant (nothing left to wait for).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/sobre-nos',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: pt.Header.mainNav });
  const link = nav.getByRole('link', { name: pt.Header.nav.about });
  const bar = link.locator('.nav-pending');
  await expect(bar).not.toHaveAttribute('data-pending');
  await link.click();
  await expect(bar).toHaveAttribute('data-pending', 'true');
  await expect(bar).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  release();
  await page.waitForURL(/\/sobre-nos$/);
  await expect(nav.getByRole('link', { name: pt.Header.nav.about })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('.nav-pending[data-pending]')).toHaveCount(0);
});
