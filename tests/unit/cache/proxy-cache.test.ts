/**
 * proxy.ts and the cached copies (issue #21, docs/caching.md): which requests it rewrites to the cached copies'
 * tree, with which headers. Signed-out requests only (no session to refresh, so no network); next-intl's
 * routing (ESM only) is a pass-through as in tests/integration/security/headers-session-cookie.test.ts.
 */
import { NextRequest, NextResponse } from 'next/server';

jest.mock('next-intl/middleware', () => ({
  __esModule: true,
  default: () => (request: Request) => NextResponse.next({ request: { headers: request.headers } }),
}));
jest.mock('@/lib/i18n/routing', () => ({ routing: { locales: ['pt-BR', 'en', 'es'], defaultLocale: 'pt-BR' } }));

type Proxy = (request: NextRequest) => Promise<NextResponse>;
let proxy: Proxy;
let config: { matcher: unknown };

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:1';
  process.env.NEXT_PUBLIC_SITE_URL = 'http://localhost:3000';
  await jest.isolateModulesAsync(async () => {
    ({ proxy, config } = (await import('@/proxy')) as { proxy: Proxy; config: { matcher: unknown } });
  });
});

const SITE = 'http://localhost:3000';
const rewriteOf = (r: NextResponse) => r.headers.get('x-middleware-rewrite');
const tree = (segment: string) =>
  encodeURIComponent(JSON.stringify(['', { children: [['locale', 'pt-BR', 'd', null], { children: [segment, { children: ['__PAGE__', {}] }] }] }]));

describe('proxy: cached copies of the public pages', () => {
  it("its matcher is lib/cache/cached-routes.ts's (Next reads the literal; the copies it leaves out are next.config.ts's rewrites)", async () => {
    const { proxyMatcher } = await import('@/lib/cache/cached-routes');
    expect(config.matcher).toEqual(proxyMatcher());
  });

  it('a signed-out GET of the home and the marketing pages gets the cached copy, public, no cookie, no nonce', async () => {
    for (const [path, target] of [
      ['/', '/pt-BR/_cached/v1'],
      ['/sobre-nos', '/pt-BR/_cached/v1/sobre-nos'],
      ['/sou-imobiliaria', '/pt-BR/_cached/v1/sou-imobiliaria'],
      ['/en/atendimento', '/en/_cached/v1/atendimento'],
    ] as const) {
      const response = await proxy(new NextRequest(new URL(path, SITE)));
      expect([path, new URL(rewriteOf(response)!).pathname]).toEqual([path, target]);
      expect(response.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+/);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('content-security-policy')).not.toContain("'nonce-");
    }
  });

  it('a signed-in GET of the home, a marketing page, a listing, an agency or a nearby page gets the same copy: no session work, no Set-Cookie', async () => {
    const session = 'sb-127-auth-token=base64-eyJ4IjoxfQ; lar-theme=dark; lar-tz=Europe/London';
    for (const [path, target] of [
      ['/', '/pt-BR/_cached/v1'],
      ['/sobre-nos', '/pt-BR/_cached/v1/sobre-nos'],
      ['/imovel/100094', '/pt-BR/_cached/v1/imovel/100094'],
      ['/es/imovel/7?utm_source=whatsapp', '/es/_cached/v1/imovel/7'],
      ['/casa-paulista-imoveis', '/pt-BR/_cached/v1/casa-paulista-imoveis'],
      ['/en/imoveis-proximos/casa-paulista', '/en/_cached/v1/imoveis-proximos/casa-paulista'],
    ] as const) {
      const response = await proxy(new NextRequest(new URL(path, SITE), { headers: { cookie: session } }));
      expect([path, new URL(rewriteOf(response)!).pathname]).toEqual([path, target]);
      expect(response.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+/);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("the router's RSC fetches of a copy are rewritten too but never stored by the browser", async () => {
    const requests: { url: string; headers: Record<string, string> }[] = [
      { url: '/sobre-nos?_rsc=abc', headers: { rsc: '1', 'next-router-prefetch': '1' } },
      { url: '/sobre-nos', headers: { rsc: '1', 'next-router-segment-prefetch': '/_tree' } },
      { url: '/?_rsc=x1', headers: {} },
    ];
    for (const init of requests) {
      const response = await proxy(new NextRequest(new URL(init.url, SITE), { headers: init.headers }));
      expect([init.url, rewriteOf(response) ?? '']).toEqual([init.url, expect.stringContaining('/_cached/v1')]);
      expect([init.url, response.headers.get('cache-control')]).toEqual([init.url, 'private, no-store']);
    }
  });

  it('not with a query key the page reads, a session on /anunciar-imovel, a preview address, or for a private page; the internal folder is a 404 from outside', async () => {
    for (const init of [
      { url: '/casa-paulista-imoveis?tipo=casa', cookie: '' },
      { url: '/anunciar-imovel', cookie: 'sb-127-auth-token=x' },
      { url: '/casa-paulista-imoveis?previa=1', cookie: 'sb-127-auth-token=x' },
      { url: '/es/casa-paulista-imoveis?previa=1', cookie: '' },
      { url: '/imovel/1?previa=1', cookie: 'sb-127-auth-token=x' },
      { url: '/imovel/1?previa=1', cookie: '' },
      { url: '/buscar', cookie: 'sb-127-auth-token=x' },
      { url: '/login', cookie: '' },
    ]) {
      const response = await proxy(new NextRequest(new URL(init.url, SITE), { headers: init.cookie ? { cookie: init.cookie } : {} }));
      expect([init, rewriteOf(response) ?? '']).not.toEqual([init, expect.stringContaining('_cached')]);
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
    }
    for (const path of ['/pt-BR/_cached/v1/sobre-nos', '/_cached/v1', '/en/_cached/v1/imovel/1', '/%5Fcached/v1', '/en/%5fcached/v1/sobre-nos']) {
      expect([path, (await proxy(new NextRequest(new URL(path, SITE)))).status]).toEqual([path, 404]);
    }
  });

  it('a server action posted from a cached copy runs on the cached route; from the per-request page it does not', async () => {
    const post = (segment: string) =>
      proxy(
        new NextRequest(new URL('/sou-corretor', SITE), {
          method: 'POST',
          headers: { 'next-action': 'abc123', 'next-router-state-tree': tree(segment), 'content-type': 'text/plain' },
          body: '[]',
        }),
      );
    const fromCopy = await post('%5Fcached');
    expect(new URL(rewriteOf(fromCopy)!).pathname).toBe('/pt-BR/_cached/v1/sou-corretor');
    // An action answer is never a shared copy.
    expect(fromCopy.headers.get('cache-control') ?? '').not.toMatch(/public/);
    expect(rewriteOf(await post('(marketing)')) ?? '').not.toContain('_cached');
  });

  it('a signed-out search gets the shared copy of its normalised filter set; a signed-in one is rendered per request', async () => {
    const get = (url: string, cookie = '') => proxy(new NextRequest(new URL(url, SITE), { headers: cookie ? { cookie } : {} }));
    const a = await get('/buscar?transacao=alugar&cidade=Curitiba');
    const b = await get('/buscar?cidade=Curitiba&utm_source=x&transacao=alugar');
    expect(new URL(rewriteOf(a)!).pathname).toBe(new URL(rewriteOf(b)!).pathname);
    expect(new URL(rewriteOf(a)!).pathname).toMatch(/^\/pt-BR\/_cached\/v1\/buscar\/[^/]+$/);
    expect(a.headers.get('cache-control')).toMatch(/^public, s-maxage=10,/);
    expect(a.headers.get('content-security-policy')).not.toContain("'nonce-");
    expect(a.headers.getSetCookie()).toEqual([]);
    expect(new URL(rewriteOf(await get('/en/buscar'))!).pathname).toBe('/en/_cached/v1/buscar/-');
    // Encoded and malformed values: the copy of what the search makes of them, never an error.
    for (const url of ['/buscar?quartos=%FF', '/buscar?cidade=%3Cscript%3E', '/buscar?ordem=../../x']) {
      expect([url, rewriteOf(await get(url)) ?? '']).toEqual([url, expect.stringContaining('/_cached/v1/buscar/')]);
    }
    for (const cookie of ['sb-127-auth-token=x', 'sb-127-auth-token.0=x']) {
      const personal = await get('/buscar?cidade=Curitiba', cookie);
      expect(rewriteOf(personal) ?? '').not.toContain('_cached');
      expect(personal.headers.get('cache-control') ?? '').not.toMatch(/public/);
    }
    const post = await proxy(new NextRequest(new URL('/buscar', SITE), { method: 'POST', body: 'x' }));
    expect(rewriteOf(post) ?? '').not.toContain('_cached');
  });

  it('sitemap.xml is served from the cached tree for everybody', async () => {
    for (const cookie of ['', 'lar-theme=dark']) {
      const response = await proxy(new NextRequest(new URL('/sitemap.xml', SITE), { headers: cookie ? { cookie } : {} }));
      expect(new URL(rewriteOf(response)!).pathname).toBe('/pt-BR/_cached/v1/sitemap_xml');
    }
  });
});
