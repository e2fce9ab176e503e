import { clickUntilVisible, expect, firstPublicListing, messages, test } from '../support';

// Issue #37: the network dropping during a form's submission loses nothing the person typed — the form keeps
// its values and says the submission failed (lib/actions/client-call.ts); back online, the same form sends.
const pt = messages('pt-BR');

test("offline, 'Tenho interesse' keeps what was typed and says so; back online it sends", async ({ page, context }) => {
  const { id } = await firstPublicListing();
  await page.goto(`/imovel/${id}`);
  const dialog = page.getByTestId('interest-dialog');
  await clickUntilVisible(page.getByTestId('interest-open'), dialog);

  const email = `offline.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const values = { [pt.Lead.name]: 'Maria Sem Rede', [pt.Lead.email]: email, [pt.Lead.phone]: '(11) 98888-7777' };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);

  await context.setOffline(true);
  const submit = dialog.getByRole('button', { name: pt.Lead.submit });
  await submit.click();
  await expect(page.getByText(pt.Offline.title)).toBeVisible();
  await expect(page.getByText(pt.Offline.description)).toBeVisible();
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(values)) await expect(dialog.getByLabel(label)).toHaveValue(value);
  await expect(submit).toBeEnabled();

  await context.setOffline(false);
  await submit.click();
  await expect(page.getByText(pt.Lead.successTitle)).toBeVisible();
  await expect(dialog).toBeHidden();
});

// The listing's dialogs load their code on the visitor's intent (components/ui/lazy-dialog.tsx). Offline, that
// code cannot come: the tap says so instead of doing nothing, and once the connection is back the next tap opens
// the dialog (a failed load is not kept).
test("offline, 'Tenho interesse' says it could not open; back online the next tap opens it", async ({ page, context }) => {
  const { id } = await firstPublicListing();
  await page.goto(`/imovel/${id}`);
  // Hydrated, and the toast host loaded (it loads when the page is idle), as they are for anyone who has read
  // the page for a moment: another dialog opens and closes.
  const visit = page.getByRole('dialog');
  await clickUntilVisible(page.getByRole('button', { name: pt.PropertyPage.actions.visit, exact: true }), visit);
  await page.keyboard.press('Escape');
  await expect(visit).toBeHidden();
  await expect(page.locator(`section[aria-label^="${pt.Common.notifications}"]`)).toBeAttached();

  await context.setOffline(true);
  const open = page.getByTestId('interest-open');
  const dialog = page.getByTestId('interest-dialog');
  await open.click();
  await expect(page.getByText(pt.DialogLoad.title)).toBeVisible();
  await expect(page.getByText(pt.DialogLoad.description)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  await context.setOffline(false);
  await open.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(pt.Lead.name)).toBeVisible();
});
