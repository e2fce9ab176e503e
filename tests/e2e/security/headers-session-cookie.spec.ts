import { createUser, signInOnLoginPage } from '../auth/helpers';
import { expect, supabaseUrl, test } from '../support';

// The Set-Cookie of a sign-in (issue #28): the session cookie lives 30 days (refreshed with the token), not
// @supabase/ssr's 400; it is not HttpOnly (the browser client reads it), SameSite=Lax, and not Secure on this
// plain-http test site (Secure on an https site: tests/unit/security/session-cookie.test.ts and
// tests/integration/security/headers-session-cookie.test.ts).

test.describe.configure({ timeout: 120_000 });

const cookieName = `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;

test('the sign-in sets the session cookie for 30 days, SameSite=Lax, readable by the browser client', async ({ page }) => {
  const user = await createUser('cliente', { name: 'Cookie Teste' });
  const setCookies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST') return;
    for (const { name, value } of await response.headersArray()) {
      if (name.toLowerCase() === 'set-cookie' && value.startsWith(`${cookieName}`)) setCookies.push(value);
    }
  });
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);

  const session = setCookies.find((c) => /^sb-[^=]+-auth-token(\.0)?=base64-/.test(c));
  expect(session, setCookies.join('\n')).toBeDefined();
  const attributes = session!
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
  expect(attributes).toContain('max-age=2592000');
  expect(attributes).toContain('path=/');
  expect(attributes).toContain('samesite=lax');
  expect(attributes).not.toContain('httponly');
  expect(attributes).not.toContain('secure');

  // The browser keeps it for 30 days and lets the page's scripts read it (as @supabase/ssr's browser client must).
  const stored = (await page.context().cookies()).find((c) => c.name.startsWith(cookieName));
  expect(stored).toBeDefined();
  const days = (stored!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30.01);
  expect(stored!.httpOnly).toBe(false);
  expect(stored!.sameSite).toBe('Lax');
  expect(await page.evaluate((name) => document.cookie.includes(name), cookieName)).toBe(true);
});
