import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { createUser, signInOnLoginPage } from '../auth/helpers';
import { clickUntilVisible, expect, messages, test, testClient } from '../support';

// The listing page made for the thumb (issue #40), at phone size: the bottom bar, the heart beside the
// title, Back closing the gallery, and the header's language switch with the amenities translated.
const pt = messages('pt-BR');
const en = messages('en');
const es = messages('es');

test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
test.describe.configure({ timeout: 60_000 });

/** A public rental with photos and a 24-hour doorman (a stored key), read as anon. */
async function rentalWithDoorman(): Promise<number> {
  const { data, error } = await testClient(LOCAL_ANON_KEY)
    .from('properties')
    .select('id, property_images!inner(id)')
    .eq('status', 'ativo')
    .eq('transaction', 'aluguel')
    .contains('condo_features', ['portaria_24h'])
    .order('id')
    .limit(1)
    .single();
  if (error) throw error;
  return data.id as number;
}

async function gotoListing(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('property-page')).toBeVisible();
}

test("the bottom bar stays in view to the page's end without covering it, and 'Agendar visita' opens the dialog", async ({ page }) => {
  const id = await rentalWithDoorman();
  await gotoListing(page, `/imovel/${id}`);
  const bar = page.getByTestId('listing-bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(pt.ListingBar.totalPerMonth);
  await expect(bar.getByTestId('bottom-bar-price')).toHaveText(/^R\$\s?[\d.]+$/);

  // To the very end (the footer renders lazily and grows once on screen: scroll until the height holds).
  let height = 0;
  await expect
    .poll(async () => {
      const h = await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      const stable = h === height;
      height = h;
      return stable;
    })
    .toBe(true);
  await expect(bar).toBeInViewport();
  // The last content (the footer's last line) ends above the bar.
  const barTop = (await bar.boundingBox())!.y;
  const lastBottom = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    const last = footer?.lastElementChild?.lastElementChild ?? footer;
    return last ? last.getBoundingClientRect().bottom : 0;
  });
  expect(lastBottom).toBeLessThanOrEqual(barTop + 1);

  // Signed out, the visit dialog asks to sign in first (as the price panel's 'Visitar').
  await clickUntilVisible(bar.getByRole('button', { name: pt.ListingBar.visit }), page.getByTestId('visit-dialog'));
  await expect(page.getByTestId('visit-dialog')).toContainText(pt.ListingRequests.signInVisit);
});

test('the heart beside the title favourites the listing, and its card agrees', async ({ page }) => {
  const id = await rentalWithDoorman();
  const user = await createUser('cliente', { name: 'Cliente Coração' });
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoListing(page, `/imovel/${id}`);

  const heart = page.getByTestId('property-page').locator('[data-slot=listing-actions]').getByTestId('favorite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(pt.FavoriteButton.added)).toBeVisible();

  await page.goto('/favoritos');
  const card = page.locator(`[data-testid=property-card][data-property-id="${id}"]`);
  await expect(card.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
});

test("the phone's Back closes the gallery and keeps the page where it was", async ({ page }) => {
  const id = await rentalWithDoorman();
  await page.goto('/buscar');
  await gotoListing(page, `/imovel/${id}`);
  await page.evaluate(() => window.scrollTo(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  await clickUntilVisible(page.getByTestId('gallery-open'), page.getByTestId('gallery-lightbox'));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('gallery-position')).toHaveText(/^2 de/);

  await page.goBack();
  await expect(page.getByTestId('gallery-lightbox')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/imovel/${id}$`));
  await expect(page.getByTestId('property-gallery').getByText(/^2 de/)).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);

  // Closing with × (not Back) leaves no extra history entry: Back then leaves the listing.
  await clickUntilVisible(page.getByTestId('gallery-open'), page.getByTestId('gallery-lightbox'));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('gallery-lightbox')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/buscar$/);
});

test('from a listing in /es the header menu switches to /en/imovel/{id} with the amenities in English', async ({ page }) => {
  const id = await rentalWithDoorman();
  await gotoListing(page, `/es/imovel/${id}`);
  await expect(page.getByTestId('property-page')).toContainText(es.Amenities.portaria_24h);

  await clickUntilVisible(page.getByRole('button', { name: es.Header.openMenu }), page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('link', { name: es.LocaleSwitcher.names.en }).click();
  await expect(page).toHaveURL(new RegExp(`/en/imovel/${id}$`));
  const listing = page.getByTestId('property-page');
  await expect(listing).toContainText(en.Amenities.portaria_24h);
  await expect(listing).not.toContainText(pt.Amenities.portaria_24h);
});
