import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { expect, test, testClient } from '../support';
import { createUser, PASSWORD, pt } from '../auth/helpers';
import { admin, runTag, signInTo } from '../dashboard/helpers';
import { inSearch } from '../listings/helpers';

// Issue #34 (trust), merged flows:
//  1. an owner publishes a rental at half its bairro's median, its photo uploaded through the wizard being a
//     re-encoded copy of a seed listing's photo → 'Em análise' with both reasons on /imoveis; staff see the
//     price figures and both photos side by side on /moderacao (360 px, axe), approve it → it is in /buscar;
//  2. three clients report a listing (the first through the dialog: 360 px, axe) → it leaves the site.

/** A seed rental whose bairro group has at least 6 comparables, with its median R$/m². */
async function seedGroup() {
  const { data: rows } = await admin()
    .from('properties')
    .select('id, type, bedrooms, area, neighborhood, city, state, zip_code')
    .eq('status', 'ativo')
    .eq('transaction', 'aluguel')
    .eq('type', 'apartamento')
    .not('area', 'is', null)
    .order('id')
    .limit(60);
  for (const row of rows ?? []) {
    const { data } = await admin().rpc('listing_price_context', { p_id: row.id });
    const ctx = data as { level: string | null; comparables: number; median: number | null } | null;
    if (ctx?.level === 'bairro' && ctx.comparables >= 6 && ctx.median) return { row, median: ctx.median };
  }
  throw new Error('no seed rental group with 6 comparables');
}

/**
 * A seed listing's photo (on a live seed listing) and the copy a scammer would post: resized and re-encoded
 * as JPEG, as a phone or a download would leave it.
 */
async function copiedSeedPhoto() {
  const { data: live } = await admin().from('properties').select('id').eq('status', 'ativo').order('id').limit(20);
  const { data } = await admin()
    .from('property_images')
    .select('storage_path')
    .in('property_id', (live ?? []).map((p) => p.id as number))
    .like('storage_path', 'seed/sala-%')
    .order('id')
    .limit(1)
    .single();
  const source = data!.storage_path as string;
  const original = readFileSync(`supabase/seed-storage/property-images/seed/${source.slice('seed/'.length)}`);
  const buffer = await sharp(original).resize(720).jpeg({ quality: 72 }).toBuffer();
  return { source, file: { name: 'sala.jpg', mimeType: 'image/jpeg', buffer } };
}

/** A photo object of the listing's own (a copy of a seed photo under a new name: no seed hash, no match). */
async function ownPhoto(id: number) {
  const { data: blob } = await admin().storage.from('property-images').download('seed/sala-03.webp');
  const path = `${id}/${runTag()}.webp`;
  const up = await admin().storage.from('property-images').upload(path, blob!, { contentType: 'image/webp' });
  expect(up.error).toBeNull();
  expect((await admin().from('property_images').insert({ property_id: id, storage_path: path, position: 0 })).error).toBeNull();
}

test('a rental at half the bairro median with a copied photo waits for review; staff see both photos, approve it and it is in /buscar', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [{ row, median }, copy] = await Promise.all([seedGroup(), copiedSeedPhoto()]);
  const owner = await createUser('proprietario', { name: 'Dona Barata' });
  const tag = runTag();
  const area = 60;
  const { data: draft, error } = await admin()
    .from('properties')
    .insert({
      owner_id: owner.id, status: 'rascunho', transaction: 'aluguel', type: 'apartamento', title: `Apartamento barato ${tag}`,
      description: 'Anúncio do teste de confiança.', price: Math.round(median * area * 0.5), area, bedrooms: row.bedrooms,
      bathrooms: 1, street: 'Rua do Teste de Confiança', street_number: tag.slice(0, 8), neighborhood: row.neighborhood,
      city: row.city, state: row.state, zip_code: row.zip_code, latitude: -23.56, longitude: -46.69,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const id = draft!.id as number;

  // The photo goes through the wizard's input (the upload route hashes it on the server).
  await signInTo(page, owner.email, PASSWORD, /\/dashboard-proprietario$/);
  await page.goto(`/imoveis/${id}/editar?passo=5`);
  // Enabled once the page has hydrated (setInputFiles does not wait for it, a person's click does).
  await expect(page.getByTestId('photo-input')).toBeEnabled();
  await page.getByTestId('photo-input').setInputFiles([copy.file]);
  const uploaded = page.getByTestId('photo-item');
  await expect(uploaded).toHaveCount(1, { timeout: 60_000 });
  const photoPath = (await uploaded.getAttribute('data-photo-path'))!;
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/editar\?passo=6$/, { timeout: 20_000 });
  await page.getByTestId('wizard-publish').click();
  await expect(page).toHaveURL(/\/imoveis$/);
  const notice = page.locator(`[data-testid="review-notice"][data-listing-id="${id}"]`);
  await expect(notice).toContainText(pt.Trust.review.reasons.price_below_market);
  await expect(notice).toContainText(pt.Trust.review.reasons.photo_match);
  await expect(notice).toContainText(row.neighborhood);
  expect(await inSearch(page, id, tag)).toBe(false);

  // Staff: any account listed in private.staff (granted with the service role only).
  const staff = await createUser('cliente', { name: 'Equipe Lar' });
  expect((await admin().rpc('staff_grant', { p_user_id: staff.id, p_note: 'e2e' })).error).toBeNull();
  const ctx = await browser.newContext({ viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' });
  const sp = await ctx.newPage();
  await signInTo(sp, staff.email, PASSWORD, /\/dashboard-cliente$/);
  await sp.goto('/moderacao');
  const item = sp.locator(`[data-testid="moderation-item"][data-listing-id="${id}"]`);
  await expect(item.getByTestId('moderation-price')).toContainText(row.neighborhood);
  // Both photos side by side: the one uploaded and the seed listing's it copies, each loaded.
  const pair = item.locator(`[data-testid="moderation-photo-pair"][data-photo="${photoPath}"][data-other-photo="${copy.source}"]`).first();
  const [mine, theirs] = [pair.locator('img').nth(0), pair.locator('img').nth(1)];
  for (const img of [mine, theirs]) {
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const [a, b] = [(await mine.boundingBox())!, (await theirs.boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x);
  const other = Number(await pair.getAttribute('data-other-listing-id'));
  const { data: otherPhotos } = await admin().from('property_images').select('storage_path').eq('property_id', other);
  expect(otherPhotos!.map((p) => p.storage_path)).toContain(copy.source);
  expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page: sp }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await item.getByTestId('moderation-approve').click();
  await expect(sp.getByText(pt.Moderation.done.approve)).toBeVisible();
  await expect(item).toHaveCount(0);
  await ctx.close();

  expect(await inSearch(page, id, tag)).toBe(true);
});

test('three people report a listing and it leaves the site; the dialog fits 360 px and passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const owner = await createUser('proprietario');
  const tag = runTag();
  const { data: listing, error } = await admin()
    .from('properties')
    .insert({
      owner_id: owner.id, transaction: 'aluguel', type: 'apartamento', title: `Apartamento denunciado ${tag}`,
      description: 'Anúncio do teste de denúncias.', price: 2500, bedrooms: 1, bathrooms: 1, neighborhood: 'Pinheiros',
      city: 'São Paulo', state: 'SP', latitude: -23.566, longitude: -46.69,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const id = listing!.id as number;
  await ownPhoto(id);

  const [first, ...others] = await Promise.all([createUser('cliente'), createUser('cliente'), createUser('cliente')]);
  await signInTo(page, first!.email, PASSWORD, /\/dashboard-cliente$/);
  await page.goto(`/imovel/${id}`);
  await expect(page.getByTestId('pay-notice').first()).toContainText(pt.Trust.payNotice);
  await page.getByTestId('report-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('report-submit').click();
  await expect(dialog.getByTestId('report-error')).toHaveText(pt.Trust.report.errors.reason_invalid);
  await dialog.getByLabel(pt.Trust.report.reasons.pix_antes_da_visita).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).include('[role=dialog]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await dialog.getByTestId('report-submit').click();
  await expect(page.getByText(pt.Trust.report.done)).toBeVisible();

  // The other two report through the API with their own sessions (the same SQL function the dialog reaches).
  for (const who of others) {
    const client = testClient(LOCAL_ANON_KEY);
    expect((await client.auth.signInWithPassword({ email: who.email, password: PASSWORD })).error).toBeNull();
    expect((await client.rpc('listing_report', { p_property_id: id, p_reason: 'imovel_inexistente' })).error).toBeNull();
  }
  const { data: after } = await admin().from('properties').select('status').eq('id', id).single();
  expect(after!.status).toBe('em_analise');
  const res = await page.goto(`/imovel/${id}`);
  expect(res!.status()).toBe(404);
});
