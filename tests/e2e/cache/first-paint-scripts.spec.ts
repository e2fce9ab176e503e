import type { APIRequestContext, Page } from '@playwright/test';
import { expect, firstPublicListing, messages, test } from '../support';

// A cached copy asks for its first-load JavaScript once its first frame has painted, so a visitor on a slow phone
// gets the page's text and photo before ~170 kB of scripts compete with them (lib/cache/first-paint-scripts.mjs).
// The page must still become fully interactive, and a page rendered per request is left as Next writes it.
const pt = messages('pt-BR');
const CHUNK_TAG = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""/;

/** A copy's HTML as the cache serves it. (The response that renders a missing copy is the render itself, still
 * with Next's own tags: the change is made where the copy is stored, lib/cache/cache-handler.mjs.) */
async function cachedHtml(request: APIRequestContext, path: string) {
  await request.get(path);
  return (await request.get(path)).text();
}

/** Records when the page's first frame is rendered (the first animation-frame callbacks run just before it). */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as unknown as { __firstFrame: number }).__firstFrame = performance.now()));
  });
}

/** When the page's first frame came, and when each of its `_next` chunks was requested. */
async function timings(page: Page) {
  return page.evaluate(() => ({
    firstFrame: (window as unknown as { __firstFrame?: number }).__firstFrame ?? null,
    chunks: performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(e.name))
      .map((e) => e.startTime),
  }));
}

test("a listing's copy requests its scripts after the first frame, and then works: 'Tenho interesse' opens its form", async ({ page, request }) => {
  const { id } = await firstPublicListing();
  const html = await cachedHtml(request, `/imovel/${id}`);
  expect(html).toContain('data-first-paint-scripts');
  expect(html).not.toMatch(CHUNK_TAG);

  await recordFirstFrame(page);
  await page.goto(`/imovel/${id}`);
  await expect.poll(async () => (await timings(page)).chunks.length).toBeGreaterThan(3);
  const { firstFrame, chunks } = await timings(page);
  expect(firstFrame).not.toBeNull();
  for (const start of chunks) expect(start).toBeGreaterThanOrEqual(firstFrame!);

  await page.getByTestId('interest-open').click();
  const dialog = page.getByTestId('interest-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel(pt.Lead.name)).toBeVisible();
});

test('a marketing page in English does the same, and its scripts run: React takes over its links', async ({ page, request }) => {
  expect(await cachedHtml(request, '/en/sobre-nos')).not.toMatch(CHUNK_TAG);
  await recordFirstFrame(page);
  await page.goto('/en/sobre-nos');
  await expect.poll(async () => (await timings(page)).chunks.length).toBeGreaterThan(3);
  const { firstFrame, chunks } = await timings(page);
  for (const start of chunks) expect(start).toBeGreaterThanOrEqual(firstFrame!);
  await page.waitForFunction(() => Object.keys(document.querySelector('footer a') ?? {}).some((k) => k.startsWith('__reactProps')));
});

test('a page rendered per request (the sign-in page) keeps its scripts as Next writes them', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).toMatch(CHUNK_TAG);
  expect(html).not.toContain('data-first-paint-scripts');
});
