import { type BrowserContext, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { clickUntilVisible, expect, messages, supabaseUrl, test, testClient } from '../support';

const m = messages('pt-BR');

// Server-rendered searches on a small shared machine: give each test more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('property-card');
const cardIds = async (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-property-id'))));
const resultCount = (page: Page) => page.getByTestId('result-count');

/** A fresh confirmed cliente, signed in by writing the @supabase/ssr session cookie (chunked like it). */
async function signIn(context: BrowserContext, baseURL: string) {
  const email = `e2e-search-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lar.dev`;
  const password = 'Lar@12345';
  const created = await testClient(LOCAL_SERVICE_ROLE_KEY).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: 'Cliente Busca', role: 'cliente' },
  });
  expect(created.error).toBeNull();
  const { data, error } = await testClient(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const session = data.session as Session;
  const name = `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
  const size = 3180;
  const chunks = value.length <= size ? [value] : value.match(new RegExp(`.{1,${size}}`, 'g'))!;
  const url = new URL(baseURL);
  await context.addCookies(
    chunks.map((v, i) => ({
      name: chunks.length === 1 ? name : `${name}.${i}`,
      value: v,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
}

test('filters go to the URL, and a reload shows the same results', async ({ page }) => {
  await page.goto('/buscar');
  await expect(cards(page).first()).toBeVisible();

  await page.getByLabel(m.SearchBar.type).selectOption('apartamento');
  await page.getByLabel(m.SearchBar.bedrooms).selectOption('2');
  await page.getByRole('button', { name: m.SearchBar.search, exact: true }).click();
  await expect(page).toHaveURL(/[?&]tipos=apartamento/);
  await expect(page).toHaveURL(/[?&]quartos=2/);
  await expect(cards(page).first()).toBeVisible();

  // The filters dialog shows the live count of the pending filters, then applies them.
  const dialog = page.getByRole('dialog', { name: m.SearchFilters.title });
  // A click before the (cached, fast) page hydrated opens nothing: click until the dialog is open.
  await clickUntilVisible(page.getByRole('button', { name: m.SearchBar.openFilters }), dialog);
  await dialog.getByRole('button', { name: m.SearchFilters.alugar, exact: true }).click();
  const liveCount = dialog.getByTestId('filters-count');
  await expect(liveCount).toHaveText(/\d+ imóve(l|is) encontrados?/);
  const pendingCount = (await liveCount.textContent())!.trim();
  await dialog.getByRole('button', { name: m.SearchFilters.apply }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]transacao=alugar/);
  await expect(resultCount(page)).toHaveText(pendingCount);

  const before = await cardIds(page);
  expect(before.length).toBeGreaterThan(0);
  // Every card is an apartment for rent with at least 2 bedrooms: its price carries /mês.
  for (const price of await page.getByTestId('property-card-price').allTextContents()) expect(price).toMatch(/^R\$ [\d.]+\/mês$/);

  await page.reload();
  await expect(resultCount(page)).toHaveText(pendingCount);
  expect(await cardIds(page)).toEqual(before);
  await expect(page.getByLabel(m.SearchBar.type)).toHaveValue('apartamento');
});

test("'Limpar filtros' in the dialog resets the pending filters and the live count follows", async ({ page }) => {
  await page.goto('/buscar?transacao=comprar&tipos=cobertura');
  const filtered = (await resultCount(page).textContent())!.trim();
  await page.getByRole('button', { name: m.SearchBar.openFilters }).click();
  const dialog = page.getByRole('dialog', { name: m.SearchFilters.title });
  await expect(dialog.getByTestId('filters-count')).toHaveText(filtered);
  await dialog.getByRole('button', { name: m.SearchFilters.clear }).click();
  await expect(dialog.getByTestId('filters-count')).not.toHaveText(filtered);
  await expect(dialog.getByTestId('filters-count')).toHaveText(/\d+ imóveis encontrados/);
  await dialog.getByRole('button', { name: m.SearchFilters.apply }).click();
  await expect(page).toHaveURL(/\/buscar$/);
});

test("the sort orders the prices; 'Carregar mais imóveis' appends a page and survives a reload", async ({ page }) => {
  await page.goto('/buscar?transacao=alugar');
  await page.getByLabel(m.Search.sortLabel).selectOption('menor-preco');
  await expect(page).toHaveURL(/ordem=menor-preco/);
  await expect(cards(page)).toHaveCount(12);
  const prices = (await page.getByTestId('property-card-price').allTextContents()).map((p) =>
    Number(p.replace(/\D/g, '')),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const first = await cardIds(page);
  await page.getByRole('button', { name: m.Search.loadMore }).click();
  await expect(cards(page)).toHaveCount(24);
  await expect(page).toHaveURL(/mostrar=24/);
  const after = await cardIds(page);
  expect(after.slice(0, 12)).toEqual(first);
  expect(new Set(after).size).toBe(24);

  await page.reload();
  await expect(cards(page)).toHaveCount(24);
  expect(await cardIds(page)).toEqual(after);
});

test('a new search keeps the current results, dimmed and busy, until its own arrive', async ({ page }) => {
  await page.goto('/buscar?transacao=alugar');
  const before = await cardIds(page);
  expect(before.length).toBeGreaterThan(0);
  const list = page.getByTestId('search-list');
  await expect(list).not.toHaveAttribute('aria-busy');

  // Hold the new results back (the router's RSC requests) for a moment a slow network would take.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/buscar') && url.searchParams.get('ordem') === 'maior-preco',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByLabel(m.Search.sortLabel).selectOption('maior-preco');
  await expect(list).toHaveAttribute('aria-busy', 'true');
  expect(await cardIds(page)).toEqual(before);
  await expect(page.getByLabel(m.Search.sortLabel)).toBeDisabled();

  release();
  await expect(page).toHaveURL(/ordem=maior-preco/);
  await expect(list).not.toHaveAttribute('aria-busy');
  const prices = (await page.getByTestId('property-card-price').allTextContents()).map((p) =>
    Number(p.replace(/\D/g, '')),
  );
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/buscar shows its results in the first document, not a placeholder', async ({ page }) => {
    await page.goto('/buscar?transacao=alugar');
    await expect(cards(page).first()).toBeVisible();
    await expect(resultCount(page)).toBeVisible();
  });
});

test('a listing code finds that listing; nothing found shows the empty state with a way out', async ({ page }) => {
  await page.goto('/buscar');
  const [id] = await cardIds(page);
  await page.goto(`/buscar?q=%23${id}`);
  expect(await cardIds(page)).toEqual([id]);

  await page.goto('/buscar?q=xylofonequasarzz&transacao=comprar');
  await expect(page.getByRole('heading', { name: m.Search.emptyTitle })).toBeVisible();
  await page.getByRole('link', { name: m.Search.widen }).click();
  await expect(page).toHaveURL(/\/buscar$/);
  await expect(cards(page).first()).toBeVisible();
});

test('signed out, the heart asks the visitor to sign in', async ({ page }) => {
  await page.goto('/buscar');
  const heart = cards(page).first().getByRole('link', { name: /Entre para salvar/ }).or(
    cards(page).first().getByRole('button', { name: /Entre para salvar/ }),
  );
  await heart.click();
  // The sign-in modal ('Bem-vindo ao Lar') or the /login page.
  const dialog = page.getByRole('dialog', { name: /Bem-vindo/ });
  await expect
    .poll(async () => (await dialog.isVisible()) || /\/login/.test(page.url()))
    .toBe(true);
});

test('signed in, the heart saves and removes a favourite', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  await page.goto('/buscar?ordem=recentes');
  // The card of one listing, found by its id after each reload: other spec files publish listings meanwhile, so
  // 'the first card' may be another one by then.
  const id = (await cardIds(page))[0];
  const heartOf = () => page.locator(`[data-testid="property-card"][data-property-id="${id}"]`).first().getByTestId('favorite-toggle');
  // The heart flips at once when React has it (optimistic); a click that landed before hydration changed nothing,
  // and the person clicks again.
  const press = async (pressed: 'true' | 'false') => {
    await expect(async () => {
      if ((await heartOf().getAttribute('aria-pressed')) !== pressed) await heartOf().click();
      await expect(heartOf()).toHaveAttribute('aria-pressed', pressed, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  };
  await expect(heartOf()).toHaveAttribute('aria-pressed', 'false');
  await press('true');
  await expect(page.getByText(m.FavoriteButton.added)).toBeVisible();

  await page.reload();
  await expect(heartOf()).toHaveAttribute('aria-pressed', 'true');
  await press('false');
  await expect(page.getByText(m.FavoriteButton.removed)).toBeVisible();
  await page.reload();
  await expect(heartOf()).toHaveAttribute('aria-pressed', 'false');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the floating 'Lista'/'Mapa' switch swaps the list and the map", async ({ page }) => {
    await page.goto('/buscar');
    const list = page.getByTestId('search-list');
    const map = page.getByTestId('search-map');
    await expect(list).toBeVisible();
    await expect(map).toBeHidden();

    const toggle = page.getByRole('group', { name: m.Search.viewToggle });
    await toggle.getByRole('button', { name: m.Search.map }).click();
    await expect(map).toBeVisible();
    await expect(list).toBeHidden();
    await expect(page).toHaveURL(/vista=mapa/);
    await expect(toggle.getByRole('button', { name: m.Search.map })).toHaveAttribute('aria-pressed', 'true');
    // The map draws the listings (clusters or markers) even with the offline fallback style.
    await expect(map.getByTestId('map-cluster').or(map.getByTestId('map-marker')).first()).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await expect(map).toBeVisible();
    await expect(list).toBeHidden();

    await toggle.getByRole('button', { name: m.Search.list }).click();
    await expect(list).toBeVisible();
    await expect(map).toBeHidden();
    await expect(page).not.toHaveURL(/vista=mapa/);
  });
});

test("a map marker opens the listing's card; after moving the map, 'Buscar nesta área' filters by the box", async ({ page }) => {
  const { data, error } = await testClient(LOCAL_ANON_KEY).rpc('search_properties', {
    filters: { city: 'São Paulo', sort: 'recent', limit: 50 },
  });
  expect(error).toBeNull();
  // The newest listing that has a place on the map (listings created by other specs may have none), in a box
  // around it with no other listing: other specs put theirs on one street of Pinheiros, and the map rightly
  // draws listings that close as one cluster instead of their markers.
  const boxOf = (l: { latitude: number; longitude: number }, d: number) =>
    [l.longitude - d, l.latitude - d, l.longitude + d, l.latitude + d] as const;
  const placed = (data as { id: number; latitude: number | null; longitude: number | null }[]).filter(
    (l): l is { id: number; latitude: number; longitude: number } => l.latitude !== null && l.longitude !== null,
  );
  let found: { listing: { id: number; latitude: number; longitude: number }; bbox: readonly number[] } | undefined;
  for (const candidate of placed) {
    for (let d = 0.004; d >= 0.0002 && !found; d /= 2) {
      const [minLng, minLat, maxLng, maxLat] = boxOf(candidate, d);
      const inBox = await testClient(LOCAL_ANON_KEY).rpc('properties_in_bbox', {
        min_lat: minLat, min_lng: minLng, max_lat: maxLat, max_lng: maxLng, filters: {}, max_rows: 5,
      });
      expect(inBox.error).toBeNull();
      if ((inBox.data as unknown[]).length === 1) found = { listing: candidate, bbox: boxOf(candidate, d) };
    }
    if (found) break;
  }
  if (!found) throw new Error('no listing of São Paulo stands alone in a box around it');
  const { listing, bbox } = found;
  await page.goto(`/buscar?bbox=${bbox.join(',')}`);
  await expect(page.getByText(m.Search.areaActive)).toBeVisible();
  expect(await cardIds(page)).toContain(listing.id);

  const map = page.getByTestId('search-map');
  const marker = map.locator(`[data-testid=map-marker][data-property-id="${listing.id}"]`);
  await expect(marker).toBeVisible({ timeout: 15_000 });
  await marker.click();
  const popup = map.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByRole('link')).toHaveAttribute('href', new RegExp(`/imovel/${listing.id}$`));

  // Drag the map: the button appears, and using it puts the new box in the URL.
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 3 + 40, { steps: 8 });
  await page.mouse.up();
  const before = page.url();
  await map.getByRole('button', { name: m.SearchMap.searchHere }).click();
  await expect.poll(() => page.url()).not.toBe(before);
  expect(new URL(page.url()).searchParams.get('bbox')).toMatch(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/);
});
