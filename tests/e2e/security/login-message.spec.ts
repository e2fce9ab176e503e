import type { Page } from '@playwright/test';
import { expect, messages, test } from '../support';

// /login?message=… (issue #28): the page shows catalogue text picked by fixed keys and never text from the
// URL — no phishing line in the site's own toast, no markup, no provider's raw English error.

const pt = messages('pt-BR');

const PHISHING = 'Sua conta foi bloqueada, ligue 0800 123 4567';
const SCRIPT = '<script>window.__pwned = 1</script>';
const IMG = '<img src=x onerror="window.__pwned = 1">';
const PKCE = 'PKCE code verifier not found in storage. For SSR frameworks (Next.js, SvelteKit, etc.)';

/** Opens `query` on /login and waits until the page is hydrated (the sign-in form answers). */
async function openLogin(page: Page, query: string) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const response = await page.goto(`/login?${query}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('button', { name: pt.Login.google })).toBeVisible();
  return dialogs;
}

async function expectNoTrace(page: Page, dialogs: string[], ...texts: string[]) {
  // Give a toast from the query (ToastOnMount runs after hydration) the time to show up.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const body = await page.locator('body').innerText();
  for (const text of texts) {
    expect(body).not.toContain(text);
    expect(body).not.toContain(text.slice(0, 20));
  }
  expect(body).not.toContain('0800');
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
}

test('free text in message= shows nothing, alone or with oauth_error', async ({ page }) => {
  for (const query of [
    `message=${encodeURIComponent(PHISHING)}`,
    `message=${encodeURIComponent(SCRIPT)}`,
    `message=${encodeURIComponent(IMG)}`,
    // Double-encoded and raw (the browser sends the bytes as typed).
    `message=${encodeURIComponent(encodeURIComponent(PHISHING))}`,
    `message=Sua+conta+foi+bloqueada,+ligue+0800+123+4567`,
    `oauth_error=evil&message=${encodeURIComponent(PHISHING)}`,
  ]) {
    const dialogs = await openLogin(page, query);
    await expectNoTrace(page, dialogs, PHISHING, 'Sua conta foi bloqueada', SCRIPT, 'window.__pwned');
  }
});

test('a failed OAuth return shows the provider title and Portuguese catalogue text, never the message', async ({ page }) => {
  for (const [provider, title] of [
    ['google', pt.AuthMessages.googleErrorTitle],
    ['facebook', pt.AuthMessages.facebookErrorTitle],
  ] as const) {
    for (const message of [PHISHING, SCRIPT, PKCE]) {
      const dialogs = await openLogin(page, `oauth_error=${provider}&message=${encodeURIComponent(message)}`);
      // The toast is up (its title), so whatever it says is on the page now.
      await expect(page.getByText(title)).toBeVisible();
      await expectNoTrace(page, dialogs, message);
      await expect(page.getByText(pt.AuthMessages.oauthFailed)).toBeVisible();
    }
  }
});

test('an invalid e-mail link shows the catalogue link error only', async ({ page }) => {
  const dialogs = await openLogin(page, `erro=link&message=${encodeURIComponent(PHISHING)}`);
  await expect(page.getByText(pt.AuthPage.linkError)).toBeVisible();
  await expectNoTrace(page, dialogs, PHISHING);
});
