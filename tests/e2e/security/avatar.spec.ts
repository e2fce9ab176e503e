import type { Locator, Page } from '@playwright/test';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { createUser, pt, signInOnLoginPage } from '../auth/helpers';
import { expect, test, testClient } from '../support';

// Avatar uploads go through the server action, which sniffs the bytes (issue #28). An HTML (or SVG) file
// named .png — which the browser happily calls image/png — is refused with a Portuguese message and stores
// nothing; a real image is stored with the type of its bytes, whatever its name says.

test.describe.configure({ timeout: 120_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);

async function storedObjects(userId: string) {
  const { data, error } = await admin().storage.from('avatars').list(userId);
  expect(error).toBeNull();
  return (data ?? []).map((o) => o.name);
}

async function avatarUrl(userId: string) {
  const { data } = await admin().from('profiles').select('avatar_url').eq('id', userId).single();
  return (data as { avatar_url: string | null } | null)?.avatar_url ?? null;
}

async function openAccount(page: Page) {
  const user = await createUser('cliente', { name: 'Avatar Teste' });
  await signInOnLoginPage(page, user.email, user.password, '?next=%2Fminha-conta');
  await expect(page).toHaveURL(/\/minha-conta$/);
  return user;
}

/** Picks a file and waits for `outcome`; picks again if the first pick landed before the page hydrated. */
async function choose(page: Page, name: string, mimeType: string, buffer: Buffer, outcome: Locator) {
  await expect(async () => {
    await page.locator('#avatar-file').setInputFiles({ name, mimeType, buffer });
    await expect(outcome).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test('HTML, SVG and GIF files named .png are refused in Portuguese and store nothing', async ({ page }) => {
  const user = await openAccount(page);
  for (const [name, buffer] of [
    ['foto.png', HTML],
    ['foto.png', SVG],
    ['foto.webp', GIF],
  ] as const) {
    await page.reload();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: pt.MyAccount.avatarNotImage });
    await choose(page, name, name.endsWith('.png') ? 'image/png' : 'image/webp', buffer, toast);
    await expect(toast).toContainText(pt.MyAccount.avatarError);
  }
  await expect(page.getByTestId('avatar-image')).toHaveCount(0);
  expect(await storedObjects(user.id)).toEqual([]);
  expect(await avatarUrl(user.id)).toBeNull();
});

test('a real image is stored with the type of its bytes; a new one replaces it', async ({ page }) => {
  const user = await openAccount(page);

  // A PNG that claims to be a JPEG: stored as what it is.
  await choose(page, 'retrato.jpg', 'image/jpeg', PNG, page.getByText(pt.MyAccount.avatarSuccess));
  const first = await page.getByTestId('avatar-image').getAttribute('src');
  expect(first).toMatch(new RegExp(`/storage/v1/object/public/avatars/${user.id}/avatar-\\d+\\.png$`));
  const served = await page.request.get(first!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(await avatarUrl(user.id)).toBe(first);

  // A WebP replaces it; the previous object is removed.
  await page.reload();
  await choose(page, 'nova.webp', 'image/webp', WEBP, page.locator('[data-testid="avatar-image"][src$=".webp"]'));
  const second = await page.getByTestId('avatar-image').getAttribute('src');
  expect(await avatarUrl(user.id)).toBe(second);
  expect(await storedObjects(user.id)).toEqual([second!.split('/').pop()]);
});
