import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { createUser, PASSWORD, signInOnLoginPage } from '../auth/helpers';
import { expect, messages, test, testClient } from '../support';

// The demo agency opens /clientes and finds a person who just sent a lead and a proposal on one of its
// listings, with that history; /relatorios counts them this month. A client is sent home from both.

const pt = messages('pt-BR');
const AGENCY = 'imobiliaria@lar.dev';

/** A signed-in supabase-js client (set-up and reading what the database says, not what the page shows). */
async function signedIn(email: string, password = PASSWORD) {
  const client = testClient(LOCAL_ANON_KEY);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** First day of this month in São Paulo, YYYY-MM-01. */
function thisMonth(): string {
  const d = new Date(Date.now() - 3 * 3600 * 1000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

type ReportRow = { month: string; leads: number; visits: number; proposals: number; deals: number };

test('the agency sees a new contact with its history, and the month’s report counts it', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
  const agencyId = (await admin.from('profiles').select('id').eq('email', AGENCY).single()).data!.id as string;
  const { data: listing } = await admin
    .from('properties').select('id, title, price').eq('agency_id', agencyId).eq('status', 'ativo').eq('transaction', 'venda')
    .gt('expires_at', new Date().toISOString()).order('id').limit(1).single();
  expect(listing).not.toBeNull();

  const agencyDb = await signedIn(AGENCY);
  const report = async () => ((await agencyDb.rpc('listing_side_report', { months: 6 })).data as ReportRow[]).find((r) => r.month === thisMonth())!;
  const before = await report();

  // A fresh client sends the interest form and a proposal on the agency's listing.
  const name = `Cliente CRM ${Date.now().toString(36)}`;
  const client = await createUser('cliente', { name, phone: '(11) 97531-8642' });
  const clientDb = await signedIn(client.email);
  // As the interest form's server action writes it: the service role, with the session's user (issue #28).
  const lead = await testClient(LOCAL_SERVICE_ROLE_KEY).rpc('lead_create', {
    property_id: listing!.id, user_id: client.id, name, cpf: '529.982.247-25', email: client.email, phone: '(11) 97531-8642', message: 'Tenho interesse',
  });
  expect(lead.error).toBeNull();
  // The asking price: an offer far from it needs the sender's confirmation (issue #38).
  const amount = Number(listing!.price);
  const proposal = await clientDb.rpc('make_proposal', { property_id: listing!.id, amount, payment_method: 'vista', message: null });
  expect(proposal.error).toBeNull();

  await signInOnLoginPage(page, AGENCY, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The newest contact comes first on /clientes; the search finds it by phone too.
  await page.goto('/clientes');
  await expect(page.getByRole('heading', { level: 1, name: pt.Contacts.title })).toBeVisible();
  const row = page.getByTestId('contact-row').first();
  await expect(row).toContainText(name);
  await page.getByLabel(pt.Contacts.searchLabel).fill('97531-8642');
  await page.getByRole('button', { name: pt.Contacts.searchButton }).click();
  await expect(page).toHaveURL(/q=97531-8642/);
  const found = page.getByTestId('contact-row');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(name);
  await expect(found).toContainText(client.email);
  await expect(found.getByTestId('contact-counts')).toHaveText('1 interesse · 0 visitas · 1 proposta');

  // Its history: the proposal (pending, with the amount) and the lead, newest first, on the listing.
  await found.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const items = page.getByTestId('contact-history').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(pt.ContactDetail.kind.proposta);
  await expect(items.nth(0)).toContainText(pt.ContactDetail.status.pendente);
  await expect(items.nth(0)).toContainText(`R$ ${Math.round(amount).toLocaleString('pt-BR')}`);
  await expect(items.nth(1)).toContainText(pt.ContactDetail.kind.lead);
  await expect(items.nth(1)).toContainText('Tenho interesse');
  await expect(items.nth(1).getByRole('link', { name: new RegExp(listing!.title) })).toHaveAttribute('href', `/imovel/${listing!.id}`);

  // /relatorios: this month's row has what the database counts, which now includes the lead and the proposal.
  const after = await report();
  expect(after.leads).toBeGreaterThanOrEqual(before.leads + 1);
  expect(after.proposals).toBeGreaterThanOrEqual(before.proposals + 1);
  await page.goto('/relatorios');
  await expect(page.getByRole('heading', { level: 1, name: pt.Reports.title })).toBeVisible();
  const monthRow = page.getByTestId('report-table').locator(`tr[data-month="${thisMonth()}"]`);
  const cells = monthRow.getByRole('cell');
  await expect(cells).toHaveText([after.leads, after.visits, after.proposals, after.deals].map((n) => n.toLocaleString('pt-BR')));
  await expect(page.getByTestId('report-funnel')).toContainText(`${pt.Reports.leads} → ${pt.Reports.visits}`);
  await expect(page.getByRole('img', { name: pt.Reports.chartLabel })).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('.recharts-wrapper')).toBeVisible();
});

test('a client is sent home from /clientes and /relatorios; signed out goes to /login', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/clientes');
  await expect(page).toHaveURL(/\/login/);
  const client = await createUser('cliente');
  await context.clearCookies();
  await signInOnLoginPage(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboard-cliente$/);
  for (const path of ['/clientes', '/relatorios']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard-cliente$/);
  }
});

test('/clientes fits a 360 px screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInOnLoginPage(page, 'corretor@lar.dev', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of ['/clientes', '/relatorios']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('/clientes shows its contacts a page at a time, and the URL keeps how many', async ({ page }) => {
  test.setTimeout(60_000);
  // The demo agency has hundreds of contacts in the seed; the database says how many.
  const agency = await signedIn(AGENCY);
  const { count, error } = await agency.rpc('listing_side_contacts', {}, { count: 'exact', head: true });
  expect(error).toBeNull();
  expect(count ?? 0).toBeGreaterThan(50);

  await signInOnLoginPage(page, AGENCY, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/clientes');
  const rows = page.getByTestId('contact-row');
  await expect(rows).toHaveCount(50);
  // Other spec files may add a contact to the demo agency meanwhile (2 workers): at least the count read above.
  await expect(page.getByText(/^Mostrando 50 de \d+/)).toBeVisible();
  const shownText = (await page.getByText(/^Mostrando 50 de \d+/).textContent()) ?? '';
  const total = Number(/ de ([\d.]+)/.exec(shownText)![1]!.replace(/\./g, ''));
  expect(total).toBeGreaterThanOrEqual(count!);
  await page.getByRole('link', { name: pt.Contacts.showMore }).click();
  await expect(page).toHaveURL(/mostrar=100/);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(Math.min(100, count!));
  expect(await rows.count()).toBeLessThanOrEqual(100);
  await page.reload();
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(Math.min(100, count!));
  expect(await rows.count()).toBeLessThanOrEqual(100);
});
