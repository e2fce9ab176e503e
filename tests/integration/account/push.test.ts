import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { anonClient, service, user } from '../rls/world';
import { stackUrl } from '../env';

// Issue #24: Web Push that really sends. A local HTTPS server stands in for the push service (FCM, Mozilla's,
// Apple's); the app's delivery (lib/push/deliver.ts, run as by POST /api/jobs) must send it an aes128gcm-
// encrypted message signed with VAPID for a reader with push on — in the reader's language — nothing for a
// reader with push off, and forget a device the push service answers 410 for.

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let server: https.Server;
let origin: string;
const received: Received[] = [];
const gonePaths = new Set<string>();
const vapid = { publicKey: '', privateKey: '' };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lar-push-'));
  await run('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ]);
  server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gonePaths.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  // The operator's VAPID pair: a P-256 key, as `web-push generate-vapid-keys` makes one.
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  vapid.publicKey = ecdh.getPublicKey().toString('base64url');
  vapid.privateKey = ecdh.getPrivateKey().toString('base64url');
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function deliver(env: Record<string, string> = {}) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/fixtures/jobs/server-only-hook.mjs', 'tests/fixtures/jobs/push-jobs.ts'],
    {
      cwd: ROOT,
      timeout: 120_000,
      env: {
        ...process.env,
        NEXT_PUBLIC_SUPABASE_URL: stackUrl('app'),
        SUPABASE_SERVICE_ROLE_KEY: '',
        PUSH_TEST_CA: path.join(dir, 'cert.pem'),
        LAR_VAPID_PUBLIC_KEY: vapid.publicKey,
        LAR_VAPID_PRIVATE_KEY: vapid.privateKey,
        LAR_VAPID_SUBJECT: 'mailto:operacao@lar.dev',
        ...env,
      },
    },
  );
  return JSON.parse(stdout) as { sent: number; gone: number; failed: number; skipped: boolean };
}

/** A browser's subscription: its own P-256 key pair and auth secret, on an endpoint of the stand-in service. */
function device(name: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    path: `/push/${name}-${crypto.randomBytes(6).toString('hex')}`,
    get endpoint() {
      return `${origin}${this.path}`;
    },
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** RFC 8291 decryption of an aes128gcm body by the receiving browser (its private key and auth secret). */
function decrypt(body: Buffer, d: ReturnType<typeof device>): string {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLen);
  const cipher = body.subarray(21 + idLen);
  const shared = d.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), d.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, d.auth, info, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

async function subscribe(who: Awaited<ReturnType<typeof user>>, d: ReturnType<typeof device>) {
  const { error } = await who.client.rpc('account_push_subscribe', { p_endpoint: d.endpoint, p_p256dh: d.keys.p256dh, p_auth: d.keys.auth });
  expect(error).toBeNull();
}

async function notify(userId: string, person: string) {
  const { error } = await service().from('notifications').insert({
    user_id: userId, kind: 'visita_agendada', title: 'Visita agendada', body: `${person} agendou uma visita.`,
    link: '/agendamentos?id=7', message_key: 'visit.scheduled',
    params: { person, listing: 'Casa do push', code: 'LAR-77', date: '2026-12-01T13:00:00Z' },
  });
  expect(error).toBeNull();
}

const drain = async () => {
  const total = { sent: 0, gone: 0, failed: 0 };
  for (;;) {
    const r = await deliver();
    expect(r.skipped).toBe(false);
    total.sent += r.sent;
    total.gone += r.gone;
    total.failed += r.failed;
    if (r.sent + r.gone + r.failed === 0) return total;
  }
};

test('a notification reaches each device of a reader with push on, encrypted, VAPID-signed and in their language; push off gets nothing; 410 forgets the device', async () => {
  const [on, off, moved] = await Promise.all([user('cliente', 'Push Ligado'), user('cliente', 'Push Desligado'), user('cliente', 'Push Sumiu')]);
  const phone = device('on-phone');
  const laptop = device('on-laptop');
  const offDevice = device('off');
  const goneDevice = device('gone');
  gonePaths.add(goneDevice.path);
  await Promise.all([subscribe(on, phone), subscribe(on, laptop), subscribe(off, offDevice), subscribe(moved, goneDevice)]);
  // The reader reads English; the second one turned push off (their own session, as /configuracoes does).
  expect((await on.client.from('user_settings').update({ language: 'en', time_zone: 'America/New_York' }).eq('user_id', on.user.id)).error).toBeNull();
  expect((await off.client.from('user_settings').update({ push_notifications: false }).eq('user_id', off.user.id)).error).toBeNull();

  received.length = 0;
  await Promise.all([notify(on.user.id, 'Ana'), notify(off.user.id, 'Bia'), notify(moved.user.id, 'Caio')]);
  // (At least: the stack is shared with other test files, whose devices are not this server's.)
  const report = await drain();
  expect(report.sent).toBeGreaterThanOrEqual(2);
  expect(report.gone).toBeGreaterThanOrEqual(1);

  const paths = received.map((r) => r.path).sort();
  expect(paths).toEqual([phone.path, laptop.path, goneDevice.path].sort());
  expect(paths).not.toContain(offDevice.path);
  for (const d of [phone, laptop]) {
    const request = received.find((r) => r.path === d.path)!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    // Authorization: vapid t=<JWT signed ES256 for the push service's origin>, k=<the operator's public key>.
    const auth = String(request.headers.authorization);
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(auth);
    expect(match).not.toBeNull();
    const [, header, claims, signature, k] = match!;
    expect(k).toBe(vapid.publicKey);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
    const body = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    expect(body).toMatchObject({ aud: origin, sub: 'mailto:operacao@lar.dev' });
    const key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: Buffer.from(vapid.publicKey, 'base64url').subarray(1, 33).toString('base64url'), y: Buffer.from(vapid.publicKey, 'base64url').subarray(33).toString('base64url') }, format: 'jwk' });
    expect(crypto.verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
    // Only the device can read it: the English text of the notification and its page.
    expect(request.body.toString('utf8')).not.toContain('Ana');
    const message = JSON.parse(decrypt(request.body, d));
    expect(message).toEqual({ title: 'Visit scheduled', body: 'Ana scheduled a visit to Casa do push (#LAR-77) on 12/01/2026 at 08:00 AM.', url: '/en/agendamentos?id=7' });
  }

  // The push service said the subscription is gone: the device is forgotten; the others stay.
  expect((await service().from('push_subscriptions').select('id').eq('endpoint', goneDevice.endpoint)).data).toEqual([]);
  expect((await service().from('push_subscriptions').select('id').eq('user_id', on.user.id)).data).toHaveLength(2);
  // Sent once: another run sends nothing more.
  received.length = 0;
  await drain();
  expect(received).toEqual([]);
}, 180_000);

test('without VAPID keys nothing is claimed (push stays a stored choice)', async () => {
  const reader = await user('cliente', 'Push Sem Chave');
  const d = device('nokey');
  await subscribe(reader, d);
  await notify(reader.user.id, 'Dora');
  received.length = 0;
  expect(await deliver({ LAR_VAPID_PUBLIC_KEY: '', LAR_VAPID_PRIVATE_KEY: '' })).toEqual({ sent: 0, gone: 0, failed: 0, skipped: true });
  expect(received).toEqual([]);
  expect((await drain()).sent).toBeGreaterThanOrEqual(1);
  expect(received.map((r) => r.path)).toEqual([d.path]);
}, 120_000);

test("nobody reads, takes or removes another person's devices; the outbox is the service role's", async () => {
  const [a, b] = await Promise.all([user('cliente', 'Dono do Aparelho'), user('cliente', 'Outra Pessoa')]);
  const d = device('owned');
  await subscribe(a, d);
  expect((await b.client.from('push_subscriptions').select('id')).data).toEqual([]);
  expect((await anonClient().from('push_subscriptions').select('id')).data ?? []).toEqual([]);
  // Knowing the endpoint without the subscription's keys does not move the device.
  const other = device('thief');
  const taken = await b.client.rpc('account_push_subscribe', { p_endpoint: d.endpoint, p_p256dh: other.keys.p256dh, p_auth: other.keys.auth });
  expect(taken.error).not.toBeNull();
  await b.client.from('push_subscriptions').delete().eq('endpoint', d.endpoint);
  expect((await b.client.from('push_subscriptions').insert({ user_id: a.user.id, endpoint: `${origin}/push/forged`, p256dh: 'k', auth: 'a' })).error).not.toBeNull();
  expect((await service().from('push_subscriptions').select('user_id').eq('endpoint', d.endpoint)).data).toEqual([{ user_id: a.user.id }]);
  // Malformed or hostile endpoints are refused.
  for (const endpoint of ['http://127.0.0.1/push', 'javascript:alert(1)', `https://x/${'a'.repeat(1000)}`]) {
    expect((await b.client.rpc('account_push_subscribe', { p_endpoint: endpoint, p_p256dh: 'k', p_auth: 'a' })).error).not.toBeNull();
  }
  for (const client of [anonClient(), b.client]) {
    expect((await client.rpc('push_outbox_claim', { p_limit: 10 })).error).not.toBeNull();
    expect((await client.rpc('push_outbox_done', { p_id: 1, p_outcome: 'gone' })).error).not.toBeNull();
  }
  expect((await service().rpc('push_outbox_done', { p_id: 1, p_outcome: 'nonsense' })).error).not.toBeNull();
});
