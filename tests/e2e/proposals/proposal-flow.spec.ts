import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { formatBRL } from '../../../lib/format';
import { expect, messages, supabaseUrl, test, testClient } from '../support';

// The proposal negotiation end to end (spec §3 Proposal): a fresh client proposes on a listing of the demo
// agency → the agency sees it on /propostas and counters → the client answers 'Responder' and accepts the
// counter → both see `aceita` and the history. Each step notifies the other side through the header bell,
// and opening the bell clears its unread badge without a reload.

const m = messages('pt-BR');
const PASSWORD = 'Lar@12345';
const AGENCY_EMAIL = 'imobiliaria@lar.dev';

const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);
const cookieName = () => `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;
const encode = (session: Session) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Puts `email`'s session in the cookie the app reads, without going through the sign-in screens. */
async function signIn(context: BrowserContext, baseURL: string, email: string) {
  const { data, error } = await testClient(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  const url = new URL(baseURL);
  await context.addCookies([
    { name: cookieName(), value: encode(data.session!), domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
}

/** Clicks `trigger` until `target` shows (a click before hydration on a busy machine does nothing). */
async function open(trigger: Locator, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) await trigger.click();
    await expect(target).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Opens the bell as `userId`, expects a notification titled `title` (and `text` in it), then checks the badge is
 * gone, on the page and in the database.
 */
async function expectNotification(page: Page, userId: string, title: string, text?: string) {
  const bell = page.getByTestId('notification-bell');
  await expect(bell.getByTestId('notification-count')).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', /\d+ notificaç(ão|ões) não lidas?/);
  // The unread ones with this title now (a shared demo account may get more from other tests meanwhile).
  const unread = await admin().from('notifications').select('id').eq('user_id', userId).eq('title', title).is('read_at', null);
  expect(unread.error).toBeNull();
  const ids = unread.data!.map((n) => n.id);
  expect(ids.length).toBeGreaterThan(0);
  const menu = page.getByTestId('notification-menu');
  await open(bell, menu);
  const item = menu.getByTestId('notification-item').filter({ hasText: title }).first();
  await expect(item).toBeVisible();
  if (text) await expect(item).toContainText(text);
  // Opening the list marked everything read: the badge goes away at once…
  await expect(bell.getByTestId('notification-count')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-label', m.Notifications.label.replace(/^\{count, plural, =0 \{([^}]*)\}.*$/, '$1'));
  // …the server stores it (a reload before that cuts the request short on a busy machine, as it would for a person
  // reloading that fast; then the fresh render rightly still counts the notification)…
  await expect
    .poll(async () => {
      const { data, error } = await admin().from('notifications').select('id').in('id', ids).is('read_at', null);
      return error ? error.message : data.length;
    }, { timeout: 60_000 })
    .toBe(0);
  // …and for good: a fresh render shows no unread count either.
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(page.getByTestId('notification-bell').getByTestId('notification-count')).toHaveCount(0);
}

test('a client proposes, the agency counters, the client accepts the counter; each side is notified', async ({ browser, baseURL }) => {
  // Two users, four screens and three moves on a shared stack: generous when the machine is busy.
  test.setTimeout(300_000);
  const db = admin();
  const run = tag();

  // The demo agency and one of its public listings.
  const agency = await db.from('profiles').select('id, name').eq('email', AGENCY_EMAIL).single();
  expect(agency.error).toBeNull();
  const listings = await db
    .from('properties')
    .select('id, title, price')
    .eq('agency_id', agency.data!.id)
    .eq('status', 'ativo')
    .eq('transaction', 'venda')
    .gt('expires_at', new Date().toISOString())
    .order('id');
  expect(listings.error).toBeNull();
  // Not one already in negotiation (an accepted offer): accepting the counter would be refused there.
  const negotiating = await db.from('proposals').select('property_id').eq('status', 'aceita');
  const busy = new Set((negotiating.data ?? []).map((r) => r.property_id));
  const free = listings.data!.filter((l) => !busy.has(l.id));
  expect(free.length).toBeGreaterThan(0);
  const listing = free[Math.floor(Math.random() * free.length)]!;

  // A fresh client.
  const clientName = `Cliente Proposta ${run}`;
  const clientEmail = `e2e-proposals-${run}@lar.dev`;
  const created = await db.auth.admin.createUser({
    email: clientEmail,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { name: clientName, role: 'cliente', phone: '(11) 98765-4321' },
  });
  expect(created.error).toBeNull();

  const offer = Math.max(1000, Math.round((listing.price * 0.85) / 1000) * 1000);
  const counter = Math.max(offer + 1000, Math.round((listing.price * 0.93) / 1000) * 1000);
  const counterMessage = `Fechamos por este valor? ${run}`;

  const clientContext = await browser.newContext();
  const agencyContext = await browser.newContext();
  try {
    await signIn(clientContext, baseURL!, clientEmail);
    await signIn(agencyContext, baseURL!, AGENCY_EMAIL);
    const client = await clientContext.newPage();
    const agencyPage = await agencyContext.newPage();

    // Nothing sent yet: the empty state links to the search.
    await client.goto('/propostas');
    await expect(client.getByText(m.ProposalsPage.emptySent, { exact: true })).toBeVisible();
    await expect(client.getByTestId('proposals-empty').getByRole('link', { name: m.ProposalsPage.search })).toHaveAttribute('href', /\/buscar$/);

    // 1. The client proposes from the listing page: the amount is masked as BRL from the digits typed.
    await client.goto(`/imovel/${listing.id}`);
    const dialog = client.getByTestId('proposal-dialog');
    await open(client.getByRole('button', { name: m.PropertyPage.actions.proposal }), dialog);
    const amountField = dialog.getByLabel(m.Offer.amountSale);
    await amountField.fill('');
    await amountField.pressSequentially(String(offer));
    await expect(amountField).toHaveValue(formatBRL(offer));
    await dialog.getByLabel(m.Offer.paymentMethod).selectOption('vista');
    await dialog.getByLabel(m.Offer.message).fill(`Proposta e2e ${run}`);
    await dialog.getByRole('button', { name: m.Offer.submit }).click();
    await expect(client.getByText(m.Offer.success)).toBeVisible();

    const stored = await db
      .from('proposals')
      .select('id, amount, status, payment_method')
      .eq('client_id', created.data.user!.id)
      .single();
    expect(stored.error).toBeNull();
    expect(stored.data).toMatchObject({ amount: offer, status: 'pendente', payment_method: 'vista' });
    const proposalId = stored.data!.id;

    await client.goto('/propostas');
    const sentCard = client.locator(`[data-testid="proposal-card"][data-proposal-id="${proposalId}"]`);
    await expect(sentCard.getByTestId('proposal-status')).toHaveText(m.Proposals.status.pendente);
    await expect(sentCard.getByTestId('proposal-amount')).toHaveText(formatBRL(offer));
    await expect(sentCard).toContainText(formatBRL(listing.price));
    await expect(sentCard).toContainText(m.Proposals.methods.vista);
    await expect(sentCard.getByRole('link', { name: listing.title })).toHaveAttribute('href', new RegExp(`/imovel/${listing.id}$`));
    await expect(sentCard.getByRole('button', { name: m.Proposals.actions.respond })).toHaveCount(0);

    // 2. The agency is notified, sees the proposal with the client's contact, and counters. Newest first
    // (?ordem=recentes): by default what awaits a reply comes first, and the demo agency has more than a page
    // of pending offers, so the countered one would leave the first page (issue #39).
    await agencyPage.goto('/propostas?ordem=recentes');
    await expectNotification(agencyPage, agency.data!.id, 'Nova proposta recebida', formatBRL(offer));
    const receivedCard = agencyPage.locator(`[data-testid="proposal-card"][data-proposal-id="${proposalId}"]`);
    await expect(receivedCard.getByTestId('proposal-client')).toContainText(clientName);
    await expect(receivedCard.getByTestId('proposal-client')).toContainText(clientEmail);
    await expect(receivedCard.getByTestId('proposal-status')).toHaveText(m.Proposals.status.pendente);
    const counterDialog = agencyPage.getByTestId('counter-dialog');
    await open(receivedCard.getByRole('button', { name: m.Proposals.actions.counter }), counterDialog);
    // No amount: a clear error, nothing sent.
    await counterDialog.getByRole('button', { name: m.Proposals.counterDialog.submit }).click();
    await expect(counterDialog.getByText(m.Proposals.errors.amount_required)).toBeVisible();
    const counterField = counterDialog.getByLabel(m.Proposals.counterDialog.amount);
    await counterField.pressSequentially(String(counter));
    await expect(counterField).toHaveValue(formatBRL(counter));
    await counterDialog.getByLabel(m.Proposals.counterDialog.message).fill(counterMessage);
    await counterDialog.getByRole('button', { name: m.Proposals.counterDialog.submit }).click();
    // The amounts are stated before it goes (issue #38); a counter above the offer carries no warning.
    await expect(counterDialog.getByTestId('counter-below')).toHaveCount(0);
    await counterDialog.getByRole('button', { name: `Sim, enviar ${formatBRL(counter)}` }).click();
    await expect(agencyPage.getByText(m.Proposals.toasts.countered)).toBeVisible();
    await expect(receivedCard.getByTestId('proposal-status')).toHaveText(m.Proposals.status.negociada);
    await expect(receivedCard.getByRole('button', { name: m.Proposals.actions.counter })).toHaveCount(0);

    // 3. The client is notified, sees the counter and 'Responder', and accepts the counter.
    await client.goto('/propostas');
    await expectNotification(client, created.data.user!.id, 'Você recebeu uma contraproposta', formatBRL(counter));
    await expect(sentCard.getByTestId('proposal-status')).toHaveText(m.Proposals.status.negociada);
    await expect(sentCard.getByTestId('proposal-counter-amount')).toHaveText(formatBRL(counter));
    await expect(sentCard.getByTestId('proposal-counter-message')).toHaveText(counterMessage);
    const respond = client.getByTestId('respond-dialog');
    await open(sentCard.getByRole('button', { name: m.Proposals.actions.respond }), respond);
    await expect(respond).toContainText(formatBRL(counter));
    await respond.getByRole('button', { name: m.Proposals.respondDialog.submit }).click();
    await expect(client.getByText(m.Proposals.toasts.counterAccepted)).toBeVisible();
    await expect(sentCard.getByTestId('proposal-status')).toHaveText(m.Proposals.status.aceita);
    await expect(sentCard.getByTestId('proposal-agreed')).toHaveText(formatBRL(counter));
    await expect(sentCard.getByRole('button', { name: m.Proposals.actions.respond })).toHaveCount(0);

    // The client's history: their offer, the agency's counter (by name) and their acceptance.
    const clientTimeline = sentCard.getByTestId('proposal-timeline').getByRole('listitem');
    await expect(clientTimeline).toHaveCount(3);
    await expect(clientTimeline.nth(0)).toContainText(`Você enviou a proposta de ${formatBRL(offer)}`);
    await expect(clientTimeline.nth(1)).toContainText(`${agency.data!.name} fez uma contraproposta de ${formatBRL(counter)}`);
    await expect(clientTimeline.nth(1)).toContainText(counterMessage);
    await expect(clientTimeline.nth(2)).toContainText(`Você aceitou a contraproposta de ${formatBRL(counter)}`);

    // Filtering by status keeps it under 'Aceita' and drops it from 'Pendente'.
    await client.goto('/propostas?status=aceita');
    await expect(sentCard).toBeVisible();
    await client.goto('/propostas?status=pendente');
    await expect(sentCard).toHaveCount(0);
    await expect(client.getByText(m.ProposalsPage.emptyFiltered)).toBeVisible();

    // 4. The agency is notified of the acceptance and sees `aceita` and the same history (newest first, as above).
    await agencyPage.goto('/propostas?ordem=recentes');
    await expectNotification(agencyPage, agency.data!.id, 'Contraproposta aceita', formatBRL(counter));
    await expect(receivedCard.getByTestId('proposal-status')).toHaveText(m.Proposals.status.aceita);
    // Accepted: no more accept/reject/counter; the deal is closed or undone from here (issue #38).
    await expect(receivedCard.getByTestId('proposal-accept')).toHaveCount(0);
    await expect(receivedCard.getByTestId('proposal-close')).toBeVisible();
    const agencyTimeline = receivedCard.getByTestId('proposal-timeline').getByRole('listitem');
    await expect(agencyTimeline).toHaveCount(3);
    await expect(agencyTimeline.nth(0)).toContainText(`${clientName} enviou a proposta de ${formatBRL(offer)}`);
    await expect(agencyTimeline.nth(1)).toContainText(`Você fez uma contraproposta de ${formatBRL(counter)}`);
    await expect(agencyTimeline.nth(2)).toContainText(`${clientName} aceitou a contraproposta de ${formatBRL(counter)}`);
  } finally {
    await clientContext.close();
    await agencyContext.close();
  }
});

test('signed out, /propostas sends the visitor home', async ({ page }) => {
  await page.goto('/propostas');
  await expect(page).toHaveURL(/\/$/);
});
