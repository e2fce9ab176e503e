import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { offlineHtml } from '@/components/pwa/offline-html';
import { localeOfPath, localeOfReferer, offlineTexts } from '@/components/pwa/pwa-texts';
import { isAppleMobile } from '@/components/pwa/install-button';

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));
let mockHeaders = new Headers();

// The catalogues as next-intl reads them (the build precompiles them; here the JSON with its {placeholders}).
type Tree = { [key: string]: string | Tree };
function catalogue(locale: string): Tree {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`@/messages/${locale}/pwa.json`);
}
function translator(locale: string, namespace: string) {
  const node = namespace.split('.').reduce<Tree>((n, k) => n[k] as Tree, catalogue(locale));
  return (key: string, values: Record<string, string> = {}) =>
    (key.split('.').reduce<string | Tree>((n, k) => (n as Tree)[k]!, node) as string).replace(/\{(\w+)\}/g, (_, v: string) => values[v] ?? `{${v}}`);
}
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => translator(locale, namespace),
}));
const texts = (locale: string) => offlineTexts(translator(locale, 'Pwa.offline'));
const description = (locale: string) => translator(locale, 'Pwa')('description', { product: 'Lar' });

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the manifest', () => {
  async function manifestFor(referer: string | null) {
    mockHeaders = new Headers({ host: 'lar.example', ...(referer ? { referer } : {}) });
    const { default: manifest } = await import('@/app/manifest');
    return manifest();
  }

  it('installs Lar standalone from /, with the design colours and the logo icons', async () => {
    const m = await manifestFor(null);
    expect(m).toMatchObject({ name: 'Lar', short_name: 'Lar', start_url: '/', scope: '/', display: 'standalone', lang: 'pt-BR' });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(m.background_color).toBe('#fcfbf8');
    const icons = m.icons ?? [];
    expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of icons) {
      const [w, h] = icon.sizes!.split('x').map(Number);
      expect(pngSize(path.join('public', icon.src))).toEqual({ width: w, height: h });
    }
    expect(pngSize('app/apple-icon.png')).toEqual({ width: 180, height: 180 });
  });

  it("describes Lar in the language of the page that links it, Portuguese for anything else", async () => {
    expect((await manifestFor('https://lar.example/en/imovel/3')).description).toBe(description('en'));
    expect((await manifestFor('https://lar.example/es')).description).toMatch(/Lar/);
    expect((await manifestFor('https://lar.example/es')).lang).toBe('es');
    expect((await manifestFor('https://lar.example/buscar')).lang).toBe('pt-BR');
    expect((await manifestFor('https://evil.example/en/x')).lang).toBe('pt-BR');
    expect((await manifestFor('not a url')).lang).toBe('pt-BR');
    expect((await manifestFor(null)).description).toBe(description('pt-BR'));
    expect(description('pt-BR')).toMatch(/ no Lar\.$/);
  });
});

describe('locales of addresses', () => {
  it.each([
    ['/', 'pt-BR'],
    ['/imovel/3', 'pt-BR'],
    ['/en', 'en'],
    ['/en/imovel/3', 'en'],
    ['/es/buscar', 'es'],
    ['/english', 'pt-BR'],
    ['/pt-BR/x', 'pt-BR'],
  ])('%s → %s', (p, locale) => expect(localeOfPath(p)).toBe(locale));

  it('a Referer from another host or none is Portuguese', () => {
    expect(localeOfReferer(null, 'lar.example')).toBe('pt-BR');
    expect(localeOfReferer('https://lar.example/en', null)).toBe('pt-BR');
    expect(localeOfReferer('https://lar.example.evil/en', 'lar.example')).toBe('pt-BR');
  });
});

describe('the offline page', () => {
  it('says the spec sentences in Portuguese, with a retry link to the page asked for and no script', () => {
    const html = offlineHtml('pt-BR', texts('pt-BR'));
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<h1>Você está sem conexão</h1>');
    expect(html).toMatch(/<a href="" data-testid="offline-retry">Tentar novamente<\/a>/);
    // Self-contained: nothing the cached copy would have to fetch, nothing a CSP refuses.
    expect(html).not.toMatch(/<script|src=|href="(?!data:|")/);
    expect(offlineHtml('en', texts('en'))).toContain('<html lang="en">');
    expect(offlineHtml('es', texts('es'))).toContain('Intentar de nuevo');
  });

  it('is served per locale and nothing else', async () => {
    const { GET, generateStaticParams } = await import('@/app/offline/[page]/route');
    expect(generateStaticParams()).toEqual([{ page: 'pt-BR.html' }, { page: 'en.html' }, { page: 'es.html' }]);
    const get = (page: string) => GET(new Request(`https://lar.example/offline/${page}`), { params: Promise.resolve({ page }) });
    const ok = await get('pt-BR.html');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await ok.text()).toBe(offlineHtml('pt-BR', texts('pt-BR')));
    for (const bad of ['fr.html', 'pt-BR', '..%2Fsw.js', '', 'PT-BR.html']) expect((await get(bad)).status).toBe(404);
  });
});

describe('Instalar o Lar', () => {
  it('recognises iPhone, iPad (also when it says it is a Mac) and not other browsers', () => {
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36', 5)).toBe(false);
  });
});

/**
 * public/sw.js run in a stand-in of a worker's global scope: its listeners are called with fake events.
 */
function loadWorker({ network }: { network: (request: Request) => Promise<Response> }) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return { put: async (url: string, response: Response) => void store.set(url, response) };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (url: string, { cacheName }: { cacheName: string }) => stores.get(cacheName)?.get(url)?.clone(),
  };
  const fetched: string[] = [];
  const self = {
    location: new URL('https://lar.example/sw.js'),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    registration: { navigationPreload: { enable: async () => undefined } },
  };
  const fetchFn = async (input: string | Request, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'https://lar.example'), init) : input;
    fetched.push(`${request.method} ${request.url} ${request.credentials}`);
    return network(request);
  };
  vm.runInNewContext(fs.readFileSync(path.join(ROOT, 'public', 'sw.js'), 'utf8'), { self, caches, fetch: fetchFn, URL, Error, Promise });
  return { listeners, stores, fetched };
}

async function run(listener: (event: unknown) => void, event: Record<string, unknown>) {
  const waits: Promise<unknown>[] = [];
  let responded: Promise<Response> | undefined;
  listener({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<Response>) => (responded = p) });
  await Promise.all(waits);
  return responded;
}

function navigation(url: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}) {
  return { request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'navigate', headers: new Headers(init.headers) }, preloadResponse: Promise.resolve(undefined) };
}

describe('the service worker', () => {
  const page = new Response('<h1>page</h1>', { status: 200 });
  const offline = (locale: string) => new Response(`offline ${locale}`, { status: 200 });

  async function installed(online = true) {
    const worker = loadWorker({
      network: async (request) => {
        const offlineMatch = /\/offline\/([\w-]+)\.html$/.exec(new URL(request.url).pathname);
        if (offlineMatch) return offline(offlineMatch[1]!);
        if (!online) throw new TypeError('Failed to fetch');
        return page.clone();
      },
    });
    await run(worker.listeners.install!, {});
    return worker;
  }

  it('caches only the three offline pages, without cookies, and deletes older caches when it takes over', async () => {
    const worker = await installed();
    expect(worker.fetched.sort()).toEqual([
      'GET https://lar.example/offline/en.html omit',
      'GET https://lar.example/offline/es.html omit',
      'GET https://lar.example/offline/pt-BR.html omit',
    ]);
    const [name] = [...worker.stores.keys()];
    expect([...worker.stores.get(name!)!.keys()].sort()).toEqual(['/offline/en.html', '/offline/es.html', '/offline/pt-BR.html']);
    worker.stores.set('lar-offline-v0', new Map());
    worker.stores.set('someone-else', new Map());
    await run(worker.listeners.activate!, {});
    expect([...worker.stores.keys()]).toEqual([name]);
  });

  it('answers a failed navigation with the offline page of its language, and passes pages through online', async () => {
    const down = await installed(false);
    expect(await (await run(down.listeners.fetch!, navigation('https://lar.example/imovel/3')))!.text()).toBe('offline pt-BR');
    expect(await (await run(down.listeners.fetch!, navigation('https://lar.example/en/minha-conta')))!.text()).toBe('offline en');
    expect(await (await run(down.listeners.fetch!, navigation('https://lar.example/es')))!.text()).toBe('offline es');
    const up = await installed(true);
    expect(await (await run(up.listeners.fetch!, navigation('https://lar.example/minha-conta')))!.text()).toBe('<h1>page</h1>');
    // Nothing of the page was stored.
    for (const store of up.stores.values()) expect([...store.keys()].every((k) => k.startsWith('/offline/'))).toBe(true);
  });

  it('stays out of everything but GET navigations of the site', async () => {
    const worker = await installed(false);
    const fetchListener = worker.listeners.fetch!;
    expect(await run(fetchListener, navigation('https://lar.example/imovel/3', { method: 'POST', headers: { 'Next-Action': 'abc' } }))).toBeUndefined();
    expect(await run(fetchListener, navigation('https://lar.example/imovel/3', { mode: 'cors', headers: { RSC: '1' } }))).toBeUndefined();
    expect(await run(fetchListener, navigation('http://127.0.0.1:54321/rest/v1/properties', { mode: 'cors' }))).toBeUndefined();
    expect(await run(fetchListener, navigation('https://supabase.example/auth/v1/authorize'))).toBeUndefined();
  });

  it('opens only paths of the site from a push notification', async () => {
    const source = fs.readFileSync(path.join(ROOT, 'public', 'sw.js'), 'utf8');
    const check = /const url = typeof data\.url === 'string' && (\/.+\/)\.test\(data\.url\)/.exec(source);
    expect(check).not.toBeNull();
    const safe = new Function(`return ${check![1]}`)() as RegExp;
    expect(['/propostas?id=1', '/en/notificacoes'].every((u) => safe.test(u))).toBe(true);
    expect(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'].some((u) => safe.test(u))).toBe(false);
  });
});
