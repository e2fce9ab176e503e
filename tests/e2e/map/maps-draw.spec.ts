import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_MAP_STYLE_URL } from '../../../lib/map-style';
import { APPROXIMATE_RADIUS_M } from '../../../lib/search/location';
import { expect, firstPublicListing, messages, test, testClient } from '../support';

// Issue #29: every map of the site draws — the listing page's approximate area (opened directly and from a
// /buscar result), the nearby map and the search map — judged from the pixels a visitor sees, with no
// console error. The machine running the suite has no internet, so the configured tile style cannot load
// and the bundled fallback style must draw; the tests block the style's host to make that certain, and one
// test serves a tiny style from that host to show the configured style is used when it loads.

const m = messages('pt-BR');

type RGB = [number, number, number];
const rgb = (hex: string): RGB => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as RGB;
const over = (fg: RGB, alpha: number, bg: RGB): RGB => fg.map((c, i) => Math.round(c * alpha + bg[i] * (1 - alpha))) as RGB;

/** What a visitor sees (components/map/map-style.ts): the fallback background, the area and the visitor's dot. */
const FALLBACK_BACKGROUND = rgb('#eef1ec');
const AREA = over(rgb('#1f7a6d'), 0.18, FALLBACK_BACKGROUND);
const VISITOR = rgb('#2563eb');
/** The background of the tiny style the reachable-style test serves. */
const SERVED_BACKGROUND = rgb('#cfe0f3');

const STYLE_URL = process.env.NEXT_PUBLIC_MAP_STYLE_URL?.trim() || DEFAULT_MAP_STYLE_URL;
const STYLE_ORIGIN = new URL(STYLE_URL).origin;

/** Markers and controls are HTML above the canvas: hidden while the screenshot is taken, so only the map's drawing counts. */
const CANVAS_ONLY = '.maplibregl-marker, .maplibregl-control-container, .maplibregl-cooperative-gesture-screen { visibility: hidden !important; }';

interface Drawing {
  width: number;
  height: number;
  /** Share of the pixels within a few levels of `background`. */
  backgroundShare: number;
  /** Colour (3×3 average) at each offset from the centre, in CSS pixels. */
  at: RGB[];
}

/** A screenshot of the map, decoded in the page (no image library needed). */
async function drawing(page: Page, map: Locator, background: RGB, offsets: [number, number][]): Promise<Drawing> {
  const png = await map.screenshot({ style: CANVAS_ONLY, animations: 'disabled' });
  return page.evaluate(
    async ({ b64, background, offsets }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      let matches = 0;
      for (let i = 0; i < data.length; i += 4) {
        if ([0, 1, 2].every((c) => Math.abs(data[i + c] - background[c]) <= 4)) matches++;
      }
      const at = offsets.map(([dx, dy]) => {
        const cx = Math.round(width / 2 + dx);
        const cy = Math.round(height / 2 + dy);
        const sum = [0, 0, 0];
        for (let y = cy - 1; y <= cy + 1; y++) {
          for (let x = cx - 1; x <= cx + 1; x++) {
            for (let c = 0; c < 3; c++) sum[c] += data[(y * width + x) * 4 + c];
          }
        }
        return sum.map((s) => Math.round(s / 9));
      });
      return { width, height, backgroundShare: matches / (width * height), at };
    },
    { b64: png.toString('base64'), background, offsets },
  ) as Promise<Drawing>;
}

const near = (a: RGB, b: RGB, tolerance = 8) => a.every((c, i) => Math.abs(c - b[i]) <= tolerance);

/**
 * Waits until the map shows `background` on at least `minShare` of its pixels and `expected[i]` at
 * `offsets[i]` from the centre (the map fades in and draws over a few frames), then returns the drawing.
 */
async function expectDrawn(page: Page, map: Locator, opts: { background: RGB; minShare: number; offsets?: [number, number][]; expected?: RGB[] }) {
  const offsets = opts.offsets ?? [];
  let last: Drawing | undefined;
  await expect
    .poll(
      async () => {
        last = await drawing(page, map, opts.background, offsets);
        const ok = last.backgroundShare >= opts.minShare && (opts.expected ?? []).every((e, i) => near(last!.at[i], e));
        return ok ? 'drawn' : JSON.stringify({ backgroundShare: last.backgroundShare.toFixed(3), at: last.at });
      },
      { timeout: 25_000, intervals: [500, 1000] },
    )
    .toBe('drawn');
  return last!;
}

/** Console errors and uncaught exceptions of the page, except the browser's own line for the blocked style host. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const blockedStyle = message.text().startsWith('Failed to load resource') && message.location().url.startsWith(STYLE_ORIGIN);
    if (!blockedStyle) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The configured style's host unreachable, as on an offline machine or behind a blocked CDN. */
async function styleHostOffline(page: Page) {
  await page.route(`${STYLE_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
}

/** The area circle's radius in CSS pixels on the listing map (zoom 14, 512 px world tiles). */
const radiusPx = (latitude: number) => APPROXIMATE_RADIUS_M / ((40_075_016.686 * Math.cos((latitude * Math.PI) / 180)) / (512 * 2 ** 14));

/** Inside the circle near its edge on four sides, the centre, and just outside on four sides. */
function areaProbes(r: number): { offsets: [number, number][]; expected: RGB[]; background: RGB } {
  const inside = Math.round(r * 0.8);
  const outside = Math.round(r * 1.25);
  return {
    offsets: [[0, 0], [inside, 0], [-inside, 0], [0, inside], [0, -inside], [outside, 0], [-outside, 0], [0, outside], [0, -outside]],
    expected: [AREA, AREA, AREA, AREA, AREA, FALLBACK_BACKGROUND, FALLBACK_BACKGROUND, FALLBACK_BACKGROUND, FALLBACK_BACKGROUND],
    background: FALLBACK_BACKGROUND,
  };
}

async function expectAreaDrawn(page: Page, latitude: number) {
  const map = page.getByTestId('approximate-map');
  await map.scrollIntoViewIfNeeded();
  const probes = areaProbes(radiusPx(latitude));
  // The circle is centred on the approximate point (the map's centre) with the 400 m radius, background around it.
  await expectDrawn(page, map, { ...probes, minShare: 0.5 });
}

test('the listing map opened directly draws the fallback background and the approximate area, without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await styleHostOffline(page);
  const listing = await firstPublicListing();
  await page.goto(`/imovel/${listing.id}`);
  await expect(page.getByTestId('property-page')).toBeVisible();
  await expectAreaDrawn(page, listing.latitude);
  // The map and its controls speak the page's language.
  const map = page.getByTestId('approximate-map');
  const label = m.PropertyPage.location.mapLabel.split('{place}')[0];
  await expect(map.getByRole('region', { name: new RegExp(`^${label}`) })).toBeVisible();
  await expect(map.getByRole('button', { name: m.Common.map.zoomIn })).toBeVisible();
  await expect(map.getByRole('button', { name: m.Common.map.zoomOut })).toBeVisible();
  // Scrolling the page over the map scrolls the page and shows the hint instead of zooming the map.
  await map.hover();
  await page.mouse.wheel(0, 120);
  await expect(map.getByText(m.Common.map.ctrlScroll)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the listing map opened from a /buscar result draws too', async ({ page }) => {
  const errors = watchErrors(page);
  await styleHostOffline(page);
  await page.goto('/buscar');
  const card = page.getByTestId('search-results').locator('a[href^="/imovel/"]').first();
  const href = (await card.getAttribute('href'))!;
  const id = Number(/\/imovel\/(\d+)/.exec(href)![1]);
  const { data, error } = await testClient(LOCAL_ANON_KEY).from('properties').select('approx_latitude').eq('id', id).single();
  expect(error).toBeNull();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/imovel/${id}`));
  await expect(page.getByTestId('property-page')).toBeVisible();
  await expectAreaDrawn(page, data!.approx_latitude as number);
  expect(errors).toEqual([]);
});

test('with the configured style reachable, the listing map draws that style under the area', async ({ page }) => {
  const errors = watchErrors(page);
  await page.route(`${STYLE_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        version: 8,
        name: 'e2e',
        sources: {},
        layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#cfe0f3' } }],
      }),
    }),
  );
  const listing = await firstPublicListing();
  await page.goto(`/imovel/${listing.id}`);
  const map = page.getByTestId('approximate-map');
  await map.scrollIntoViewIfNeeded();
  const area = over(rgb('#1f7a6d'), 0.18, SERVED_BACKGROUND);
  const probes = areaProbes(radiusPx(listing.latitude));
  await expectDrawn(page, map, {
    background: SERVED_BACKGROUND,
    minShare: 0.5,
    offsets: probes.offsets,
    expected: probes.expected.map((e) => (e === AREA ? area : SERVED_BACKGROUND)),
  });
  expect(errors).toEqual([]);
});

test('the nearby map of an agency draws the fallback background and the visitor in the middle, without console errors', async ({ browser }) => {
  // An agency or broker with a public listing, and a visitor 2 km north of that listing.
  const anon = testClient(LOCAL_ANON_KEY);
  const { data: listing, error } = await anon
    .from('properties')
    .select('agency_id, broker_id, approx_latitude, approx_longitude')
    .eq('status', 'ativo')
    .not('approx_latitude', 'is', null)
    .or('agency_id.not.is.null,broker_id.not.is.null')
    .order('id')
    .limit(1)
    .single();
  expect(error).toBeNull();
  const { data: agency } = await anon
    .from('public_profiles')
    .select('slug')
    .eq('id', (listing!.agency_id ?? listing!.broker_id) as string)
    .single();
  expect(agency?.slug).toBeTruthy();
  const visitor = { latitude: (listing!.approx_latitude as number) + 0.018, longitude: listing!.approx_longitude as number };

  const context = await browser.newContext({ geolocation: visitor, permissions: ['geolocation'], locale: 'pt-BR' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await styleHostOffline(page);
  await page.goto(`/imoveis-proximos/${agency!.slug}`);
  await expect(page.getByTestId('nearby-success')).toBeVisible();
  await page.getByRole('button', { name: m.NearbyPage.map }).click();
  const map = page.getByTestId('nearby-map');
  await expect(map).toBeVisible();
  await expect(map.locator('.maplibregl-marker').first()).toBeVisible();
  await expectDrawn(page, map, { background: FALLBACK_BACKGROUND, minShare: 0.5, offsets: [[0, 0]], expected: [VISITOR] });
  expect(errors).toEqual([]);
  await context.close();
});

test('the search map draws the fallback background, without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await styleHostOffline(page);
  await page.goto('/buscar');
  const map = page.getByTestId('search-map');
  await expect(map.getByTestId('map-cluster').or(map.getByTestId('map-marker')).first()).toBeVisible({ timeout: 20_000 });
  await expectDrawn(page, page.getByTestId('map-canvas'), { background: FALLBACK_BACKGROUND, minShare: 0.5 });
  expect(errors).toEqual([]);
});
