import { expect, test } from '../support';
import { clickEmailButton, createUser, latestMail, pt, signInOnLoginPage, uniqueEmail } from './helpers';

// Several sign-ins per test on a shared, busy machine: give each test room.
test.describe.configure({ timeout: 120_000 });

// Sign-up of each role end to end: the form, the confirmation e-mail in the local mailbox (rendered from
// supabase/templates), its button — the first link of the e-mail, through app/auth/confirm — the profile
// completion and the role's home.

const homes = {
  cliente: '/dashboard-cliente',
  proprietario: '/dashboard-proprietario',
  corretor: '/dashboard-corretor',
} as const;

for (const role of ['cliente', 'proprietario', 'corretor'] as const) {
  test(`${role}: sign up, confirm by e-mail, complete the profile, land on the role's home`, async ({ page }) => {
    const email = uniqueEmail(role);
    await page.goto('/login?tab=cadastrar');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: new RegExp(`^${pt.Register.types[role]}`) }).click();
    await main.getByLabel(pt.Register.name).fill('Ana Souza');
    // The phone is optional at sign-up; without it the completion page asks for it (spec §4).
    await main.getByLabel(pt.Register.phone).fill('1198');
    await expect(main.getByLabel(pt.Register.phone)).toHaveValue('(11) 98');
    await main.getByLabel(pt.Register.phone).fill('');
    await main.getByLabel(pt.Register.email).fill(email);
    await main.getByLabel(pt.Register.password, { exact: true }).fill('Segredo@1');
    await main.getByLabel(pt.Register.confirmPassword, { exact: true }).fill('Segredo@1');
    await main.getByRole('button', { name: pt.Register.submit, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: pt.ConfirmEmail.title });
    await expect(dialog).toContainText(email);
    await expect(page.getByText(pt.AuthMessages.signUpSuccessTitle)).toBeVisible();
    await dialog.getByRole('button', { name: pt.ConfirmEmail.close }).click();
    await expect(dialog).toBeHidden();

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirme seu cadastro no Lar');
    await clickEmailButton(page, mail, 'Confirmar e-mail');
    await expect(page).toHaveURL(/\/completar-cadastro$/);
    await expect(page.getByLabel(pt.CompleteProfile.name)).toHaveValue('Ana Souza');
    await page.getByRole('button', { name: pt.CompleteProfile.submit, exact: true }).click();
    await expect(page.getByText(pt.CompleteProfile.required)).toBeVisible();
    await page.getByLabel(pt.CompleteProfile.phone, { exact: true }).fill('11987654321');
    await expect(page.getByLabel(pt.CompleteProfile.phone, { exact: true })).toHaveValue('(11) 98765-4321');
    await page.getByLabel(pt.CompleteProfile.cpf).fill('11111111111');
    await expect(page.getByLabel(pt.CompleteProfile.cpf)).toHaveValue('111.111.111-11');
    await page.getByRole('button', { name: pt.CompleteProfile.submit, exact: true }).click();
    await expect(page.getByText(pt.CompleteProfile.cpfTitle)).toBeVisible();
    await page.getByLabel(pt.CompleteProfile.cpf).fill('52998224725');
    await page.getByLabel(pt.CompleteProfile.city).fill('São Paulo');
    await page.getByLabel(pt.CompleteProfile.state).selectOption('SP');
    await page.getByLabel(pt.CompleteProfile.zipCode).fill('01310100');
    await page.getByRole('button', { name: pt.CompleteProfile.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${homes[role]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo, Ana!');
    await expect(page.getByRole('button', { name: /Olá, Ana/ })).toBeVisible();
  });
}

test('imobiliaria: short sign-up, confirm, the two-step completion with an alphanumeric CNPJ, /dashboard', async ({ page }) => {
  const email = uniqueEmail('agency');
  await page.goto('/login?tab=cadastrar');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: new RegExp(`^${pt.Register.types.imobiliaria}`) }).click();
  await expect(main.getByLabel(pt.Register.name)).toHaveCount(0);
  await main.getByLabel(pt.Register.email).fill(email);
  await main.getByLabel(pt.Register.password, { exact: true }).fill('Segredo@1');
  await main.getByRole('button', { name: pt.Register.submit, exact: true }).click();
  await expect(page.getByRole('dialog', { name: pt.ConfirmEmail.title })).toContainText(email);

  await clickEmailButton(page, await latestMail(email), 'Confirmar e-mail');
  await expect(page).toHaveURL(/\/completar-cadastro-imobiliaria$/);

  await expect(page.getByText('Etapa 1 de 2')).toBeVisible();
  await expect(page.getByLabel(pt.CompleteAgency.email)).toHaveValue(email);
  await expect(page.getByLabel(pt.CompleteAgency.email)).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: pt.CompleteAgency.next }).click();
  await expect(page.getByText(pt.CompleteAgency.requiredAll)).toBeVisible();
  const name = `Casa Nova ${Date.now()}`;
  await page.getByLabel(pt.CompleteAgency.name).fill(name);
  await page.getByLabel(pt.CompleteAgency.phone).fill('1133334444');
  await page.getByRole('button', { name: pt.CompleteAgency.next }).click();
  await expect(page.getByText('Etapa 2 de 2')).toBeVisible();
  await page.getByRole('button', { name: pt.CompleteAgency.back }).click();
  await expect(page.getByLabel(pt.CompleteAgency.name)).toHaveValue(name);
  await page.getByRole('button', { name: pt.CompleteAgency.next }).click();

  await page.getByLabel(pt.CompleteAgency.cnpj).fill('12abc34501de36');
  await expect(page.getByLabel(pt.CompleteAgency.cnpj)).toHaveValue('12.ABC.345/01DE-36');
  await page.getByLabel(pt.CompleteAgency.creci).fill('12345-J/SP');
  await page.getByLabel(pt.CompleteAgency.responsibleName).fill('Maria Souza');
  await page.getByLabel(pt.CompleteAgency.legalName).fill('Casa Nova Imóveis Ltda');
  await page.getByLabel(pt.CompleteAgency.address).fill('Rua Augusta, 100');
  await page.getByLabel(pt.CompleteAgency.city).fill('São Paulo');
  await page.getByLabel(pt.CompleteAgency.state).selectOption('SP');
  await page.getByLabel(pt.CompleteAgency.zipCode).fill('01304000');
  await page.getByRole('button', { name: pt.CompleteAgency.submit }).click();
  await expect(page.getByText(pt.CompleteAgency.cnpjTitle)).toBeVisible();
  await page.getByLabel(pt.CompleteAgency.cnpj).fill('12ABC34501DE35');
  await page.getByRole('button', { name: pt.CompleteAgency.submit }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(pt.CompleteAgency.successTitle)).toBeVisible();
  // The agency home greets the agency by its whole name, as the other homes greet a person ('Bem-vindo, …!').
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bem-vindo, ${name}!`);
  await expect(page.getByRole('button', { name: /Olá, Casa/ })).toBeVisible();
});

test('sign-up with an e-mail already registered says so', async ({ page }) => {
  const { email } = await createUser('cliente');
  await page.goto('/login?tab=cadastrar');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: new RegExp(`^${pt.Register.types.cliente}`) }).click();
  await main.getByLabel(pt.Register.name).fill('Outra Pessoa');
  await main.getByLabel(pt.Register.email).fill(email);
  await main.getByLabel(pt.Register.password, { exact: true }).fill('Segredo@1');
  await main.getByLabel(pt.Register.confirmPassword, { exact: true }).fill('Segredo@2');
  await main.getByRole('button', { name: pt.Register.submit, exact: true }).click();
  await expect(page.getByText(pt.AuthValidation.passwordMismatch).first()).toBeVisible();
  await main.getByLabel(pt.Register.confirmPassword, { exact: true }).fill('Segredo@1');
  await main.getByRole('button', { name: pt.Register.submit, exact: true }).click();
  await expect(page.getByText(pt.AuthMessages.alreadyRegisteredTitle)).toBeVisible();
  await expect(page.getByText(pt.AuthMessages.alreadyRegistered)).toBeVisible();
  await expect(page.getByRole('dialog', { name: pt.ConfirmEmail.title })).toHaveCount(0);
});

test('sign-in: wrong password and unconfirmed e-mail give their messages', async ({ page }) => {
  const { email } = await createUser('cliente');
  await signInOnLoginPage(page, email, 'senha-errada');
  await expect(page.getByText(pt.AuthMessages.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const unconfirmed = await createUser('cliente', { confirmed: false });
  await signInOnLoginPage(page, unconfirmed.email, unconfirmed.password);
  await expect(page.getByText(pt.AuthMessages.emailNotConfirmedTitle)).toBeVisible();
  await expect(page.getByText(pt.AuthMessages.emailNotConfirmed)).toBeVisible();
});
