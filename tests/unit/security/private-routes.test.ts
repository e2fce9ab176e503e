import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_ROUTES, forbiddenTarget, guardRedirect, privateRouteOf } from '@/lib/security/private-routes';

// Issue #20 §1: the private pages are declared once. Every page file under the private route groups must be
// in the table (a new private page that is not declared fails here), every entry must name a page, and no
// page outside those groups may be declared (the public ones stay public).

const APP = path.join(process.cwd(), 'app', '[locale]');
const PRIVATE_GROUPS = new Set(['(account)', '(agency)']);

function pages(dir: string, trail: string[] = []): { route: string; group: string | null }[] {
  const found: { route: string; group: string | null }[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...pages(full, [...trail, name]));
    else if (name === 'page.tsx') {
      const group = trail.find((s) => /^\(.+\)$/.test(s)) ?? null;
      found.push({ route: '/' + trail.filter((s) => !/^\(.+\)$/.test(s)).join('/'), group });
    }
  }
  return found;
}

const all = pages(APP);
const declared = PRIVATE_ROUTES.map((r) => r.path as string);

describe('the table of private routes', () => {
  it('finds the pages of the app tree', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all).toContainEqual({ route: '/clientes/[id]', group: '(account)' });
  });

  it('declares every page of the private route groups', () => {
    const privatePages = all.filter((p) => p.group && PRIVATE_GROUPS.has(p.group)).map((p) => p.route);
    expect(privatePages.filter((r) => !declared.includes(r))).toEqual([]);
  });

  it('names only pages that exist, each once', () => {
    const routes = new Set(all.map((p) => p.route));
    expect(declared.filter((r) => !routes.has(r))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('leaves every other page public', () => {
    for (const p of all.filter((x) => (!x.group || !PRIVATE_GROUPS.has(x.group)) && !declared.includes(x.route))) {
      const concrete = p.route.replace(/\[[^\]]+\]/g, 'x1');
      expect([p.route, privateRouteOf(concrete)]).toEqual([p.route, null]);
    }
  });
});

describe('guardRedirect', () => {
  it('sends a signed-out visitor of every declared page away before it renders', () => {
    for (const r of PRIVATE_ROUTES) {
      const concrete = r.path.replace(/\[[^\]]+\]/g, '42');
      const target = guardRedirect(concrete, null);
      const expected = { home: '/', login: `/login?next=${encodeURIComponent(concrete)}` }[r.signedOut as string] ?? r.signedOut;
      expect(target).toBe(expected);
    }
  });

  it('guards the pages the hand-kept lists missed, with their params and a trailing slash', () => {
    expect(guardRedirect('/agendamentos/novo', null)).toBe('/login?next=%2Fagendamentos%2Fnovo');
    expect(guardRedirect('/clientes/17/', null)).toBe('/login?next=%2Fclientes%2F17');
    expect(guardRedirect('/financeiro/recibo/abc', null)).toBe('/login?next=%2Ffinanceiro%2Frecibo%2Fabc');
    expect(guardRedirect('/imoveis/100061/editar', null)).toBe('/login?next=%2Fimoveis%2F100061%2Feditar');
    expect(guardRedirect('/relatorios', null)).toBe('/login?next=%2Frelatorios');
  });

  it('does not match deeper or shallower paths than declared', () => {
    expect(guardRedirect('/clientes/17/notas', null)).toBeNull();
    expect(guardRedirect('/imoveis/100061', null)).toBeNull();
    expect(guardRedirect('/imovel/100061', null)).toBeNull();
  });

  it('sends a signed-in person of another role where the page would', () => {
    expect(guardRedirect('/clientes', { role: 'cliente' })).toBe('/dashboard-cliente');
    expect(guardRedirect('/agendamentos', { role: 'cliente' })).toBe('/minhas-visitas');
    expect(guardRedirect('/imoveis', { role: 'cliente' })).toBe('/anunciar-imovel');
    expect(guardRedirect('/corretores', { role: 'corretor' })).toBe('/dashboard-corretor');
    expect(guardRedirect('/financeiro/recibo/9', { role: 'corretor' })).toBe('/');
    expect(guardRedirect('/propostas/subir', { role: 'proprietario' })).toBe('/dashboard-proprietario');
    expect(guardRedirect('/clientes', { role: 'corretor' })).toBeNull();
    expect(guardRedirect('/favoritos', { role: 'imobiliaria' })).toBeNull();
  });

  it('lets a session without a known role through (the page decides)', () => {
    expect(guardRedirect('/clientes', { role: null })).toBeNull();
    expect(guardRedirect('/clientes', { role: 'admin' })).toBeNull();
    expect(forbiddenTarget(PRIVATE_ROUTES[0], 'cliente')).toBeNull();
  });
});
