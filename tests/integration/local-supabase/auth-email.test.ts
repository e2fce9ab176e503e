import { ANON_KEY, anonClient, serviceClient, signedInClient, stackUrl, uniqueEmail, cookieJarClient } from '../env';

// E-mail flows of the GoTrue emulation (contract §A.3, §A.5, §E.3), end to end through the local
// mailbox: sign-up with confirmation (link → implicit fragment, link → PKCE code, token_hash, OTP code),
// the existing-e-mail rules, triggers on auth.users and who runs them, password recovery, e-mail change,
// magic link, invite, generate_link, resend, and redirect_to validation.

const url = stackUrl('fixture');
const AUTH = `${url}/auth/v1`;
const SITE = 'http://localhost:3000';
const PASSWORD = 'Senha-forte-123';

interface Mail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

async function mails(to: string): Promise<Mail[]> {
  const res = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Mail[];
}

async function onlyMail(to: string): Promise<Mail> {
  const list = await mails(to);
  expect(list).toHaveLength(1);
  return list[0];
}

/** Opens a link like a browser would, without following the redirect. */
async function open(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

const fragment = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

function ssrClient(jar = new Map<string, string>()) {
  return cookieJarClient(url, { jar });
}

async function rawVerify(body: Record<string, unknown>) {
  const res = await fetch(`${AUTH}/verify`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const decodeJwt = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

async function triggerLog(userId: string) {
  const { data, error } = await serviceClient()
    .from('auth_trigger_log')
    .select('op, db_role, role, aud, email, instance_id, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, confirmation_token, recovery_token, email_change_token_new, email_change')
    .eq('user_id', userId)
    .order('id');
  expect(error).toBeNull();
  return data!;
}

describe('sign-up with e-mail confirmation (confirmations on)', () => {
  test('signUp returns the bare user; the mail has the verify link and the token_hash link', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
      options: { data: { full_name: 'Helena' }, emailRedirectTo: `${SITE}/auth/callback` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.role).toBe('authenticated');
    expect(user.identities).toHaveLength(1);
    expect(user.user_metadata).toEqual({ sub: user.id, email, email_verified: false, phone_verified: false, full_name: 'Helena' });

    const mail = await onlyMail(email);
    expect(mail.subject).toBe('Confirme seu cadastro no Lar');
    expect(mail.to).toBe(email);
    const [verify, confirm] = mail.links;
    const token = new URL(verify).searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{56}$/);
    expect(verify).toBe(`${AUTH}/verify?token=${token}&type=signup&redirect_to=${SITE}/auth/callback`);
    // The e-mail is supabase/templates/confirmation.html: its button is the token-hash link, with the redirect
    // percent-encoded into `next` (lower-case hex, as Go's html/template writes it); the verify link is not in it.
    expect(confirm).toBe(`${SITE}/auth/confirm?token_hash=${token}&type=signup&next=http%3a%2f%2flocalhost%3a3000%2fauth%2fcallback`);
    expect(mail.html).not.toContain(verify.replace(/&/g, '&amp;'));
    expect(mail.html).toContain(confirm.replace(/&/g, '&amp;'));
    expect(mail.text).toMatch(/Código: \d{6}/);
  });

  test('the verify link (implicit flow) confirms and 303s with the session in the fragment; reuse is otp_expired', async () => {
    const email = uniqueEmail('implicit');
    await anonClient().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${SITE}/bem-vindo` } });
    const [link] = (await onlyMail(email)).links;
    const first = await open(link);
    expect(first.status).toBe(303);
    expect(first.location.startsWith(`${SITE}/bem-vindo#`)).toBe(true);
    const f = fragment(first.location);
    expect([...f.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(f.get('type')).toBe('signup');
    expect(f.get('token_type')).toBe('bearer');
    expect(f.get('expires_in')).toBe('3600');
    // GoTrue's verifyGet signs implicit-flow sessions in with the method `otp`, whatever the link's type.
    expect(decodeJwt(f.get('access_token')!).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    const { data } = await anonClient().auth.getUser(f.get('access_token')!);
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.user_metadata.email_verified).toBe(true);
    expect(data.user!.identities![0].identity_data!.email_verified).toBe(true);
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const again = await open(link);
    expect(again.status).toBe(303);
    expect(again.location).toBe(
      `${SITE}/bem-vindo#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  test('@supabase/ssr (PKCE): the link 303s with ?code=, exchanged once in the same browser', async () => {
    const email = uniqueEmail('pkce');
    const browser = ssrClient();
    const signUp = await browser.client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE}/auth/callback?next=/painel` },
    });
    expect(signUp.error).toBeNull();
    expect([...browser.jar.keys()]).toContain('sb-127-auth-token-code-verifier');
    const [link] = (await onlyMail(email)).links;
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^pkce_[0-9a-f]{56}$/);
    // redirect_to contains "=", so GoTrue query-escapes it inside the link.
    expect(link).toContain(`redirect_to=${encodeURIComponent(`${SITE}/auth/callback?next=/painel`)}`);

    const res = await open(link);
    expect(res.status).toBe(303);
    const location = new URL(res.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/auth/callback`);
    expect(location.searchParams.get('next')).toBe('/painel');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const callback = ssrClient(browser.jar);
    const { data, error } = await callback.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }]);
    expect([...browser.jar.keys()].some((k) => /^sb-127-auth-token(\.0)?$/.test(k))).toBe(true);
    expect(browser.jar.has('sb-127-auth-token-code-verifier')).toBe(false);
    expect((await callback.client.auth.getUser()).data.user!.id).toBe(data.user!.id);

    // The code is single use.
    const reuse = await fetch(`${AUTH}/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'a'.repeat(64) }),
    });
    expect(reuse.status).toBe(404);
    expect(await reuse.json()).toEqual({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });

  test('PKCE: a wrong verifier is bad_code_verifier and leaves the code usable', async () => {
    const email = uniqueEmail('verifier');
    const browser = ssrClient();
    await browser.client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${SITE}/auth/callback` } });
    const code = new URL((await open((await onlyMail(email)).links[0])).location).searchParams.get('code')!;
    const bad = await fetch(`${AUTH}/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'b'.repeat(112) }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
    expect((await ssrClient(browser.jar).client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });

  test('the token_hash link works in another browser with verifyOtp (POST /verify never needs the verifier)', async () => {
    const email = uniqueEmail('tokenhash');
    await ssrClient().client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${SITE}/painel` } });
    const confirm = new URL((await onlyMail(email)).links[1]);
    expect(confirm.pathname).toBe('/auth/confirm');
    expect(confirm.searchParams.get('next')).toBe(`${SITE}/painel`);
    const tokenHash = confirm.searchParams.get('token_hash')!;
    expect(tokenHash.startsWith('pkce_')).toBe(true);

    const other = ssrClient();
    const { data, error } = await other.client.auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect([...other.jar.keys()].some((k) => k.startsWith('sb-127-auth-token'))).toBe(true);

    const again = await ssrClient().client.auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  });

  test('the 6-digit code works with verifyOtp({email, token}); a wrong code is otp_expired', async () => {
    const email = uniqueEmail('otpcode');
    await anonClient().auth.signUp({ email, password: PASSWORD });
    const code = /Código: (\d{6})/.exec((await onlyMail(email)).text)![1];
    const wrong = await anonClient().auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await anonClient().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });

  test('POST /verify validation', async () => {
    expect(await rawVerify({ token_hash: 'abc' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Verify requires a verification type' },
    });
    expect(await rawVerify({ token_hash: 'abc', type: 'email', email: 'a@example.com' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Only the token_hash and type should be provided' },
    });
    expect(await rawVerify({ type: 'email' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Verify requires either a token or a token hash' },
    });
    expect(await rawVerify({ token_hash: 'nope', type: 'signup' })).toEqual({
      status: 403,
      body: { code: 'otp_expired', message: 'Email link is invalid or has expired' },
    });
  });
});

describe('sign-up rules', () => {
  test('an existing confirmed e-mail gets 200 and an obfuscated user with identities: [] and no mail', async () => {
    const { email, user } = await signedInClient('fixture');
    const before = (await mails(email)).length;
    const { data, error } = await anonClient().auth.signUp({ email, password: 'Outra-senha-1', options: { data: { full_name: 'X' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.identities).toEqual([]);
    expect(data.user!.id).not.toBe(user.id);
    expect(data.user).toMatchObject({
      email,
      role: '',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'X' },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect((await mails(email)).length).toBe(before);
    // The real account is untouched.
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Outra-senha-1' })).error?.code).toBe('invalid_credentials');
  });

  test('an existing unconfirmed e-mail re-sends the confirmation, limited by max_frequency', async () => {
    const email = uniqueEmail('twice');
    const first = await anonClient().auth.signUp({ email, password: PASSWORD });
    const second = await anonClient().auth.signUp({ email, password: 'Diferente-123' });
    expect(first.error).toBeNull();
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mails(email)).toHaveLength(1);
  });

  test('weak_password, missing password, bad e-mail', async () => {
    const client = anonClient();
    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    const missing = await client.auth.signUp({ email: uniqueEmail('nopw'), password: '' });
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
    const bad = await client.auth.signUp({ email: 'maria@', password: PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  test('redirect_to outside the allow list falls back to the site URL', async () => {
    const email = uniqueEmail('redirect');
    await anonClient().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example.com/x' } });
    const [link] = (await onlyMail(email)).links;
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
    expect((await open(link)).location.startsWith(`${SITE}#access_token=`)).toBe(true);
  });
});

describe('triggers on auth.users (§E.3)', () => {
  test('the INSERT trigger sees role "", data exactly as sent, no confirmation, nil instance, empty tokens, as supabase_auth_admin', async () => {
    const email = uniqueEmail('trigger');
    const data = { full_name: 'Ícaro', role: 'corretor' };
    const signUp = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data } });
    const userId = signUp.data.user!.id;
    await open((await onlyMail(email)).links[0]);
    const log = await triggerLog(userId);
    expect(log).toHaveLength(2);
    expect(log[0]).toEqual({
      op: 'INSERT',
      db_role: 'supabase_auth_admin',
      role: '',
      aud: 'authenticated',
      email,
      instance_id: '00000000-0000-0000-0000-000000000000',
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: data,
      email_confirmed_at: null,
      confirmation_token: '',
      recovery_token: '',
      email_change_token_new: '',
      email_change: '',
    });
    // Confirmation is a later UPDATE (AFTER UPDATE triggers fire), after the metadata rewrite.
    expect(log[1]).toMatchObject({ op: 'UPDATE', db_role: 'supabase_auth_admin', role: 'authenticated' });
    expect(log[1].email_confirmed_at).toBeTruthy();
    expect(log[1].raw_user_meta_data).toMatchObject({ ...data, sub: userId, email, phone_verified: false });
    // The security-definer signup trigger made the profile.
    const profile = await serviceClient().from('profiles').select('full_name, role').eq('id', userId).single();
    expect(profile.data).toEqual({ full_name: 'Ícaro', role: 'corretor' });
  });

  test('a trigger without security definer fails the sign-up: 500 "Database error saving new user", nothing left', async () => {
    const email = uniqueEmail('unsafe');
    const res = await fetch(`${AUTH}/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email, password: PASSWORD, data: { audit_note: 'primeiro acesso' } }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' });
    const viaClient = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { audit_note: 'x' } } });
    expect(viaClient.error).toMatchObject({ status: 500, message: 'Database error saving new user' });
    expect(viaClient.error?.name).toBe('AuthRetryableFetchError');
    expect(await mails(email)).toEqual([]);
    const users = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(users.data.users.some((u) => u.email === email)).toBe(false);
    const admin = await serviceClient().auth.admin.createUser({ email, password: PASSWORD, user_metadata: { audit_note: 'y' } });
    expect(admin.error).toMatchObject({ status: 500, message: 'Database error creating new user' });
    // The same sign-up without the key that reaches the faulty insert works.
    expect((await anonClient().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  });

  test('a seed-style user (pgcrypto crypt() bcrypt hash, empty token columns) signs in', async () => {
    const ok = await anonClient().auth.signInWithPassword({ email: 'seed.user@example.com', password: 'senha-do-seed' });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.user_metadata).toEqual({ full_name: 'Usuária do Seed' });
    const wrong = await anonClient().auth.signInWithPassword({ email: 'seed.user@example.com', password: 'outra-senha' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});

describe('password recovery', () => {
  test('PKCE recovery: mail → ?code= → exchange emits PASSWORD_RECOVERY → updateUser sets the new password', async () => {
    const { email } = await signedInClient('fixture');
    const browser = ssrClient();
    const events: string[] = [];
    browser.client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const reset = await browser.client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/redefinir-senha` });
    expect(reset).toEqual({ data: {}, error: null });
    // Another request within max_frequency (another tab: it would overwrite this browser's verifier).
    const tooSoon = await ssrClient().client.auth.resetPasswordForEmail(email);
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const mail = await onlyMail(email);
    expect(mail.subject).toBe('Redefina sua senha do Lar');
    expect(mail.links[0]).toContain('&type=recovery&');
    expect(mail.links[1]).toContain('&type=recovery&next=http%3a%2f%2flocalhost%3a3000%2fredefinir-senha');
    const code = new URL((await open(mail.links[0])).location).searchParams.get('code')!;
    const exchanged = await browser.client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);
    expect((await browser.client.auth.updateUser({ password: 'Nova-senha-789' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Nova-senha-789' })).error).toBeNull();
    // The recovery link is single use.
    expect((await open(mail.links[0])).location).toContain('error_code=otp_expired');
  });

  test('token_hash recovery with verifyOtp({type: "recovery"}); unknown e-mails get 200 and no mail', async () => {
    const { email } = await signedInClient('fixture');
    await anonClient().auth.resetPasswordForEmail(email);
    const tokenHash = new URL((await onlyMail(email)).links[1]).searchParams.get('token_hash')!;
    const { data, error } = await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();

    const ghost = uniqueEmail('ghost');
    expect(await anonClient().auth.resetPasswordForEmail(ghost)).toEqual({ data: {}, error: null });
    expect(await mails(ghost)).toEqual([]);
  });
});

describe('e-mail change (secure: both addresses confirm)', () => {
  test('updateUser({email}) mails both addresses; after both links the e-mail changes', async () => {
    const { client, email } = await signedInClient('fixture');
    const newEmail = uniqueEmail('novo');
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${SITE}/conta` });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.new_email).toBe(newEmail);
    expect(data.user!.email_change_sent_at).toBeTruthy();
    const toNew = await onlyMail(newEmail);
    const toOld = await onlyMail(email);
    expect(toNew.subject).toBe('Confirme a alteração de e-mail no Lar');
    expect(toOld.subject).toBe(toNew.subject);
    expect(toNew.links[0]).toContain('&type=email_change&');

    const first = await open(toOld.links[0]);
    expect(first.status).toBe(303);
    expect(first.location).toBe(
      `${SITE}/conta#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=`,
    );
    expect((await client.auth.getUser()).data.user!.email).toBe(email);
    const second = await open(toNew.links[0]);
    expect(fragment(second.location).get('type')).toBe('email_change');
    const after = await client.auth.getUser();
    expect(after.data.user!.email).toBe(newEmail);
    expect(after.data.user!.new_email).toBeUndefined();
    expect(after.data.user!.identities![0].identity_data!.email).toBe(newEmail);
    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
  });

  test('changing to a registered e-mail is email_exists', async () => {
    const { client } = await signedInClient('fixture');
    const taken = await signedInClient('fixture');
    const { error } = await client.auth.updateUser({ email: taken.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
  });
});

describe('magic link, invite, generate_link, resend', () => {
  test('signInWithOtp mails a magic link that signs in (implicit flow: AMR otp, as GoTrue); unknown users with shouldCreateUser:false are refused', async () => {
    const { email } = await signedInClient('fixture');
    const { error } = await anonClient().auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/painel` } });
    expect(error).toBeNull();
    const mail = await onlyMail(email);
    expect(mail.subject).toBe('Seu link de acesso ao Lar');
    const res = await open(mail.links[0]);
    const f = fragment(res.location);
    expect(f.get('type')).toBe('magiclink');
    expect(decodeJwt(f.get('access_token')!).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    const refused = await anonClient().auth.signInWithOtp({ email: uniqueEmail('nobody'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });

    const fresh = uniqueEmail('otpnew');
    expect((await anonClient().auth.signInWithOtp({ email: fresh, options: { data: { full_name: 'Nova' } } })).error).toBeNull();
    expect((await onlyMail(fresh)).subject).toBe('Confirme seu cadastro no Lar');
  });

  test('inviteUserByEmail: invite mail, verifyOtp({type: "invite"}) signs in, then a password can be set', async () => {
    const email = uniqueEmail('convite');
    const invited = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Convidada' },
      redirectTo: `${SITE}/definir-senha`,
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user!.invited_at).toBeTruthy();
    const mail = await onlyMail(email);
    expect(mail.subject).toBe('Você foi convidado para o Lar');
    const link = new URL(mail.links[1]);
    expect(link.searchParams.get('type')).toBe('invite');
    const browser = ssrClient();
    const { data, error } = await browser.client.auth.verifyOtp({ type: 'invite', token_hash: link.searchParams.get('token_hash')! });
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect((await browser.client.auth.updateUser({ password: 'Senha-do-convite-1' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Senha-do-convite-1' })).error).toBeNull();
    const again = await serviceClient().auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('admin.generateLink returns the token material and sends nothing', async () => {
    const { email } = await signedInClient('fixture');
    const { data, error } = await serviceClient().auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: `${SITE}/painel` },
    });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.properties).toMatchObject({ verification_type: 'magiclink', redirect_to: `${SITE}/painel` });
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties!.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(data.properties!.action_link).toBe(
      `${AUTH}/verify?token=${data.properties!.hashed_token}&type=magiclink&redirect_to=${SITE}/painel`,
    );
    expect(await mails(email)).toEqual([]);
    const verified = await anonClient().auth.verifyOtp({ type: 'magiclink', token_hash: data.properties!.hashed_token });
    expect(verified.error).toBeNull();

    const signup = await serviceClient().auth.admin.generateLink({ type: 'signup', email: uniqueEmail('gen'), password: PASSWORD });
    expect(signup.data.properties!.verification_type).toBe('signup');
    expect(signup.data.user!.email_confirmed_at).toBeUndefined();
    const missing = await serviceClient().auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('none') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('resend: unknown or confirmed e-mails get 200 and no mail; pending sign-ups are rate limited per user', async () => {
    const ghost = uniqueEmail('resend-ghost');
    expect((await anonClient().auth.resend({ type: 'signup', email: ghost })).error).toBeNull();
    expect(await mails(ghost)).toEqual([]);
    const { email } = await signedInClient('fixture');
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mails(email)).toEqual([]);
    const pending = uniqueEmail('resend');
    await anonClient().auth.signUp({ email: pending, password: PASSWORD });
    const tooSoon = await anonClient().auth.resend({ type: 'signup', email: pending });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});
