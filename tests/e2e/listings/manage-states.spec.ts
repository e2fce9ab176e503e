import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support';
import { createUser, PASSWORD, pt } from '../auth/helpers';
import { signInTo } from '../dashboard/helpers';
import { admin, listingRow, liveListing, pickAction } from './helpers';

// /imoveis beyond the moves (issue #18): the empty state of a new owner, a draft offered as 'Rascunho —
// continuar', 20 per page with the pager in the URL, and the desktop table with its dialogs under axe.

const M = pt.ListingsManage;

test.describe.configure({ timeout: 120_000 });

const axe = async (page: import('@playwright/test').Page, include: string) =>
  (await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test('a new owner sees the empty state, then a draft to continue, then pages of 20', async ({ page }) => {
  const owner = await createUser('proprietario');
  await signInTo(page, owner.email, PASSWORD, /\/dashboard-proprietario$/);
  await page.goto('/imoveis');
  const empty = page.getByTestId('listings-empty');
  await expect(empty).toContainText(M.empty.title);
  await expect(empty.getByRole('link', { name: M.new })).toHaveAttribute('href', '/imoveis/novo');

  // A draft (status rascunho, saved at step 1 of the wizard) is offered to continue, with no dates yet.
  const { data: draft } = await admin()
    .from('properties')
    .insert({ owner_id: owner.id, status: 'rascunho', transaction: 'venda', type: 'casa', title: '', price: 0, neighborhood: '', city: '', state: '' })
    .select('id')
    .single();
  await page.reload();
  const row = listingRow(page, draft!.id);
  await expect(row.getByTestId('listing-status')).toHaveText(M.status.rascunho);
  await expect(row.getByRole('link', { name: new RegExp(M.continueDraft) })).toHaveAttribute('href', `/imoveis/${draft!.id}/editar`);
  await expect(row).toContainText(M.notPublished);
  await expect(row).toContainText(M.noAddress);

  // 21 listings: two pages, the pager keeps the filters in the URL.
  const rows = Array.from({ length: 20 }, (_, i) => ({
    owner_id: owner.id, transaction: 'aluguel', type: 'apartamento', title: `Apartamento ${String(i).padStart(2, '0')}`,
    price: 2000 + i, neighborhood: 'Centro', city: 'Campinas', state: 'SP',
  }));
  expect((await admin().from('properties').insert(rows)).error).toBeNull();
  await page.goto('/imoveis?sort=price_asc');
  await expect(page.getByTestId('listings-total')).toContainText('21 anúncios');
  const pager = page.getByRole('navigation', { name: M.pager.label });
  await expect(pager).toContainText('Página 1 de 2');
  await pager.getByRole('link', { name: M.pager.next }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText('Página 2 de 2');
  await expect(page.locator('[data-testid="listing-row"]:visible')).toHaveCount(1);

  // A page past the last one says so and leads back to the first.
  await page.goto('/imoveis?page=9');
  await expect(page.getByTestId('listings-empty')).toContainText(M.empty.filteredTitle);
  await page.getByTestId('listings-empty').getByRole('link', { name: M.clear }).click();
  await expect(page).toHaveURL(/\/imoveis$/);
  await expect(page.getByTestId('listings-total')).toContainText('21 anúncios');
});

test('the agency’s table and its dialogs pass axe on a desktop', async ({ page }) => {
  const { id } = await liveListing('imobiliaria@lar.dev');
  await signInTo(page, 'imobiliaria@lar.dev', PASSWORD, /\/dashboard$/);
  await page.goto('/imoveis');
  await expect(page.getByTestId('listings-table')).toBeVisible();
  expect(await axe(page, 'main')).toEqual([]);

  await page.goto(`/imoveis?q=${id}`);
  await pickAction(page, id, M.actions.assignBroker);
  await expect(page.getByRole('dialog', { name: M.assignDialog.title })).toBeVisible();
  expect(await axe(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await pickAction(page, id, M.actions.delete);
  await expect(page.getByRole('dialog', { name: M.deleteDialog.title.replace('{id}', String(id)) })).toBeVisible();
  expect(await axe(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(listingRow(page, id)).toBeVisible();
});
