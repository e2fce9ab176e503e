/**
 * Issue #28, sign-in rate limit (the app's half). signInAction used to reach Supabase Auth from the
 * server's own address, so the auth server's per-IP limit (30 sign-ins per 5 minutes) counted every
 * visitor together: 31 wrong passwords from anyone locked the whole site out of signing in.
 *
 * Now the app limits password attempts itself, per account and per client, and passes the client's
 * address on to the auth server (which trusts the Next server as a proxy) so that it counts per visitor
 * too. Against a stack of its own with the real limits (30 per 5 minutes per IP), each call is the real
 * server action as one visitor's request: the X-Forwarded-For that `next start` hands the app (the socket
 * address it wrote; TRUSTED_PROXY_HOPS=0, no proxy in front) and that visitor's cookies.
 */
import type { SpawnedStack } from '../../fixtures/local-supabase/spawn-stack';
import { as, pt, visitor, type Visitor } from './signin-action-harness';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => jest.requireActual('./signin-action-harness').nextHeadersMock);
jest.mock('next-intl/server', () => jest.requireActual('./signin-action-harness').nextIntlMock);
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./signin-action-harness').navigationMock);

jest.setTimeout(300_000);

type Actions = typeof import('@/lib/actions/auth');
type Limits = typeof import('@/lib/validations/auth').PASSWORD_LIMITS;

const PASSWORD = 'Senha-forte-123';
const WRONG = 'Senha-errada-999';
let stack: SpawnedStack;
let actions: Actions;
let limits: Limits;
let serviceKey: string;

beforeAll(async () => {
  const { startStack } = await import('../../fixtures/local-supabase/spawn-stack');
  // The auth server's own limits as in production (sign-in 30 per 5 minutes per IP); loopback (this
  // process, standing in for the Next server) is its trusted proxy, as by default.
  stack = await startStack({ LOCAL_SUPABASE_MEMORY: '1' });
  process.env.NEXT_PUBLIC_SUPABASE_URL = stack.url;
  delete process.env.TRUSTED_PROXY_HOPS;
  actions = await import('@/lib/actions/auth');
  limits = (await import('@/lib/validations/auth')).PASSWORD_LIMITS;
  serviceKey = (await import('../env')).SERVICE_ROLE_KEY;
});

afterAll(async () => {
  await stack?.stop();
});

let n = 0;
async function account() {
  const { createClient } = await import('@supabase/supabase-js');
  const email = `limite.${Date.now().toString(36)}.${++n}@example.com`;
  const admin = createClient(stack.url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  return email;
}

const signIn = (who: Visitor, email: string, password: string) => as(who, () => actions.signInAction({ email, password }));
const signedIn = (who: Visitor) => [...who.jar.keys()].some((k) => /^sb-.+-auth-token(\.\d+)?$/.test(k));

const invalid = () => ({ ok: false, formError: { title: pt('AuthMessages', 'loginErrorTitle'), description: pt('AuthMessages', 'invalidCredentials') } });
const accountLocked = () => ({ ok: false, formError: { title: pt('AuthMessages', 'rateLimitedTitle'), description: pt('AuthMessages', 'accountLocked') } });
const clientLocked = () => ({ ok: false, formError: { title: pt('AuthMessages', 'rateLimitedTitle'), description: pt('AuthMessages', 'rateLimited') } });

describe('password sign-in limits: per account and per client, never global', () => {
  let accountA: string;
  const client1 = visitor('198.51.100.1');

  test('31+ wrong passwords for account A from client 1 do not stop client 2 signing in to account B', async () => {
    accountA = await account();
    const accountB = await account();
    const attempts = limits.clientFailures + 1;
    expect(attempts).toBeGreaterThanOrEqual(31);
    const results = [];
    for (let i = 0; i < attempts; i += 1) results.push(await signIn(client1, accountA, WRONG));

    // What client 1 sees: wrong password until the account locks, then the account's lock, and once its
    // own budget is spent, the client's.
    expect(results.slice(0, limits.accountFailures)).toEqual(Array(limits.accountFailures).fill(invalid()));
    expect(results.slice(limits.accountFailures, limits.clientFailures)).toEqual(
      Array(limits.clientFailures - limits.accountFailures).fill(accountLocked()),
    );
    expect(results.slice(limits.clientFailures)).toEqual([clientLocked()]);
    expect(signedIn(client1)).toBe(false);

    const client2 = visitor('198.51.100.2');
    expect(await signIn(client2, accountB, PASSWORD)).toEqual({ ok: true, data: { role: 'cliente', home: '/dashboard-cliente', locale: 'pt-BR' } });
    expect(signedIn(client2)).toBe(true);
  });

  test('the locked account refuses even the right password, from any client; other accounts are open to that client', async () => {
    const client3 = visitor('198.51.100.3');
    expect(await signIn(client3, accountA, PASSWORD)).toEqual(accountLocked());
    expect(signedIn(client3)).toBe(false);
    const accountC = await account();
    expect((await signIn(client3, accountC, PASSWORD)).ok).toBe(true);
  });

  test('the locked client is refused on every account, even with the right password; other clients are not', async () => {
    const accountD = await account();
    expect(await signIn(client1, accountD, PASSWORD)).toEqual(clientLocked());
    expect(signedIn(client1)).toBe(false);
    expect((await signIn(visitor('198.51.100.4'), accountD, PASSWORD)).ok).toBe(true);
  });

  test('a spoofed left-most X-Forwarded-For gives client 1 no fresh budget', async () => {
    const accountD = await account();
    for (const forged of ['203.0.113.9', '10.0.0.1, 203.0.113.10', 'garbage', '::1', '198.51.100.4']) {
      const spoofing = visitor(`${forged}, ${client1.xff}`);
      expect(await signIn(spoofing, accountD, PASSWORD)).toEqual(clientLocked());
      expect(signedIn(spoofing)).toBe(false);
    }
  });

  test('the right password gives the attempt back: signing in often is not a failure', async () => {
    const accountE = await account();
    const client5 = visitor('198.51.100.5');
    for (let i = 0; i < limits.accountFailures - 1; i += 1) expect(await signIn(client5, accountE, WRONG)).toEqual(invalid());
    for (let i = 0; i < 3; i += 1) expect((await signIn(client5, accountE, PASSWORD)).ok).toBe(true);
    // Still one failure left for the account before it locks.
    expect(await signIn(client5, accountE, WRONG)).toEqual(invalid());
    expect(await signIn(client5, accountE, PASSWORD)).toEqual(accountLocked());
  });
});

describe('the auth server counts each visitor, not the app server', () => {
  test("client 6's 31st sign-in in five minutes hits the auth server's limit; client 7 signs in to the same account", async () => {
    const accountF = await account();
    const client6 = visitor('192.0.2.6');
    // Right passwords: the app's failure limits never fire, every attempt reaches the auth server.
    for (let i = 0; i < 30; i += 1) expect((await signIn(client6, accountF, PASSWORD)).ok).toBe(true);
    expect(await signIn(client6, accountF, PASSWORD)).toEqual(clientLocked());
    expect((await signIn(visitor('192.0.2.7'), accountF, PASSWORD)).ok).toBe(true);
  });
});
