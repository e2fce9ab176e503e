import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { expect, messages, test, testClient } from '../support';

const b = messages('pt-BR').BrokerSignup;

test('the broker sign-up card creates a corretor account with CRECI, city and experience', async ({ page }) => {
  const email = `corretor-${Date.now()}@example.com`;
  await page.goto('/sou-corretor');
  const card = page.locator('#cadastro');
  await card.getByRole('button', { name: b.submit }).click();
  await expect(card.getByText(b.errors.required).first()).toBeVisible();
  await card.getByLabel(b.firstName, { exact: true }).fill('Rafael');
  await card.getByLabel(b.lastName).fill('Lima');
  await card.getByLabel(b.email).fill(email);
  await card.getByLabel(b.phone).fill('(11) 98888-7777');
  await card.getByLabel(b.creci).fill('123456-F/SP');
  await card.getByLabel(b.city).fill('Campinas');
  await card.getByLabel(b.experience).selectOption('experiente');
  await card.getByLabel(b.password).fill('123');
  await card.getByRole('button', { name: b.submit }).click();
  await expect(card.getByText(b.errors.passwordShort)).toBeVisible();
  await card.getByLabel(b.password).fill('Segura@123');
  await card.getByRole('button', { name: b.submit }).click();
  await expect(card.getByRole('status')).toContainText(b.success.title);
  await expect(card.getByRole('status')).toContainText(email);

  const { data } = await testClient(LOCAL_SERVICE_ROLE_KEY)
    .from('profiles')
    .select('role, name, phone, creci, operating_city, experience')
    .eq('email', email)
    .single();
  expect(data).toEqual({
    role: 'corretor',
    name: 'Rafael Lima',
    phone: '(11) 98888-7777',
    creci: '123456-F/SP',
    operating_city: 'Campinas',
    experience: 'experiente',
  });
});
