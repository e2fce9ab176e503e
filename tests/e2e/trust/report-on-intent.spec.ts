import { clickUntilVisible, expect, firstPublicListing, test } from '../support';
import { createUser, PASSWORD, pt } from '../auth/helpers';
import { signInTo } from '../dashboard/helpers';

// Issue #21: on a listing rendered per request for a signed-in person (the preview address; the cached copy has
// its own path, trust.spec.ts), 'Denunciar anúncio' is the server's button and the dialog's code loads on
// intent. The person sees no difference: the button opens the dialog, and closing it gives the focus back.
test('signed in, on a listing rendered per request, “Denunciar anúncio” opens its dialog (loaded on intent)', async ({ page }) => {
  const { id } = await firstPublicListing();
  const user = await createUser('cliente');
  await signInTo(page, user.email, PASSWORD, /\/dashboard-cliente$/);
  const response = await page.goto(`/imovel/${id}?previa=1`);
  // The server drew the signed-in button (a cached copy would carry the sign-in trigger instead).
  expect(await response!.text()).toContain('data-testid="report-open"');
  const open = page.getByTestId('report-open');
  await expect(open).toHaveText(pt.Trust.report.open);
  await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
  const dialog = page.getByRole('dialog', { name: pt.Trust.report.title });
  await clickUntilVisible(open, dialog);
  await expect(dialog.getByLabel(pt.Trust.report.reasons.pix_antes_da_visita)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('report-open')).toBeFocused();
});
