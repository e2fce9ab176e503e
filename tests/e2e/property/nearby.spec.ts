import { clickUntilVisible, expect, firstPublicListing, messages, test } from '../support';
import { createUser, signInOnLoginPage } from '../auth/helpers';

const m = messages('pt-BR');

test('with geolocation granted, listings are sorted by distance and the map toggles', async ({ browser }) => {
  const { latitude, longitude } = await firstPublicListing();
  const context = await browser.newContext({ geolocation: { latitude, longitude }, permissions: ['geolocation'], locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/imoveis-proximos');
  await expect(page.getByTestId('nearby-success')).toBeVisible();
  await expect(page.getByTestId('nearby-success')).toContainText('Localização encontrada!');

  const items = page.getByTestId('nearby-list').locator(':scope > li');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  const distances = await items.evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-distance'))));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // The nearest is the seeded listing itself (a few metres at most): shown in metres.
  await expect(page.getByTestId('nearby-distance').first()).toHaveText(/^a \d+ m$/);
  const far = distances.find((d) => d >= 1000);
  if (far !== undefined) {
    const label = (far / 1000).toFixed(1).replace('.', ',');
    await expect(page.getByTestId('nearby-distance').nth(distances.indexOf(far))).toHaveText(`a ${label} km`);
  }

  // Signed out, a card's heart opens the sign-in dialog.
  await clickUntilVisible(items.first().locator('button.card-heart'), page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: m.NearbyPage.map }).click();
  const map = page.getByTestId('nearby-map');
  await expect(map).toBeVisible();
  expect((await map.boundingBox())!.height).toBe(600);
  await page.getByRole('button', { name: m.NearbyPage.list }).click();
  await expect(page.getByTestId('nearby-list')).toBeVisible();
  await context.close();
});

test('with geolocation denied, the message and "Tentar Novamente" show; granting and retrying works', async ({ browser }) => {
  const { latitude, longitude } = await firstPublicListing();
  const context = await browser.newContext({ geolocation: { latitude, longitude }, permissions: [], locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/imoveis-proximos');
  await expect(page.getByTestId('nearby-error')).toContainText(m.NearbyPage.denied);
  const retry = page.getByRole('button', { name: m.NearbyPage.retry });
  await expect(retry).toBeVisible();

  await context.grantPermissions(['geolocation']);
  await retry.click();
  await expect(page.getByTestId('nearby-success')).toBeVisible();
  await context.close();
});

test("signed in, a saved listing's heart is filled in the nearby list, after a reload too", async ({ browser }) => {
  const { id, latitude, longitude } = await firstPublicListing();
  const user = await createUser('cliente');
  const context = await browser.newContext({ geolocation: { latitude, longitude }, permissions: ['geolocation'], locale: 'pt-BR' });
  const page = await context.newPage();
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);

  await page.goto('/imoveis-proximos');
  const heart = page.getByTestId('nearby-list').locator(`[data-property-id="${id}"]`).getByTestId('favorite-toggle');
  // The list asks the server which of its listings this person saved: none yet.
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(m.FavoriteButton.added)).toBeVisible();

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});
