import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support';
import { PASSWORD, pt } from '../auth/helpers';
import { signInTo } from '../dashboard/helpers';
import { admin, inSearch, listingRow, liveListing, pickAction } from './helpers';

// /imoveis (issue #18): the owner's moves on a live listing through the action menu — pause (gone from
// /buscar) and reactivate (back), mark as sold, renew (the days left become 60), delete after the
// confirmation (gone from the list and a 404 at /imovel/{id}); the page at 360 px with axe.

const M = pt.ListingsManage;
const OWNER = 'proprietario@lar.dev';

test.describe.configure({ timeout: 120_000 });

async function openMine(page: import('@playwright/test').Page, id: number) {
  await page.goto(`/imoveis?q=${id}`);
  await expect(listingRow(page, id)).toBeVisible();
}

test('pause takes the listing out of /buscar, reactivate brings it back', async ({ page, request }) => {
  const { id, tag } = await liveListing(OWNER);
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
  expect(await inSearch(page, id, tag)).toBe(true);

  await openMine(page, id);
  await expect(listingRow(page, id).getByTestId('listing-status')).toHaveText(M.status.ativo);
  await pickAction(page, id, M.actions.pause);
  await expect(page.getByText(M.toasts.paused)).toBeVisible();
  await expect(listingRow(page, id).getByTestId('listing-status')).toHaveText(M.status.pausado);
  // At once: the listing actions drop /buscar's short result cache (lib/search/data.ts).
  expect(await inSearch(page, id, tag)).toBe(false);
  // A signed-out visitor gets the page's cached copy: a 404 now, twice (the second from the cache, issue #21).
  for (let i = 0; i < 2; i++) expect((await request.get(`/imovel/${id}`)).status()).toBe(404);

  await openMine(page, id);
  await pickAction(page, id, M.actions.reactivate);
  await expect(page.getByText(M.toasts.reactivated)).toBeVisible();
  await expect(listingRow(page, id).getByTestId('listing-status')).toHaveText(M.status.ativo);
  expect(await inSearch(page, id, tag)).toBe(true);
  // The reactivation expired the cached 404: the next signed-out load is the listing's page.
  const back = await request.get(`/imovel/${id}`);
  expect(back.status()).toBe(200);
  expect(await back.text()).toContain(tag);
});

test('mark as sold asks first, then the badge says Vendido', async ({ page }) => {
  const { id } = await liveListing(OWNER, { transaction: 'venda', price: 640000 });
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
  await openMine(page, id);
  await pickAction(page, id, M.actions.markSold);
  const dialog = page.getByRole('dialog', { name: M.confirmClose.titleSold });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: M.actions.markSold }).click();
  await expect(page.getByText(M.toasts.sold)).toBeVisible();
  await expect(listingRow(page, id).getByTestId('listing-status')).toHaveText(M.status.vendido);
  const { data } = await admin().from('properties').select('status').eq('id', id).single();
  expect(data!.status).toBe('vendido');
});

test('renew shows the new days left', async ({ page }) => {
  const soon = new Date(Date.now() + 5 * 86_400_000 - 3_600_000).toISOString();
  const { id } = await liveListing(OWNER, { expires_at: soon });
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
  await openMine(page, id);
  await expect(listingRow(page, id).getByTestId('days-left')).toHaveText('5 dias');
  await pickAction(page, id, M.actions.renew);
  await expect(page.getByText(M.toasts.renewed)).toBeVisible();
  await expect(listingRow(page, id).getByTestId('days-left')).toHaveText('60 dias');
});

test('delete asks for confirmation; then the listing is gone from the list and its page is a 404', async ({ page, browser }) => {
  const { id, title } = await liveListing(OWNER);
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
  await openMine(page, id);

  // Cancelling changes nothing.
  await pickAction(page, id, M.actions.delete);
  let dialog = page.getByRole('dialog', { name: M.deleteDialog.title.replace('{id}', String(id)) });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: M.deleteDialog.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(listingRow(page, id)).toBeVisible();

  await pickAction(page, id, M.actions.delete);
  dialog = page.getByRole('dialog', { name: M.deleteDialog.title.replace('{id}', String(id)) });
  await dialog.getByRole('button', { name: M.deleteDialog.confirm }).click();
  await expect(page.getByText(M.toasts.deleted)).toBeVisible();
  await expect(listingRow(page, id)).toHaveCount(0);
  await expect(page.getByTestId('listings-empty')).toBeVisible();

  expect((await admin().from('properties').select('deleted_at').eq('id', id).single()).data!.deleted_at).not.toBeNull();
  // Gone from its page, for its owner too, and from every public place: a 404 for a visitor.
  expect((await page.goto(`/imovel/${id}`))?.status()).toBe(404);
  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.goto(`/imovel/${id}`);
  expect(response?.status()).toBe(404);
  await visitor.context().close();
});

test('search, status filter and sort live in the URL; bad params are ignored', async ({ page }) => {
  const { id, tag } = await liveListing(OWNER, { title: `Cobertura filtrável ${Math.random().toString(36).slice(2, 8)}` });
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
  await page.goto('/imoveis');
  await page.getByLabel(M.searchLabel).fill(`#${id}`);
  await page.getByLabel(M.statusFilter).selectOption('ativo');
  await page.getByLabel(M.sortLabel).selectOption('price_desc');
  await page.getByRole('button', { name: M.searchSubmit }).click();
  await expect(page).toHaveURL(new RegExp(`q=%23${id}`));
  await expect(page).toHaveURL(/status=ativo/);
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(listingRow(page, id)).toBeVisible();
  await expect(page.getByTestId('listings-total')).toHaveText('1 anúncio');

  await page.goto(`/imoveis?q=${id}&status=pausado`);
  await expect(page.getByTestId('listings-empty')).toContainText(M.empty.filteredTitle);

  // Malformed and encoded params: the page still answers with the owner's listings.
  for (const qs of ['status=%27%3Bdrop', 'sort=1%27or%271', 'page=-3', 'page=abc', 'q=%00%25%5F', `q=${'x'.repeat(500)}`]) {
    const res = await page.goto(`/imoveis?${qs}`);
    expect(res?.status(), qs).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  }
  void tag;
});

test.describe('on a phone', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 780 } });

  test('/imoveis fits 360 px, shows cards and passes axe', async ({ page }) => {
    const { id } = await liveListing(OWNER);
    await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
    await page.goto('/imoveis');
    await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    await expect(page.getByTestId('listings-table')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The action menu works by keyboard on a phone too.
    await page.goto(`/imoveis?q=${id}`);
    await listingRow(page, id).getByTestId('listing-actions').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: M.actions.pause })).toBeVisible();
    await page.keyboard.press('Escape');
  });
});

test('signed out, /imoveis goes to the sign-in page; a client is sent to /anunciar-imovel', async ({ page }) => {
  await page.goto('/imoveis');
  await expect(page).toHaveURL(/\/login\?next=%2Fimoveis/);
  await signInTo(page, 'cliente@lar.dev', PASSWORD, /\/dashboard-cliente$/);
  await page.goto('/imoveis');
  await expect(page).toHaveURL(/\/anunciar-imovel$/);
});
