import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { PRIVATE_ROUTES, forbiddenTarget, privateRouteOf, signedOutTarget } from '../../../lib/security/private-routes';
import { expect, firstPublicListing, test } from '../support';
import { createUser, signInOnLoginPage } from '../auth/helpers';

// Issue #20 §1, by HTTP as a visitor's browser would ask: every page file of the app tree is requested.
// Public pages answer 200 to a signed-out visitor; private ones answer a 307 before any byte of HTML (to `/`
// or /login, from lib/security/private-routes.ts), and a signed-in person of a role the page does not serve is
// sent where the page would send them, also before any HTML. A new page is picked up here without editing.

const APP = path.join(process.cwd(), 'app', '[locale]');
const ROLES = ['cliente', 'proprietario', 'corretor', 'imobiliaria'] as const;

function pageRoutes(dir: string, trail: string[] = []): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    // The cached copies of public pages (issue #21) are internal: only the proxy's rewrite reaches them.
    if (statSync(full).isDirectory()) {
      if (name !== '%5Fcached') found.push(...pageRoutes(full, [...trail, name]));
    }
    else if (name === 'page.tsx') found.push('/' + trail.filter((s) => !/^\(.+\)$/.test(s)).join('/'));
  }
  return found;
}

/** A concrete address for a route: real seed values where a public page needs one to exist. */
function address(route: string, listingId: number): string {
  const values: Record<string, string> = {
    '/imovel/[id]': `/imovel/${listingId}`,
    '/[slug]': '/casa-paulista-imoveis',
    '/imoveis-proximos/[slug]': '/imoveis-proximos/casa-paulista-imoveis',
    '/convite/[token]': `/convite/${'f'.repeat(64)}`,
    '/imoveis/[id]/editar': `/imoveis/${listingId}/editar`,
  };
  return values[route] ?? route.replace(/\[[^\]]+\]/g, '1');
}

async function expectRedirectBeforeHtml(request: APIRequestContext, url: string, target: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  expect(res.status(), url).toBe(307);
  expect(new URL(res.headers()['location']!, 'http://x').pathname + new URL(res.headers()['location']!, 'http://x').search, url).toBe(target);
  expect(await res.text(), `${url} sends no HTML`).not.toMatch(/<html|<body|<!DOCTYPE/i);
}

test('every public page answers 200 and every private one a 307 to its sign-in target, signed out', async ({ request }) => {
  const { id } = await firstPublicListing();
  const routes = pageRoutes(APP);
  expect(routes.length).toBeGreaterThan(40);
  for (const route of routes) {
    const url = address(route, id);
    const declared = privateRouteOf(url);
    if (declared) {
      await expectRedirectBeforeHtml(request, url, signedOutTarget(declared, url));
      // The same in another locale: the prefix stays.
      await expectRedirectBeforeHtml(request, `/en${url}`, `/en${signedOutTarget(declared, url)}`);
    } else {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), `${url} is public`).toBe(200);
    }
  }
});

for (const role of ROLES) {
  test(`a ${role} is sent away from the private pages of other roles before any HTML, and opens its own`, async ({ page }) => {
    const { id } = await firstPublicListing();
    const user = await createUser(role);
    await signInOnLoginPage(page, user.email, user.password);
    await page.waitForURL((u) => u.pathname !== '/login');
    for (const route of PRIVATE_ROUTES) {
      const url = address(route.path, id);
      const elsewhere = forbiddenTarget(route, role);
      if (elsewhere) {
        await expectRedirectBeforeHtml(page.request, url, elsewhere);
      } else if ('roles' in route && !route.path.includes('[')) {
        const res = await page.request.get(url, { maxRedirects: 0 });
        expect(res.status(), `${role} opens ${url}`).toBe(200);
      }
    }
  });
}
