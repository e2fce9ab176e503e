import { expect, test } from '../support';
import { makeAgency, pt, PASSWORD } from '../team/helpers';
import { signInOnLoginPage } from '../auth/helpers';

// Issue #24: a new agency (its own account: the seeded one's plan is never touched) leaves the free
// evaluation for a paid plan, pays the first charge with the sandbox's 'Simular pagamento' (a signed webhook),
// sees it paid with a receipt, then buys signs.

const b = pt.Billing;

test('a new agency changes plan, pays the Pix charge in the sandbox, sees the receipt and buys signs', async ({ page }) => {
  const agency = await makeAgency(`fin-${Date.now().toString(36)}`);
  await signInOnLoginPage(page, agency.email, PASSWORD, '?next=/financeiro');
  await page.waitForURL(/\/financeiro$/);

  const card = page.getByTestId('plan-card');
  await expect(card.getByTestId('plan-name')).toHaveText('Avaliação gratuita');
  await expect(card.getByTestId('plan-status')).toHaveText(b.plan.status.avaliacao);

  await card.getByRole('button', { name: b.plan.choosePlan }).click();
  const dialog = page.getByRole('dialog', { name: b.manage.title });
  await expect(dialog).toContainText('R$ 319,90');
  await dialog.getByRole('button', { name: 'Escolher Semestral' }).click();
  await expect(dialog).toBeHidden();

  await expect(card.getByTestId('plan-name')).toHaveText('Semestral');
  await expect(card.getByTestId('plan-price')).toHaveText('R$ 559,90');
  await expect(card.getByRole('switch', { name: b.plan.autoRenew })).toHaveAttribute('aria-checked', 'true');

  const charge = page.getByTestId('open-charge');
  await expect(charge).toHaveCount(1);
  await expect(charge).toContainText('Plano Semestral — 1ª mensalidade');
  await expect(charge.getByRole('img', { name: /QR Code Pix/ })).toBeVisible();
  const code = await charge.getByLabel(b.charges.copyPaste).inputValue();
  expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406559\.905802BR.*6304[0-9A-F]{4}$/);

  await charge.getByRole('button', { name: b.charges.simulate }).click();
  await expect(page.getByTestId('open-charge')).toHaveCount(0);
  const history = page.getByTestId('payment-history');
  const row = history.getByRole('row', { name: /Plano Semestral — 1ª mensalidade/ });
  await expect(row).toContainText(b.status.pago);
  await row.getByRole('link', { name: /Recibo/ }).click();
  await page.waitForURL(/\/financeiro\/recibo\/\d+$/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: b.receipt.title })).toBeVisible();
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('R$ 559,90');
  await expect(receipt).toContainText(agency.name);

  await page.getByRole('link', { name: b.receipt.back }).click();
  await page.waitForURL(/\/financeiro$/);
  const form = page.getByTestId('sign-form');
  await form.getByLabel(b.signs.kind).selectOption('qr_code');
  await form.getByLabel(b.signs.quantity).fill('0');
  await form.getByRole('button', { name: b.signs.submit }).click();
  await expect(form.getByRole('alert')).toHaveText(b.errors.sign_quantity_invalid);
  await form.getByLabel(b.signs.quantity).fill('3');
  await expect(form.getByTestId('sign-total')).toHaveText('R$ 209,70');
  await form.getByRole('button', { name: b.signs.submit }).click();
  const signs = page.getByTestId('sign-purchases');
  await expect(signs.getByRole('row', { name: /QR Code/ })).toContainText(b.signs.status.pendente);
  const signCharge = page.getByTestId('open-charge').filter({ hasText: '3 × Placa QR Code' });
  await signCharge.getByRole('button', { name: b.charges.simulate }).click();
  await expect(signs.getByRole('row', { name: /QR Code/ })).toContainText(b.signs.status.ativa);
});
