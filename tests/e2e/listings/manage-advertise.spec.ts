import { clickUntilVisible, expect, test } from '../support';
import { createUser, PASSWORD, pt } from '../auth/helpers';
import { admin, signInTo } from '../dashboard/helpers';

// /anunciar-imovel's call to action (issue #18): a client turns the account into a proprietário with
// 'Quero anunciar meu imóvel' and lands in the wizard — the session's role follows (the owner's home opens,
// the client's no longer does); signed out, the button opens the sign-in dialog and continues to the wizard;
// an owner goes straight to the wizard.

const M = pt.ListingsManage;

test.describe.configure({ timeout: 120_000 });

test('a client becomes a proprietário and lands in the wizard', async ({ page }) => {
  const client = await createUser('cliente', { name: 'Cliente Anunciante' });
  await signInTo(page, client.email, client.password, /\/dashboard-cliente$/);
  await page.goto('/anunciar-imovel');
  const offer = page.getByTestId('become-owner');
  await expect(offer).toContainText(M.advertise.clientTitle);
  await offer.getByRole('button', { name: M.advertise.becomeOwner }).click();
  await expect(page).toHaveURL(/\/imoveis\/novo$/);

  const { data } = await admin().from('profiles').select('role').eq('id', client.id).single();
  expect(data!.role).toBe('proprietario');
  // The role claim the proxy routes on was refreshed: the owner's home opens, the client's sends there.
  await page.goto('/dashboard-proprietario');
  await expect(page).toHaveURL(/\/dashboard-proprietario$/);
  await page.goto('/dashboard-cliente');
  await expect(page).toHaveURL(/\/dashboard-proprietario$/);
  // And the offer is gone: the call to action now opens the wizard.
  await page.goto('/anunciar-imovel');
  await expect(page.getByTestId('become-owner')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Anunciar meu imóvel' })).toHaveAttribute(
    'href',
    '/imoveis/novo',
  );
  // The new proprietário starts a listing: the first step saves a draft that is theirs.
  await page.goto('/imoveis/novo');
  const E = pt.ListingEditor;
  await page.getByRole('radio', { name: E.kind.aluguel }).check();
  await page.getByRole('radio', { name: E.kind.residencial }).check();
  await page.getByRole('radio', { name: pt.PropertyTypes.casa, exact: true }).check();
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/imoveis\/\d+\/editar\?passo=2$/, { timeout: 20_000 });
  const draftId = Number(/\/imoveis\/(\d+)\//.exec(page.url())![1]);
  const draft = await admin().from('properties').select('owner_id, status, transaction, type').eq('id', draftId).single();
  expect(draft.data).toEqual({ owner_id: client.id, status: 'rascunho', transaction: 'aluguel', type: 'casa' });
});

test('signed out, the call to action opens the sign-in dialog and comes back to the wizard', async ({ page }) => {
  const owner = await createUser('proprietario');
  await page.goto('/anunciar-imovel');
  // The cached copy arrives fast: a click before hydration opens nothing, so click until the dialog is open.
  const dialog = page.getByRole('dialog');
  await clickUntilVisible(page.getByRole('main').getByRole('button', { name: 'Anunciar meu imóvel' }), dialog);
  await dialog.getByLabel(pt.Login.email, { exact: true }).fill(owner.email);
  await dialog.getByLabel(pt.Login.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: pt.Login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/imoveis\/novo$/);
});

test('signed out, a client who signs in from the call to action is offered to become an owner', async ({ page }) => {
  const client = await createUser('cliente');
  await page.goto('/anunciar-imovel');
  const dialog = page.getByRole('dialog');
  // As in the test above: a click while the page hydrates can be lost (CI, once), and a person clicks again.
  await clickUntilVisible(page.getByRole('main').getByRole('button', { name: 'Anunciar meu imóvel' }), dialog);
  await dialog.getByLabel(pt.Login.email, { exact: true }).fill(client.email);
  await dialog.getByLabel(pt.Login.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: pt.Login.submit, exact: true }).click();
  // The wizard is for listing roles: the client comes back here, to 'Quero anunciar meu imóvel'.
  await expect(page).toHaveURL(/\/anunciar-imovel$/);
  await expect(page.getByTestId('become-owner').getByRole('button', { name: M.advertise.becomeOwner })).toBeVisible();
  const { data } = await admin().from('profiles').select('role').eq('id', client.id).single();
  expect(data!.role).toBe('cliente');
});
