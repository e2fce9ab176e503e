import type { Session } from '@supabase/supabase-js';
import { expect, supabaseUrl, test } from '../support';
import { createUser, signInOnLoginPage } from './helpers';

// Several sign-ins per test on a shared, busy machine: give each test room.
test.describe.configure({ timeout: 120_000 });

// A session whose access token has expired survives three page loads in parallel: each one refreshes (or
// reuses the refresh) and the user stays signed in, then and afterwards.

const cookieName = `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;

test('a token refresh during 3 parallel page loads keeps the session', async ({ page, context, baseURL }) => {
  const user = await createUser('cliente', { name: 'Rita Refresh' });
  await signInOnLoginPage(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);

  const cookies = await context.cookies();
  const chunks = cookies.filter((c) => c.name === cookieName || c.name.startsWith(`${cookieName}.`));
  expect(chunks.length).toBeGreaterThan(0);
  const raw = chunks
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map((c) => c.value)
    .join('');
  const session = JSON.parse(Buffer.from(decodeURIComponent(raw).replace(/^base64-/, ''), 'base64url').toString('utf8')) as Session;
  const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
  const value = `base64-${Buffer.from(JSON.stringify(expired)).toString('base64url')}`;
  await context.clearCookies();
  await context.addCookies([{ name: cookieName, value, url: baseURL!, sameSite: 'Lax' }]);

  const pages = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  const paths = ['/dashboard-cliente', '/minha-conta', '/'];
  await Promise.all(pages.map((p, i) => p.goto(paths[i]!)));
  for (const [i, p] of pages.entries()) {
    await expect(p, paths[i]).toHaveURL(new RegExp(`${paths[i]}$`));
    await expect(p.getByRole('button', { name: /Olá, Rita/ })).toBeVisible();
  }
  await page.goto('/minha-conta');
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(page.getByRole('button', { name: /Olá, Rita/ })).toBeVisible();
});
