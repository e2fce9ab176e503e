import http from 'node:http';
import { clientIpResolver, trustedProxyList } from '../../../local-supabase/src/client-ip.ts';
import { DEFAULT_ANON_KEY } from '../../../local-supabase/src/defaults.ts';
import { startStack, type SpawnedStack } from '../../fixtures/local-supabase/spawn-stack';

// Issue #28, sign-in rate limit (local-stack half). The auth limiter used to key on the first
// X-Forwarded-For hop of any request: anyone could buy a fresh budget per attempt by sending a new
// header, and could spend someone else's budget by naming their address. Now it keys on the socket peer,
// and believes a forwarded address only from a trusted proxy, taking the right-most untrusted hop.
//
// One stack trusts only 127.0.0.1 as a proxy; requests sent from 127.0.0.2 (also loopback on Linux) are
// an untrusted peer, requests from 127.0.0.1 a trusted one (the Next server's place).

jest.setTimeout(180_000);

const LIMIT = 3;
let stack: SpawnedStack;

beforeAll(async () => {
  stack = await startStack({
    LOCAL_SUPABASE_MEMORY: '1',
    LOCAL_SUPABASE_TRUSTED_PROXIES: '127.0.0.1',
    LOCAL_SUPABASE_RATE_SIGN_IN: String(LIMIT),
  });
});

afterAll(async () => {
  await stack?.stop();
});

/** A wrong-password sign-in sent from `from` (the socket's local address) with the given headers. */
function badSignIn(from: string, headers: Record<string, string> = {}): Promise<{ status: number; code: string }> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${stack.url}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          apikey: DEFAULT_ANON_KEY,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
          'Content-Length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let code = '';
          try {
            code = (JSON.parse(text) as { code?: string }).code ?? '';
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, code });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let n = 0;
const randomIp = () => `198.51.100.${(n += 1) % 250}`;

describe('auth rate limit keys on the client address the gateway can vouch for', () => {
  test('an untrusted peer cannot buy fresh budgets with X-Forwarded-For or Sb-Forwarded-For', async () => {
    const spoofs: Record<string, string>[] = [
      { 'X-Forwarded-For': randomIp() },
      { 'X-Forwarded-For': `${randomIp()}, ${randomIp()}` },
      { 'Sb-Forwarded-For': randomIp() },
    ];
    for (const headers of spoofs) expect(await badSignIn('127.0.0.2', headers)).toEqual({ status: 400, code: 'invalid_credentials' });
    // The budget of 127.0.0.2 is spent, whatever the next request claims to be.
    const more: Record<string, string>[] = [
      { 'X-Forwarded-For': randomIp() },
      { 'X-Forwarded-For': '127.0.0.1' },
      { 'X-Forwarded-For': '%31%30.0.0.1' },
      { 'X-Forwarded-For': ' , ,' },
      { 'Sb-Forwarded-For': randomIp(), 'X-Forwarded-For': randomIp() },
      {},
    ];
    for (const headers of more) {
      expect(await badSignIn('127.0.0.2', headers)).toEqual({ status: 429, code: 'over_request_rate_limit' });
    }
  });

  test('from the trusted proxy, two forwarded clients get separate budgets', async () => {
    const alice = '203.0.113.10';
    const bob = '203.0.113.20';
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await badSignIn('127.0.0.1', { 'X-Forwarded-For': alice })).status).toBe(400);
    }
    expect(await badSignIn('127.0.0.1', { 'X-Forwarded-For': alice })).toEqual({ status: 429, code: 'over_request_rate_limit' });
    // Bob, behind the same server, is not locked out by Alice's mistakes…
    expect(await badSignIn('127.0.0.1', { 'X-Forwarded-For': bob })).toEqual({ status: 400, code: 'invalid_credentials' });
    // …nor is the same Bob announced with GoTrue's Sb-Forwarded-For.
    expect(await badSignIn('127.0.0.1', { 'Sb-Forwarded-For': bob })).toEqual({ status: 400, code: 'invalid_credentials' });
  });

  test('from the trusted proxy, the left-most hops (written by the client) do not change the key', async () => {
    const carol = '203.0.113.30';
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await badSignIn('127.0.0.1', { 'X-Forwarded-For': `${randomIp()}, ${carol}` })).status).toBe(400);
    }
    expect(await badSignIn('127.0.0.1', { 'X-Forwarded-For': `${randomIp()}, ${carol}` })).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
    });
    expect(await badSignIn('127.0.0.1', { 'X-Forwarded-For': `${randomIp()},${randomIp()}, ${carol}` })).toMatchObject({
      status: 429,
    });
    // Appended trusted hops are skipped: `carol, 127.0.0.1` is still Carol.
    expect(await badSignIn('127.0.0.1', { 'X-Forwarded-For': `${randomIp()}, ${carol}, 127.0.0.1` })).toMatchObject({
      status: 429,
    });
  });
});

describe('clientIpResolver', () => {
  const resolve = clientIpResolver(trustedProxyList('loopback, 10.0.0.0/8'));

  test.each([
    ['an untrusted peer, headers ignored', '203.0.113.1', { 'x-forwarded-for': '1.1.1.1', 'sb-forwarded-for': '2.2.2.2' }, '203.0.113.1'],
    ['an IPv4-mapped peer is normalised', '::ffff:203.0.113.1', { 'x-forwarded-for': '1.1.1.1' }, '203.0.113.1'],
    ['a trusted peer without headers is the client', '127.0.0.1', {}, '127.0.0.1'],
    ['right-most untrusted hop', '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 5.5.5.5' }, '5.5.5.5'],
    ['trusted hops are skipped', '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 5.5.5.5, 10.1.2.3' }, '5.5.5.5'],
    ['a malformed hop ends the chain at the last trusted address', '127.0.0.1', { 'x-forwarded-for': '5.5.5.5, evil' }, '127.0.0.1'],
    ['an encoded hop is not an address', '127.0.0.1', { 'x-forwarded-for': '%35.5.5.5' }, '127.0.0.1'],
    ['Sb-Forwarded-For from a trusted peer', '::1', { 'sb-forwarded-for': '2001:db8::1', 'x-forwarded-for': '5.5.5.5' }, '2001:db8::1'],
    ['an invalid Sb-Forwarded-For falls back to X-Forwarded-For', '::1', { 'sb-forwarded-for': 'x', 'x-forwarded-for': '5.5.5.5' }, '5.5.5.5'],
  ])('%s', (_name, peer, headers, expected) => {
    expect(resolve(peer, headers)).toBe(expected);
  });

  test('a setting that is not an address is refused, naming it', () => {
    expect(() => trustedProxyList('loopback, 10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => trustedProxyList('proxy.example')).toThrow(/proxy\.example/);
    expect(() => clientIpResolver(trustedProxyList('none'))('127.0.0.1', { 'x-forwarded-for': '5.5.5.5' })).not.toThrow();
    expect(clientIpResolver(trustedProxyList('none'))('127.0.0.1', { 'x-forwarded-for': '5.5.5.5' })).toBe('127.0.0.1');
  });
});
