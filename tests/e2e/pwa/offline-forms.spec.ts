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
