import type { Locator, Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { createUser, PASSWORD } from '../auth/helpers';
import { admin, makeListing, pt, signInTo } from '../dashboard/helpers';
import { clickUntilVisible, expect, test, testClient } from '../support';

// Issue #38, the paths a person takes: a renter's offer that reads like one (bounds, confirmation, the
// owner's view, withdrawing), the interest form without CPF, and a broker who accepts with confirmation →
// 'Em negociação' → 'Negócio fechado' → 'Vendas' counts it once. Every account and listing is this spec's own.

const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const ptDate = (iso: string) => iso.split('-').reverse().join('/');

/** No WCAG A/AA violation inside `scope` (a dialog), and the dialog fits the 360 px screen. */
async function passesAxe(page: Page, scope: string, label: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const overflow = await page.locator(scope).evaluate((el) => Math.max(el.scrollWidth - el.clientWidth, el.getBoundingClientRect().right - window.innerWidth));
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include(scope).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

async function openDialog(trigger: Locator, dialog: Locator) {
  await clickUntilVisible(trigger, dialog);
}

test.use({ viewport: { width: 360, height: 780 } });

test('a renter: interest without CPF, a rental offer with bounds and confirmation, seen by the owner, then withdrawn', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const owner = await createUser('proprietario', { name: 'Dona Olga Aluga' });
  const renter = await createUser('cliente', { name: 'Rita Inquilina', phone: '(11) 91234-5678' });
  const listing = await makeListing({ owner_id: owner.id, transaction: 'aluguel', price: 2300, condo_fee: 600, iptu: 120 });

  await signInTo(page, renter.email, PASSWORD, /\/dashboard-cliente$/);
  await page.goto(`/imovel/${listing}`);

  // 'Tenho interesse': prefilled with the person's own data, no CPF.
  const interest = page.getByTestId('interest-dialog');
  await openDialog(page.getByTestId('interest-open'), interest);
  await expect(interest.getByLabel(pt.Lead.name)).toHaveValue('Rita Inquilina');
  await expect(interest.getByLabel(pt.Lead.email)).toHaveValue(renter.email);
  await expect(interest.getByLabel(pt.Lead.phone)).toHaveValue('(11) 91234-5678');
  await expect(interest.getByLabel('CPF')).toHaveCount(0);
  await passesAxe(page, '[data-testid="interest-dialog"]', 'interest dialog');
  await interest.getByRole('button', { name: pt.Lead.submit }).click();
  await expect(page.getByText(pt.Lead.successTitle)).toBeVisible();
  const lead = await admin().from('leads').select('name, email, cpf').eq('property_id', listing).single();
  expect(lead.data).toEqual({ name: 'Rita Inquilina', email: renter.email, cpf: null });

  // 'Fazer proposta' reads like a rental: '/mês', the fees, 30 months preselected.
  const dialog = page.getByTestId('proposal-dialog');
  await openDialog(page.getByTestId('price-panel').getByRole('button', { name: pt.PropertyPage.actions.proposal }), dialog);
  await expect(dialog.getByText('Aluguel anunciado: R$ 2.300/mês.')).toBeVisible();
  await expect(dialog.getByTestId('offer-fees')).toHaveText('Condomínio R$ 600/mês · IPTU R$ 120/mês');
  await expect(dialog.getByLabel(pt.Offer.term)).toHaveValue('30');
  await expect(dialog.getByLabel(pt.Offer.paymentMethod)).toHaveCount(0);
  const amount = dialog.getByLabel(pt.Offer.amountRent);
  await dialog.getByLabel(pt.Offer.moveInDate).fill(addDays(spToday(), 20));
  await dialog.getByLabel(pt.Offer.guarantee).selectOption({ label: 'Seguro-fiança' });
  await dialog.getByLabel(pt.Offer.residents).fill('2');

  // R$ 1 is refused with a clear message; nothing is stored.
  await amount.fill('1');
  await dialog.getByRole('button', { name: pt.Offer.submit }).click();
  await expect(dialog.getByTestId('offer-error-amount')).toHaveText('A proposta precisa ser de pelo menos 20 % do valor anunciado (R$ 460/mês).');
  await passesAxe(page, '[data-testid="proposal-dialog"]', 'rental offer form with an error');

  // 65 % below asks for confirmation, stating the difference; 'Corrigir o valor' goes back.
  await amount.fill('805');
  await dialog.getByRole('button', { name: pt.Offer.submit }).click();
  await expect(dialog.getByTestId('offer-confirm-text')).toHaveText('Sua proposta está 65 % abaixo do valor anunciado');
  await passesAxe(page, '[data-testid="proposal-dialog"]', 'offer confirmation');
  await dialog.getByRole('button', { name: pt.Offer.confirmBack }).click();
  expect((await admin().from('proposals').select('id').eq('property_id', listing)).data).toEqual([]);

  await amount.fill('2200');
  await expect(dialog.getByTestId('offer-monthly-total')).toHaveText('Total mensal com condomínio e IPTU: R$ 2.920/mês');
  await dialog.getByRole('button', { name: pt.Offer.submit }).click();
  await expect(page.getByText(pt.Offer.success)).toBeVisible();

  // The owner reads the same terms on the card.
  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  try {
    const ownerPage = await ownerContext.newPage();
    await signInTo(ownerPage, owner.email, PASSWORD, /\/dashboard-proprietario$/);
    await ownerPage.goto('/propostas');
    const card = ownerPage.getByTestId('proposal-card').first();
    await expect(card.getByTestId('proposal-amount')).toHaveText('R$ 2.200/mês');
    await expect(card.getByTestId('proposal-move-in')).toHaveText(ptDate(addDays(spToday(), 20)));
    await expect(card.getByTestId('proposal-term')).toHaveText('30 meses');
    await expect(card.getByTestId('proposal-guarantee')).toHaveText('Seguro-fiança');
    await expect(card.getByTestId('proposal-monthly-total')).toHaveText('R$ 2.920/mês (com condomínio e IPTU)');
  } finally {
    await ownerContext.close();
  }

  // The renter withdraws it, after a confirmation.
  await page.goto('/propostas');
  const sent = page.getByTestId('proposal-card').first();
  const withdraw = page.getByTestId('proposal-withdraw-dialog');
  await openDialog(sent.getByTestId('proposal-withdraw'), withdraw);
  await expect(withdraw).toContainText('R$ 2.200/mês');
  await passesAxe(page, '[data-testid="proposal-withdraw-dialog"]', 'withdraw confirmation');
  await withdraw.getByRole('button', { name: 'Sim, retirar' }).click();
  await expect(sent.getByTestId('proposal-status')).toHaveText('Retirada');
  expect((await admin().from('proposals').select('status').eq('property_id', listing).single()).data).toEqual({ status: 'retirada' });
});

test('a broker accepts with confirmation → Em negociação → Negócio fechado → Vendas counts it once', async ({ page }) => {
  test.setTimeout(240_000);
  const broker = await createUser('corretor', { name: 'Bruno Corretor' });
  const client = await createUser('cliente', { name: 'Carla Compradora' });
  const listing = await makeListing({ owner_id: broker.id, price: 500000 });

  // The client's offer, through the same function the form calls.
  const clientDb = testClient(LOCAL_ANON_KEY);
  expect((await clientDb.auth.signInWithPassword({ email: client.email, password: PASSWORD })).error).toBeNull();
  const made = await clientDb.rpc('make_proposal', { property_id: listing, amount: 480000, payment_method: 'financiamento', down_payment: 100000 });
  expect(made.error).toBeNull();

  await signInTo(page, broker.email, PASSWORD, /\/dashboard-corretor$/);
  await expect(page.getByTestId('goal-sales-value')).toHaveText('0/5');

  await page.goto('/propostas');
  const card = page.locator(`[data-testid="proposal-card"][data-proposal-id="${made.data.id}"]`);
  const accept = page.getByTestId('proposal-accept-dialog');
  await openDialog(card.getByTestId('proposal-accept'), accept);
  await expect(accept).toContainText('Você aceita R$ 480.000');
  await expect(accept).toContainText('(anunciado por R$ 500.000)');
  await passesAxe(page, '[data-testid="proposal-accept-dialog"]', 'accept confirmation');
  await accept.getByRole('button', { name: 'Sim, aceitar R$ 480.000' }).click();
  await expect(card.getByTestId('proposal-in-negotiation')).toHaveText('Em negociação');
  // Accepted is not a sale yet.
  expect((await admin().from('properties').select('status').eq('id', listing).single()).data).toEqual({ status: 'ativo' });

  await page.goto(`/imovel/${listing}`);
  await expect(page.getByTestId('listing-in-negotiation')).toHaveText('Em negociação');

  await page.goto('/propostas');
  const close = page.getByTestId('proposal-close-dialog');
  await openDialog(card.getByTestId('proposal-close'), close);
  await expect(close).toContainText('vendido');
  await close.getByRole('button', { name: 'Sim, negócio fechado' }).click();
  await expect(card.getByTestId('proposal-status')).toHaveText('Negócio fechado');

  await page.goto('/dashboard-corretor');
  await expect(page.getByTestId('goal-sales-value')).toHaveText('1/5');
  expect((await admin().from('properties').select('status').eq('id', listing).single()).data).toEqual({ status: 'vendido' });
});
