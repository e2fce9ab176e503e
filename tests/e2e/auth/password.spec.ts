import { LOCAL_ANON_KEY } from '../../../lib/env';
import { expect, openWithScriptsHeld, test, testClient } from '../support';
import { clickEmailButton, fillNewPassword, resendEmail, createUser, latestMail, passwordSignInWorks, pt, signInOnLoginPage } from './helpers';

// Several sign-ins per test on a shared, busy machine: give each test room.
test.describe.configure({ timeout: 120_000 });

// /trocar-senha (current password checked on the server, other sessions signed out) and the recovery link.

test('change the password: the live checklist, a wrong current password, then the new one works and the old does not', async ({
  page,
}) => {
  const user = await createUser('cliente', { name: 'Clara Cliente' });
  // A second session of the same user, elsewhere.
  const other = testClient(LOCAL_ANON_KEY);
  const otherSignIn = await other.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(otherSignIn.error).toBeNull();

  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);
  await page.goto('/trocar-senha');
  const submit = page.getByRole('button', { name: pt.ChangePassword.submit, exact: true });
  const checklist = page.getByTestId('password-checklist');
  await expect(submit).toBeDisabled();

  // Typing before React has hydrated the form is not seen by the live checklist: type again until it is.
  await expect(async () => {
    await page.getByLabel(pt.ChangePassword.new, { exact: true }).fill('');
    await page.getByLabel(pt.ChangePassword.new, { exact: true }).fill('abc');
    await expect(checklist.locator('li[data-ok="true"]')).toHaveText([pt.ChangePassword.rules.lower], { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const newPassword = 'Nova#Senha9';
  await page.getByLabel(pt.ChangePassword.new, { exact: true }).fill(newPassword);
  await page.getByLabel(pt.ChangePassword.confirm, { exact: true }).fill('Nova#Senha8');
  await expect(checklist).toContainText(pt.ChangePassword.mismatch);
  await expect(submit).toBeDisabled();
  await page.getByLabel(pt.ChangePassword.confirm, { exact: true }).fill(newPassword);
  await expect(checklist).toContainText(pt.ChangePassword.match);
  await expect(submit).toBeDisabled(); // the current password is still empty

  await page.getByLabel(pt.ChangePassword.current, { exact: true }).fill('Errada#123');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(pt.ChangePassword.wrongCurrentTitle)).toBeVisible();
  expect(await passwordSignInWorks(user.email, user.password)).toBe(true);

  await page.getByLabel(pt.ChangePassword.current, { exact: true }).fill(user.password);
  await submit.click();
  await expect(page.getByText(pt.ChangePassword.successTitle)).toBeVisible();

  expect(await passwordSignInWorks(user.email, newPassword)).toBe(true);
  expect(await passwordSignInWorks(user.email, user.password)).toBe(false);

  // This session stays; the other one was signed out (its refresh token is revoked; its access token
  // lives until it expires, as with any Supabase session).
  await page.goto('/minha-conta');
  await expect(page).toHaveURL(/\/minha-conta$/);
  const refreshed = await other.auth.refreshSession();
  expect(refreshed.error).not.toBeNull();

  await page.context().clearCookies();
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page.getByText(pt.AuthMessages.invalidCredentials)).toBeVisible();
  await signInOnLoginPage(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);
});

test('password recovery: the e-mail button opens the new-password form, the new password signs in; the used button offers a new e-mail', async ({ page }) => {
  const user = await createUser('proprietario');
  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: pt.Login.forgot }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await page.getByLabel(pt.PasswordRecovery.email).fill(user.email);
  await page.getByRole('button', { name: pt.PasswordRecovery.submit }).click();
  await expect(page.getByText(pt.PasswordRecovery.sentTitle)).toBeVisible();

  const mail = await latestMail(user.email, /senha/i);
  expect(mail.subject).toBe('Redefina sua senha do Lar');
  await clickEmailButton(page, mail, 'Criar nova senha');
  await expect(page).toHaveURL(/\/recuperar-senha\/redefinir-senha$/);
  const newPassword = 'Recuperada#77';
  const submit = page.getByRole('button', { name: pt.PasswordRecovery.resetSubmit });
  await expect(submit).toBeDisabled(); // until the checklist passes
  await fillNewPassword(page, newPassword);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard-proprietario$/);
  expect(await passwordSignInWorks(user.email, user.password)).toBe(false);

  // Signed out, the new password opens the account from the sign-in form.
  await page.context().clearCookies();
  await signInOnLoginPage(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard-proprietario$/);

  // The button is single use: used again, it says so and offers a new e-mail, whose button works.
  await page.context().clearCookies();
  await clickEmailButton(page, mail, 'Criar nova senha');
  await expect(page).toHaveURL(/\/link-expirado\?tipo=senha$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.EmailLink.expiredTitle);
  await expect(page.getByText(pt.EmailLink.expired.senha)).toBeVisible();
  await resendEmail(page, user.email);
  await clickEmailButton(page, await latestMail(user.email, /senha/i, 2), 'Criar nova senha');
  await expect(page).toHaveURL(/\/recuperar-senha\/redefinir-senha$/);
  await expect(page.getByLabel(pt.ChangePassword.new, { exact: true })).toBeVisible();
});

test('a new password typed before the page has hydrated (a slow phone, a password manager) is seen: the checklist agrees and the form is sent', async ({
  page,
}) => {
  const user = await createUser('cliente');
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);

  // The page's scripts held back: what is typed lands in the server-rendered form.
  const release = await openWithScriptsHeld(page, '/trocar-senha');
  const newPassword = 'Antes#Hidrata7';
  await page.getByLabel(pt.ChangePassword.current, { exact: true }).pressSequentially(user.password);
  await page.getByLabel(pt.ChangePassword.new, { exact: true }).pressSequentially(newPassword);
  await page.getByLabel(pt.ChangePassword.confirm, { exact: true }).pressSequentially(newPassword);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  const checklist = page.getByTestId('password-checklist');
  await expect(checklist).toContainText(pt.ChangePassword.match);
  await expect(checklist.locator('li[data-ok="true"]')).toHaveCount(6);
  const submit = page.getByRole('button', { name: pt.ChangePassword.submit, exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(pt.ChangePassword.successTitle)).toBeVisible();
  expect(await passwordSignInWorks(user.email, newPassword)).toBe(true);
});
