import { expect, test } from '../support';
import { createUser, PASSWORD, pt } from '../auth/helpers';
import { signInTo } from '../dashboard/helpers';
import { listingRow, liveListing, pickAction, runTag } from './helpers';

// Issue #18, spec §1: an owner picks a partner agency for a listing from /imoveis; the agency accepts the
// request on its own /imoveis, and from then on both see the listing there.

const M = pt.ListingsManage;

test.describe.configure({ timeout: 150_000 });

test('an owner asks an agency to partner on a listing; the agency accepts and both see it', async ({ browser }) => {
  const tag = runTag();
  const agency = await createUser('imobiliaria', { name: `Imobiliária Parceira ${tag}` });
  const owner = await createUser('proprietario', { name: `Dona ${tag}` });
  const { id, title } = await liveListing(owner.email);

  const ownerPage = await (await browser.newContext()).newPage();
  await signInTo(ownerPage, owner.email, PASSWORD, /\/dashboard-proprietario$/);
  await ownerPage.goto('/imoveis');
  await pickAction(ownerPage, id, M.actions.partnerAgency);
  const dialog = ownerPage.getByRole('dialog', { name: M.partnerDialog.title });
  // Sending without a choice says what is missing.
  await dialog.getByRole('button', { name: M.partnerDialog.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(M.partnerDialog.pick);
  await dialog.getByLabel(M.partnerDialog.searchLabel).fill(`parceira ${tag}`);
  await dialog.getByRole('radio', { name: new RegExp(`Imobiliária Parceira ${tag}`) }).check();
  await dialog.getByLabel(M.partnerDialog.messageLabel).fill('Vocês podem cuidar das visitas?');
  await dialog.getByRole('button', { name: M.partnerDialog.submit }).click();
  await expect(ownerPage.getByText(M.toasts.requestSent)).toBeVisible();
  await expect(listingRow(ownerPage, id).getByTestId('listing-open-request')).toContainText(`Imobiliária Parceira ${tag}`);

  const agencyPage = await (await browser.newContext()).newPage();
  await signInTo(agencyPage, agency.email, PASSWORD, /\/dashboard$/);
  await agencyPage.goto('/imoveis');
  await expect(listingRow(agencyPage, id)).toHaveCount(0);
  const request = agencyPage.getByTestId('partner-request').filter({ hasText: title });
  await expect(request).toContainText('Vocês podem cuidar das visitas?');
  await expect(request).toContainText(`Dona ${tag}`);
  await request.getByRole('button', { name: M.requests.accept }).click();
  await expect(agencyPage.getByText(M.toasts.requestAccepted)).toBeVisible();
  await expect(listingRow(agencyPage, id)).toContainText(title);
  await expect(agencyPage.getByTestId('partner-request')).toHaveCount(0);
  await agencyPage.context().close();

  await ownerPage.reload();
  await expect(listingRow(ownerPage, id)).toContainText(`Imobiliária Parceira ${tag}`);
  await expect(listingRow(ownerPage, id).getByTestId('listing-open-request')).toHaveCount(0);
  await ownerPage.context().close();
});
