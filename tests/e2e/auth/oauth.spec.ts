import { expect, test } from '../support';
import { pt, uniqueEmail } from './helpers';

// Several sign-ins per test on a shared, busy machine: give each test room.
test.describe.configure({ timeout: 120_000 });

// Google/Facebook through the local stack's consent page (PKCE code → app/auth/callback → /).

test('Google: the consent page, the callback and back to / signed in', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: pt.Login.google }).click();
  await page.waitForURL(/\/auth\/v1\/authorize/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill('Gabriel Google');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: /Olá, Gabriel/ })).toBeVisible();
});

test('Facebook: refusing on the consent page shows the error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: pt.Login.facebook }).click();
  await page.waitForURL(/\/auth\/v1\/authorize/);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/login\?oauth_error=facebook/);
  await expect(page.getByText(pt.AuthMessages.facebookErrorTitle)).toBeVisible();
});
