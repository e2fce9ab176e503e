import type { Page } from '@playwright/test';
import { expect, firstPublicListing, messages, openWithScriptsHeld, test } from '../support';

// A cached page paints long before its scripts have run on a slow phone. A tap on a dialog's button in that
// window used to do nothing (the visitor had to tap again); it now opens the dialog once the scripts have run
// (components/layout/early-clicks-script.ts). The page's scripts are held back here until after the tap.
const pt = messages('pt-BR');

/** Opens a listing's page with every script of the page held back; returns what lets them through. */
async function openListingWithScriptsHeld(page: Page): Promise<() => void> {
  const { id } = await firstPublicListing();
  return openWithScriptsHeld(page, `/imovel/${id}`);
}

test("'Tenho interesse' tapped before the page's scripts have run opens once they have, without a second tap", async ({ page }) => {
  const release = await openListingWithScriptsHeld(page);

  const dialog = page.getByTestId('interest-dialog');
  await page.getByTestId('interest-open').click();
  // Nothing can open yet: no script of the page has run.
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();

  release();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel(pt.Lead.name)).toBeVisible();
});

test('a tap kept while React is still rendering the page it hydrates waits until the button is mounted', async ({ page }) => {
  const release = await openListingWithScriptsHeld(page);
  const trigger = page.getByTestId('interest-open');
  await trigger.click();
  // React sets its props on a node while it renders the tree it hydrates, before it commits it: a click replayed
  // then reached no handler and the tap was lost. Here the node gets such props while no script of the page runs.
  await trigger.evaluate((el) => Object.assign(el, { __reactProps$early: { onClick() {} } }));
  await page.waitForTimeout(300);
  const dialog = page.getByTestId('interest-dialog');
  await expect(dialog).toBeHidden();

  release();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
});

test('a link tapped before the scripts have run still just navigates', async ({ page }) => {
  const release = await openListingWithScriptsHeld(page);
  await page.getByRole('contentinfo').getByRole('link', { name: pt.Footer.links.about }).click();
  await expect(page).toHaveURL(/\/sobre-nos$/);
  release();
});

test("a press held on 'Tenho interesse' while the dialog's code arrives opens the dialog when it is released", async ({ page }) => {
  // A finger on the button fetches the dialog's code; on a phone the tap's click comes about when the code does.
  // The button must not be replaced under the press (a press whose button was swapped between down and up made
  // no click: the tap was lost).
  const { id } = await firstPublicListing();
  await page.goto(`/imovel/${id}`);
  const trigger = page.getByTestId('interest-open');
  await trigger.scrollIntoViewIfNeeded();
  const box = (await trigger.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForLoadState('networkidle'); // the code has come
  await page.mouse.up();
  const dialog = page.getByTestId('interest-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel(pt.Lead.name)).toBeVisible();
});
