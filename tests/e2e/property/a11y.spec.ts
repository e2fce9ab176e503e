import AxeBuilder from '@axe-core/playwright';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { clickUntilVisible, expect, test, testClient } from '../support';

// WCAG 2.1 A/AA on the listing page at phone width (360 px), and the approximate-area map drawn even
// offline (the bundled fallback style stands in when the public style cannot load).

/** components/property/property-description.tsx cuts a description after this many characters. */
const COLLAPSED_CHARS = 360;

/**
 * A public seed listing that exercises everything these tests check: an approximate point (the map), photos,
 * and a description long enough to be cut with 'Mostrar mais'. The tests fail, rather than skip, when the
 * seed has none.
 */
async function longListing(): Promise<{ id: number; description: string }> {
  const { data, error } = await testClient(LOCAL_ANON_KEY)
    .from('properties')
    .select('id, description, property_images(id)')
    .eq('status', 'ativo')
    .not('approx_latitude', 'is', null)
    .order('id')
    .limit(1000);
  if (error) throw error;
  const found = data.find((p) => (p.description ?? '').length > COLLAPSED_CHARS && p.property_images.length > 0);
  if (!found) throw new Error(`the seed has no public listing with photos, a point and a description over ${COLLAPSED_CHARS} characters`);
  return { id: found.id as number, description: found.description as string };
}

test('the listing page has no WCAG A/AA violations at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/imovel/${(await longListing()).id}`);
  await expect(page.getByTestId('property-page')).toBeVisible();
  // The axe run sees the cut description and its 'Mostrar mais' button.
  await expect(page.getByRole('button', { name: 'Mostrar mais' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.maplibregl-map')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the approximate-area map loads when scrolled into view', async ({ page }) => {
  await page.goto(`/imovel/${(await longListing()).id}`);
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
  const listing = await longListing();
  await page.goto(`/imovel/${listing.id}`);
  const text = page.getByTestId('property-description');
  const more = page.getByRole('button', { name: 'Mostrar mais' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toHaveAttribute('aria-controls', (await text.getAttribute('id'))!);
  const collapsed = (await text.textContent())!;
  expect(collapsed.endsWith('…')).toBe(true);
  expect(collapsed.length).toBeLessThanOrEqual(COLLAPSED_CHARS + 1);
  await clickUntilVisible(more, page.getByRole('button', { name: 'Mostrar menos' }));
  const less = page.getByRole('button', { name: 'Mostrar menos' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(text).toHaveText(listing.description, { useInnerText: false });
  await less.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Mostrar mais' })).toHaveAttribute('aria-expanded', 'false');
  await expect(text).toHaveText(collapsed);
});
