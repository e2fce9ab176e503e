import AxeBuilder from '@axe-core/playwright';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { expect, test, testClient } from '../support';

// WCAG 2.1 A/AA on the listing page at phone width (360 px), and the approximate-area map drawn even
// offline (the bundled fallback style stands in when the public style cannot load).

async function firstListing() {
  const { data, error } = await testClient(LOCAL_ANON_KEY)
    .from('properties')
    .select('id')
    .eq('status', 'ativo')
    .not('approx_latitude', 'is', null)
    .order('id')
    .limit(1)
    .single();
  if (error) throw error;
  return data.id as number;
}

test('the listing page has no WCAG A/AA violations at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/imovel/${await firstListing()}`);
  await expect(page.getByTestId('property-page')).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.maplibregl-map')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the approximate-area map loads when scrolled into view', async ({ page }) => {
  await page.goto(`/imovel/${await firstListing()}`);
  const map = page.getByTestId('approximate-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('[data-loaded="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(map.locator('canvas')).toBeAttached();
});

test('the nearby page with location denied has no WCAG A/AA violations', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [], locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/imoveis-proximos');
  await expect(page.getByTestId('nearby-error')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await context.close();
});

test("the description opens with 'Mostrar mais' and closes with 'Mostrar menos'", async ({ page }) => {
  await page.goto(`/imovel/${await firstListing()}`);
  const text = page.getByTestId('property-description');
  const more = page.getByRole('button', { name: 'Mostrar mais' });
  test.skip((await more.count()) === 0, 'this listing has a short description');
  const collapsed = (await text.textContent())!.length;
  await more.click();
  const less = page.getByRole('button', { name: 'Mostrar menos' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await text.textContent())!.length).toBeGreaterThan(collapsed);
  await less.click();
  await expect(page.getByRole('button', { name: 'Mostrar mais' })).toHaveAttribute('aria-expanded', 'false');
});
