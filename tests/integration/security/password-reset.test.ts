/**
 * Issue #28: resetPasswordAction (the new password after the recovery link, without the current one) used
 * to change the password from any signed-in session. Someone with a borrowed session (a shared computer,
 * a stolen cookie) could take the account over for good. Now only a session an e-mail link made, recently,
 * may skip the current password: the verified access token's `amr` says how and when it was signed in,
 * which a client cannot forge without the auth server's key.
 *
 * The calls are the real server action and the real /auth/confirm route, as one visitor's requests (its
 * cookies), against the shared app stack.
 */
import { createClient } from '@supabase/supabase-js';
import { NextRequest } from 'next/server';
import { ANON_KEY, serviceClient, stackUrl, uniqueEmail } from '../env';
import { as, pt, visitor, type Visitor } from './signin-action-harness';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => jest.requireActual('./signin-action-harness').nextHeadersMock);
jest.mock('next-intl/server', () => jest.requireActual('./signin-action-harness').nextIntlMock);
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./signin-action-harness').navigationMock);

jest.setTimeout(180_000);

const PASSWORD = 'Senha-atual-1!';
const NEW_PASSWORD = 'Nova#Senha-2026';

let actions: typeof import('@/lib/actions/auth');
let confirm: typeof import('@/app/auth/confirm/route');
let limits: typeof import('@/lib/validations/auth').PASSWORD_LIMITS;

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = stackUrl('app');
  process.env.NEXT_PUBLIC_SITE_URL = 'http://localhost:3000';
  actions = await import('@/lib/actions/auth');
  confirm = await import('@/app/auth/confirm/route');
  limits = (await import('@/lib/validations/auth')).PASSWORD_LIMITS;
});

async function newAccount() {
  const email = uniqueEmail('reset');
  const { error } = await serviceClient('app').auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  return email;
}

async function passwordWorks(email: string, password: string) {
  const client = createClient(stackUrl('app'), ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  return (await client.auth.signInWithPassword({ email, password })).error === null;
}

const reset = (who: Visitor) => as(who, () => actions.resetPasswordAction({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
const refused = () => ({ ok: false, formError: { title: pt('PasswordRecovery', 'resetErrorTitle'), description: pt('PasswordRecovery', 'resetNeedsLink') } });

/** Opens the recovery e-mail's link (/auth/confirm?token_hash=…&type=recovery) in `who`'s browser. */
async function openRecoveryLink(who: Visitor, email: string) {
  const { data, error } = await serviceClient('app').auth.admin.generateLink({ type: 'recovery', email });
  if (error) throw error;
  const query = new URLSearchParams({ token_hash: data.properties!.hashed_token, type: 'recovery' });
  const res = await as(who, () => confirm.GET(new NextRequest(`http://localhost:3000/auth/confirm?${query}`)));
  expect(res.status).toBe(303);
  expect(new URL(res.headers.get('location')!).pathname).toBe('/recuperar-senha/redefinir-senha');
}

/** The session cookie of `who`'s jar, decoded (@supabase/ssr: `base64-` + base64url JSON, maybe in chunks). */
function sessionCookie(who: Visitor) {
  const names = [...who.jar.keys()].filter((k) => /^sb-.+-auth-token(\.\d+)?$/.test(k)).sort();
  expect(names.length).toBeGreaterThan(0);
  const base = names[0]!.replace(/\.\d+$/, '');
  const raw = who.jar.get(base) ?? names.map((n) => who.jar.get(n)).join('');
  const session = JSON.parse(Buffer.from(raw.replace(/^base64-/, ''), 'base64url').toString('utf8')) as { access_token: string };
  return {
    session,
    write(next: object) {
      for (const n of names) who.jar.delete(n);
      who.jar.set(base, `base64-${Buffer.from(JSON.stringify(next)).toString('base64url')}`);
    },
  };
}

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

test('a session signed in with the password cannot set a new password without the current one', async () => {
  const email = await newAccount();
  const browser = visitor('198.51.100.20');
  expect((await as(browser, () => actions.signInAction({ email, password: PASSWORD }))).ok).toBe(true);
  expect(payloadOf(sessionCookie(browser).session.access_token).amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

  expect(await reset(browser)).toEqual(refused());
  expect(await passwordWorks(email, PASSWORD)).toBe(true);
  expect(await passwordWorks(email, NEW_PASSWORD)).toBe(false);
});

test('a password session that rewrites its token to claim a recovery is refused too', async () => {
  const email = await newAccount();
  const browser = visitor('198.51.100.21');
  expect((await as(browser, () => actions.signInAction({ email, password: PASSWORD }))).ok).toBe(true);
  const cookie = sessionCookie(browser);
  const [header, , signature] = cookie.session.access_token.split('.');
  const now = Math.floor(Date.now() / 1000);
  for (const amr of [[{ method: 'recovery', timestamp: now }], [{ method: 'otp', timestamp: now }], ['otp']]) {
    const payload = { ...payloadOf(cookie.session.access_token), amr };
    const forged = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    cookie.write({ ...cookie.session, access_token: forged });
    expect(await reset(browser)).toEqual(refused());
  }
  // A cookie that is not a session at all.
  browser.jar.clear();
  browser.jar.set('sb-127-auth-token', 'base64-e30');
  expect(await reset(browser)).toEqual(refused());
  expect(await passwordWorks(email, PASSWORD)).toBe(true);
  expect(await passwordWorks(email, NEW_PASSWORD)).toBe(false);
});

test("the recovery link's session sets the new password, and the old one stops working", async () => {
  const email = await newAccount();
  const browser = visitor('198.51.100.22');
  await openRecoveryLink(browser, email);
  expect(payloadOf(sessionCookie(browser).session.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

  expect(await reset(browser)).toEqual({ ok: true, data: { home: '/dashboard-cliente' } });
  expect(await passwordWorks(email, NEW_PASSWORD)).toBe(true);
  expect(await passwordWorks(email, PASSWORD)).toBe(false);
});

test('resetting the password through the link lifts the lock that wrong guesses put on the account', async () => {
  const email = await newAccount();
  const attacker = visitor('203.0.113.50');
  for (let i = 0; i < limits.accountFailures; i += 1) await as(attacker, () => actions.signInAction({ email, password: 'Errada-123' }));
  const owner = visitor('198.51.100.23');
  const locked = await as(owner, () => actions.signInAction({ email, password: PASSWORD }));
  expect(locked).toEqual({ ok: false, formError: { title: pt('AuthMessages', 'rateLimitedTitle'), description: pt('AuthMessages', 'accountLocked') } });

  await openRecoveryLink(owner, email);
  expect((await reset(owner)).ok).toBe(true);
  owner.jar.clear();
  expect((await as(owner, () => actions.signInAction({ email, password: NEW_PASSWORD }))).ok).toBe(true);
});

test('changing the password on /trocar-senha still asks for the current one, and guessing it counts as failed sign-ins', async () => {
  const email = await newAccount();
  const browser = visitor('198.51.100.24');
  expect((await as(browser, () => actions.signInAction({ email, password: PASSWORD }))).ok).toBe(true);
  const change = (current: string) =>
    as(browser, () => actions.changePasswordAction({ currentPassword: current, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
  for (let i = 0; i < limits.accountFailures; i += 1) {
    expect(await change(`Errada-${i}!x`)).toMatchObject({ ok: false, formError: { title: pt('ChangePassword', 'wrongCurrentTitle') } });
  }
  expect(await change(PASSWORD)).toEqual({ ok: false, formError: { title: pt('AuthMessages', 'rateLimitedTitle'), description: pt('AuthMessages', 'accountLocked') } });
  expect(await passwordWorks(email, PASSWORD)).toBe(true);
});
