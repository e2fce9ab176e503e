import fs from 'node:fs';
import path from 'node:path';
import {
  actionFromCachedCopy,
  APP_TOP_SEGMENTS,
  browserPath,
  CACHED_MARKETING_PATHS,
  cachedCopyPath,
  isCacheablePublicPath,
  isPersonalCookie,
  isPreviewQuery,
  PAGE_QUERY_KEYS,
  ROOT_ROUTE_SEGMENTS,
  SIGNED_IN_CACHED_PATHS,
  servesCachedCopy,
} from '@/lib/cache/public-pages';
import { PRIVATE_ROUTES } from '@/lib/security/private-routes';
import { parsePageFilters } from '@/lib/validations/agency-page';
import { THEME_COOKIE, ZONE_COOKIE } from '@/lib/validations/settings';

// Issue #21: which requests get the shared cached copy of a public page.

const APP = path.resolve(__dirname, '..', '..', '..', 'app', '[locale]');

describe('isCacheablePublicPath', () => {
  it('the public pages', () => {
    for (const p of ['/imovel/12', '/imoveis-proximos/imobiliaria-lar', '/imobiliaria-lar', ...CACHED_MARKETING_PATHS]) {
      expect([p, isCacheablePublicPath(p)]).toEqual([p, true]);
    }
  });

  it('never a private page, an auth page, search or a malformed address', () => {
    const paths = [
      ...PRIVATE_ROUTES.map((r) => r.path.replace(/\[[^\]]+\]/g, '1')),
      // The unsubscribe link of saved-search alerts (a token in the query) and the marketing pages' sub-paths.
      '/cancelar-alerta', '/sobre-nos/x', '/sou-corretor/', '//',
      '/login', '/buscar', '/convite', '/imovel/0', '/imovel/abc', '/imovel/1/og', '/Imobiliaria', '/a_b',
      '/imoveis-proximos/%2e%2e', '/x/y', `/${'a'.repeat(51)}`, '/imovel/1234567890123456',
    ];
    for (const p of paths) expect([p, isCacheablePublicPath(p)]).toEqual([p, false]);
  });

  it('knows every first segment of the app tree (else /{segment} would be taken for an agency page)', () => {
    const segments = fs
      .readdirSync(APP, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.startsWith('('))
      .flatMap((group) => fs.readdirSync(path.join(APP, group.name), { withFileTypes: true }))
      .filter((d) => d.isDirectory() && !d.name.startsWith('[') && !d.name.startsWith('_'))
      .map((d) => d.name);
    expect(segments.length).toBeGreaterThan(10);
    for (const s of segments) expect([s, (APP_TOP_SEGMENTS as readonly string[]).includes(s)]).toEqual([s, true]);
  });

  it('knows every route outside app/[locale] (route handlers, the maps worker, the offline page)', () => {
    const root = path.resolve(APP, '..');
    const folders = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('['))
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThan(3);
    for (const f of folders) {
      expect([f, (ROOT_ROUTE_SEGMENTS as readonly string[]).includes(f)]).toEqual([f, true]);
      expect([f, isCacheablePublicPath(`/${f}`)]).toEqual([f, false]);
    }
    expect([isCacheablePublicPath('/en'), isCacheablePublicPath('/es')]).toEqual([false, false]);
  });

  it("PAGE_QUERY_KEYS are exactly the query keys the agency page reads (a filtered page is never a copy)", () => {
    const plain = parsePageFilters({});
    const values: Record<string, string> = { transacao: 'alugar', tipo: 'casa', quartos: '2', pagina: '3', vista: 'mapa' };
    expect(Object.keys(values).sort()).toEqual([...PAGE_QUERY_KEYS].sort());
    for (const [key, value] of Object.entries(values)) {
      expect([key, parsePageFilters({ [key]: value })]).not.toEqual([key, plain]);
    }
    expect(parsePageFilters({ utm_source: 'x', ordem: 'recentes', q: 'casa' })).toEqual(plain);
  });
});

describe('servesCachedCopy', () => {
  const base = { method: 'GET', path: '/imovel/5', search: '', cookieNames: [] as string[] };

  it('a signed-out GET without a query', () => {
    expect(servesCachedCopy(base)).toBe(true);
    expect(servesCachedCopy({ ...base, method: 'HEAD' })).toBe(true);
    expect(servesCachedCopy({ ...base, cookieNames: ['_ga'] })).toBe(true);
  });

  it('not with a session (also chunked) on /anunciar-imovel, a query key the page reads, a preview, or another method', () => {
    for (const cookie of ['sb-127-auth-token', 'sb-abc-auth-token.0', 'sb-abc-auth-token.1']) {
      expect(isPersonalCookie(cookie)).toBe(true);
      expect(servesCachedCopy({ ...base, path: '/anunciar-imovel', cookieNames: ['_ga', cookie] })).toBe(false);
      // Since session 15 an agency page and a nearby page are signed-in copies (signedInCopy)…
      expect(servesCachedCopy({ ...base, path: '/casa-paulista-imoveis', cookieNames: [cookie] })).toBe(true);
      expect(servesCachedCopy({ ...base, path: '/imoveis-proximos/casa-paulista', cookieNames: [cookie] })).toBe(true);
      // …but not their preview address, for anybody.
      expect(servesCachedCopy({ ...base, path: '/casa-paulista-imoveis', search: '?previa=1', cookieNames: [cookie] })).toBe(false);
    }
    expect(servesCachedCopy({ ...base, path: '/casa-paulista-imoveis', search: '?previa=1' })).toBe(false);
    expect(servesCachedCopy({ ...base, search: '?previa=1' })).toBe(false);
    // `previa` is read by a listing and an agency page only.
    expect(servesCachedCopy({ ...base, path: '/imoveis-proximos/casa-paulista', search: '?previa=1' })).toBe(true);
    expect(servesCachedCopy({ ...base, path: '/sobre-nos', search: '?previa=1' })).toBe(true);
    for (const search of ['?tipo=casa', '?a=1&transacao=alugar', '?quartos=', '?vista=mapa', '?pagina=2']) {
      expect([search, servesCachedCopy({ ...base, search })]).toEqual([search, false]);
    }
    // A query the page does not read (a campaign's tag) changes nothing on it: the copy.
    expect(servesCachedCopy({ ...base, search: '?utm_source=whatsapp&fbclid=x' })).toBe(true);
    expect(servesCachedCopy({ ...base, method: 'POST' })).toBe(false);
  });

  it('with a theme or zone cookie: the browser applies them (components/layout/document.tsx)', () => {
    for (const cookie of [THEME_COOKIE, ZONE_COOKIE]) {
      expect(isPersonalCookie(cookie)).toBe(false);
      expect(servesCachedCopy({ ...base, cookieNames: [cookie] })).toBe(true);
    }
  });

  it('with a session on the marketing pages whose personal parts the browser reads', () => {
    for (const path of SIGNED_IN_CACHED_PATHS) {
      expect([path, servesCachedCopy({ ...base, path, cookieNames: ['sb-127-auth-token', THEME_COOKIE, ZONE_COOKIE] })]).toEqual([path, true]);
      expect([path, servesCachedCopy({ ...base, path, search: '?pagina=2', cookieNames: ['sb-127-auth-token'] })]).toEqual([path, false]);
      expect([path, servesCachedCopy({ ...base, path, search: '?utm_source=x', cookieNames: ['sb-127-auth-token'] })]).toEqual([path, true]);
    }
    expect(SIGNED_IN_CACHED_PATHS).toEqual(expect.arrayContaining(['/', '/sobre-nos']));
  });

  it('with a session on a listing page (its personal parts: GET /api/listings/{id}/me), but never its preview address', () => {
    const session = ['sb-127-auth-token'];
    expect(servesCachedCopy({ ...base, cookieNames: session })).toBe(true);
    expect(servesCachedCopy({ ...base, path: '/imovel/100094', cookieNames: ['sb-abc-auth-token.0', 'sb-abc-auth-token.1'] })).toBe(true);
    expect(servesCachedCopy({ ...base, cookieNames: session, search: '?utm_source=x' })).toBe(true);
    for (const cookieNames of [[], session]) {
      for (const search of ['?previa=1', '?previa', '?utm_source=x&previa=0']) {
        expect([search, cookieNames, servesCachedCopy({ ...base, search, cookieNames })]).toEqual([search, cookieNames, false]);
      }
      // `previa` is the listing's own key.
      expect(servesCachedCopy({ ...base, path: '/sobre-nos', search: '?previa=1', cookieNames })).toBe(true);
    }
    expect(servesCachedCopy({ ...base, path: '/imovel/0', cookieNames: session })).toBe(false);
  });

  it('the internal address of a copy', () => {
    expect(cachedCopyPath('pt-BR', '/')).toBe('/pt-BR/_cached/v1');
    expect(cachedCopyPath('en', '/imovel/5')).toBe('/en/_cached/v1/imovel/5');
  });
});

describe('actionFromCachedCopy', () => {
  // The Next-Router-State-Tree header a browser sends from the cached copy of /sou-corretor, as captured.
  const cachedTree = encodeURIComponent(
    JSON.stringify(['', { children: [['locale', 'pt-BR', 'd', null], { children: ['%5Fcached', { children: [['v', 'v1', 'd', null], { children: ['sou-corretor', { children: ['__PAGE__', {}, null, null, 160] }, null, null, 96] }, null, null, 96] }, null, null, 64] }, null, null, 48] }, null, null, 80]),
  );
  const liveTree = encodeURIComponent(
    JSON.stringify(['', { children: [['locale', 'pt-BR', 'd', null], { children: ['(marketing)', { children: ['sou-corretor', { children: ['__PAGE__', {}] }] }] }] }]),
  );
  const base = { method: 'POST', path: '/sou-corretor', isAction: true, routerStateTree: cachedTree };

  it('an action posted from a cached copy of a cacheable page', () => {
    expect(actionFromCachedCopy(base)).toBe(true);
    expect(actionFromCachedCopy({ ...base, path: '/imovel/7' })).toBe(true);
  });

  it('not from the per-request page, not a plain POST or GET, not a private or unknown path, not a malformed header', () => {
    expect(actionFromCachedCopy({ ...base, routerStateTree: liveTree })).toBe(false);
    expect(actionFromCachedCopy({ ...base, routerStateTree: null })).toBe(false);
    expect(actionFromCachedCopy({ ...base, isAction: false })).toBe(false);
    expect(actionFromCachedCopy({ ...base, method: 'GET' })).toBe(false);
    for (const path of ['/minha-conta', '/dashboard', '/login', '/imovel/abc', '/buscar/x']) {
      expect([path, actionFromCachedCopy({ ...base, path })]).toEqual([path, false]);
    }
    // /buscar has copies per filter set since session 14 (lib/cache/search-copies.ts).
    expect(actionFromCachedCopy({ ...base, path: '/buscar' })).toBe(true);
    expect(actionFromCachedCopy({ ...base, routerStateTree: '%E0%A4%A' })).toBe(false);
  });
});

describe("a copy's address as the browser shows it (the redirects to a preview)", () => {
  it('drops the locale prefix and a trailing slash, and nothing else', () => {
    expect(browserPath('/imovel/5')).toBe('/imovel/5');
    expect(browserPath('/en/imovel/5/')).toBe('/imovel/5');
    expect(browserPath('/es/casa-paulista-imoveis')).toBe('/casa-paulista-imoveis');
    expect(browserPath('/en')).toBe('/');
    expect(browserPath('/')).toBe('/');
    // The default locale is never a prefix of a page's address; a slug that looks like a locale is not dropped.
    expect(browserPath('/pt-BR/imovel/5')).toBe('/pt-BR/imovel/5');
    expect(browserPath('/english/imovel/5')).toBe('/english/imovel/5');
  });

  it('tells a preview address by its key', () => {
    expect(isPreviewQuery('?previa=1')).toBe(true);
    expect(isPreviewQuery('?utm_source=x&previa=')).toBe(true);
    expect(isPreviewQuery('?utm_source=x')).toBe(false);
    expect(isPreviewQuery('')).toBe(false);
  });
});
