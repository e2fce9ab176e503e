import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { createUser, PASSWORD, pt, signInOnLoginPage } from '../auth/helpers';
import { testClient } from '../support';

export { pt, PASSWORD };
export const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);

/** A confirmed agency with a complete profile (no completion dialog), a slug and a name unique to the run. */
export async function makeAgency(tag: string) {
  const name = `Imobiliária Equipe ${tag}`;
  const agency = await createUser('imobiliaria', { name, phone: '(11) 3333-4444' });
  const { error } = await admin().from('profiles').update({ name, phone: '(11) 3333-4444', cpf_cnpj: '11222333000181' }).eq('id', agency.id);
  expect(error).toBeNull();
  const { data } = await admin().from('profiles').select('slug').eq('id', agency.id).single();
  expect(data!.slug).toBeTruthy();
  return { ...agency, name, slug: data!.slug as string };
}

/** A supabase-js client signed in as `email` (for set-up moves a test does not exercise through the UI). */
export async function clientOf(email: string, password = PASSWORD) {
  const client = testClient(LOCAL_ANON_KEY);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** An invitation of `inviterEmail` to `email`, made through invite_broker, with a known link token. */
export async function invitationWithToken(inviterEmail: string, email: string) {
  const client = await clientOf(inviterEmail);
  const { data, error } = await client.rpc('invite_broker', { p_name: 'Corretora Convidada', p_email: email, p_phone: '(11) 98888-7777' });
  expect(error).toBeNull();
  const token = randomBytes(32).toString('hex');
  // A plain token written by the service role is hashed by the table's trigger, as the seed's are.
  expect((await admin().from('broker_invitations').update({ token }).eq('id', data.id)).error).toBeNull();
  return { id: data.id as string, token };
}

/** Delivers the e-mail outbox now (the scheduler's POST /api/jobs). */
export async function deliverOutbox(baseURL: string) {
  const res = await fetch(`${baseURL}/api/jobs`, { method: 'POST', headers: { Authorization: `Bearer ${process.env.E2E_JOBS_SECRET}` } });
  expect(res.status).toBe(200);
}

export async function signInTo(page: Page, email: string, password: string, home: RegExp) {
  await signInOnLoginPage(page, email, password);
  await expect(page).toHaveURL(home);
}

/** The page fits 360 px and its main landmark has no WCAG A/AA violation. */
export async function fitsAndPassesAxe(page: Page, label: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

/**
 * 'Aceitar convite'. A click that lands before React has hydrated the page is lost (a person clicks again):
 * click until the page says the invitation was accepted.
 */
export async function acceptInvitation(page: Page) {
  const accepted = page.getByTestId('invitation-accepted');
  await expect(async () => {
    if (await accepted.isVisible()) return;
    await page.getByRole('button', { name: pt.Invitation.accept }).click({ timeout: 5_000 });
    await expect(accepted).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return accepted;
}
