import http from 'node:http';
import { ANON_KEY, anonClient, stackUrl, uniqueEmail } from '../env';

// Issue #28, medium item: the local mailbox (every confirmation and password-reset link) answered CORS
// for any origin, with credentials, so any page a developer opened could read it. Now only the site's own
// origins (LOCAL_SUPABASE_SITE_URL and the redirect URLs; here the defaults, http://localhost:3000 and
// http://127.0.0.1:3000) get Access-Control-Allow-Origin, and nobody gets credentials.

const url = stackUrl('fixture');
const SITE = 'http://localhost:3000';
const EVIL = 'http://evil.example';

/** A request with the path sent exactly as written (fetch would normalise `..`). */
function rawRequest(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let email: string;

beforeAll(async () => {
  email = uniqueEmail('cors');
  const { error } = await anonClient().auth.signUp({ email, password: 'Senha-forte-123' });
  if (error) throw error;
});

describe('an evil origin gets no CORS grant on the mailbox', () => {
  const paths = () => [
    `/mailbox/api/messages?to=${encodeURIComponent(email)}`,
    '/mailbox/api/messages',
    '/mailbox',
    '/mailbox/',
    '/auth/v1/../../mailbox/api/messages',
    '/rest/v1/%2e%2e/%2e%2e/mailbox/api/messages',
  ];

  test.each(['GET', 'HEAD'])('%s answers without Access-Control-Allow-Origin or credentials', async (method) => {
    for (const path of paths()) {
      for (const origin of [EVIL, 'null', `${SITE}.evil.example`, 'http://localhost:3001', 'https://localhost:3000']) {
        const res = await rawRequest(method, path, { Origin: origin });
        expect([path, origin, res.headers['access-control-allow-origin']]).toEqual([path, origin, undefined]);
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });

  test('the preflight of a DELETE from an evil origin is not granted, and the mail survives', async () => {
    const pre = await rawRequest('OPTIONS', '/mailbox/api/messages', {
      Origin: EVIL,
      'Access-Control-Request-Method': 'DELETE',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const list = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
    expect(((await list.json()) as unknown[]).length).toBe(1);
  });

  test('the body an evil page asks for carries the links, so the grant is what matters', async () => {
    const res = await rawRequest('GET', `/mailbox/api/messages?to=${encodeURIComponent(email)}`, { Origin: EVIL });
    expect(res.status).toBe(200);
    expect(res.body).toContain('/auth/v1/verify?token=');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the site keeps its access, the API its contract', () => {
  test("the site's origins read the mailbox, without credentials", async () => {
    for (const origin of [SITE, 'http://127.0.0.1:3000']) {
      const res = await rawRequest('GET', '/mailbox/api/messages?limit=1', { Origin: origin });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toContain('Origin');
    }
  });

  test('the API answers CORS for the browser app as before (contract §0.4)', async () => {
    const res = await rawRequest('GET', '/auth/v1/settings', { Origin: SITE, apikey: ANON_KEY });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-expose-headers']).toContain('X-Supabase-Api-Version');
  });
});
