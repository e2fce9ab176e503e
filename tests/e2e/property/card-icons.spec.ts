import type { Page } from '@playwright/test';
import { expect, firstPublicListing, test } from '../support';

// A card's icons (bed, bath, car, area, heart) <use> symbols the document writes once
// (components/property/card-icon-sprite.tsx): a page whose cards point at a symbol it lacks shows empty boxes.

/** Each card icon on the page: whether its symbol is in the document and the size it draws at. */
async function cardIcons(page: Page) {
  return page.getByTestId('property-card').locator('svg.card-icon use').evaluateAll((uses) =>
    uses.map((use) => {
      const id = use.getAttribute('href')?.slice(1) ?? '';
      const box = (use as SVGGraphicsElement).getBBox();
      return { id, symbol: document.getElementById(id)?.tagName ?? null, drawn: box.width > 0 && box.height > 0 };
    }),
  );
}

async function expectDrawnIcons(page: Page) {
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const icons = await cardIcons(page);
  // Bed, bath, car and area on every card, the heart where a heart is shown.
  expect(icons.length).toBeGreaterThanOrEqual(4 * (await page.getByTestId('property-card').count()));
  for (const icon of icons) expect(icon, icon.id).toEqual({ id: icon.id, symbol: 'symbol', drawn: true });
  expect(new Set(icons.map((i) => i.id))).toEqual(new Set(['card-icon-bed', 'card-icon-bath', 'card-icon-car', 'card-icon-ruler', 'card-icon-heart']));
}

test('the cards draw their icons on the home page, in the search after a click, and on an agency page', async ({ page }) => {
  await page.goto('/');
  await expectDrawnIcons(page);

  // A client-side navigation keeps the document: the search's cards find the same symbols.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('link', { name: 'Ver todos os imóveis' }).click();
  await expect(page).toHaveURL(/\/buscar$/);
  await expectDrawnIcons(page);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.goto('/casa-paulista-imoveis');
  await expectDrawnIcons(page);
});

test('the cards the browser renders (nearby listings) draw their icons too', async ({ browser }) => {
  const { latitude, longitude } = await firstPublicListing();
  const context = await browser.newContext({ geolocation: { latitude, longitude }, permissions: ['geolocation'], locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/imoveis-proximos');
  await expect(page.getByTestId('nearby-success')).toBeVisible();
  await expectDrawnIcons(page);
  await context.close();
});
