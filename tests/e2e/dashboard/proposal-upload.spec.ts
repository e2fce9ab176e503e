import { expect, test } from '../support';
import { createUser } from '../auth/helpers';
import { admin, makeListing, pt, runTag, signInTo } from './helpers';

// /propostas/subir: a broker registers a client's proposal on one of their listings, stored for real
// through submit_proposal; bad input shows Portuguese messages and stores nothing; other roles are refused.

test.describe.configure({ timeout: 120_000 });

const P = pt.ProposalUpload;

async function proposalsBy(userId: string) {
  const { data, error } = await admin()
    .from('proposals')
    .select('id, property_id, client_name, client_email, client_phone, amount, payment_method, message, status')
    .eq('submitted_by', userId);
  expect(error).toBeNull();
  return data ?? [];
}

test('empty submit shows the field messages and stores nothing; a good submit is stored and announced', async ({ page }) => {
  const tag = runTag();
  const broker = await createUser('corretor', { name: `Rafa Corretor ${tag}` });
  const owner = await createUser('proprietario');
  const title = `Sobrado do teste ${tag}`;
  const propertyId = await makeListing({ owner_id: owner.id, broker_id: broker.id, title, price: 750000 });

  await signInTo(page, broker.email, broker.password, /\/dashboard-corretor$/);
  await page.goto('/propostas/subir');
  await expect(page.getByRole('heading', { level: 1, name: P.title })).toBeVisible();

  await page.getByRole('button', { name: P.submit }).click();
  for (const key of ['clientNameRequired', 'clientEmailRequired', 'clientPhoneRequired', 'propertyRequired', 'amountRequired', 'paymentMethodRequired'] as const) {
    await expect(page.getByText(P.errors[key])).toBeVisible();
  }
  await expect(page.getByLabel(P.clientName)).toHaveAttribute('aria-invalid', 'true');
  expect(await proposalsBy(broker.id)).toEqual([]);

  const email = `cliente.${tag}@example.com`;
  await page.getByLabel(P.clientName).fill(`Cliente ${tag}`);
  await page.getByLabel(P.clientEmail).fill(email);
  await page.getByLabel(P.clientPhone).fill('11987654321');
  await expect(page.getByLabel(P.clientPhone)).toHaveValue('(11) 98765-4321');
  await page.getByRole('combobox', { name: P.property }).selectOption(String(propertyId));
  await page.getByLabel(P.amount).pressSequentially('690000');
  await expect(page.getByLabel(P.amount)).toHaveValue('R$ 690.000');
  await page.getByRole('combobox', { name: P.paymentMethod }).selectOption('financiamento');
  await page.getByLabel(P.message).fill('Entrada de 30% e o restante financiado.');
  await page.getByRole('button', { name: P.submit }).click();

  await expect(page.getByText(P.success.title)).toBeVisible();
  await expect(page.getByText(P.success.description)).toBeVisible();
  await expect.poll(async () => (await proposalsBy(broker.id)).length).toBe(1);
  expect((await proposalsBy(broker.id))[0]).toMatchObject({
    property_id: propertyId,
    client_name: `Cliente ${tag}`,
    client_email: email,
    client_phone: '(11) 98765-4321',
    amount: 690000,
    payment_method: 'financiamento',
    message: 'Entrada de 30% e o restante financiado.',
    status: 'pendente',
  });
  // The owner is told.
  const { data: told } = await admin().from('notifications').select('body').eq('user_id', owner.id).eq('kind', 'proposta_recebida');
  expect(told?.some((n) => n.body.includes(`Cliente ${tag}`))).toBe(true);
  // The form is cleared for the next one.
  await expect(page.getByLabel(P.clientName)).toHaveValue('');
});

test('a bad e-mail or phone is refused with its message and nothing is stored', async ({ page }) => {
  const tag = runTag();
  const agency = await createUser('imobiliaria', { name: `Imobiliária ${tag}` });
  const propertyId = await makeListing({ owner_id: agency.id, agency_id: agency.id });
  await signInTo(page, agency.email, agency.password, /\/dashboard$/);
  await page.goto('/propostas/subir');
  await page.getByLabel(P.clientName).fill('Pessoa Teste');
  await page.getByLabel(P.clientEmail).fill('pessoa@');
  await page.getByLabel(P.clientPhone).fill('98765');
  await page.getByRole('combobox', { name: P.property }).selectOption(String(propertyId));
  await page.getByLabel(P.amount).fill('300000');
  await page.getByRole('combobox', { name: P.paymentMethod }).selectOption('vista');
  await page.getByRole('button', { name: P.submit }).click();
  await expect(page.getByText(P.errors.clientEmailInvalid)).toBeVisible();
  await expect(page.getByText(P.errors.clientPhoneInvalid)).toBeVisible();
  expect(await proposalsBy(agency.id)).toEqual([]);
});

test('a client or an owner opening /propostas/subir is sent to their own home', async ({ page, context }) => {
  for (const [role, home] of [
    ['cliente', /\/dashboard-cliente$/],
    ['proprietario', /\/dashboard-proprietario$/],
  ] as const) {
    const user = await createUser(role);
    await context.clearCookies();
    await signInTo(page, user.email, user.password, home);
    await page.goto('/propostas/subir');
    await expect(page, role).toHaveURL(home);
  }
});
