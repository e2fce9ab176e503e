import { expect, messages, test } from './support';

const pt = messages('pt-BR');
const en = messages('en');
const es = messages('es');

test.describe('locales', () => {
  test('/ is the Portuguese home page', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.HomePage.title);
    await expect(page.getByRole('main').getByRole('link', { name: pt.HomePage.cta })).toHaveAttribute('href', '/buscar');

    const nav = page.getByRole('navigation', { name: pt.Header.mainNav });
    await expect(nav.getByRole('link')).toHaveText(Object.values(pt.Header.nav));
    await expect(nav.getByRole('link', { name: pt.Header.nav.home })).toHaveAttribute('aria-current', 'page');
  });

  test('/en is the English home page with prefixed links', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.HomePage.title);
    await expect(page.getByRole('main').getByRole('link', { name: en.HomePage.cta })).toHaveAttribute(
      'href',
      '/en/buscar',
    );
  });

  test('/pt-BR redirects to the unprefixed address', async ({ page }) => {
    await page.goto('/pt-BR');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('the footer switches language on the same page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: pt.LocaleSwitcher.names.es }).click();
    await expect(page).toHaveURL('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.HomePage.title);
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the message and a link home', async ({ page }) => {
    const response = await page.goto('/esta-pagina-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

    await page.getByRole('link', { name: pt.NotFound.backHome }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.HomePage.title);
  });

  test('the 404 is server-rendered in the locale of the URL', async ({ request }) => {
    const response = await request.get('/es/no-existe/de-verdad');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(es.NotFound.title);
  });
});
