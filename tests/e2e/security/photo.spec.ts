import http from 'node:http';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { expect, supabaseUrl, test, testClient } from '../support';

// The photo proxy (/fotos/<object name>) against the real server: encoded slashes, dots and backslashes
// must not walk out of the property-images bucket to the rest of the Supabase host, whose mailbox holds
// every recovery link on the local stack. The requests are written byte for byte (node:http), so neither
// the test client nor a URL parser normalises the attack away before the server sees it.

/** GET `rawPath` on the app exactly as written. */
function rawGet(rawPath: string): Promise<{ status: number; type: string; body: string }> {
  const base = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const TRAVERSALS = [
  '/fotos/x%2F..%2F..%2F..%2F..%2F..%2F..%2Fmailbox%2Fapi%2Fmessages',
  '/fotos/seed%2F..%2F..%2F..%2F..%2F..%2F..%2Fmailbox%2Fapi%2Fmessages',
  '/fotos/x%2F..%2F..%2F..%2F..%2F..%2F..%2Fhealth',
  '/fotos/seed/%2e%2e/%2e%2e/%2e%2e/%2e%2e/mailbox/api/messages',
  '/fotos/seed%2F%2e%2e%2F%2e%2e%2F%2e%2e%2F%2e%2e%2F%2e%2e%2F%2e%2e%2Fmailbox%2Fapi%2Fmessages',
  '/fotos/x%252F..%252F..%252F..%252F..%252F..%252F..%252Fmailbox%252Fapi%252Fmessages',
  '/fotos/seed%5C..%5C..%5C..%5C..%5C..%5C..%5Cmailbox%5Capi%5Cmessages',
  '/fotos/seed/..%5C..%5C..%5C..%5C..%5C..%5Cmailbox%5Capi%5Cmessages',
  '/fotos/seed%2Fa.png%00%2F..%2F..%2F..%2F..%2F..%2F..%2Fmailbox%2Fapi%2Fmessages',
  `/fotos/${encodeURIComponent(`${supabaseUrl()}/mailbox/api/messages`)}`,
  `/fotos/${encodeURIComponent(`${supabaseUrl().replace(/^https?:/, '')}/mailbox/api/messages`)}`,
  `/fotos/seed/${'a'.repeat(4000)}.png`,
];

test('encoded traversals out of the photo bucket are 404s and never return the mailbox', async () => {
  const email = `e2e-photo-${Date.now().toString(36)}@lar.dev`;
  const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
  expect((await admin.auth.admin.createUser({ email, password: 'Lar@12345', email_confirm: true })).error).toBeNull();
  expect((await testClient(LOCAL_ANON_KEY).auth.resetPasswordForEmail(email)).error).toBeNull();
  // The prize: the mailbox answers on the Supabase host with that recovery link.
  const mailbox = await fetch(`${supabaseUrl()}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  expect(mailbox.status).toBe(200);
  expect(await mailbox.text()).toContain(email);

  for (const path of TRAVERSALS) {
    const res = await rawGet(path);
    expect.soft(res.status, path).toBe(404);
    expect.soft(res.type, path).not.toContain('json');
    expect.soft(res.body, path).not.toContain(email);
    expect.soft(res.body, path).not.toContain('local-supabase');
  }
});

test('a photo of the bucket still loads through /fotos', async () => {
  const storage = testClient(LOCAL_SERVICE_ROLE_KEY).storage.from('property-images');
  const name = `seed/e2e-${Date.now().toString(36)}.gif`;
  // A 1×1 GIF.
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
  expect((await storage.upload(name, gif, { contentType: 'image/gif' })).error).toBeNull();
  const res = await rawGet(`/fotos/${name}`);
  expect(res.status).toBe(200);
  expect(res.type).toBe('image/gif');
  await storage.remove([name]);
});
