import fs from 'node:fs';
import path from 'node:path';
import {
  APP_TOP_SEGMENTS,
  cachedCopyPath,
  isCacheablePublicPath,
  isPersonalCookie,
  servesCachedCopy,
} from '@/lib/cache/public-pages';
import { PRIVATE_ROUTES } from '@/lib/security/private-routes';
import { THEME_COOKIE, ZONE_COOKIE } from '@/lib/validations/settings';

// Issue #21: which requests get the shared cached copy of a public page.

const APP = path.resolve(__dirname, '..', '..', '..', 'app', '[locale]');

describe('isCacheablePublicPath', () => {
  it('the public pages', () => {
    for (const p of ['/imovel/12', '/imoveis-proximos/imobiliaria-lar', '/imobiliaria-lar']) {
      expect([p, isCacheablePublicPath(p)]).toEqual([p, true]);
    }
  });

  it('never a private page, an auth page, search or a malformed address', () => {
    const paths = [
      ...PRIVATE_ROUTES.map((r) => r.path.replace(/\[[^\]]+\]/g, '1')),
      // Not yet: the home and the marketing pages (docs/caching.md, "Left").
      '/', '/sobre-nos', '/termos', '/sou-corretor',
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
});

describe('servesCachedCopy', () => {
  const base = { method: 'GET', path: '/imovel/5', search: '', cookieNames: [] as string[] };

  it('a signed-out GET without a query', () => {
    expect(servesCachedCopy(base)).toBe(true);
    expect(servesCachedCopy({ ...base, method: 'HEAD' })).toBe(true);
    expect(servesCachedCopy({ ...base, cookieNames: ['_ga'] })).toBe(true);
  });

  it('not with a session (also chunked), theme or zone cookie, a query, or another method', () => {
    for (const cookie of ['sb-127-auth-token', 'sb-abc-auth-token.0', 'sb-abc-auth-token.1', THEME_COOKIE, ZONE_COOKIE]) {
      expect(isPersonalCookie(cookie)).toBe(true);
      expect(servesCachedCopy({ ...base, cookieNames: ['_ga', cookie] })).toBe(false);
    }
    expect(servesCachedCopy({ ...base, search: '?tipo=casa' })).toBe(false);
    expect(servesCachedCopy({ ...base, method: 'POST' })).toBe(false);
  });

  it('the internal address of a copy', () => {
    expect(cachedCopyPath('pt-BR', '/')).toBe('/pt-BR/_cached/v1');
    expect(cachedCopyPath('en', '/imovel/5')).toBe('/en/_cached/v1/imovel/5');
  });
});
