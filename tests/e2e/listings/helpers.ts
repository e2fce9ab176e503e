import { expect, type Page } from '@playwright/test';
import { admin, runTag } from '../dashboard/helpers';

export { admin, runTag };

/** A complete, live listing of `ownerEmail` with one (seed) photo, inserted with the service role. */
export async function liveListing(ownerEmail: string, values: Record<string, unknown> = {}) {
  const { data: owner } = await admin().from('profiles').select('id').eq('email', ownerEmail).single();
  const tag = runTag();
  const title = `Imóvel gestão ${tag}`;
  const { data, error } = await admin()
    .from('properties')
    .insert({
      owner_id: owner!.id,
      transaction: 'aluguel',
      type: 'apartamento',
      title,
      description: 'Anúncio criado pelo teste de Meus imóveis.',
      price: 3200,
      bedrooms: 2,
      bathrooms: 1,
      street: 'Rua dos Testes',
      street_number: '100',
      neighborhood: 'Pinheiros',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '05422-000',
      latitude: -23.566,
      longitude: -46.69,
      ...values,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const id = data!.id as number;
  const photo = await admin().from('property_images').insert({ property_id: id, storage_path: 'seed/fachada-16.webp', position: 0 });
  expect(photo.error).toBeNull();
  return { id, title, tag };
}

/** The row (desktop) or card (phone) of a listing on /imoveis. */
export function listingRow(page: Page, id: number) {
  return page.locator(`[data-listing-id="${id}"]:visible`);
}

/** Opens the listing's action menu on /imoveis and picks an item. */
export async function pickAction(page: Page, id: number, item: string) {
  await listingRow(page, id).getByTestId('listing-actions').click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Whether /buscar (text search on the listing's unique tag) lists the listing. */
export async function inSearch(page: Page, id: number, tag: string): Promise<boolean> {
  await page.goto(`/buscar?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await page.locator(`a[href$="/imovel/${id}"]`).count()) > 0;
}
