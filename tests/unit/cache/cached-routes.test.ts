/**
 * The cached copies served without the proxy (lib/cache/cached-routes.ts, docs/caching.md): the proxy's matcher
 * and next.config.ts's rewrites, compiled by Next's own code, must split every request between them — a request
 * the proxy does not see is rewritten to its copy, and only when the proxy's own rule (servesCachedCopy) would
 * have served that copy; every other request reaches the proxy as before.
 */
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import fs from 'node:fs';
import path from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { copyHeaders, copyRewrites, proxyMatcher } from '@/lib/cache/cached-routes';
import { cachedCopyPath, PUBLIC_CACHE_CONTROL, servesCachedCopy } from '@/lib/cache/public-pages';

type Req = { headers: Record<string, string> };
type Query = Record<string, string>;

// How Next compiles proxy.ts's `config.matcher` (exported by the module, not by its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, config: object) => never };
const proxyRuns = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyMatcher(), {})) as unknown as (
  pathname: string,
  req: Req,
  query: Query,
) => boolean;

// As Next builds its custom routes (server/lib/router-utils/filesystem.js, buildCustomRoute) with caseSensitiveRoutes.
const rewrites = copyRewrites().map((r) => ({ ...r, match: getPathMatch(r.source, { strict: true, removeUnnamedParams: true, sensitive: true }) }));

function rewriteOf(pathname: string, req: Req, query: Query): string | null {
  for (const r of rewrites) {
    const params = r.match(pathname);
    if (!params || !matchHas(req as never, query, [], r.missing as never)) continue;
    return r.destination.replace(/:(\w+)/g, (_, name: string) => String((params as Record<string, string>)[name]));
  }
  return null;
}

const PATHS = [
  '/', '/en', '/es', '/sobre-nos', '/en/sobre-nos', '/es/termos', '/anunciar-imovel', '/en/anunciar-imovel', '/imovel/5',
  '/en/imovel/100094', '/imovel/0', '/imovel/abc', '/imovel/5/og', '/imovel/1234567890123456', '/imoveis-proximos/casa-paulista',
  '/imoveis-proximos/Casa', '/casa-paulista-imoveis', '/es/casa-paulista-imoveis', `/${'a'.repeat(50)}`, `/${'a'.repeat(51)}`,
  '/buscar', '/en/buscar', '/login', '/minha-conta', '/dashboard', '/imoveis', '/imovel', '/api/me', '/api', '/og', '/mapa-worker',
  '/offline', '/fotos/seed/x.webp', '/auth/callback', '/Sobre-Nos', '/Casa', '/pt-BR', '/pt-BR/sobre-nos', '/pt-br', '/en/en',
  '/en/es', '/_cached/v1', '/pt-BR/_cached/v1/sobre-nos', '/%5Fcached/v1', '/sobre-nos/extra', '/sitemap.xml', '/robots.txt',
  '/a--b', '/-a', '/a-', '/%73obre-nos', '/casa%2Dpaulista',
];
const COOKIES = ['', 'sb-127-auth-token=base64-x', '_ga=1; sb-abc-auth-token.0=base64-y', 'lar-theme=dark; lar-tz=UTC', 'sb-127-auth-token='];
const HEADERS: Record<string, string>[] = [{}, { rsc: '1' }, { 'next-action': 'abc' }];
const QUERIES: Query[] = [{}, { utm_source: 'whatsapp' }, { tipo: 'casa' }, { pagina: '2' }, { previa: '1' }];

function cookieNames(cookie: string): string[] {
  return cookie ? cookie.split(/;\s*/).map((c) => c.split('=')[0]!) : [];
}

function localeAndPath(pathname: string): [string, string] {
  const m = /^\/(en|es)(\/.*)?$/.exec(pathname);
  return m ? [m[1]!, m[2] ?? '/'] : ['pt-BR', pathname];
}

describe('the cached copies without the proxy', () => {
  it('every request goes to the proxy or to its copy, never both, never neither', () => {
    let rewritten = 0;
    for (const pathname of PATHS)
      for (const cookie of COOKIES)
        for (const extra of HEADERS)
          for (const query of QUERIES) {
            const req = { headers: { ...(cookie ? { cookie } : {}), ...extra } };
            const proxy = proxyRuns(pathname, req, query);
            const target = rewriteOf(pathname, req, query);
            const label = { pathname, cookie, extra, query };
            expect([label, proxy || target !== null, proxy && target !== null]).toEqual([label, true, false]);
            if (target === null) continue;
            rewritten++;
            // Only what the proxy's own rule would have served from the copy, and the same copy.
            const [locale, path] = localeAndPath(pathname);
            const search = new URLSearchParams(query).toString();
            expect([label, servesCachedCopy({ method: 'GET', path, search: search ? `?${search}` : '', cookieNames: cookieNames(cookie) })]).toEqual([label, true]);
            expect([label, target]).toEqual([label, cachedCopyPath(locale, path)]);
            expect(extra).toEqual({});
          }
    expect(rewritten).toBeGreaterThan(60);
  });

  it('a signed-out GET of each kind of public page skips the proxy; a session on /anunciar-imovel, a preview or an RSC fetch does not', () => {
    const none = { headers: {} };
    for (const [pathname, target] of [
      ['/', '/pt-BR/_cached/v1'],
      ['/en', '/en/_cached/v1'],
      ['/sobre-nos', '/pt-BR/_cached/v1/sobre-nos'],
      ['/imovel/100094', '/pt-BR/_cached/v1/imovel/100094'],
      ['/es/casa-paulista-imoveis', '/es/_cached/v1/casa-paulista-imoveis'],
      ['/imoveis-proximos/casa-paulista-imoveis', '/pt-BR/_cached/v1/imoveis-proximos/casa-paulista-imoveis'],
    ]) {
      expect([pathname, proxyRuns(pathname!, none, {}), rewriteOf(pathname!, none, {})]).toEqual([pathname, false, target]);
    }
    const session = { headers: { cookie: 'sb-127-auth-token=base64-x' } };
    // Since session 15 a listing, an agency page and a nearby page are signed-in copies too (their personal parts:
    // GET /api/listings/{id}/me, the hearts, the owner sent to the preview by the browser)…
    for (const [pathname, target] of [
      ['/imovel/5', '/pt-BR/_cached/v1/imovel/5'],
      ['/en/imovel/100094', '/en/_cached/v1/imovel/100094'],
      ['/sobre-nos', '/pt-BR/_cached/v1/sobre-nos'],
      ['/casa-paulista-imoveis', '/pt-BR/_cached/v1/casa-paulista-imoveis'],
      ['/es/casa-paulista-imoveis', '/es/_cached/v1/casa-paulista-imoveis'],
      ['/imoveis-proximos/casa-paulista-imoveis', '/pt-BR/_cached/v1/imoveis-proximos/casa-paulista-imoveis'],
    ]) {
      expect([pathname, proxyRuns(pathname!, session, {}), rewriteOf(pathname!, session, {})]).toEqual([pathname, false, target]);
    }
    // …but not /anunciar-imovel (its call to action follows the role), nor a preview address (`?previa=1` on a
    // listing or an agency page: per request, for anybody).
    expect(proxyRuns('/anunciar-imovel', session, {})).toBe(true);
    for (const req of [none, session]) {
      for (const pathname of ['/imovel/5', '/es/imovel/5', '/imovel/5/', '/casa-paulista-imoveis', '/en/casa-paulista-imoveis/']) {
        expect([pathname, proxyRuns(pathname, req, { previa: '1' }), rewriteOf(pathname, req, { previa: '1' })]).toEqual([pathname, true, null]);
      }
      // `previa` is those pages' key only: the home and a nearby page with it are still copies.
      expect(rewriteOf('/', req, { previa: '1' })).toBe('/pt-BR/_cached/v1');
      expect(rewriteOf('/imoveis-proximos/casa-paulista', req, { previa: '1' })).toBe('/pt-BR/_cached/v1/imoveis-proximos/casa-paulista');
    }
    expect(proxyRuns('/sobre-nos', { headers: { rsc: '1' } }, { _rsc: 'x' })).toBe(true);
    expect(proxyRuns('/casa-paulista-imoveis', none, { transacao: 'alugar' })).toBe(true);
    for (const pathname of ['/buscar', '/login', '/minha-conta', '/mapa-worker', '/og', '/pt-BR', '/_cached/v1', '/%5Fcached/v1']) {
      expect([pathname, proxyRuns(pathname, none, {})]).toEqual([pathname, true]);
    }
  });

  it("no file of public/ and no route outside app/[locale] is a copy's path (Next serves those before the afterFiles rewrites)", () => {
    const publicFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? publicFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const root = path.join(process.cwd(), 'public');
    const paths = publicFiles(root).map((f) => `/${path.relative(root, f).split(path.sep).join('/')}`);
    // app/'s own routes: a folder is a URL segment (its pages below it), a metadata file its URL (robots.ts → robots.txt).
    const METADATA: Record<string, string> = { 'robots.ts': 'robots.txt', 'manifest.ts': 'manifest.webmanifest' };
    for (const e of fs.readdirSync(path.join(process.cwd(), 'app'), { withFileTypes: true })) {
      if (e.name === '[locale]') continue;
      if (e.isDirectory()) paths.push(`/${e.name}`, `/${e.name}/`, `/${e.name}/callback`, `/${e.name}/x`);
      else if (!/\.(tsx|css)$/.test(e.name)) paths.push(`/${METADATA[e.name] ?? e.name}`);
    }
    expect(paths).toEqual(expect.arrayContaining(['/sw.js', '/favicon.ico', '/robots.txt', '/icon.svg', '/api', '/mapa-worker', '/offline/x']));
    for (const pathname of paths) {
      for (const cookie of ['', 'sb-127-auth-token=base64-x']) {
        expect([pathname, rewriteOf(pathname, { headers: cookie ? { cookie } : {} }, {})]).toEqual([pathname, null]);
      }
    }
  });

  it("the copies' headers: the nonce-less policy and the public Cache-Control, on the same requests as the rewrites", () => {
    const headers = copyHeaders("script-src 'self' 'unsafe-inline'");
    expect(headers.map(({ missing }) => missing)).toEqual(copyRewrites().map(({ missing }) => missing));
    // Each rule matches exactly the paths of its rewrite, and with no parameter: Next compiles every header value
    // holding a `:` (the policy) as a path template on each request of a rule matched with parameters.
    const rules = headers.map((h) => getPathMatch(h.source, { strict: true, removeUnnamedParams: true, sensitive: true }));
    expect(headers.some((h) => h.source.includes('/:'))).toBe(false);
    for (const pathname of PATHS) {
      rules.forEach((match, i) => {
        const params = match(pathname);
        expect([pathname, i, params === false ? false : Object.keys(params)]).toEqual([pathname, i, rewrites[i]!.match(pathname) === false ? false : []]);
      });
    }
    for (const h of headers) {
      expect(h.headers).toEqual([
        { key: 'Content-Security-Policy', value: "script-src 'self' 'unsafe-inline'" },
        { key: 'Cache-Control', value: PUBLIC_CACHE_CONTROL },
      ]);
    }
  });
});
