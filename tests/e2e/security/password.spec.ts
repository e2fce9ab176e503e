import { expect, test } from '../support';
import { createUser, passwordSignInWorks, pt, signInOnLoginPage } from '../auth/helpers';

// /recuperar-senha/redefinir-senha sets a new password without the current one, so only a session the recovery
// link made (recently) gets its form; resetPasswordAction refuses everyone else (tests/integration/security/
// password-reset.test.ts calls it directly). The recovery link's own path is in tests/e2e/auth/password.spec.ts.

test('a password-signed-in session is asked for a recovery link instead of getting the reset form', async ({ page }) => {
  const user = await createUser('cliente');
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);

  await page.goto('/recuperar-senha/redefinir-senha');
  await expect(page.getByTestId('reset-needs-link')).toContainText(pt.PasswordRecovery.resetNeedsLink);
  await expect(page.getByLabel(pt.ChangePassword.new, { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: pt.PasswordRecovery.resetNeedsLinkAction }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  expect(await passwordSignInWorks(user.email, user.password)).toBe(true);
});
