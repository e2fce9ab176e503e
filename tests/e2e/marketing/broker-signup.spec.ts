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

test('while its code loads, the sign-up card shows the same fields in the same place, so nothing shifts', async ({ browser }) => {
  // The form hydrates from its own chunk after the page, and React reveals it up to 300 ms after the first paint
  // (issue #21). Until then the card holds an inert copy of the fields. Without JavaScript that copy is all there is
  // (with a line saying why, above it); with it, the working form takes exactly its size.
  for (const width of [360, 1280]) {
    const viewport = { width, height: 900 };
    const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport });
    const before = await scriptless.newPage();
    await before.goto('/sou-corretor');
    const placeholder = before.locator('#cadastro form');
    await expect(placeholder).toHaveAttribute('inert', '');
    await expect(placeholder.getByText(b.firstName, { exact: true })).toBeVisible();
    // Playwright's switch only stops scripts (a browser with them off would show <noscript>): read its DOM text.
    expect(await before.locator('#cadastro noscript').textContent()).toBe(b.needsScript);
    await before.evaluate(() => document.fonts.ready);
    const placeholderBox = await placeholder.boundingBox();

    const scripted = await browser.newContext({ viewport });
    const after = await scripted.newPage();
    await after.goto('/sou-corretor');
    const form = after.locator('#cadastro form');
    await expect(form.getByRole('button', { name: b.submit })).toBeEnabled();
    await expect(form).not.toHaveAttribute('inert');
    await after.evaluate(() => document.fonts.ready);
    const formBox = await form.boundingBox();

    expect(placeholderBox && formBox).toBeTruthy();
    expect(Math.abs(formBox!.height - placeholderBox!.height)).toBeLessThan(1);
    expect(formBox!.width).toBeCloseTo(placeholderBox!.width, 0);
    await scriptless.close();
    await scripted.close();
  }
});
