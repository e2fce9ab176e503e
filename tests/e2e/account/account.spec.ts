import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { insertListing } from '../../fixtures/listings/insert';
import { clickEmailButton, createUser, latestMail, mailsTo, passwordSignInWorks, pt, signInOnLoginPage, uniqueEmail } from '../auth/helpers';
import { clickUntilVisible, expect, messages, test, testClient } from '../support';
import { admin, openBell, randomVisitDay, signIn } from '../visits/helpers';

// Issue #24: /perfil–/minha-conta, /configuracoes and the LGPD rights, each test with its own users.
test.describe.configure({ timeout: 150_000 });

const en = messages('en');

/** A client's own API session (for the other side's moves, which are not under test here). */
async function clientApi(email: string) {
  const db = testClient(LOCAL_ANON_KEY);
  expect((await db.auth.signInWithPassword({ email, password: 'Lar@12345' })).error).toBeNull();
  return db;
}

async function ownListing(ownerId: string, title: string) {
  return insertListing(admin(), { owner_id: ownerId, title, transaction: 'venda', price: 500000 });
}

test('a client edits the profile (a wrong CPF is refused) and changes the e-mail through the mailbox', async ({ page }) => {
  const user = await createUser('cliente', { name: 'Clara Perfil' });
  await signInOnLoginPage(page, user.email, user.password, '?next=%2Fperfil');
  await expect(page).toHaveURL(/\/perfil$/);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: pt.MyAccount.edit }).click();
  await main.getByLabel(pt.ProfileScreen.cpf).fill('52998224724');
  await expect(main.getByLabel(pt.ProfileScreen.cpf)).toHaveValue('529.982.247-24');
  await main.getByRole('button', { name: pt.MyAccount.save }).click();
  await expect(main.getByText(pt.AuthValidation.cpf)).toBeVisible();
  await main.getByLabel(pt.ProfileScreen.cpf).fill('52998224725');
  await main.getByLabel(pt.MyAccount.zipCode).fill('01310100');
  await expect(main.getByLabel(pt.MyAccount.zipCode)).toHaveValue('01310-100');
  await main.getByRole('button', { name: pt.MyAccount.save }).click();
  await expect(page.getByText(pt.MyAccount.successTitle)).toBeVisible();
  await expect(main.getByText('529.982.247-25')).toBeVisible();

  const newEmail = uniqueEmail('novo');
  await main.getByRole('button', { name: pt.ProfileScreen.changeEmail }).click();
  await main.getByLabel(pt.ProfileScreen.newEmail).fill(newEmail);
  await main.getByRole('button', { name: pt.ProfileScreen.sendLink }).click();
  await expect(main.getByRole('status')).toContainText(newEmail);
  await clickEmailButton(page, await latestMail(newEmail), 'Confirmar alteração de e-mail');
  await clickEmailButton(page, await latestMail(user.email), 'Confirmar alteração de e-mail');
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
  expect(await passwordSignInWorks(newEmail, user.password)).toBe(true);
});

test('e-mail notifications off: a visit request reaches the bell, not the mailbox', async ({ page, context, baseURL }) => {
  const owner = await createUser('proprietario', { name: 'Dono Sem Email' });
  const client = await createUser('cliente', { name: 'Cliente Visita' });
  const title = `Casa sem e-mail ${Date.now().toString(36)}`;
  const listing = await ownListing(owner.id, title);
  await signIn(context, baseURL!, owner.email);
  await page.goto('/configuracoes');
  const box = page.getByRole('checkbox', { name: pt.AccountSettings.emailNotifications });
  await expect(box).toBeChecked();
  await box.click();
  await page.getByRole('button', { name: pt.AccountSettings.save }).click();
  await expect(page.getByText(pt.AccountSettings.successTitle)).toBeVisible();

  const db = await clientApi(client.email);
  const visit = await db.rpc('request_visit', { property_id: listing, visit_date: randomVisitDay(), visit_time: '10:00' });
  expect(visit.error).toBeNull();
  await page.goto('/');
  const menu = await openBell(page);
  await expect(menu.getByText(title).first()).toBeVisible();
  expect(await mailsTo(owner.email)).toEqual([]);
});

test('dark mode and English stay with the account across sign-out and sign-in', async ({ page, context }) => {
  const user = await createUser('cliente', { name: 'Tema Escuro' });
  await signInOnLoginPage(page, user.email, user.password, '?next=%2Fconfiguracoes');
  await expect(page).toHaveURL(/\/configuracoes$/);
  const main = page.getByRole('main');
  await main.getByLabel(pt.AccountSettings.theme, { exact: true }).selectOption('dark');
  await main.getByLabel(pt.AccountSettings.language, { exact: true }).selectOption('en');
  await main.getByRole('button', { name: pt.AccountSettings.save }).click();
  await expect(page).toHaveURL(/\/en\/configuracoes$/);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('heading', { name: en.AccountSettings.title })).toBeVisible();

  // Another browser, as after signing out: nothing of the choice is left in cookies.
  await context.clearCookies();
  await signInOnLoginPage(page, user.email, user.password, '?next=%2Fminha-conta');
  await expect(page).toHaveURL(/\/en\/minha-conta$/);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('heading', { name: en.MyAccount.title })).toBeVisible();
});

test('export: "Baixar meus dados" downloads a JSON with the user’s visit', async ({ page, context, baseURL }) => {
  const owner = await createUser('proprietario', { name: 'Dono Export' });
  const user = await createUser('cliente', { name: 'Cliente Export' });
  const title = `Apartamento exportado ${Date.now().toString(36)}`;
  const listing = await ownListing(owner.id, title);
  const db = await clientApi(user.email);
  expect((await db.rpc('request_visit', { property_id: listing, visit_date: randomVisitDay(), visit_time: '11:00' })).error).toBeNull();
  await signIn(context, baseURL!, user.email);
  await page.goto('/minha-conta');
  // A click that lands before React has hydrated the page starts nothing (a person clicks again).
  const exportButton = page.getByRole('button', { name: pt.AccountPrivacy.export });
  let download: Download | undefined;
  await expect(async () => {
    [download] = await Promise.all([page.waitForEvent('download', { timeout: 8_000 }), exportButton.click()]);
  }).toPass({ timeout: 60_000 });
  if (!download) throw new Error('no download');
  expect(download.suggestedFilename()).toMatch(/^lar-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { id: string }; visits: { property_id: number; property_title: string }[] };
  expect(doc.profile.id).toBe(user.id);
  expect(doc.visits).toEqual([expect.objectContaining({ property_id: listing, property_title: title })]);
});

test('delete: the password is asked again; then sign-in is refused and the owner keeps the proposal, anonymised', async ({ page, context, baseURL }) => {
  const owner = await createUser('proprietario', { name: 'Dono Proposta' });
  const user = await createUser('cliente', { name: 'Cliente Que Sai' });
  const listing = await ownListing(owner.id, `Casa da proposta ${Date.now().toString(36)}`);
  const db = await clientApi(user.email);
  const made = await db.rpc('make_proposal', { property_id: listing, amount: 480000, payment_method: 'vista', confirmed: true });
  expect(made.error).toBeNull();
  const proposalId = (made.data as { id: number }).id;

  await signIn(context, baseURL!, user.email);
  await page.goto('/minha-conta');
  // A click that lands before React has hydrated the page is lost (a person clicks again).
  const dialog = page.getByRole('dialog');
  await clickUntilVisible(page.getByRole('button', { name: pt.AccountPrivacy.delete }), dialog);
  await dialog.getByLabel(pt.AccountPrivacy.password).fill('senha-errada');
  await dialog.getByRole('button', { name: pt.AccountPrivacy.confirm }).click();
  await expect(dialog.getByText(pt.AccountPrivacy.wrongPassword)).toBeVisible();
  await dialog.getByLabel(pt.AccountPrivacy.password).fill(user.password);
  await dialog.getByRole('button', { name: pt.AccountPrivacy.confirm }).click();
  await expect(page.getByText(pt.AccountPrivacy.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  expect(await passwordSignInWorks(user.email, user.password)).toBe(false);
  const ownerDb = await clientApi(owner.email);
  const kept = await ownerDb.from('proposals').select('id, client_id, client_name, client_email, amount').eq('id', proposalId);
  expect(kept.data).toEqual([{ id: proposalId, client_id: null, client_name: 'Conta excluída', client_email: null, amount: 480000 }]);
});
