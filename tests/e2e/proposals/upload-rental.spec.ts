import { createUser, PASSWORD } from '../auth/helpers';
import { admin, makeListing, pt, runTag, signInTo } from '../dashboard/helpers';
import { expect, test } from '../support';

// Issue #38: a broker registers a rental offer on /propostas/subir with the offer form's terms — move-in date,
// 30 months preselected, guarantee — and no payment method; a missing guarantee is refused first. The broker
// and the listing are this spec's own.

const P = pt.ProposalUpload;
const O = pt.Offer;
const inDays = (n: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

test('a broker registers a rental offer with move-in date, term and guarantee', async ({ page }) => {
  const tag = runTag();
  const broker = await createUser('corretor', { name: `Corretor Aluguel ${tag}` });
  const listing = await makeListing({ owner_id: broker.id, broker_id: broker.id, transaction: 'aluguel', price: 2300, title: `Apartamento para alugar ${tag}` });
  await signInTo(page, broker.email, PASSWORD, /\/dashboard-corretor$/);
  await page.goto('/propostas/subir');

  const form = page.getByTestId('proposal-upload-form');
  await form.getByLabel(P.clientName).fill(`Inquilina ${tag}`);
  await form.getByLabel(P.clientEmail).fill(`inquilina.${tag}@example.com`);
  await form.getByLabel(P.clientPhone).fill('11987654321');
  await form.getByRole('combobox', { name: P.property }).selectOption(String(listing));
  // A rental asks the terms, not the payment method.
  await expect(form.getByRole('combobox', { name: P.paymentMethod })).toHaveCount(0);
  await expect(form.getByLabel(O.term)).toHaveValue('30');
  await form.getByLabel(O.amountRent).pressSequentially('2200');
  await form.getByLabel(O.moveInDate).fill(inDays(20));
  await form.getByRole('button', { name: P.submit }).click();
  await expect(form.getByText(O.errors.guarantee_invalid)).toBeVisible();
  expect((await admin().from('proposals').select('id').eq('property_id', listing)).data).toEqual([]);

  await form.getByLabel(O.guarantee).selectOption({ label: O.guarantees.seguro_fianca });
  await form.getByRole('button', { name: P.submit }).click();
  await expect(page.getByText(P.success.title)).toBeVisible();
  const stored = await admin().from('proposals').select('amount, payment_method, move_in_date, term_months, guarantee').eq('property_id', listing).single();
  expect(stored.data).toEqual({ amount: 2200, payment_method: null, move_in_date: inDays(20), term_months: 30, guarantee: 'seguro_fianca' });
});
