import type { Browser, Page, Request } from '@playwright/test';
import { expect, test } from '../support';
import { pt } from '../auth/helpers';

// A form the browser submits before React has hydrated it (a slow phone, a script that failed) goes by its own
// method. Without one it was a GET: the e-mail and the password of 'Entrar' ended up in the address bar, the
// history and the server's logs (`/login?email=…&password=…`). Every <form> now declares a method (an ESLint rule
// in eslint.config.mjs); these tests submit real forms with JavaScript off, as such a visitor would.

async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** Submits the page's form by its button and returns the document request the browser made for it. */
async function submitAndCatch(page: Page, submit: () => Promise<void>): Promise<Request> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame()),
    submit(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return request;
}

function expectNothingInTheAddress(request: Request, page: Page, secrets: string[]) {
  expect(request.method()).toBe('POST');
  for (const secret of secrets) {
    expect(request.url()).not.toContain(encodeURIComponent(secret));
    expect(request.url()).not.toContain(secret);
    expect(page.url()).not.toContain(encodeURIComponent(secret));
  }
  expect(new URL(page.url()).search).not.toMatch(/password|email|senha/i);
}

test('"Entrar" submitted before the page is interactive sends the password in the body, never in the address', async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  const password = 'Segredo#Pre-Hidratacao1';
  const email = 'ninguem.pre-hidratacao@example.com';
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await main.getByLabel(pt.Login.email, { exact: true }).fill(email);
  await main.getByLabel(pt.Login.password, { exact: true }).fill(password);
  const request = await submitAndCatch(page, () => main.getByRole('button', { name: pt.Login.submit, exact: true }).click());

  expectNothingInTheAddress(request, page, [password, email]);
  expect(request.postData() ?? '').toContain(encodeURIComponent(password).replace(/%20/g, '+'));
  // The page comes back, ready for a second try once its script runs; nobody was signed in by the POST.
  expect((await request.response())?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(main.getByLabel(pt.Login.password, { exact: true })).toHaveValue('');
  expect((await context.cookies()).some((c) => c.name.startsWith('sb-'))).toBe(false);
  await context.close();
});

test('without JavaScript the support page says the form needs it, and shows no form that would lose a message', async ({ browser }) => {
  // The contact form hydrates from its own chunk after the page and React's inline script reveals it (issue #21):
  // with scripts off it stays hidden, and the page says why instead of offering a form whose post would only reload
  // the page and drop the message.
  const { context, page } = await withoutScripts(browser);
  await page.goto('/atendimento');
  // A browser with scripts turned off shows <noscript>; Playwright's switch only stops scripts running, and its
  // text matchers skip <noscript>, so the element's DOM text is read.
  expect(await page.locator('#contato noscript').textContent()).toBe(pt.Marketing.support.formNeedsScript);
  await expect(page.getByRole('heading', { name: pt.Marketing.support.formTitle })).toBeVisible();
  await expect(page.getByLabel(pt.ContactForm.name)).toBeHidden();
  await expect(page.getByRole('button', { name: pt.ContactForm.submit })).toBeHidden();
  await context.close();
});
