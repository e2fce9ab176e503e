import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { messages, supabaseUrl, testClient } from '../support';

export const m = messages('pt-BR');
export const PASSWORD = 'Lar@12345';
export const DEMO_OWNER = 'proprietario@lar.dev';

const cookieName = () => `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;
const encode = (session: Session) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;

export const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A confirmed client with a unique name and e-mail, made through the admin API. */
export async function createClient(name: string) {
  const email = `e2e-visits-${tag()}@lar.dev`;
  const { data, error } = await admin().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { name, role: 'cliente', phone: '(11) 98765-4321' },
  });
  expect(error).toBeNull();
  return { id: data.user!.id, email, name };
}

/** Puts `email`'s session in the cookie the app reads (@supabase/ssr), without going through the sign-in screens. */
export async function signIn(context: BrowserContext, baseURL: string, email: string) {
  const { data, error } = await testClient(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  const url = new URL(baseURL);
  await context.addCookies([
    { name: cookieName(), value: encode(data.session!), domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
  return data.user!.id;
}

/** The demo owner's public listings (the listing side of the visits in these tests). */
export async function demoOwnerListings() {
  const db = admin();
  const owner = await db.from('profiles').select('id').eq('email', DEMO_OWNER).single();
  expect(owner.error).toBeNull();
  const { data, error } = await db
    .from('properties')
    .select('id, title')
    .eq('owner_id', owner.data!.id)
    .eq('status', 'ativo')
    .gt('expires_at', new Date().toISOString())
    .order('id');
  expect(error).toBeNull();
  expect(data!.length).toBeGreaterThan(0);
  return data as { id: number; title: string }[];
}

const SP = 'America/Sao_Paulo';
const spDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SP }).format(d);

/** A random day 2–29 days ahead that is not a Sunday (São Paulo), so repeated runs rarely meet. */
export function randomVisitDay(): string {
  for (;;) {
    const d = new Date(Date.now() + (2 + Math.floor(Math.random() * 28)) * 86_400_000);
    if (new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: SP }).format(d) !== 'Sun') return spDate(d);
  }
}

/** "27/11/2026" from "2026-11-27" (the notifications' format). */
export const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** Opens 'Visitar' (retrying a click made before the page hydrated). */
export async function openVisitDialog(page: Page) {
  const dialog = page.getByTestId('visit-dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: m.PropertyPage.actions.visit, exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/**
 * Books a visit through the listing page's 'Visitar' dialog on `date`, taking the slot it offers first;
 * returns that slot ('HH:MM').
 */
export async function requestVisit(page: Page, propertyId: number, date: string, message?: string) {
  await page.goto(`/imovel/${propertyId}`);
  const dialog = await openVisitDialog(page);
  await dialog.getByLabel(m.ListingRequests.visit.date).fill(date);
  const time = dialog.getByLabel(m.ListingRequests.visit.time);
  await expect(time).toBeEnabled();
  await expect(time.locator('option').first()).toBeAttached();
  const slot = await time.inputValue();
  expect(slot).toMatch(/^\d{2}:\d{2}$/);
  if (message) await dialog.getByLabel(m.ListingRequests.message).fill(message);
  await dialog.getByRole('button', { name: m.ListingRequests.visit.submit }).click();
  return { dialog, slot };
}

/**
 * Opens the header bell, which shows an unread count, and returns its menu. The bell is a lazily loaded
 * client component: a click before it has hydrated does nothing, so the click is retried until the menu opens.
 */
export async function openBell(page: Page) {
  const bell = page.getByTestId('notification-bell').first();
  await expect(bell.getByTestId('notification-count')).toBeVisible();
  const menu = page.getByTestId('notification-menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await bell.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}
