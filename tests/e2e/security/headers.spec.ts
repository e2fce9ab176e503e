import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse } from '@playwright/test';
import { expect, messages, test } from '../support';

// Security headers on every response of the site (issue #28): pages, redirects, 404s, route handlers, photos,
// generated images, Next's own files. Pages carry a Content-Security-Policy with a fresh nonce that Next puts
// on its scripts; a script injected without it does not run; nothing may frame the site.

const SEED_PHOTO = '/fotos/seed/banheiro-01.webp';
const pt = messages('pt-BR');

/** The headers every response must carry (the site under test is plain-http, so no HSTS). */
function expectSecurityHeaders(response: APIResponse, label: string) {
  const h = response.headers();
  expect(h['x-frame-options'], label).toBe('DENY');
  expect(h['x-content-type-options'], label).toBe('nosniff');
  expect(h['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(h['permissions-policy'], label).toContain('geolocation=(self)');
  expect(h['permissions-policy'], label).toContain('camera=()');
  expect(h['permissions-policy'], label).toContain('microphone=()');
  expect(h['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(h['content-security-policy'], label).toContain("default-src '");
  expect(h['strict-transport-security'], label).toBeUndefined();
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('every kind of response carries the security headers', async ({ request }) => {
  const search = await (await request.get('/buscar')).text();
  const listing = /href="(\/imovel\/\d+)[^"]*"/.exec(search)?.[1];
  expect(listing).toBeDefined();
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(search)?.[1];
  expect(chunk).toBeDefined();

  const cases: [string, string, number][] = [
    ['home', '/', 200],
    ['search', '/buscar', 200],
    ['listing', listing!, 200],
    ['marketing (en)', '/en/sobre-nos', 200],
    ['login', '/login', 200],
    ['404 page', '/nao-existe-esta-pagina', 404],
    ['404 with an extension', '/nao-existe.php', 404],
    ['404 of a listing', '/imovel/999999999', 404],
    ['guard redirect', '/minha-conta', 307],
    ['locale redirect', '/pt-BR/buscar', 307],
    ['auth route handler (redirect)', '/auth/confirm?token_hash=x&type=email', 303],
    ['OAuth callback (redirect)', '/auth/callback?error=access_denied', 303],
    ['listing photo', SEED_PHOTO, 200],
    ['photo 404', '/fotos/nao%2F..%2Fexiste', 404],
    ['Open Graph image', `${listing}/og`, 200],
    ['map worker', '/mapa-worker', 200],
    ['robots.txt', '/robots.txt', 200],
    ['sitemap.xml', '/sitemap.xml', 200],
    ['icon', '/icon.svg', 200],
    ['Next chunk', chunk!, 200],
    ['image optimizer', `/_next/image?url=${encodeURIComponent(SEED_PHOTO)}&w=64&q=75`, 200],
  ];
  for (const [label, path, status] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `${label} ${path}`).toBe(status);
    expectSecurityHeaders(response, `${label} ${path}`);
  }
});

// Pages rendered per request (a public page's cached copy for a signed-out visitor has no nonce: issue #21,
// tests/e2e/cache/public-cache.spec.ts).
test('pages get a fresh nonce per response, and Next puts it on every script', async ({ request }) => {
  const nonces = new Set<string>();
  // (/buscar was one until its signed-out searches became copies, session 14.)
  for (const path of ['/recuperar-senha', '/es/recuperar-senha', '/login', '/nao-existe/esta-pagina', '/en/login']) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'];
    const nonce = nonceOf(csp);
    expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(/script-src [^;]*'unsafe-inline'/.test(csp!), path).toBe(false);
    nonces.add(nonce!);

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
    expect(executable.length, path).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs, `${path}: <script${attrs}>`).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(5);
});

test('the policy allows the Supabase host and the map style host, derived from the configuration', async ({ request }) => {
  const csp = (await request.get('/buscar')).headers()['content-security-policy']!;
  const supabase = new URL(process.env.E2E_SUPABASE_URL!).origin;
  const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '';
  expect(directive('connect-src')).toContain(supabase);
  expect(directive('img-src')).toContain(supabase);
  expect(directive('connect-src')).toContain('https://tiles.openfreemap.org');
  expect(directive('worker-src')).toContain('blob:');
  expect(directive('object-src')).toBe("'none'");
  expect(directive('base-uri')).toBe("'self'");
  expect(csp).not.toContain('upgrade-insecure-requests');
});

test('a script injected into a page without the nonce does not run; the page still works', async ({ page, baseURL, cspViolations }) => {
  let nonce = '';
  // Stand in for an injection flaw: the server's own /login response, with markup added to its HTML.
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    nonce = nonceOf(response.headers()['content-security-policy']) ?? '';
    const injected = [
      '<script>window.__inline = 1</script>',
      '<script nonce="AAAAAAAAAAAAAAAAAAAAAA==">window.__wrongNonce = 1</script>',
      `<script src="data:text/javascript,window.__dataSrc=1"></script>`,
      '<img src="x" onerror="window.__handler = 1">',
      `<script nonce="${nonce}">window.__control = 1</script>`,
    ].join('');
    const body = (await response.text()).replace('</body>', `${injected}</body>`);
    await route.fulfill({ response, body });
  });
  await page.goto('/login');
  await expect(page.getByRole('main').getByRole('button', { name: pt.Login.google })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const flags = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return { inline: w.__inline, wrongNonce: w.__wrongNonce, dataSrc: w.__dataSrc, handler: w.__handler, control: w.__control };
  });
  // The control script carries the response's nonce and runs: the check can see a script that runs.
  expect(flags).toEqual({ inline: undefined, wrongNonce: undefined, dataSrc: undefined, handler: undefined, control: 1 });
  expect(nonce).not.toBe('');
  // Next's own scripts ran (the page hydrated: the sign-up tab switches).
  const register = page.getByRole('main').getByRole('tab').nth(1);
  await expect(async () => {
    await register.click();
    await expect(register).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  // The browser reported each refusal; they are this test's point, not a fault of the site.
  expect(cspViolations.length).toBeGreaterThanOrEqual(4);
  cspViolations.length = 0;
});

/** A real page server on a loopback port: another origin of the same machine (a page fulfilled by Playwright has
 * no address, and Chromium's local-network checks then refuse any frame of localhost, which would prove nothing). */
async function pageServer(body: (origin: string) => string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body(origin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('/login cannot be framed by another origin', async ({ page, baseURL, cspViolations }) => {
  // Control: a page of a third origin that allows framing, which must show inside the attacker's page.
  const control = await pageServer(() => '<!doctype html><button data-slot="button">control</button><input type="password">');
  const attacker = await pageServer(
    () => `<!doctype html><h1>evil</h1><iframe name="login" src="${baseURL}/login"></iframe><iframe name="control" src="${control.origin}/"></iframe>`,
  );
  try {
    await page.goto(`${attacker.origin}/`);
    await page.waitForLoadState('networkidle');
    const controlFrame = page.frame({ name: 'control' })!;
    await expect(controlFrame.locator('[data-slot]')).toHaveCount(1);
    await expect(controlFrame.locator('input[type="password"]')).toHaveCount(1);

    // The /login frame holds Chromium's error page, not the site: none of our components, no password field.
    const login = page.frame({ name: 'login' })!;
    expect(login).toBeTruthy();
    await page.waitForTimeout(1_000);
    expect(await login.locator('[data-slot]').count()).toBe(0);
    expect(await login.locator('input[type="password"]').count()).toBe(0);
  } finally {
    await Promise.all([attacker.close(), control.close()]);
  }
  // The refusal is reported as a violation of frame-ancestors: expected here.
  cspViolations.length = 0;
});
