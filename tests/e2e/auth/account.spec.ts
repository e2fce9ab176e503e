import { expect, test } from '../support';
import { createUser, pt, signInOnLoginPage } from './helpers';

// Several sign-ins per test on a shared, busy machine: give each test room.
test.describe.configure({ timeout: 120_000 });

// /minha-conta: view, edit, cancel restores, save, read-only e-mail and role, avatar upload.

test('my account: edit, cancel, save and upload an avatar', async ({ page }) => {
  const user = await createUser('cliente', { name: 'Beatriz Lima' });
  await signInOnLoginPage(page, user.email, user.password, '?next=%2Fminha-conta');
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(page.getByText('Beatriz Lima')).toBeVisible();
  await expect(page.getByText(pt.Roles.cliente, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: pt.MyAccount.edit }).click();
  await expect(page.getByLabel(pt.MyAccount.email)).toBeDisabled();
  await expect(page.getByText(pt.ProfileScreen.emailHint)).toBeVisible();
  await expect(page.getByText(pt.MyAccount.roleHint)).toBeVisible();
  await page.getByLabel(pt.MyAccount.name).fill('Outro Nome');
  await page.getByRole('button', { name: pt.MyAccount.cancel }).click();
  await expect(page.getByText('Beatriz Lima')).toBeVisible();
  await page.getByRole('button', { name: pt.MyAccount.edit }).click();
  await expect(page.getByLabel(pt.MyAccount.name)).toHaveValue('Beatriz Lima');

  await page.getByLabel(pt.MyAccount.name).fill('Beatriz Souza Lima');
  await page.getByLabel(pt.MyAccount.city).fill('Campinas');
  await page.getByLabel(pt.MyAccount.state).selectOption('SP');
  await page.getByRole('button', { name: pt.MyAccount.save }).click();
  await expect(page.getByText(pt.MyAccount.successTitle)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Beatriz Souza Lima')).toBeVisible();
  await expect(page.getByText('Campinas')).toBeVisible();

  const file = {
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
  await page.locator('#avatar-file').setInputFiles(file);
  await expect(page.getByText(pt.MyAccount.avatarSuccess)).toBeVisible();
  const src = await page.getByTestId('avatar-image').getAttribute('src');
  expect(src).toContain(`/storage/v1/object/public/avatars/${user.id}/`);
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
});
