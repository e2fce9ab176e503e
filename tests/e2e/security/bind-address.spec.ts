import { spawn } from 'node:child_process';
import net from 'node:net';
import { expect, test } from '../support';

// Issue #32 §3 and §4: the same production build serves under any bind address — `next start -H 127.0.0.1`,
// the usual set-up behind a reverse proxy, used to answer every page with a 307 to itself — and a page path
// with a broken percent-encoding is a 400, not a 500.

test.describe.configure({ timeout: 120_000 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

test('the build started with -H 127.0.0.1 serves its pages by that address, whatever the Host header', async () => {
  const port = await freePort();
  // The build under test (NEXT_DIST_DIR, as playwright.config.ts's server), a second server bound to loopback.
  const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${base}/robots.txt`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
    for (const path of ['/', '/sobre-nos', '/buscar?cidade=Curitiba', '/en/sobre-nos']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
    }
    const html = await (await fetch(`${base}/sobre-nos`)).text();
    expect(html).toContain('<html lang="pt-BR"');
    // Behind a reverse proxy the Host header names the public site.
    const proxied = await fetch(`${base}/sobre-nos`, { redirect: 'manual', headers: { Host: 'lar.example.com' } });
    expect(proxied.status).toBe(200);
    // Redirects still go where they should: the prefixed default locale to its unprefixed address.
    const prefixed = await fetch(`${base}/pt-BR/sobre-nos`, { redirect: 'manual' });
    expect(prefixed.status).toBe(307);
    expect(new URL(prefixed.headers.get('location')!, base).pathname).toBe('/sobre-nos');
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});

test('a page path with a broken percent-encoding is a 400 with the security headers, not a 500', async ({ request }) => {
  for (const path of ['/%', '/%FF', '/%FF?x=1', '/imovel/%FF', '/en/%E0%A4%A']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(400);
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  // A well-formed encoding still reaches its page.
  expect((await request.get('/buscar?cidade=S%C3%A3o%20Paulo')).status()).toBe(200);
});
