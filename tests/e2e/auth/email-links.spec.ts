import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { expect, test, testClient } from '../support';
import { clickEmailButton, resendEmail, createUser, emailCode, latestMail, passwordSignInWorks, pt, signInOnLoginPage, uniqueEmail } from './helpers';

// Issue #23: the e-mail links as a person meets them, each e-mail opened and its button — its first link —
// clicked: on the phone instead of the computer, twice, after a newer e-mail replaced it, by its code, and
// the link of Supabase's own default e-mail (what a hosted project sends until the templates are pushed).

test.describe.configure({ timeout: 120_000 });

const BASE = () => process.env.E2E_BASE_URL ?? 'http://localhost:3100';

async function signUpAsCliente(page: Page, email: string) {
  await page.goto('/login?tab=cadastrar');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: new RegExp(`^${pt.Register.types.cliente}`) }).click();
  await main.getByLabel(pt.Register.name).fill('Ana Souza');
  await main.getByLabel(pt.Register.email).fill(email);
  await main.getByLabel(pt.Register.password, { exact: true }).fill('Segredo@1');
  await main.getByLabel(pt.Register.confirmPassword, { exact: true }).fill('Segredo@1');
  await main.getByRole('button', { name: pt.Register.submit, exact: true }).click();
  await expect(page.getByRole('dialog', { name: pt.ConfirmEmail.title })).toContainText(email);
}

async function completeProfile(page: Page) {
  await expect(page).toHaveURL(/\/completar-cadastro$/);
  await expect(page.getByLabel(pt.CompleteProfile.name)).toHaveValue('Ana Souza');
  await page.getByLabel(pt.CompleteProfile.phone, { exact: true }).fill('11987654321');
  await page.getByLabel(pt.CompleteProfile.cpf).fill('52998224725');
  await page.getByLabel(pt.CompleteProfile.city).fill('São Paulo');
  await page.getByLabel(pt.CompleteProfile.state).selectOption('SP');
  await page.getByLabel(pt.CompleteProfile.zipCode).fill('01310100');
  await page.getByRole('button', { name: pt.CompleteProfile.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard-cliente$/);
  await expect(page.getByRole('button', { name: /Olá, Ana/ })).toBeVisible();
}

test('signed up on the computer, the button opened on the phone signs in there and leads home', async ({ page, browser }) => {
  const email = uniqueEmail('phone');
  await signUpAsCliente(page, email);
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  try {
    const phonePage = await phone.newPage();
    await clickEmailButton(phonePage, await latestMail(email), 'Confirmar e-mail');
    await completeProfile(phonePage);
  } finally {
    await phone.close();
  }
  // On the computer, the same e-mail's button has been used: the page says so; the account signs in.
  await clickEmailButton(page, await latestMail(email), 'Confirmar e-mail');
  await expect(page).toHaveURL(/\/link-expirado\?tipo=cadastro$/);
  await expect(page.getByText(pt.EmailLink.expired.cadastro)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: pt.EmailLink.signIn }).click();
  await signInOnLoginPage(page, email, 'Segredo@1');
  await expect(page).toHaveURL(/\/dashboard-cliente$/);
});

test("Supabase's default e-mail: its link works in the same browser; on another device it says the e-mail is confirmed, with the sign-in form", async ({ page, browser }) => {
  for (const device of ['same', 'other'] as const) {
    const email = uniqueEmail(`default-${device}`);
    await signUpAsCliente(page, email);
    // The e-mail a project without our templates sends: Supabase's own, whose only link is {{ .ConfirmationURL }}.
    const defaultEmail = `<h2>Confirm your email address</h2><p><a href="${(await latestMail(email)).links[0].replace(/&/g, '&amp;')}">Confirm email address</a></p>`;
    if (device === 'same') {
      await clickEmailButton(page, { html: defaultEmail }, 'Confirm email address');
      await completeProfile(page);
      await page.context().clearCookies();
      continue;
    }
    const other = await browser.newContext({ locale: 'pt-BR' });
    try {
      const otherPage = await other.newPage();
      await clickEmailButton(otherPage, { html: defaultEmail }, 'Confirm email address');
      await expect(otherPage).toHaveURL(/\/email-confirmado\?tipo=cadastro$/);
      await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(pt.EmailLink.confirmed.cadastro.title);
      const main = otherPage.getByRole('main');
      // Typed and sent again if the first click came before React took the form over.
      await expect(async () => {
        await main.getByLabel(pt.Login.email, { exact: true }).fill(email);
        await main.getByLabel(pt.Login.password, { exact: true }).fill('Segredo@1');
        await main.getByRole('button', { name: pt.Login.submit, exact: true }).click();
        await expect(otherPage).toHaveURL(/\/completar-cadastro$/, { timeout: 5_000 });
      }).toPass({ timeout: 40_000 });
      await completeProfile(otherPage);
    } finally {
      await other.close();
    }
  }
});

test('the button of an older e-mail, replaced by a newer one, offers a new e-mail whose button works', async ({ page }) => {
  const email = uniqueEmail('older');
  await signUpAsCliente(page, email);
  const older = await latestMail(email);
  // Signing up again with the same address sends a new confirmation, which replaces the first.
  await page.getByRole('dialog').getByRole('button', { name: pt.ConfirmEmail.close }).click();
  await signUpAsCliente(page, email);
  await latestMail(email, undefined, 2);

  await clickEmailButton(page, older, 'Confirmar e-mail');
  await expect(page).toHaveURL(/\/link-expirado\?tipo=cadastro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.EmailLink.expiredTitle);
  await resendEmail(page, email);
  await clickEmailButton(page, await latestMail(email, undefined, 3), 'Confirmar e-mail');
  await completeProfile(page);
});

test('the code of the e-mail, typed in the sign-up dialog, does what the button does; a wrong one says so', async ({ page }) => {
  const email = uniqueEmail('code');
  await signUpAsCliente(page, email);
  const code = emailCode(await latestMail(email));
  const dialog = page.getByRole('dialog', { name: pt.ConfirmEmail.title });
  const field = dialog.getByLabel(pt.ConfirmEmail.codeLabel);
  await field.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: pt.ConfirmEmail.codeSubmit }).click();
  await expect(dialog.getByText(pt.ConfirmEmail.codeInvalid)).toBeVisible();
  await field.fill(code);
  await dialog.getByRole('button', { name: pt.ConfirmEmail.codeSubmit }).click();
  await completeProfile(page);
});

test('e-mail change: the button to the new address asks for the other, the other confirms the new address', async ({ page }) => {
  const user = await createUser('cliente', { name: 'Carla Troca' });
  const newEmail = uniqueEmail('new-address');
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);
  // The app has no screen to change the e-mail yet (spec: 'O e-mail não pode ser alterado'); the change is
  // asked through the API, with the redirect the app's own links use.
  const client = testClient(LOCAL_ANON_KEY);
  expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  const redirect = `${BASE()}/auth/callback?next=%2Fminha-conta&link=email_change`;
  expect((await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: redirect })).error).toBeNull();

  const toNew = await latestMail(newEmail);
  expect(toNew.subject).toBe('Confirme a alteração de e-mail no Lar');
  await clickEmailButton(page, toNew, 'Confirmar alteração de e-mail');
  await expect(page).toHaveURL(/\/email-confirmado\?tipo=email-parcial$/);
  await expect(page.getByText(pt.EmailLink.confirmed.emailPartial.description)).toBeVisible();

  await clickEmailButton(page, await latestMail(user.email), 'Confirmar alteração de e-mail');
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
  expect(await passwordSignInWorks(newEmail, user.password)).toBe(true);
  expect(await passwordSignInWorks(user.email, user.password)).toBe(false);
});
