import { expect, test } from '../support';
import { createUser, pt, signInOnLoginPage } from '../auth/helpers';

// The sign-in limits as a person meets them on /login: wrong passwords lock that account for a while (with
// the catalogue's Portuguese message), and the same browser still signs in to another account. Each test
// is one client of its own: `next start` without a proxy takes the client's address from X-Forwarded-For
// (TRUSTED_PROXY_HOPS=0), so the test's attempts never spend the budget of the other tests' loopback client.

test.describe.configure({ timeout: 180_000 });

test('ten wrong passwords lock the account, not the site', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${10 + Math.floor(Math.random() * 200)}` });
  const victim = await createUser('cliente');
  const other = await createUser('proprietario');

  for (let i = 0; i < 10; i += 1) {
    await signInOnLoginPage(page, victim.email, `Errada#${i}x`);
    await expect(page.getByText(pt.AuthMessages.invalidCredentials).last()).toBeVisible();
  }
  // The right password now meets the account's lock, in Portuguese from the catalogue.
  await signInOnLoginPage(page, victim.email, victim.password);
  await expect(page.getByText(pt.AuthMessages.accountLocked)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The same browser signs in to another account.
  await signInOnLoginPage(page, other.email, other.password);
  await expect(page).toHaveURL(/\/dashboard-proprietario$/);
});
