import type { APIResponse, Response } from '@playwright/test';
import { clickUntilVisible, expect, test } from '../support';
import { createUser } from '../auth/helpers';
import { admin, pt, runTag, signInTo } from '../dashboard/helpers';

// Issue #21: an agency's page /{slug} is one cached copy for signed-out and signed-in visitors alike (since
// session 15); the hearts are read by the browser, and the page's owner is sent by the browser to their own view
// (`?previa=1`, rendered per request): 'Editar', and the page itself when 'Perfil público' is off. A stranger
// with the preview address gets what everybody gets: the page, or the 404 of a hidden page.

test.describe.configure({ timeout: 120_000 });

const A = pt.AgencyPage;

function expectSharedCopy(response: Response | APIResponse, names: string[]) {
  const h = response.headers();
  // The copy, from the cache or (MISS) rendered for nobody and kept: an agency copy carries the `listings` tag, which
  // any listing written by a test running beside this one expires.
  expect(h['x-nextjs-cache']).toMatch(/^(HIT|STALE|MISS)$/);
  expect(h['cache-control']).toMatch(/^public, s-maxage=\d+/);
  expect(h['set-cookie']).toBeUndefined();
  return response.text().then((html) => {
    for (const name of names) expect(html).not.toContain(name);
  });
}

test("an agency page's copy: its owner is sent to their view, a signed-in stranger and a visitor stay on the copy", async ({ browser, request }) => {
  const tag = runTag();
  const owner = await createUser('imobiliaria', { name: `Imobiliária Cópia ${tag}` });
  const client = await createUser('cliente', { name: `Clara Cópia ${tag}` });
  const { data: row } = await admin().from('profiles').select('slug').eq('id', owner.id).single();
  const slug = row!.slug as string;
  // The copy is rendered once (signed out) and kept.
  expect((await request.get(`/${slug}`)).status()).toBe(200);

  async function signedIn(who: { email: string; password: string }, home: RegExp) {
    const page = await (await browser.newContext()).newPage();
    await signInTo(page, who.email, who.password, home);
    return page;
  }
  const ownerPage = await signedIn(owner, /\/dashboard$/);
  const clientPage = await signedIn(client, /\/dashboard-cliente$/);

  // The owner: the shared copy (nobody's greeting or e-mail in it: the page's name is public), then their view,
  // with 'Editar'.
  const personal = ['Olá, Imobiliária', 'Olá, Clara', owner.email, client.email, `Clara Cópia ${tag}`];
  // Read through the owner's cookies, not from the browser's navigation: the browser leaves the copy for the
  // owner's view as soon as its script runs, and the body of a document it has left can no longer be read
  // ('No resource with given identifier', ci34).
  await expectSharedCopy(await ownerPage.context().request.get(`/${slug}`), personal);
  await ownerPage.goto(`/${slug}`);
  await expect(ownerPage).toHaveURL(new RegExp(`/${slug}\\?previa=1$`));
  await expect(ownerPage.getByTestId('page-edit')).toBeVisible();

  // A signed-in client: the same copy, their own header, no 'Editar', and they stay on the page's address.
  await expectSharedCopy((await clientPage.goto(`/${slug}`))!, personal);
  await expect(clientPage.getByRole('button', { name: new RegExp(`Olá, Clara`) })).toBeVisible();
  await expect(clientPage.getByTestId('page-results')).toBeVisible();
  await clientPage.waitForTimeout(1_000);
  await expect(clientPage).toHaveURL(new RegExp(`/${slug}$`));
  await expect(clientPage.getByTestId('page-edit')).toHaveCount(0);
  // The preview address is rendered per request for anybody, and shows a stranger only the public page.
  const strangerPreview = await clientPage.goto(`/${slug}?previa=1`);
  expect(strangerPreview!.headers()['cache-control']).toMatch(/private|no-store/);
  await expect(clientPage.getByTestId('page-results')).toBeVisible();
  await expect(clientPage.getByTestId('page-edit')).toHaveCount(0);

  // 'Perfil público' off: the copy is the 404 for everybody; the owner's browser goes on to their view of the
  // hidden page, the stranger stays on the 404, and gets the 404 at the preview address too.
  await ownerPage.goto('/minha-pagina');
  const box = ownerPage.getByTestId('page-public-switch');
  await expect(box).toHaveAttribute('data-state', 'checked');
  await expect(async () => {
    if ((await box.getAttribute('data-state')) === 'checked') await box.click();
    await expect(ownerPage.getByText(A.editor.publicOff)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const miss = await clientPage.goto(`/${slug}`);
  expect(miss!.status()).toBe(404);
  await expect(clientPage.getByRole('heading', { name: pt.NotFound.title })).toBeVisible();
  await clientPage.waitForTimeout(1_000);
  await expect(clientPage).toHaveURL(new RegExp(`/${slug}$`));
  expect((await clientPage.goto(`/${slug}?previa=1`))!.status()).toBe(404);
  expect((await request.get(`/${slug}?previa=1`)).status()).toBe(404);
  expect((await request.get(`/${slug}`)).status()).toBe(404);

  await ownerPage.goto(`/${slug}`);
  await expect(ownerPage).toHaveURL(new RegExp(`/${slug}\\?previa=1$`));
  await expect(ownerPage.getByText(A.hidden)).toBeVisible();
  // The owner's own links lead to their view directly.
  await ownerPage.goto('/minha-pagina');
  await expect(ownerPage.getByTestId('page-url')).toHaveAttribute('href', new RegExp(`/${slug}\\?previa=1$`));
  await clickUntilVisible(ownerPage.getByTestId('page-url'), ownerPage.getByText(A.hidden));
});

test("an agency page's copy in /en and /es is in that language: its cards link to the listing in the same locale", async ({ request }) => {
  // The seeded agency's page lists listings. Its copy's layout once read the messages without the page's locale
  // (next-intl fell back to pt-BR on a copy), so the cards' links lost the /en or /es prefix.
  for (const [locale, label] of [
    ['en', 'Language: English'],
    ['es', 'Idioma: Español'],
  ] as const) {
    const response = await request.get(`/${locale}/casa-paulista-imoveis`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/);
    const html = await response.text();
    expect([locale, html.includes(`aria-label="${label}"`)]).toEqual([locale, true]);
    expect([locale, new RegExp(`href="/${locale}/imovel/\\d+"`).test(html)]).toEqual([locale, true]);
    expect([locale, /href="\/imovel\/\d+"/.test(html)]).toEqual([locale, false]);
  }
});
