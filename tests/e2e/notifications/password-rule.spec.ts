import { expect, messages, test } from '../support';

// Issue #39: one password rule. Sign-up refuses 'abc12345' (no upper case, no symbol) and shows the same live
// checklist /trocar-senha and the recovery page show (components/auth/password-checklist.tsx).

const m = messages('pt-BR');

test('sign-up refuses abc12345 with the /trocar-senha checklist', async ({ page }) => {
  await page.goto('/login?tab=cadastrar');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: new RegExp(`^${m.Register.types.cliente}`) }).click();
  await main.getByLabel(m.Register.name).fill('Senha Fraca');
  await main.getByLabel(m.Register.email).fill(`fraca-${Date.now().toString(36)}@lar.dev`);
  await main.getByLabel(m.Register.password, { exact: true }).fill('abc12345');
  await main.getByLabel(m.Register.confirmPassword, { exact: true }).fill('abc12345');
  const checklist = main.getByTestId('password-checklist');
  const rules = m.ChangePassword.rules;
  await expect(checklist.getByRole('listitem')).toHaveText([rules.length, rules.upper, rules.lower, rules.digit, rules.special, m.ChangePassword.match]);
  await expect(checklist.getByRole('listitem').filter({ hasText: rules.upper })).toHaveAttribute('data-ok', 'false');
  await expect(checklist.getByRole('listitem').filter({ hasText: rules.special })).toHaveAttribute('data-ok', 'false');
  await expect(checklist.getByRole('listitem').filter({ hasText: rules.length })).toHaveAttribute('data-ok', 'true');
  await main.getByRole('button', { name: m.Register.submit, exact: true }).click();
  await expect(main.getByText(m.AuthValidation.passwordWeak).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: m.ConfirmEmail.title })).toHaveCount(0);
});
