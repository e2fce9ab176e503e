import { expect, test } from '../support';
import { admin, DEMO_OWNER, signIn } from '../visits/helpers';

// Issue #28: the listing page shows an approximate area, and its HTML (the markup and the RSC payload the
// map is hydrated from) carries no trace of the door — number, complement, CEP, exact point, owner — for a
// signed-out visitor. The listing's owner sees the full address.

const SECRET = { street_number: '4721-K', complement: 'Fundos Q7 bloco W', zip_code: '05417-030' };
const EXACT = { latitude: -23.5628317, longitude: -46.6912093 };

let id: number;
let ownerId: string;
let approx: { latitude: number; longitude: number };

test.beforeAll(async () => {
  const owner = await admin().from('profiles').select('id').eq('email', DEMO_OWNER).single();
  expect(owner.error).toBeNull();
  ownerId = owner.data!.id as string;
  const { data, error } = await admin()
    .from('properties')
    .insert({
      owner_id: ownerId, transaction: 'aluguel', type: 'casa', title: `Casa com endereço reservado ${Date.now().toString(36)}`,
      description: 'Casa para o teste de privacidade do endereço.', price: 4321, bedrooms: 2, bathrooms: 1,
      street: 'Rua Cunha Gago', neighborhood: 'Pinheiros', city: 'São Paulo', state: 'SP', ...SECRET, ...EXACT,
    })
    .select('id, approx_latitude, approx_longitude')
    .single();
  expect(error).toBeNull();
  id = data!.id as number;
  approx = { latitude: data!.approx_latitude as number, longitude: data!.approx_longitude as number };
});

test.afterAll(async () => {
  if (id) await admin().from('properties').delete().eq('id', id);
});

const secrets = () => [...Object.values(SECRET), String(EXACT.latitude), String(EXACT.longitude), ownerId];

test('signed out, the page draws the approximate circle and its HTML holds no exact address or point', async ({ page, request }) => {
  const res = await request.get(`/imovel/${id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Rua Cunha Gago');
  for (const secret of secrets()) expect(html).not.toContain(secret);
  // The circle's centre is the approximate point computed in SQL.
  expect(html).toContain(String(approx.latitude));
  expect(html).toContain(String(approx.longitude));

  await page.goto(`/imovel/${id}`);
  await expect(page.getByTestId('property-page')).toBeVisible();
  const map = page.getByTestId('approximate-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('[data-loaded="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByTestId('exact-address')).toHaveCount(0);
  const rendered = await page.content();
  for (const secret of secrets()) expect(rendered).not.toContain(secret);
});

test('the listing’s owner sees the full address under the map', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  await signIn(context, baseURL!, DEMO_OWNER);
  const page = await context.newPage();
  await page.goto(`/imovel/${id}`);
  const exact = page.getByTestId('exact-address');
  await expect(exact).toContainText(`Rua Cunha Gago, ${SECRET.street_number}`);
  await expect(exact).toContainText(SECRET.complement);
  await expect(exact).toContainText(`CEP ${SECRET.zip_code}`);
  await context.close();
});
