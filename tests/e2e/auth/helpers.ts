import { expect, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { messages, supabaseUrl, testClient } from '../support';

export const pt = messages('pt-BR');
export const PASSWORD = 'Lar@12345';

export function uniqueEmail(tag: string) {
  return `e2e-auth-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@lar.dev`;
}

/** A confirmed user with a complete profile, made through the admin API (not through the UI under test). */
export async function createUser(
  role: 'cliente' | 'proprietario' | 'corretor' | 'imobiliaria',
  opts: { name?: string; phone?: string; password?: string; confirmed?: boolean; creci?: string | null } = {},
) {
  const email = uniqueEmail(role);
  const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
  // Brokers and agencies sign up with a CRECI (their listings go live only with one, issue #34);
  // `creci: null` makes one without.
  const creci =
    opts.creci !== undefined
      ? opts.creci
      : role === 'corretor' || role === 'imobiliaria'
        ? `${10000 + Math.floor(Math.random() * 890000)}-${role === 'corretor' ? 'F' : 'J'}/SP`
        : null;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: opts.password ?? PASSWORD,
    email_confirm: opts.confirmed ?? true,
    user_metadata: { name: opts.name ?? 'Teste Auth', phone: opts.phone ?? '(11) 98765-4321', role, ...(creci ? { creci } : {}) },
  });
  expect(error).toBeNull();
  return { email, password: opts.password ?? PASSWORD, id: data.user!.id };
}

export interface MailboxMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
}

/** The mails of the local mailbox for `to`, newest first. */
export async function mailsTo(to: string): Promise<MailboxMail[]> {
  const res = await fetch(`${supabaseUrl()}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailboxMail[];
}

/** The newest e-mail of the local mailbox for `to` (the `count`-th to arrive at least), waiting for it. */
export async function latestMail(to: string, subject?: RegExp, count = 1) {
  let found: MailboxMail | undefined;
  await expect
    .poll(
      async () => {
        const list = (await mailsTo(to)).filter((m) => !subject || subject.test(m.subject));
        found = list.length >= count ? list[0] : undefined;
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Opens the e-mail as a mail client shows it (its HTML, in this tab) and clicks its first link — the
 * button a person clicks — checking it says `label`. The tab leaves the site first: `setContent` alone keeps
 * the page's scripts alive, and a re-render still on its way (a form's refresh on a busy machine) drew the
 * site back over the e-mail.
 */
export async function clickEmailButton(page: Page, mail: { html: string }, label: string) {
  await page.goto('about:blank');
  await page.setContent(mail.html);
  const button = page.getByRole('link').first();
  await expect(button).toHaveText(label);
  await button.click();
}

/**
 * 'Reenviar e-mail' on /link-expirado for `email`. A click that lands before React has hydrated the form is
 * lost (a person clicks again): type and click until the page says the e-mail went.
 */
export async function resendEmail(page: Page, email: string) {
  const main = page.getByRole('main');
  await expect(async () => {
    await main.getByLabel(pt.ConfirmEmail.email).fill(email);
    await main.getByRole('button', { name: pt.ConfirmEmail.resend }).click();
    await expect(main.getByText(pt.ConfirmEmail.resentTitle)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The 6-digit code of an e-mail, as a person reads it. */
export function emailCode(mail: { text: string }) {
  const code = /Código: (\d{6})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** Signs in on /login through the form. */
export async function signInOnLoginPage(page: Page, email: string, password: string, query = '') {
  await page.goto(`/login${query}`);
  const main = page.getByRole('main');
  await main.getByLabel(pt.Login.email, { exact: true }).fill(email);
  await main.getByLabel(pt.Login.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: pt.Login.submit, exact: true }).click();
}

export async function passwordSignInWorks(email: string, password: string) {
  const { error } = await testClient(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password });
  return error === null;
}

/**
 * Types a new password and its confirmation until the live checklist agrees they match: typing that lands
 * before React has hydrated the form is not seen by it, and the submit button waits for the checklist.
 */
export async function fillNewPassword(page: Page, password: string) {
  const checklist = page.getByTestId('password-checklist');
  await expect(async () => {
    // Each field emptied first: a field filled before React hydrated keeps that text, and filling it again with the
    // same text is no change to React (no onChange), so the form would never see it (CI, session 25).
    await page.getByLabel(pt.ChangePassword.new, { exact: true }).fill('');
    await page.getByLabel(pt.ChangePassword.confirm, { exact: true }).fill('');
    await page.getByLabel(pt.ChangePassword.new, { exact: true }).fill(password);
    await page.getByLabel(pt.ChangePassword.confirm, { exact: true }).fill(password);
    await expect(checklist).toContainText(pt.ChangePassword.match, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
