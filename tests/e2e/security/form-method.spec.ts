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

test('the contact form submitted before hydration keeps the name, phone and e-mail out of the address', async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  const contact = pt.ContactForm;
  await page.goto('/atendimento');
  const form = page.locator('form[aria-labelledby="contact-title"]');
  await form.getByLabel(contact.name).fill('Maria Pré-Hidratação');
  await form.getByLabel(contact.email).fill('maria.prehidratacao@example.com');
  await form.getByLabel(contact.phone).fill('11987654321');
  const request = await submitAndCatch(page, () => form.getByRole('button', { name: contact.submit }).click());

  expectNothingInTheAddress(request, page, ['maria.prehidratacao@example.com', '11987654321', 'Maria']);
  expect((await request.response())?.status()).toBe(200);
  await context.close();
});
