/**
 * Issue #23: the e-mail links as a person uses them, at the level of the app's own code — the real server
 * actions (lib/actions/auth.ts) and the real /auth/confirm and /auth/callback routes, as requests of one
 * visitor (a cookie jar), against the shared app stack, whose mailbox renders supabase/templates like a
 * hosted project. Each e-mail is opened by its button: the first link of its HTML. Before the issue the
 * button led to Supabase's verify link, whose `?code=` nothing exchanged; a used or forged link went to
 * /login; there was no 'Reenviar e-mail' and no code to type.
 */
import { NextRequest } from 'next/server';
import { serviceClient, stackUrl, uniqueEmail } from '../env';
import { as, pt, visitor, type Visitor } from '../security/signin-action-harness';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => jest.requireActual('../security/signin-action-harness').nextHeadersMock);
jest.mock('next-intl/server', () => jest.requireActual('../security/signin-action-harness').nextIntlMock);
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('../security/signin-action-harness').navigationMock);

jest.setTimeout(180_000);

const SITE = 'http://localhost:3000';
const PASSWORD = 'Segredo@1';

let actions: typeof import('@/lib/actions/auth');
let confirm: typeof import('@/app/auth/confirm/route');
let callback: typeof import('@/app/auth/callback/route');

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = stackUrl('app');
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  actions = await import('@/lib/actions/auth');
  confirm = await import('@/app/auth/confirm/route');
  callback = await import('@/app/auth/callback/route');
});

interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
}

async function mails(to: string): Promise<Mail[]> {
  const res = await fetch(`${stackUrl('app')}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

async function latestMail(to: string): Promise<Mail> {
  for (let i = 0; i < 50; i++) {
    const [mail] = await mails(to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail for ${to}`);
}

/** The first link of the e-mail's HTML: its button. */
function button(mail: Mail): string {
  const m = /<a\b[^>]*?\shref="([^"]*)"/.exec(mail.html);
  if (!m) throw new Error('the e-mail has no link');
  return m[1].replace(/&amp;/g, '&');
}

const signedIn = (who: Visitor) => [...who.jar.keys()].some((k) => /^sb-.+-auth-token(\.0)?$/.test(k));

/** Opens `url` (a page of the site) in `who`'s browser, through the route that serves it. */
async function open(who: Visitor, url: string) {
  const u = new URL(url);
  const route = u.pathname === '/auth/confirm' ? confirm : u.pathname === '/auth/callback' ? callback : null;
  if (!route) throw new Error(`not a route under test: ${u.pathname}`);
  const res = await as(who, () => route.GET(new NextRequest(url)));
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin).toBe(SITE);
  return `${location.pathname}${location.search}`;
}

async function signUp(who: Visitor, role: 'cliente' | 'imobiliaria' = 'cliente') {
  const email = uniqueEmail(`link-${role}`);
  const input =
    role === 'imobiliaria'
      ? { role, email, password: PASSWORD }
      : { role, name: 'Ana Souza', phone: '', email, password: PASSWORD, confirmPassword: PASSWORD };
  const result = await as(who, () => actions.signUpAction(input));
  expect(result).toEqual({ ok: true, data: { email } });
  return email;
}

async function passwordSignInWorks(email: string, password = PASSWORD) {
  const { createClient } = await import('@supabase/supabase-js');
  const { ANON_KEY } = await import('../env');
  const client = createClient(stackUrl('app'), ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  return (await client.auth.signInWithPassword({ email, password })).error === null;
}

describe('the sign-up e-mail', () => {
  test('its button signs in and leads to the completion page of the role, on this device or another', async () => {
    const here = visitor('203.0.113.10');
    const email = await signUp(here);
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirme seu cadastro no Lar');
    const link = button(mail);
    expect(new URL(link).pathname).toBe('/auth/confirm');
    expect(new URL(link).searchParams.get('next')).toBe(`${SITE}/auth/callback?next=%2Fcompletar-cadastro&link=signup`);

    // Opened on the phone (no cookie of the sign-up there): the token hash is checked on the server.
    const phone = visitor('203.0.113.11');
    expect(await open(phone, link)).toBe('/completar-cadastro');
    expect(signedIn(phone)).toBe(true);
    // The same button again, on the computer: used, so the page to ask for a new e-mail.
    expect(await open(here, link)).toBe('/link-expirado?tipo=cadastro');
    expect(signedIn(here)).toBe(false);
  });

  test("the agency's button leads to the agency's completion page", async () => {
    const who = visitor('203.0.113.12');
    const email = await signUp(who, 'imobiliaria');
    expect(await open(who, button(await latestMail(email)))).toBe('/completar-cadastro-imobiliaria');
  });

  test("Supabase's own link (a `?code=`) is exchanged on this device; on another it says the e-mail is confirmed", async () => {
    for (const device of ['same', 'other'] as const) {
      const who = visitor('203.0.113.13');
      const email = await signUp(who);
      const verify = (await latestMail(email)).links[0];
      expect(verify).toContain('/auth/v1/verify?token=pkce_');
      const res = await fetch(verify, { redirect: 'manual' });
      const location = res.headers.get('location')!;
      expect(location).toMatch(new RegExp(`^${SITE}/auth/callback\\?next=%2Fcompletar-cadastro&link=signup&code=`));
      const browser = device === 'same' ? who : visitor('203.0.113.14');
      const landed = await open(browser, location);
      if (device === 'same') {
        expect(landed).toBe('/completar-cadastro');
        expect(signedIn(browser)).toBe(true);
      } else {
        expect(landed).toBe('/email-confirmado?tipo=cadastro');
        expect(signedIn(browser)).toBe(false);
        expect(await passwordSignInWorks(email)).toBe(true);
      }
    }
  });

  test('the typed code signs in like the button; a wrong code, another account’s code and a malformed one do not', async () => {
    const who = visitor('203.0.113.15');
    const email = await signUp(who);
    const code = /Código: (\d{6})/.exec((await latestMail(email)).text)![1];
    const other = await signUp(visitor('203.0.113.16'));
    const otherCode = /Código: (\d{6})/.exec((await latestMail(other)).text)![1];

    const invalid = { ok: false, fieldErrors: { code: [pt('ConfirmEmail', 'codeInvalid')] }, formError: { title: pt('ConfirmEmail', 'codeErrorTitle'), description: pt('ConfirmEmail', 'codeInvalid') } };
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'signup', code: wrong }))).toEqual(invalid);
    if (otherCode !== code) expect(await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'signup', code: otherCode }))).toEqual(invalid);
    expect(await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'signup', code: '12ab56' }))).toMatchObject({
      ok: false,
      fieldErrors: { code: [pt('ConfirmEmail', 'codeFormat')] },
    });
    expect(await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'owner', code }))).toMatchObject({ ok: false });
    expect(signedIn(who)).toBe(false);

    expect(await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'signup', code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }))).toEqual({
      ok: true,
      data: { next: '/completar-cadastro' },
    });
    expect(signedIn(who)).toBe(true);
  });

  test('wrong codes for one account stop being checked after five', async () => {
    const who = visitor('203.0.113.17');
    const email = await signUp(who);
    const code = /Código: (\d{6})/.exec((await latestMail(email)).text)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'signup', code: wrong }));
    expect(await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'signup', code }))).toMatchObject({
      ok: false,
      formError: { description: pt('ConfirmEmail', 'codeLocked') },
    });
    expect(signedIn(who)).toBe(false);
    // The button still works.
    expect(await open(who, button(await latestMail(email)))).toBe('/completar-cadastro');
  });
});

describe('the recovery e-mail', () => {
  test('its button opens the new-password page signed in, in any browser; the typed code too', async () => {
    const email = uniqueEmail('link-recovery');
    await serviceClient('app').auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const who = visitor('203.0.113.20');
    expect(await as(who, () => actions.requestPasswordResetAction({ email }))).toEqual({ ok: true, data: { email } });
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Redefina sua senha do Lar');
    const link = button(mail);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    const phone = visitor('203.0.113.21');
    expect(await open(phone, link)).toBe('/recuperar-senha/redefinir-senha');
    expect(signedIn(phone)).toBe(true);
    const newPassword = 'Recuperada#77';
    expect(await as(phone, () => actions.resetPasswordAction({ newPassword, confirmPassword: newPassword }))).toMatchObject({ ok: true });
    expect(await passwordSignInWorks(email, newPassword)).toBe(true);
    expect(await open(visitor('203.0.113.22'), link)).toBe('/link-expirado?tipo=senha');

    // Again, by the code typed on 'Esqueci minha senha' (Supabase's e-mail frequency limit: wait it out).
    await new Promise((r) => setTimeout(r, 1100));
    expect(await as(who, () => actions.requestPasswordResetAction({ email }))).toEqual({ ok: true, data: { email } });
    const code = /Código: (\d{6})/.exec((await latestMail(email)).text)![1];
    expect(await as(who, () => actions.verifyEmailCodeAction({ email, kind: 'recovery', code }))).toEqual({
      ok: true,
      data: { next: '/recuperar-senha/redefinir-senha' },
    });
  });
});

describe("the agency landing's e-mails (/sou-imobiliaria)", () => {
  /** The newest e-mail to `to` with `subject`. */
  async function mailWithSubject(to: string, subject: string): Promise<Mail> {
    for (let i = 0; i < 50; i++) {
      const mail = (await mails(to)).find((m) => m.subject === subject);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no "${subject}" for ${to}`);
  }

  /** Follows Supabase's own link of `mail` (its default template's `?code=` form) to the app's callback. */
  async function supabaseLink(mail: Mail): Promise<string> {
    const verify = mail.links.find((l) => l.includes('/auth/v1/verify?token=pkce_'));
    expect(verify).toBeDefined();
    const res = await fetch(verify!, { redirect: 'manual' });
    return res.headers.get('location')!;
  }

  test("the sign-up and the recovery code e-mails: button and Supabase's `?code=` link both reach the agency's pages", async () => {
    const onboarding = await import('@/lib/actions/agency-onboarding');
    const { generateCnpj } = await import('@brazilian-utils/brazilian-utils');
    const who = visitor('203.0.113.70');
    const email = uniqueEmail('link-agency');
    const registration = {
      responsibleName: 'Paula Ramos',
      jobTitle: 'Diretora',
      agencyName: 'Imobiliária Link',
      cnpj: generateCnpj(),
      creci: '12345-J/SP',
      address: 'Rua das Flores, 100',
      email,
      phone: '(11) 3333-4444',
      mainCity: 'São Paulo',
      cep: '01001-000',
      activeBrokers: '6-15',
      managedProperties: '51-100',
      keyHandling: 'cofre',
      website: '',
    } as const;
    expect(await as(who, () => onboarding.registerAgencyAction(registration))).toEqual({ ok: true, data: { email } });
    const signup = await mailWithSubject(email, 'Confirme seu cadastro no Lar');
    expect(new URL(button(signup)).searchParams.get('next')).toBe(`${SITE}/auth/callback?next=%2Fcompletar-cadastro-imobiliaria&link=signup`);
    const signupCallback = await supabaseLink(signup);
    expect(signupCallback).toMatch(new RegExp(`^${SITE}/auth/callback\\?next=%2Fcompletar-cadastro-imobiliaria&link=signup&code=`));
    expect(await open(who, signupCallback)).toBe('/completar-cadastro-imobiliaria');
    expect(signedIn(who)).toBe(true);

    // 'Redefinir senha' of the overlay, from another browser (Supabase's e-mail frequency limit: wait it out).
    await new Promise((r) => setTimeout(r, 1100));
    const other = visitor('203.0.113.71');
    expect(await as(other, () => onboarding.requestPasswordCodeAction({ email }))).toEqual({ ok: true, data: { email } });
    const recovery = await mailWithSubject(email, 'Redefina sua senha do Lar');
    expect(new URL(button(recovery)).searchParams.get('next')).toBe(`${SITE}/auth/callback?next=%2Ftrocar-senha&link=recovery`);
    const recoveryCallback = await supabaseLink(recovery);
    expect(recoveryCallback).toMatch(new RegExp(`^${SITE}/auth/callback\\?next=%2Ftrocar-senha&link=recovery&code=`));
    expect(await open(other, recoveryCallback)).toBe('/trocar-senha');
    expect(signedIn(other)).toBe(true);
  });
});

describe('links that must not work', () => {
  async function genuineSignupHash() {
    const email = await signUp(visitor('203.0.113.30'));
    return { email, hash: new URL(button(await latestMail(email))).searchParams.get('token_hash')! };
  }

  test.each([
    ['//evil.example', '/completar-cadastro'],
    ['/.//evil.example', '/completar-cadastro'],
    ['https://evil.example/completar-cadastro', '/completar-cadastro'],
    ['http://localhost:3000@evil.example/x', '/completar-cadastro'],
    [`${SITE}/auth/callback?next=%2F%2Fevil.example&link=signup`, '/completar-cadastro'],
    [`${SITE}/auth/callback?next=https%3A%2F%2Fevil.example&link=signup`, '/completar-cadastro'],
    [`${SITE}/auth/confirm?token_hash=x&type=signup`, '/completar-cadastro'],
    [SITE, '/completar-cadastro'],
    [`${SITE}/en/completar-cadastro`, '/en/completar-cadastro'],
    ['/favoritos', '/favoritos'],
  ])('next=%s on a genuine link goes to %s, on this site', async (next, expected) => {
    const { hash } = await genuineSignupHash();
    const who = visitor('203.0.113.31');
    expect(await open(who, `${SITE}/auth/confirm?${new URLSearchParams({ token_hash: hash, type: 'signup', next })}`)).toBe(expected);
    expect(signedIn(who)).toBe(true);
  });

  test('a forged token hash, a type that does not match, an unknown type or none: the expired page, nobody signed in', async () => {
    const { email, hash } = await genuineSignupHash();
    const who = visitor('203.0.113.32');
    const tries: [Record<string, string>, string][] = [
      [{ token_hash: `pkce_${'0'.repeat(56)}`, type: 'signup' }, '/link-expirado?tipo=cadastro'],
      [{ token_hash: hash.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')), type: 'signup' }, '/link-expirado?tipo=cadastro'],
      [{ token_hash: hash, type: 'recovery' }, '/link-expirado?tipo=senha'],
      [{ token_hash: hash, type: 'email_change' }, '/link-expirado?tipo=email'],
      [{ token_hash: hash, type: 'admin' }, '/link-expirado?tipo=cadastro'],
      [{ token_hash: hash }, '/link-expirado?tipo=cadastro'],
      [{ type: 'signup' }, '/link-expirado?tipo=cadastro'],
      [{ token_hash: 'x'.repeat(5000), type: 'signup' }, '/link-expirado?tipo=cadastro'],
      [{ token_hash: hash, type: 'recovery', next: '/en/recuperar-senha/redefinir-senha' }, '/en/link-expirado?tipo=senha'],
    ];
    for (const [query, expected] of tries) {
      expect(await open(who, `${SITE}/auth/confirm?${new URLSearchParams(query)}`)).toBe(expected);
      expect(signedIn(who)).toBe(false);
    }
    // None of them spent the genuine link.
    expect(await open(who, `${SITE}/auth/confirm?${new URLSearchParams({ token_hash: hash, type: 'signup' })}`)).toBe('/completar-cadastro');
    expect(await passwordSignInWorks(email)).toBe(true);
  });

  test('the callback: a refused link, a forged code, an unknown kind, an off-site next', async () => {
    const who = visitor('203.0.113.33');
    const q = (params: Record<string, string>) => `${SITE}/auth/callback?${new URLSearchParams(params)}`;
    expect(await open(who, q({ next: '/completar-cadastro', link: 'signup', error: 'access_denied', error_code: 'otp_expired' }))).toBe('/link-expirado?tipo=cadastro');
    expect(await open(who, q({ next: '/recuperar-senha/redefinir-senha', link: 'recovery', code: crypto.randomUUID() }))).toBe('/link-expirado?tipo=senha');
    expect(await open(who, q({ next: '/completar-cadastro', link: 'recovery' }))).toBe('/link-expirado?tipo=senha');
    expect(await open(who, q({ next: '/minha-conta', link: 'email_change' }))).toBe('/email-confirmado?tipo=email-parcial');
    expect(await open(who, q({ next: '//evil.example', link: 'admin', code: 'x' }))).toBe('/link-expirado?tipo=cadastro');
    expect(await open(who, q({ next: '/en/completar-cadastro', link: 'signup', error_code: 'otp_expired' }))).toBe('/en/link-expirado?tipo=cadastro');
    expect(signedIn(who)).toBe(false);
  });
});

describe("'Reenviar e-mail'", () => {
  test('a pending sign-up gets a new e-mail whose button works; unknown and malformed addresses learn nothing', async () => {
    const who = visitor('203.0.113.40');
    // An account waiting for its confirmation whose e-mail is long gone (none in the mailbox).
    const email = uniqueEmail('link-resend');
    await serviceClient('app').auth.admin.createUser({ email, password: PASSWORD, email_confirm: false, user_metadata: { name: 'Rui', role: 'cliente' } });
    expect(await mails(email)).toEqual([]);
    expect(await as(who, () => actions.resendEmailLinkAction({ email, kind: 'signup' }))).toEqual({ ok: true, data: { email } });
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirme seu cadastro no Lar');
    // Again at once: Supabase's per-address frequency, told as such.
    expect(await as(who, () => actions.resendEmailLinkAction({ email, kind: 'signup' }))).toEqual({
      ok: false,
      formError: { title: pt('AuthMessages', 'rateLimitedTitle'), description: pt('AuthMessages', 'rateLimited') },
    });
    expect(await open(who, button(mail))).toBe('/completar-cadastro');
    expect(signedIn(who)).toBe(true);

    const nobody = uniqueEmail('nobody');
    expect(await as(who, () => actions.resendEmailLinkAction({ email: nobody, kind: 'signup' }))).toEqual({ ok: true, data: { email: nobody } });
    expect(await as(who, () => actions.resendEmailLinkAction({ email: nobody, kind: 'recovery' }))).toEqual({ ok: true, data: { email: nobody } });
    expect(await mails(nobody)).toEqual([]);
    expect(await as(who, () => actions.resendEmailLinkAction({ email: 'not-an-email', kind: 'signup' }))).toMatchObject({
      ok: false,
      fieldErrors: { email: [pt('AuthValidation', 'email')] },
    });
    expect(await as(who, () => actions.resendEmailLinkAction({ email, kind: 'invite' }))).toMatchObject({ ok: false });
  });
});

describe('the invitation (ready for the agency workspace)', () => {
  test('its button signs the invited person in on the page to choose a password; used again, the expired page', async () => {
    const { emailRedirectUrl } = await import('@/lib/auth/email-links');
    const email = uniqueEmail('link-invite');
    const { error } = await serviceClient('app').auth.admin.inviteUserByEmail(email, {
      data: { name: 'Bia Corretora', role: 'corretor', agency_name: 'Casa & Cia' },
      redirectTo: emailRedirectUrl(SITE, 'invite', '/recuperar-senha/redefinir-senha'),
    });
    expect(error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Você foi convidado para o Lar');
    expect(mail.text).toContain('Olá, Bia Corretora!');
    expect(mail.text).toContain('com a equipe da Casa & Cia');
    const link = button(mail);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const who = visitor('203.0.113.60');
    expect(await open(who, link)).toBe('/recuperar-senha/redefinir-senha');
    const password = 'Convidada#2026';
    expect(await as(who, () => actions.resetPasswordAction({ newPassword: password, confirmPassword: password }))).toMatchObject({ ok: true });
    expect(await passwordSignInWorks(email, password)).toBe(true);
    expect(await open(visitor('203.0.113.61'), link)).toBe('/link-expirado?tipo=convite');
  });
});

describe('the e-mail change', () => {
  test('both buttons: the first says one more step, the second applies it and signs in', async () => {
    const email = uniqueEmail('link-change');
    const next = uniqueEmail('link-changed');
    await serviceClient('app').auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { createClient } = await import('@supabase/supabase-js');
    const { ANON_KEY } = await import('../env');
    const client = createClient(stackUrl('app'), ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const redirect = `${SITE}/auth/callback?next=%2Fminha-conta&link=email_change`;
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: redirect })).error).toBeNull();

    const toNew = await latestMail(next);
    const toOld = await latestMail(email);
    expect(toNew.subject).toBe('Confirme a alteração de e-mail no Lar');
    expect(toNew.text).toContain(`de ${email} para ${next}`);
    const who = visitor('203.0.113.50');
    expect(await open(who, button(toNew))).toBe('/email-confirmado?tipo=email-parcial');
    expect(signedIn(who)).toBe(false);
    expect(await open(who, button(toOld))).toBe('/minha-conta');
    expect(signedIn(who)).toBe(true);
    expect(await passwordSignInWorks(next)).toBe(true);
  });
});
