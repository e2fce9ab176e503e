import { clickUntilVisible, expect, test } from '../support';
import { createUser, pt, signInOnLoginPage } from './helpers';

// Several sign-ins per test on a shared, busy machine: give each test room.
test.describe.configure({ timeout: 120_000 });

// Private screens (spec §6), the role homes, the redirects after login (spec §2) and `next`.

test('signed out: client screens go to /, role homes to /login', async ({ page }) => {
  for (const path of ['/minha-conta', '/minhas-visitas', '/favoritos', '/propostas', '/completar-cadastro']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  for (const path of ['/dashboard', '/dashboard-cliente', '/dashboard-proprietario', '/dashboard-corretor']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
  await page.goto('/en/minha-conta');
  await expect(page).toHaveURL(/\/en$/);
});

test('login page: each role lands on its home, and a role home of another role sends to its own', async ({ page, context }) => {
  const cases = [
    ['cliente', '/dashboard-cliente', '/dashboard'],
    ['proprietario', '/dashboard-proprietario', '/dashboard-corretor'],
    ['corretor', '/dashboard-corretor', '/dashboard-cliente'],
    ['imobiliaria', '/dashboard', '/dashboard-proprietario'],
  ] as const;
  for (const [role, home, other] of cases) {
    const user = await createUser(role, { name: `Pessoa ${role}` });
    await context.clearCookies();
    await signInOnLoginPage(page, user.email, user.password);
    await expect(page, role).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByText(pt.AuthMessages.loginSuccessTitle)).toBeVisible();
    await page.goto(other);
    await expect(page, `${role} opening ${other}`).toHaveURL(new RegExp(`${home}$`));
  }
});

test('next is honoured for paths of the site only (no open redirect)', async ({ page, context }) => {
  const user = await createUser('cliente');
  await signInOnLoginPage(page, user.email, user.password, '?next=%2Fminha-conta');
  await expect(page).toHaveURL(/\/minha-conta$/);

  for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x']) {
    await context.clearCookies();
    await signInOnLoginPage(page, user.email, user.password, `?next=${encodeURIComponent(evil)}`);
    await expect(page, evil).toHaveURL(/\/dashboard-cliente$/);
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  }

  // The e-mail and OAuth routes refuse foreign targets too.
  const confirm = await page.request.get('/auth/confirm?token_hash=x&type=email&next=https://evil.example', {
    maxRedirects: 0,
  });
  expect(confirm.status()).toBe(303);
  expect(new URL(confirm.headers().location!, 'http://x').host).not.toBe('evil.example');
  expect(confirm.headers()['cache-control']).toContain('no-store');
});

test('the modal signs in where you are; the header shows the menu of the role and signs out', async ({ page }) => {
  const user = await createUser('proprietario', { name: 'Paula Prado' });
  await page.goto('/sobre-nos');
  await page.getByRole('banner').getByRole('button', { name: pt.AccountMenu.signIn }).click();
  const dialog = page.getByRole('dialog', { name: /Bem-vindo ao/ });
  await dialog.getByLabel(pt.Login.email).fill(user.email);
  await dialog.getByLabel(pt.Login.password, { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: pt.Login.submit, exact: true }).click();
  await expect(page.getByText(pt.AuthMessages.loginSuccessTitle)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sobre-nos$/);

  const menu = page.getByRole('button', { name: /Olá, Paula/ });
  await expect(menu).toContainText(pt.Roles.proprietario);
  await menu.click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([
    pt.AccountMenu.links.myAccount,
    pt.AccountMenu.links.myVisits,
    pt.AccountMenu.links.favorites,
    pt.AccountMenu.links.savedSearches,
    pt.AccountMenu.links.proposals,
    pt.AccountMenu.links.settings,
    pt.AccountMenu.signOut,
  ]);
  await page.getByRole('menuitem', { name: pt.AccountMenu.signOut }).click();
  await expect(page.getByText(pt.AuthMessages.logoutSuccessTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: pt.AccountMenu.signIn })).toBeVisible();
  await page.goto('/minha-conta');
  await expect(page).toHaveURL(/\/$/);
});

test('the agency from the modal goes to /dashboard and has the agency menu', async ({ page }) => {
  const user = await createUser('imobiliaria', { name: 'Imobiliária Centro' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: pt.AccountMenu.signIn }).click();
  const dialog = page.getByRole('dialog', { name: /Bem-vindo ao/ });
  await dialog.getByLabel(pt.Login.email).fill(user.email);
  await dialog.getByLabel(pt.Login.password, { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: pt.Login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Its profile has no CNPJ yet, so the two-step completion dialog opens on the dashboard.
  const completion = page.getByRole('dialog', { name: pt.CompleteAgency.title });
  await expect(completion).toBeVisible();
  await expect(completion.getByText('Etapa 1 de 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(completion).toBeHidden();
  await page.getByRole('button', { name: /Olá, Imobiliária/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    pt.AccountMenu.links.dashboard,
    pt.AccountMenu.links.myPage,
    pt.AccountMenu.links.finance,
    pt.AccountMenu.links.profile,
    pt.AccountMenu.links.settings,
    pt.AccountMenu.links.changePassword,
    pt.AccountMenu.signOut,
  ]);
});

test('mobile menu: signed-in block with the full name and Sair', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await createUser('corretor', { name: 'Carlos Corretor' });
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-corretor$/);
  const sheet = page.getByRole('dialog');
  // A tap that lands before React has hydrated the header opens nothing (a person taps again).
  await clickUntilVisible(page.getByRole('button', { name: pt.Header.openMenu, exact: true }), sheet);
  await expect(sheet.getByText('Carlos Corretor')).toBeVisible();
  await sheet.getByRole('button', { name: pt.AccountMenu.signOut }).click();
  await expect(page.getByText(pt.AuthMessages.logoutSuccessTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
