import { anonClient, serviceClient, signedInClient, stackUrl, uniqueEmail, cookieJarClient } from '../env';

// The access token's `amr` and `app_metadata`, which the app's security rules read, exactly as GoTrue
// (supabase/auth internal/api/verify.go, token.go) fills them:
// - `amr` lists the session's methods with unix timestamps: `password` after signInWithPassword, `otp` after
//   POST /verify (verifyOtp with a token_hash or code, whatever the type, recovery included) and after the
//   implicit-flow GET /verify, and the link type's method (`recovery`, `magiclink`, `email/signup`…) only
//   after the PKCE code exchange of a GET /verify link;
// - `app_metadata` is auth.users.raw_app_meta_data as stored now (read again on every refresh), never
//   anything the user can write.

const url = stackUrl('fixture');
const SITE = 'http://localhost:3000';

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as {
    amr: { method: string; timestamp: number }[];
    app_metadata: Record<string, unknown>;
    user_metadata: Record<string, unknown>;
  };

async function lastMail(to: string): Promise<{ links: string[] }> {
  const res = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  const list = (await res.json()) as { links: string[] }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0];
}

function ssrClient() {
  return cookieJarClient(url).client;
}

test('a password sign-in carries amr password with a unix timestamp', async () => {
  const before = Math.floor(Date.now() / 1000) - 1;
  const { client } = await signedInClient('fixture');
  const { data } = await client.auth.getSession();
  const { amr } = claimsOf(data.session!.access_token);
  expect(amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  expect(amr[0].timestamp).toBeGreaterThanOrEqual(before);
  expect(amr[0].timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
});

test('a recovery link opened through GET /verify (PKCE) and exchanged carries amr recovery; the refresh keeps it', async () => {
  const { email } = await signedInClient('fixture');
  const browser = ssrClient();
  expect((await browser.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/redefinir-senha` })).error).toBeNull();
  const res = await fetch((await lastMail(email)).links[0], { redirect: 'manual' });
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  const { data, error } = await browser.auth.exchangeCodeForSession(code);
  expect(error).toBeNull();
  expect(claimsOf(data.session!.access_token).amr.map((a) => a.method)).toEqual(['recovery']);
  const refreshed = await browser.auth.refreshSession();
  expect(claimsOf(refreshed.data.session!.access_token).amr.map((a) => a.method)).toEqual(['recovery']);
});

test('a recovery token_hash verified with verifyOtp (POST /verify) carries amr otp, as on GoTrue', async () => {
  const { email } = await signedInClient('fixture');
  expect((await ssrClient().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/redefinir-senha` })).error).toBeNull();
  const tokenHash = new URL((await lastMail(email)).links[1]).searchParams.get('token_hash')!;
  const { data, error } = await ssrClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
  expect(error).toBeNull();
  expect(claimsOf(data.session!.access_token).amr.map((a) => a.method)).toEqual(['otp']);
});

test('app_metadata comes from raw_app_meta_data as stored now; user-editable metadata never lands in it', async () => {
  const { client, user } = await signedInClient('fixture', { data: { role: 'admin' } });
  const first = claimsOf((await client.auth.getSession()).data.session!.access_token);
  expect(first.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  expect(first.user_metadata.role).toBe('admin');

  // The user cannot write app_metadata…
  const { error: refused } = await client.auth.updateUser({ data: { role: 'admin' }, app_metadata: { role: 'admin' } } as never);
  expect(refused).toMatchObject({ status: 403, code: 'not_admin' });
  // …the service role can, and the next token carries it.
  const { error } = await serviceClient().auth.admin.updateUserById(user.id, { app_metadata: { role: 'corretor' } });
  expect(error).toBeNull();
  const refreshed = await client.auth.refreshSession();
  expect(claimsOf(refreshed.data.session!.access_token).app_metadata).toEqual({
    provider: 'email',
    providers: ['email'],
    role: 'corretor',
  });
});

test('an OTP code typed into verifyOtp carries amr otp', async () => {
  const email = uniqueEmail('otpclaims');
  await serviceClient().auth.admin.createUser({ email, password: 'Senha-forte-123', email_confirm: true });
  expect((await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
  const res = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  const [mail] = (await res.json()) as { text: string }[];
  const code = /Código: (\d{6})/.exec(mail.text)![1];
  const { data, error } = await anonClient().auth.verifyOtp({ email, token: code, type: 'email' });
  expect(error).toBeNull();
  expect(claimsOf(data.session!.access_token).amr.map((a) => a.method)).toEqual(['otp']);
});
