import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from '../support';
import { createUser, PASSWORD, pt } from '../auth/helpers';
import { admin, signInTo } from '../dashboard/helpers';
import { liveListing } from './helpers';

// The listing wizard's guards (issue #18): a draft survives a reload and a sign-out; a text file named .jpg,
// a GIF and a 31st photo are refused with the Portuguese message, in the browser and at the upload route;
// another user's /imoveis/{id}/editar and upload are refused with nothing shown.

const E = pt.ListingEditor;
const OWNER = 'proprietario@lar.dev';
const STRANGER = 'corretor@lar.dev';

test.describe.configure({ timeout: 180_000 });

async function draftThroughStep2(page: Page) {
  await page.goto('/imoveis/novo');
  await page.getByRole('radio', { name: E.kind.aluguel }).check();
  await page.getByRole('radio', { name: pt.PropertyTypes.casa, exact: true }).check();
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/imoveis\/\d+\/editar\?passo=2$/, { timeout: 20_000 });
  const id = Number(/\/imoveis\/(\d+)\//.exec(page.url())![1]);
  const step2 = page.getByTestId('step-address');
  await step2.getByLabel(E.address.zipCode).fill('30130-010');
  await step2.getByLabel(E.address.city).fill('Belo Horizonte');
  await step2.getByLabel(E.address.neighborhood).fill('Funcionários');
  await step2.getByLabel(E.address.street).fill('Avenida Afonso Pena');
  await step2.getByLabel(E.address.number).fill('1500');
  await step2.getByLabel(E.address.complement).fill('Casa 2');
  await expect(page.getByTestId('wizard-map')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  // The map moves to the typed city once its centre is looked up; 'Marcar no centro' before that would pin São Paulo.
  await expect(page.getByTestId('wizard-map')).toHaveAttribute('data-center', /^-19\.\d+,-43\.\d+$/, { timeout: 20_000 });
  await page.getByTestId('pin-center').click();
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/passo=3$/, { timeout: 20_000 });
  return id;
}

async function expectAddress(page: Page) {
  const step2 = page.getByTestId('step-address');
  await expect(step2.getByLabel(E.address.zipCode)).toHaveValue('30130-010');
  await expect(step2.getByLabel(E.address.state)).toHaveValue('MG');
  await expect(step2.getByLabel(E.address.city)).toHaveValue('Belo Horizonte');
  await expect(step2.getByLabel(E.address.neighborhood)).toHaveValue('Funcionários');
  await expect(step2.getByLabel(E.address.street)).toHaveValue('Avenida Afonso Pena');
  await expect(step2.getByLabel(E.address.complement)).toHaveValue('Casa 2');
  await expect(page.getByTestId('pin-status')).toContainText(/Posição marcada: -19\.\d+, -43\.\d+/);
}

test('a draft survives a reload and a sign-out, and /imoveis offers to continue it', async ({ page }) => {
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
  const id = await draftThroughStep2(page);
  // What is typed in a step is saved while typing (a draft only): a reload keeps it without 'Salvar'.
  const step3 = page.getByTestId('step-details');
  await step3.getByLabel(E.details.description).fill('Casa com quintal, digitada e não enviada.');
  await step3.getByLabel(E.details.bedrooms).fill('4');
  await expect(page.getByTestId('autosave-status')).toHaveText(E.autosaved, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('listing-wizard')).toHaveAttribute('data-step', '3');
  await expect(step3.getByLabel(E.details.description)).toHaveValue('Casa com quintal, digitada e não enviada.');
  await expect(step3.getByLabel(E.details.bedrooms)).toHaveValue('4');
  await page.goto(`/imoveis/${id}/editar?passo=2`);
  await expectAddress(page);

  // Sign out from the header, sign in again: the draft is where it was.
  await page.getByRole('banner').getByRole('button', { name: /Olá,/ }).click();
  await page.getByRole('menuitem', { name: pt.AccountMenu.signOut }).click();
  await expect(page.getByText(pt.AuthMessages.logoutSuccessTitle)).toBeVisible();
  await page.goto(`/imoveis/${id}/editar?passo=2`);
  await expect(page).toHaveURL(/\/login/);
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$|\/imoveis\//);
  await page.goto(`/imoveis?q=${id}`);
  const resume = page.locator(`[data-listing-id="${id}"]:visible`).getByRole('link', { name: new RegExp(pt.ListingsManage.continueDraft) });
  await resume.first().click();
  // It opens where the draft stopped: the details.
  await expect(page).toHaveURL(new RegExp(`/imoveis/${id}/editar$`));
  await expect(page.getByTestId('listing-wizard')).toHaveAttribute('data-step', '3');
  await page.goto(`/imoveis/${id}/editar?passo=2`);
  await expectAddress(page);
});

test('a text file named .jpg, a GIF and a 31st photo are refused in Portuguese, in the browser and at the route; drop and remove work', async ({ page }) => {
  const { id } = await liveListing(OWNER);
  await signInTo(page, OWNER, PASSWORD, /\/dashboard-proprietario$/);
  await page.goto(`/imoveis/${id}/editar?passo=5`);
  await expect(page.getByTestId('photo-item')).toHaveCount(1);
  const input = page.getByTestId('photo-input');
  // Enabled once the page has hydrated (setInputFiles does not wait for it, a person's click does).
  await expect(input).toBeEnabled();
  const errors = page.getByTestId('photo-errors');
  const objectsInFolder = async () => ((await admin().storage.from('property-images').list(String(id))).data ?? []).map((o) => `${id}/${o.name}`);
  const rowCount = async () =>
    (await admin().from('property_images').select('id', { count: 'exact', head: true }).eq('property_id', id)).count;

  const text = Buffer.from('isto não é uma foto, é um texto com extensão .jpg');
  await input.setInputFiles({ name: 'casa.jpg', mimeType: 'image/jpeg', buffer: text });
  await expect(errors).toHaveText(E.photos.errors.resize.replace('{name}', 'casa.jpg'), { timeout: 20_000 });
  const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#888' } }).gif().toBuffer();
  await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: gif });
  await expect(errors).toHaveText(E.photos.errors.type.replace('{name}', 'anim.gif'));
  await expect(page.getByTestId('photo-item')).toHaveCount(1);

  // A live listing keeps at least one photo: removing the only one is refused and it stays.
  await page.getByRole('button', { name: 'Remover a foto 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: E.photos.errors.remove })).toHaveCount(1);
  await expect(page.getByTestId('photo-item')).toHaveCount(1);
  expect(await rowCount()).toBe(1);

  // A photo dropped on the zone is uploaded like a picked one.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer();
  await page.getByTestId('photo-dropzone').evaluate((zone, bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], 'varanda.png', { type: 'image/png' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, [...png]);
  await expect(page.getByTestId('photo-item')).toHaveCount(2, { timeout: 30_000 });
  const dropped = await page.getByTestId('photo-item').nth(1).getAttribute('data-photo-path');
  expect(await objectsInFolder()).toEqual([dropped]);

  // The route sniffs the bytes whatever the name and type say, and stores nothing.
  const asJpeg = await page.request.post(`/api/listings/${id}/photos`, {
    multipart: { file: { name: 'casa.jpg', mimeType: 'image/jpeg', buffer: text } },
  });
  expect(asJpeg.status()).toBe(415);
  expect(await asJpeg.json()).toEqual({ ok: false, error: 'not_image' });
  const html = await page.request.post(`/api/listings/${id}/photos`, {
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') } },
  });
  expect(html.status()).toBe(415);
  expect(await objectsInFolder()).toEqual([dropped]);

  // Fill the listing to 30 photos (rows on seed objects), then try a 31st.
  const { data: seed } = await admin().storage.from('property-images').list('seed', { limit: 40 });
  const names = (seed ?? []).map((o) => `seed/${o.name}`).filter((n) => n !== 'seed/fachada-16.webp').slice(0, 28);
  expect(names).toHaveLength(28);
  const rows = names.map((storage_path, i) => ({ property_id: id, storage_path, position: i + 2 }));
  expect((await admin().from('property_images').insert(rows)).error).toBeNull();
  await page.reload();
  await expect(page.getByTestId('photo-item')).toHaveCount(30);
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name: 'mais-uma.png', mimeType: 'image/png', buffer: png });
  await expect(errors).toHaveText(E.photos.errors.count.replace('{name}', 'mais-uma.png').replace('{max}', '30'));
  const thirtyFirst = await page.request.post(`/api/listings/${id}/photos`, {
    multipart: { file: { name: 'mais-uma.png', mimeType: 'image/png', buffer: png } },
  });
  expect(thirtyFirst.status()).toBe(409);
  expect(await thirtyFirst.json()).toEqual({ ok: false, error: 'too_many' });
  // The object written before the refusal is gone again.
  await expect.poll(objectsInFolder).toEqual([dropped]);
  expect(await rowCount()).toBe(30);

  // 'Remover' deletes the dropped photo: its row and its object.
  await page.locator(`[data-testid=photo-item][data-photo-path="${dropped}"]`).getByRole('button', { name: /^Remover a foto/ }).click();
  await expect(page.getByTestId('photo-item')).toHaveCount(29);
  await expect.poll(rowCount).toBe(29);
  await expect.poll(objectsInFolder).toEqual([]);
});

test("another user's listing: /imoveis/{id}/editar is a 404 and its upload route refuses, signed out too", async ({ page }) => {
  const { id, title } = await liveListing(OWNER);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a37' } }).png().toBuffer();

  // Signed out: the page sends to /login, the route answers 401.
  await page.goto(`/imoveis/${id}/editar`);
  await expect(page).toHaveURL(/\/login/);
  const signedOut = await page.request.post(`/api/listings/${id}/photos`, { multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: png } } });
  expect(signedOut.status()).toBe(401);

  await signInTo(page, STRANGER, PASSWORD, /\/dashboard-corretor$/);
  for (const path of [`/imoveis/${id}/editar`, `/imoveis/${id}/editar?passo=4`, `/imoveis/${id}/editar?passo=6`]) {
    // The not-found page (HTTP 200 once /imoveis's loading boundary has started streaming, 404 otherwise).
    await page.goto(path);
    await expect(page.getByRole('heading', { name: pt.NotFound.title })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByTestId('listing-wizard')).toHaveCount(0);
  }
  // Malformed and encoded ids are 404s too.
  for (const path of ['/imoveis/abc/editar', '/imoveis/-1/editar', '/imoveis/1e5/editar', `/imoveis/${id}%2F..%2F1/editar`, '/imoveis/99999999999999999999/editar']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: pt.NotFound.title }), path).toBeVisible();
    await expect(page.getByTestId('listing-wizard')).toHaveCount(0);
  }
  const foreign = await page.request.post(`/api/listings/${id}/photos`, { multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: png } } });
  expect(foreign.status()).toBe(404);
  expect(await foreign.json()).toEqual({ ok: false, error: 'not_found' });
  const { data: objects } = await admin().storage.from('property-images').list(String(id));
  expect(objects ?? []).toEqual([]);
  // A cross-site form post is refused before anything is read.
  const crossSite = await page.request.post(`/api/listings/${id}/photos`, {
    headers: { origin: 'https://evil.example' },
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: png } },
  });
  expect(crossSite.status()).toBe(403);
});

test('a cliente opening /imoveis/novo is sent to /anunciar-imovel; signed out, to /login and back', async ({ page }) => {
  await page.goto('/imoveis/novo');
  await expect(page).toHaveURL(/\/login\?next=%2Fimoveis%2Fnovo$/);
  await signInTo(page, 'cliente@lar.dev', PASSWORD, /\/dashboard-cliente$/);
  await page.goto('/imoveis/novo');
  await expect(page).toHaveURL(/\/anunciar-imovel$/);
});

for (const [email, home] of [
  ['imobiliaria@lar.dev', /\/dashboard$/],
  ['corretor@lar.dev', /\/dashboard-corretor$/],
] as const) {
  test(`${email} starts a listing in the same wizard`, async ({ page }) => {
    await signInTo(page, email, PASSWORD, home);
    await page.goto('/imoveis/novo');
    await page.getByRole('radio', { name: E.kind.aluguel }).check();
    await page.getByRole('radio', { name: E.kind.comercial }).check();
    await page.getByRole('radio', { name: pt.PropertyTypes.kitnet_studio }).check();
    await page.getByTestId('wizard-next').click();
    await expect(page).toHaveURL(/\/imoveis\/\d+\/editar\?passo=2$/, { timeout: 20_000 });
    const id = Number(/\/imoveis\/(\d+)\//.exec(page.url())![1]);
    const { data: me } = await admin().from('profiles').select('id').eq('email', email).single();
    const { data: row } = await admin().from('properties').select('status, objective, type, owner_id, agency_id, broker_id').eq('id', id).single();
    expect(row).toMatchObject({ status: 'rascunho', objective: 'comercial', type: 'kitnet_studio' });
    expect([row!.owner_id, row!.agency_id, row!.broker_id]).toContain(me!.id);
    // Step 1 again shows what was saved.
    await page.goto(`/imoveis/${id}/editar?passo=1`);
    await expect(page.getByRole('radio', { name: pt.PropertyTypes.kitnet_studio })).toBeChecked();
    await expect(page.getByRole('radio', { name: E.kind.comercial })).toBeChecked();
  });
}

test("a corretor without a CRECI: 'Publicar anúncio' says why and links to Minha conta; the draft stays", async ({ page }) => {
  // Issue #34: a listing by a broker or agency without a CRECI cannot be published.
  const broker = await createUser('corretor', { name: 'Corretor Sem Creci', creci: null });
  const { id } = await liveListing(broker.email, { status: 'rascunho' });
  await signInTo(page, broker.email, PASSWORD, /\/dashboard-corretor$/);
  await page.goto(`/imoveis/${id}/editar?passo=6`);
  // Said before publishing, then again by the refusal under the button.
  await expect(page.getByTestId('review-creci-missing')).toContainText(pt.Listings.errors.creci_required);
  await page.getByTestId('wizard-publish').click();
  const alert = page.getByTestId('publish-creci-required');
  await expect(alert).toContainText(pt.Listings.errors.creci_required);
  const { data } = await admin().from('properties').select('status').eq('id', id).single();
  expect(data).toEqual({ status: 'rascunho' });
  await alert.getByRole('link', { name: pt.Trust.creciGateLink }).click();
  await expect(page).toHaveURL(/\/minha-conta$/);
});
