import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';
import BytesCacheHandler from '@/lib/cache/cache-handler.mjs';

// lib/cache/cache-handler.mjs keeps a cached page's HTML as UTF-8 bytes, so Next writes it without encoding the
// string again for every request. A page's copy must reach the visitor exactly as rendered — accents, dashes,
// ellipses and emoji included — and everything that is not a page's HTML must be left as Next stored it.

const PAGE = '<!DOCTYPE html><html lang="pt-BR"><title>Sobre nós — Lar</title><p>Imóveis… ✓ 🏠 São Paulo</p></html>';

function handler() {
  return new BytesCacheHandler({
    fs: undefined,
    dev: false,
    flushToDisk: false,
    serverDistDir: path.join(os.tmpdir(), 'lar-cache-handler-test'),
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
  });
}

const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;

function page(html: string) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('0:"rsc"'), headers: { 'x-next-cache-tags': 'listings' }, postponed: undefined, status: 200, segmentData: undefined };
}

test('a page stored as a string is kept as its UTF-8 bytes and read back as the same text', async () => {
  const cache = handler();
  const stored = page(PAGE);
  await cache.set('/pt-BR/_cached/v1/sobre-nos', stored, { cacheControl: { revalidate: 60, expire: undefined } });
  expect(typeof stored.html).toBe('string'); // the caller's object is not changed

  const entry = await cache.get('/pt-BR/_cached/v1/sobre-nos', pageCtx);
  const html = entry?.value?.html as Buffer;
  expect(Buffer.isBuffer(html)).toBe(true);
  expect(html.toString('utf8')).toBe(PAGE);
  expect((entry?.value?.rscData as Buffer).toString()).toBe('0:"rsc"');
});

test('a page the cache holds as a string (read from a file of the build) turns into bytes once, on its first read', async () => {
  const cache = handler();
  const key = '/pt-BR/_cached/v1/termos';
  BytesCacheHandler.memoryCache.set(key, { value: page(PAGE), lastModified: Date.now() });

  const first = await cache.get(key, pageCtx);
  const second = await cache.get(key, pageCtx);
  expect(Buffer.isBuffer(first?.value?.html)).toBe(true);
  expect((first?.value?.html as Buffer).toString('utf8')).toBe(PAGE);
  expect(second?.value?.html).toBe(first?.value?.html); // the same bytes: not converted per request
});

test('route bodies (sitemap, Open Graph images) and data entries are stored as Next gave them', async () => {
  const cache = handler();
  const body = Buffer.from('<urlset/>');
  await cache.set('/pt-BR/_cached/v1/sitemap_xml', { kind: 'APP_ROUTE', body, headers: {}, status: 200 }, { cacheControl: { revalidate: 600, expire: undefined } });
  const route = await cache.get('/pt-BR/_cached/v1/sitemap_xml', { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false });
  expect(route?.value?.body).toBe(body);

  await cache.set('fetch-key', { kind: 'FETCH', data: { headers: {}, body: 'é', url: 'https://x', status: 200 }, revalidate: 60 }, { fetchCache: true, tags: [] });
  const fetched = await cache.get('fetch-key', { kind: 'FETCH', tags: [], softTags: [] });
  expect((fetched?.value?.data as { body: string }).body).toBe('é');

  await cache.set('/missing', null, { cacheControl: undefined });
  expect((await cache.get('/missing', pageCtx))?.value ?? null).toBeNull();
});

test('Next sends a page held as bytes to the visitor exactly as the string it was rendered as', async () => {
  const cache = handler();
  await cache.set('/pt-BR/_cached/v1', page(PAGE), { cacheControl: { revalidate: 60, expire: undefined } });
  const entry = await cache.get('/pt-BR/_cached/v1', pageCtx);

  const server = http.createServer((req, res) => {
    const result = RenderResult.fromStatic(entry!.value!.html as Buffer, 'text/html; charset=utf-8');
    void sendRenderResult({ req, res, result, generateEtags: false, poweredByHeader: false, cacheControl: undefined });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(PAGE);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  } finally {
    server.close();
  }
});

test("a copy is kept with its first-load scripts requested after the first paint (lib/cache/first-paint-scripts.mjs), on both paths", async () => {
  const withChunks = PAGE.replace('<title>', '<script src="/_next/static/chunks/abc.js" async=""></script><title>').replace('</html>', '<body></body></html>');
  const cache = handler();
  await cache.set('/pt-BR/_cached/v1/atendimento', page(withChunks), { cacheControl: { revalidate: 60, expire: undefined } });
  const stored = ((await cache.get('/pt-BR/_cached/v1/atendimento', pageCtx))?.value?.html as Buffer).toString('utf8');
  BytesCacheHandler.memoryCache.set('/pt-BR/_cached/v1/privacidade', { value: page(withChunks), lastModified: Date.now() });
  const read = ((await cache.get('/pt-BR/_cached/v1/privacidade', pageCtx))?.value?.html as Buffer).toString('utf8');
  for (const html of [stored, read]) {
    expect(html).not.toContain('async=""');
    expect(html).toContain('["/_next/static/chunks/abc.js"]');
    expect(html).toContain('<p>Imóveis… ✓ 🏠 São Paulo</p>');
  }
});

describe('a page rendered while one of its tags was revalidated', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
  const withTag = (tag: string) => ({ ...page(PAGE), headers: { 'x-next-cache-tags': `listings,${tag}` } });
  const life = { cacheControl: { revalidate: 3600, expire: undefined } };

  test('is rendered again on the next request: a write saved during the render shows', async () => {
    const cache = handler();
    const key = '/pt-BR/_cached/v1/agencia-durante';
    expect((await cache.get(key, pageCtx))?.value ?? null).toBeNull(); // nothing stored: a render begins
    await tick();
    await cache.revalidateTag(['agency-page:durante'], { expire: 0 }); // the owner's write, mid-render
    await tick();
    await cache.set(key, withTag('agency-page:durante'), life); // the render, from before the write
    expect((await cache.get(key, pageCtx))?.value ?? null).toBeNull(); // so: rendered again

    await tick();
    await cache.set(key, withTag('agency-page:durante'), life); // that render began after the write
    expect((await cache.get(key, pageCtx))?.value).toBeTruthy();
  });

  test('a render that began after the write, or with no write at all, is kept', async () => {
    const cache = handler();
    await cache.revalidateTag(['agency-page:antes'], { expire: 0 });
    await tick();
    const after = '/pt-BR/_cached/v1/agencia-antes';
    expect((await cache.get(after, pageCtx))?.value ?? null).toBeNull();
    await cache.set(after, withTag('agency-page:antes'), life);
    expect((await cache.get(after, pageCtx))?.value).toBeTruthy();

    const quiet = '/pt-BR/_cached/v1/agencia-quieta';
    expect((await cache.get(quiet, pageCtx))?.value ?? null).toBeNull();
    await tick();
    await cache.set(quiet, withTag('agency-page:quieta'), life);
    expect((await cache.get(quiet, pageCtx))?.value).toBeTruthy();
  });
});
