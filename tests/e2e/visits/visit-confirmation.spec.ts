import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { expect, test, testClient } from '../support';
import { admin, createClient, DEMO_OWNER, demoOwnerListings, m, PASSWORD, randomVisitDay, signIn, tag } from './helpers';

// Issue #28: a visit the listing side books with someone's e-mail is not put into that person's account.
// The person finds it under "Confirmações pendentes" on /minhas-visitas and accepts it (it becomes theirs,
// the listing side is told) or declines it (it goes away, nobody is told) — with the keyboard, at 360 px.

test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 780 } });
test.describe.configure({ timeout: 180_000 });

const pending = m.MyVisitsPage.pending;

/** The demo owner books a visit for `email` on one of its listings, on a free slot of a random day. */
async function ownerBooks(email: string) {
  const owner = testClient(LOCAL_ANON_KEY);
  expect((await owner.auth.signInWithPassword({ email: DEMO_OWNER, password: PASSWORD })).error).toBeNull();
  const listings = await demoOwnerListings();
  for (let attempt = 0; attempt < 20; attempt++) {
    const listing = listings[Math.floor(Math.random() * listings.length)]!;
    const day = randomVisitDay();
    const slots = await owner.rpc('visit_slots', { property_id: listing.id, visit_date: day });
    const free = (slots.data as { slot: string; available: boolean }[] | null)?.find((s) => s.available);
    if (!free) continue;
    const { data, error } = await owner.rpc('schedule_visit', {
      property_id: listing.id, visit_date: day, visit_time: free.slot, visitor_name: 'Nome digitado pelo anunciante',
      visitor_phone: '(11) 95555-0101', visitor_email: email.toUpperCase(),
    });
    if (error) continue;
    return { id: data.id as number, listing };
  }
  throw new Error('no free slot found');
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visit booked with my e-mail waits on /minhas-visitas until I accept it with the keyboard', async ({ browser, baseURL }) => {
  const client = await createClient(`Cliente Confirma ${tag()}`);
  const booked = await ownerBooks(client.email);
  expect((await admin().from('visits').select('requester_id').eq('id', booked.id).single()).data).toEqual({ requester_id: null });

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(context, baseURL!, client.email);
  await page.goto('/minhas-visitas');

  const section = page.getByTestId('pending-visits');
  await expect(section.getByRole('heading', { level: 2, name: pending.title })).toBeVisible();
  const item = section.locator(`li[data-visit-id="${booked.id}"]`);
  await expect(item).toContainText(booked.listing.title);
  await expect(item).toContainText('Nome digitado pelo anunciante');
  // Not one of my visits yet.
  await expect(page.getByTestId('visits-empty')).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).include('[data-testid="pending-visits"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await noOverflow(page);

  // Keyboard only: focus 'Aceitar visita' and press Enter.
  const accept = item.getByRole('button', { name: new RegExp(`^${pending.accept.split(' ')[0]}`) }).first();
  await expect(accept).toBeEnabled();
  await accept.focus();
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(pending.accepted, { exact: true })).toBeVisible();

  // It moved from the pending section into my visits.
  await expect(section.getByTestId('pending-visits-empty')).toBeVisible();
  await expect(page.getByTestId('my-visits').locator(`li[data-visit-id="${booked.id}"]`)).toBeVisible();
  await noOverflow(page);
  expect((await admin().from('visits').select('requester_id, status').eq('id', booked.id).single()).data)
    .toEqual({ requester_id: client.id, status: 'confirmada' });
  const owner = await admin().from('profiles').select('id').eq('email', DEMO_OWNER).single();
  const told = await admin().from('notifications').select('kind').eq('user_id', owner.data!.id).eq('kind', 'visita_aceita')
    .like('body', 'Nome digitado pelo anunciante confirmou%');
  expect(told.data!.length).toBeGreaterThan(0);
  await context.close();
});

test('declining with the keyboard asks first, then hides the visit and leaves it unlinked', async ({ browser, baseURL }) => {
  const client = await createClient(`Cliente Recusa ${tag()}`);
  const booked = await ownerBooks(client.email);

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(context, baseURL!, client.email);
  await page.goto('/minhas-visitas');
  const item = page.getByTestId('pending-visits').locator(`li[data-visit-id="${booked.id}"]`);
  await expect(item).toBeVisible();

  const decline = item.getByRole('button', { name: new RegExp(`^${pending.decline}`) });
  const dialog = page.getByTestId('decline-visit-dialog');
  // Enter again if the first one landed before React hydrated the button (as a person presses it again).
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await decline.focus();
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByRole('heading', { name: pending.declineTitle })).toBeVisible();
  // Escape keeps it; then decline for real.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();
  await decline.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: pending.confirmDecline });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(pending.declined, { exact: true })).toBeVisible();
  await expect(item).toBeHidden();
  await expect(page.getByTestId('pending-visits-empty')).toBeVisible();

  expect((await admin().from('visits').select('requester_id, status').eq('id', booked.id).single()).data)
    .toEqual({ requester_id: null, status: 'confirmada' });
  await context.close();
});
