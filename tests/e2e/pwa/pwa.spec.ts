import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { formatPrice } from '../../../lib/format';
import { PASSWORD, signInOnLoginPage } from '../auth/helpers';
import { clickUntilVisible, expect, firstPublicListing, messages, test, testClient } from '../support';

// Issue #37: Lar installable, its offline page (public/sw.js), and 'Compartilhar'. The other specs run with
// service workers blocked (playwright.config.ts); this one lets the site's worker register.
test.use({ serviceWorkers: 'allow' });

const pt = messages('pt-BR');
const PHONE = { width: 360, height: 740 };

/** The site's worker is active for this page (it registers after load) and so controls the next navigation. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function listing() {
  const { id } = await firstPublicListing();
  const { data, error } = await testClient(LOCAL_ANON_KEY)
    .from('properties')
    .select('id, title, price, transaction, neighborhood, city')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as { id: number; title: string; price: number; transaction: 'aluguel' | 'venda'; neighborhood: string; city: string };
}

test('installable: the manifest and every icon load, and the footer offers “Instalar o Lar” at 360 px', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en/buscar');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);

  // The manifest as the English page asks for it (the browser sends the page as Referer).
  const manifestResponse = await page.request.get(href!, { headers: { Referer: `${baseURL}/en/buscar` } });
  expect(manifestResponse.ok()).toBe(true);
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ name: 'Lar', short_name: 'Lar', start_url: '/', display: 'standalone', lang: 'en' });
  expect(manifest.description).toBe(messages('en').Pwa.description.replace('{product}', 'Lar'));
  const icons = [
    ...manifest.icons,
    { src: await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'), sizes: '180x180' },
  ] as { src: string; sizes: string; purpose?: string }[];
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }

  // No store badge of an app that does not exist; the install button instead (headless Chromium offers no
  // prompt, so it explains how to install from the browser's menu).
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]')).toHaveCount(0);
  const install = footer.getByRole('button', { name: messages('en').Pwa.install.button.replace('{product}', 'Lar') });
  const sheet = page.getByTestId('pwa-install-sheet');
  await clickUntilVisible(install, sheet);
  await expect(sheet.getByRole('listitem')).toHaveCount(2);
  await sheet.getByRole('button', { name: messages('en').Pwa.install.close }).click();
  await expect(sheet).toBeHidden();
  await expect(install).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('/favicon.ico, which crawlers and link previews ask for without reading the page, is the logo', async ({ page, request }) => {
  // Before, it rendered the 404 page on every such request.
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await response.body();
  expect([...body.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]); // an icon file of 3 images
  // The browser decodes it (it picks the size it needs).
  await page.goto('/sobre-nos');
  const size = await page.evaluate(async () => {
    const img = new Image();
    img.src = '/favicon.ico';
    await img.decode();
    return img.naturalWidth;
  });
  expect([16, 32, 48]).toContain(size);
});

test('offline: a navigation shows the offline page, and back online “Tentar novamente” opens the page', async ({ page, context }) => {
  const l = await listing();
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await workerReady(page);

  await context.setOffline(true);
  await page.goto(`/imovel/${l.id}`);
  await expect(page).toHaveURL(new RegExp(`/imovel/${l.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: pt.Pwa.offline.title })).toBeVisible();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await context.setOffline(false);
  await page.getByRole('link', { name: pt.Pwa.offline.retry }).click();
  await expect(page.getByTestId('property-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
});

test('a private page is never served from the worker after sign-out', async ({ page, context }) => {
  await signInOnLoginPage(page, 'cliente@lar.dev', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/minha-conta');
  await expect(page).toHaveURL(/\/minha-conta$/);
  await workerReady(page);
  const name = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent())!;

  // The account menu's button ignores a click that lands before the header has hydrated.
  await clickUntilVisible(page.getByRole('button', { name: /Olá, / }), page.getByRole('menuitem', { name: pt.AccountMenu.signOut }));
  await page.getByRole('menuitem', { name: pt.AccountMenu.signOut }).click();
  await expect(page.getByText(pt.AuthMessages.logoutSuccessTitle)).toBeVisible();
  // Signing out goes home; going offline while that navigation is on its way turns it into a full load that
  // aborts the next page.goto.
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await page.waitForLoadState('load');

  // Offline: the offline page, nothing of the account.
  await context.setOffline(true);
  await page.goto('/minha-conta');
  await expect(page.getByRole('heading', { level: 1, name: pt.Pwa.offline.title })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  // The worker's cache holds the offline pages and nothing else.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(new URL(r.url).pathname);
    return urls.sort();
  });
  expect(cached).toEqual(['/offline/en.html', '/offline/es.html', '/offline/pt-BR.html']);

  // Online: the server's answer, signed out → home.
  await context.setOffline(false);
  await page.goto('/minha-conta');
  await expect(page).toHaveURL(/\/$/);
});

test('“Compartilhar” hands the share sheet the listing, and offers WhatsApp where there is none', async ({ page, browser, baseURL }) => {
  const l = await listing();
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
  });
  await page.goto(`/en/imovel/${l.id}?utm_source=e2e#fotos`);
  const button = page.getByRole('button', { name: messages('en').Share.button });
  await expect(async () => {
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  const [data] = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  const price = formatPrice(l.price, l.transaction, 'en');
  expect(data).toEqual({
    title: l.title,
    text: `${price} · ${l.neighborhood}, ${l.city} — see it on Lar`,
    url: `${baseURL}/en/imovel/${l.id}`,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // A browser without the Web Share API: the menu, with WhatsApp's link carrying the text and the address.
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', serviceWorkers: 'block' });
  const other = await context.newPage();
  await other.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await other.goto(`/imovel/${l.id}`);
  const whatsapp = other.getByRole('menuitem', { name: pt.Share.whatsapp });
  await clickUntilVisible(other.getByRole('button', { name: pt.Share.button }), whatsapp);
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toBe(
    `${formatPrice(l.price, l.transaction, 'pt-BR')} · ${l.neighborhood}, ${l.city} — veja no Lar\n${baseURL}/imovel/${l.id}`,
  );
  await expect(other.getByRole('menuitem', { name: pt.Share.copy })).toBeVisible();
  await expect(other.getByRole('menuitem', { name: pt.Share.email })).toHaveAttribute('href', /^mailto:\?subject=/);
  await context.close();
});

test('“Compartilhar” without a share sheet: one key press opens the menu (loaded on intent), and nothing moves when it replaces the button', async ({ page }) => {
  const l = await listing();
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/imovel/${l.id}`);
  const button = page.getByRole('button', { name: pt.Share.button });
  // Hydrated (React has attached itself to the server-rendered button), no menu yet: its code loads on intent
  // (issue #21; tests/unit/build/first-load-imports.test.ts keeps it out of the first load).
  await expect.poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')))).toBe(true);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toHaveCount(0);
  // Where the button is in the page (not the viewport: focusing it scrolls it into view).
  const place = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  };
  const before = await button.evaluate(place);

  await button.focus();
  await page.keyboard.press('Enter');
  const whatsapp = page.getByRole('menuitem', { name: pt.Share.whatsapp });
  await expect(whatsapp).toBeVisible();
  // (The open menu hides the rest of the page from the accessibility tree: the button by its test id.)
  const trigger = page.getByTestId('listing-share');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(await trigger.evaluate(place)).toEqual(before);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(whatsapp).toBeHidden();
  await expect(button).toBeFocused();
});
