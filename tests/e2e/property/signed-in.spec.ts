import { type BrowserContext } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { clickUntilVisible, expect, messages, supabaseUrl, test, testClient } from '../support';

// A signed-in client on a listing: the proposal and visit dialogs write through make_proposal and
// request_visit; /favoritos lists and removes favourites. The session is put in the cookie the app reads
// (@supabase/ssr), so these tests do not depend on the sign-in screens.

const m = messages('pt-BR');
const cookieName = `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;
const encode = (session: Session) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;

async function signIn(context: BrowserContext, baseURL: string) {
  const email = `e2e-property-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lar.dev`;
  const password = 'Lar@12345';
  const created = await testClient(LOCAL_SERVICE_ROLE_KEY).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: 'Cliente Imóvel', role: 'cliente', phone: '11999990000' },
  });
  expect(created.error).toBeNull();
  const { data, error } = await testClient(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const url = new URL(baseURL);
  await context.addCookies([
    { name: cookieName, value: encode(data.session!), domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
  return created.data.user!.id;
}

async function publicListings(count: number, transaction?: 'venda' | 'aluguel') {
  let query = testClient(LOCAL_ANON_KEY)
    .from('properties')
    .select('id, price')
    .eq('status', 'ativo');
  if (transaction) query = query.eq('transaction', transaction);
  const { data, error } = await query
    .gt('expires_at', new Date().toISOString())
    .order('id', { ascending: false })
    .limit(count);
  if (error) throw error;
  return data as { id: number; price: number }[];
}

test('a signed-in client makes a proposal and asks for a visit from the listing page', async ({ page, context, baseURL }) => {
  const userId = await signIn(context, baseURL!);
  // A listing for sale: a rental offer asks for more (move-in date, term, guarantee: proposals/negotiation.spec).
  const [listing] = await publicListings(1, 'venda');
  await page.goto(`/imovel/${listing!.id}`);

  const proposal = page.getByTestId('proposal-dialog');
  await clickUntilVisible(page.getByRole('button', { name: m.PropertyPage.actions.proposal }), proposal);
  await expect(proposal.getByRole('heading', { name: m.Offer.title })).toBeVisible();
  const amount = Math.max(1000, Math.round((listing!.price * 0.9) / 1000) * 1000);
  const amountField = proposal.getByLabel(m.Offer.amountSale);
  await amountField.fill('');
  await amountField.pressSequentially(String(amount));
  await proposal.getByLabel(m.Offer.paymentMethod).selectOption('vista');
  await proposal.getByRole('button', { name: m.Offer.submit }).click();
  await expect(page.getByText(m.Offer.success)).toBeVisible();

  const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
  const proposals = await admin.from('proposals').select('property_id, amount, status').eq('client_id', userId);
  expect(proposals.data).toEqual([{ property_id: listing!.id, amount, status: 'pendente' }]);

  // A visit on the next day that is not a Sunday (São Paulo), at 10:00.
  const day = new Date(Date.now() + 86_400_000);
  if (new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Sao_Paulo' }).format(day) === 'Sun') {
    day.setTime(day.getTime() + 86_400_000);
  }
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
  const visit = page.getByTestId('visit-dialog');
  await clickUntilVisible(page.getByRole('button', { name: m.PropertyPage.actions.visit, exact: true }), visit);
  await visit.getByLabel(m.ListingRequests.visit.date).fill(date);
  await visit.getByLabel(m.ListingRequests.visit.time).selectOption('10:00');
  await visit.getByRole('button', { name: m.ListingRequests.visit.submit }).click();
  await expect(page.getByText(m.ListingRequests.visit.success)).toBeVisible();
  const visits = await admin.from('visits').select('property_id, visit_date, visit_time, status').eq('requester_id', userId);
  expect(visits.data).toEqual([{ property_id: listing!.id, visit_date: date, visit_time: '10:00:00', status: 'agendada' }]);
});

test('signed out, "Fazer proposta" asks the visitor to sign in', async ({ page }) => {
  const [listing] = await publicListings(1);
  await page.goto(`/imovel/${listing!.id}`);
  await page.getByRole('button', { name: m.PropertyPage.actions.proposal }).click();
  await expect(page.getByText(m.ListingRequests.signInProposal)).toBeVisible();
});

test('/favoritos lists the favourites and removes one; then "Nenhum favorito ainda"', async ({ page, context, baseURL }) => {
  const userId = await signIn(context, baseURL!);
  const [listing] = await publicListings(1);
  const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
  expect((await admin.from('favorites').insert({ user_id: userId, property_id: listing!.id })).error).toBeNull();

  await page.goto('/favoritos');
  const list = page.getByTestId('favorites-list');
  await expect(list.locator(`[data-property-id="${listing!.id}"]`)).toBeVisible();
  // The page's own 'Remover' button (the card's heart has the same accessible name).
  await clickUntilVisible(list.locator(':scope > li > button').first(), page.getByText(m.FavoritesPage.empty));
  const rows = await admin.from('favorites').select('property_id').eq('user_id', userId);
  expect(rows.data).toEqual([]);
});
