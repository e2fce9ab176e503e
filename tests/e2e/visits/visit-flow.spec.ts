import {
  admin,
  brDate,
  createClient,
  DEMO_OWNER,
  demoOwnerListings,
  m,
  openBell,
  openVisitDialog,
  randomVisitDay,
  requestVisit,
  signIn,
  tag,
} from './helpers';
import { clickUntilVisible, expect, test } from '../support';

// Visits end to end (issue #7): a fresh client books on a listing of the demo owner, the owner answers on
// /agendamentos, each side sees the other's move in their header bell, and the client follows it on
// /minhas-visitas. Every run uses a new client and a random day, so it can run again on the same stack.

test.describe.configure({ timeout: 180_000 });

const pick = <T,>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

test('client books → owner sees and confirms → client sees confirmada; both bells notified; client cancels', async ({
  browser,
  baseURL,
}) => {
  const client = await createClient(`Cliente Visita ${tag()}`);
  const listing = pick(await demoOwnerListings());
  const day = randomVisitDay();

  const clientContext = await browser.newContext();
  const ownerContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const ownerPage = await ownerContext.newPage();
  await signIn(clientContext, baseURL!, client.email);
  await signIn(ownerContext, baseURL!, DEMO_OWNER);

  // The client books through 'Visitar': a day and a free slot of that day.
  const { dialog, slot } = await requestVisit(clientPage, listing.id, day, 'Posso levar meu cachorro?');
  await expect(clientPage.getByText(m.ListingRequests.visit.success)).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = await admin().from('visits').select('id, status, visit_date, visit_time').eq('requester_id', client.id);
  expect(rows.data).toEqual([expect.objectContaining({ status: 'agendada', visit_date: day, visit_time: `${slot}:00` })]);

  // The slot is no longer offered, and a second open visit on the listing is refused in Portuguese.
  const again = await openVisitDialog(clientPage);
  await again.getByLabel(m.ListingRequests.visit.date).fill(day);
  const time = again.getByLabel(m.ListingRequests.visit.time);
  await expect(time).toBeEnabled();
  await expect(time.locator(`option[value="${slot}"]`)).toHaveCount(0);
  await again.getByRole('button', { name: m.ListingRequests.visit.submit }).click();
  await expect(clientPage.getByText(m.Visits.errors.visit_already_open)).toBeVisible();
  await clientPage.keyboard.press('Escape');

  // The owner's bell announces it; /agendamentos finds it by the client's name.
  await ownerPage.goto(`/agendamentos?q=${encodeURIComponent(client.name)}`);
  const ownerMenu = await openBell(ownerPage);
  await expect(
    ownerMenu.getByTestId('notification-item').filter({ hasText: /visita agendada/i }).filter({ hasText: `#${listing.id}` }).filter({ hasText: `${brDate(day)} às ${slot}` }),
  ).toBeVisible();
  await ownerPage.keyboard.press('Escape');
  const card = ownerPage.getByTestId('agenda-list').locator(`[data-visit-id="${rows.data![0]!.id}"]`);
  await expect(card).toContainText(client.name);
  await expect(card).toContainText(client.email);
  await expect(card).toContainText(listing.title);
  await expect(card.getByTestId('visit-status')).toHaveText(m.Visits.status.agendada);
  await expect(card.getByTestId('visit-when')).toContainText(slot);

  await card.getByRole('button', { name: m.AgendaPage.confirm, exact: true }).click();
  await expect(ownerPage.getByText(m.AgendaPage.confirmed, { exact: true })).toBeVisible();
  await expect(card.getByTestId('visit-status')).toHaveText(m.Visits.status.confirmada);
  await expect(card.getByRole('button', { name: m.AgendaPage.confirm, exact: true })).toHaveCount(0);

  // The client sees it confirmed, and the confirmation in their bell.
  await clientPage.goto('/minhas-visitas');
  const mine = clientPage.getByTestId('my-visits').locator(`[data-visit-id="${rows.data![0]!.id}"]`);
  await expect(mine.getByTestId('visit-status')).toHaveText(m.Visits.status.confirmada);
  await expect(mine).toContainText(listing.title);
  await expect(mine.getByTestId('visit-when')).toContainText(`${brDate(day)} às ${slot}`);
  await expect(mine.getByRole('link', { name: m.MyVisitsPage.viewListing })).toHaveAttribute('href', `/imovel/${listing.id}`);
  const clientMenu = await openBell(clientPage);
  await expect(clientMenu.getByTestId('notification-item').filter({ hasText: 'Visita confirmada' })).toBeVisible();
  await clientPage.keyboard.press('Escape');

  // The client cancels (confirm dialog); the listing side is told.
  await mine.getByRole('button', { name: m.MyVisitsPage.cancel }).click();
  const confirm = clientPage.getByTestId('cancel-visit-dialog');
  await expect(confirm.getByRole('heading', { name: m.MyVisitsPage.cancelTitle })).toBeVisible();
  await confirm.getByRole('button', { name: m.MyVisitsPage.confirmCancel }).click();
  await expect(clientPage.getByText(m.MyVisitsPage.cancelled, { exact: true })).toBeVisible();
  await expect(mine.getByTestId('visit-status')).toHaveText(m.Visits.status.cancelada);
  await expect(mine.getByRole('button', { name: m.MyVisitsPage.cancel })).toHaveCount(0);
  const cancelled = await admin().from('visits').select('status, cancelled_by').eq('id', rows.data![0]!.id).single();
  expect(cancelled.data).toEqual({ status: 'cancelada', cancelled_by: client.id });

  await ownerPage.reload();
  const ownerMenu2 = await openBell(ownerPage);
  await expect(ownerMenu2.getByTestId('notification-item').filter({ hasText: /cancelada pelo cliente/i }).filter({ hasText: `${brDate(day)} às ${slot}` })).toBeVisible();

  await clientContext.close();
  await ownerContext.close();
});

test('the owner cancels a visit with a required reason; the client sees the reason', async ({ browser, baseURL }) => {
  const client = await createClient(`Cliente Motivo ${tag()}`);
  const listing = pick(await demoOwnerListings());
  const day = randomVisitDay();
  const reason = `Imóvel em reforma nesta data ${tag()}`;

  const clientContext = await browser.newContext();
  const ownerContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const ownerPage = await ownerContext.newPage();
  await signIn(clientContext, baseURL!, client.email);
  await signIn(ownerContext, baseURL!, DEMO_OWNER);

  await requestVisit(clientPage, listing.id, day);
  await expect(clientPage.getByText(m.ListingRequests.visit.success)).toBeVisible();

  // Search by the client's name and filter by status: the URL holds both.
  await ownerPage.goto('/agendamentos');
  await ownerPage.getByLabel(m.AgendaPage.searchLabel).fill(client.name);
  await ownerPage.getByLabel(m.AgendaPage.statusFilter).selectOption('agendada');
  await ownerPage.getByRole('button', { name: m.AgendaPage.searchSubmit }).click();
  await expect(ownerPage).toHaveURL(/status=agendada/);
  const card = ownerPage.getByTestId('agenda-list').locator('li').filter({ hasText: client.name });
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: m.AgendaPage.cancel, exact: true }).click();
  const dialog = ownerPage.getByTestId('cancel-visit-dialog');
  await dialog.getByRole('button', { name: m.AgendaPage.confirmCancel }).click();
  await expect(dialog.getByText(m.Visits.errors.cancel_reason_required)).toBeVisible();
  await dialog.getByLabel(m.AgendaPage.reason).fill(reason);
  await dialog.getByRole('button', { name: m.AgendaPage.confirmCancel }).click();
  await expect(ownerPage.getByText(m.AgendaPage.cancelled, { exact: true })).toBeVisible();
  // Filtered on agendada, the cancelled visit leaves the list.
  await expect(ownerPage.getByText(m.AgendaPage.empty)).toBeVisible();

  await clientPage.goto('/minhas-visitas');
  const mine = clientPage.getByTestId('my-visits').locator('li').first();
  await expect(mine.getByTestId('visit-status')).toHaveText(m.Visits.status.cancelada);
  await expect(mine.getByTestId('visit-cancel-reason')).toContainText(reason);
  const clientMenu = await openBell(clientPage);
  await expect(clientMenu.getByTestId('notification-item').filter({ hasText: reason })).toBeVisible();

  await clientContext.close();
  await ownerContext.close();
});

test('a new client has no visits: "Nenhuma visita encontrada" with a way to search; /agendamentos is not theirs', async ({
  page,
  context,
  baseURL,
}) => {
  const client = await createClient(`Cliente Novo ${tag()}`);
  await signIn(context, baseURL!, client.email);
  await page.goto('/minhas-visitas');
  const empty = page.getByTestId('visits-empty');
  await expect(empty.getByText(m.MyVisitsPage.empty)).toBeVisible();
  await expect(empty.getByRole('link', { name: m.MyVisitsPage.search })).toHaveAttribute('href', '/buscar');

  await page.goto('/agendamentos');
  await expect(page).toHaveURL(/\/minhas-visitas$/);
});

test('the owner books a visit for a client on /agendamentos/novo; it is listed confirmed', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, DEMO_OWNER);
  const listing = pick(await demoOwnerListings());
  const name = `Visitante Telefone ${tag()}`;

  await page.goto('/agendamentos/novo');
  const form = page.getByTestId('schedule-visit-form');
  await form.getByLabel(m.NewVisitPage.listing).selectOption(String(listing.id));
  await form.getByLabel(m.NewVisitPage.clientName).fill(name);
  const phone = form.getByLabel(m.NewVisitPage.clientPhone);
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');
  await form.getByLabel(m.NewVisitPage.date).fill(randomVisitDay());
  const time = form.getByLabel(m.NewVisitPage.time);
  await expect(time).toBeEnabled();
  const slot = await time.locator('option').nth(1).getAttribute('value');
  await time.selectOption(slot!);
  await form.getByRole('button', { name: m.NewVisitPage.submit }).click();

  await expect(page.getByText(m.NewVisitPage.success)).toBeVisible();
  await expect(page).toHaveURL(/\/agendamentos$/);
  await page.goto(`/agendamentos?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('agenda-list').locator('li').filter({ hasText: name });
  await expect(card.getByTestId('visit-status')).toHaveText(m.Visits.status.confirmada);
  await expect(card).toContainText('(11) 98765-4321');
  await expect(card).toContainText(`#${listing.id}`);
});

test('once a confirmed visit has started, the owner marks it as done; the client sees realizada', async ({ browser, baseURL }) => {
  const client = await createClient(`Cliente Realizada ${tag()}`);
  const listing = pick(await demoOwnerListings());
  // A confirmed visit of yesterday (written with the service role: the functions only book future slots).
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - 86_400_000));
  let visitId = 0;
  for (let attempt = 0; attempt < 5 && !visitId; attempt++) {
    const time = `${String(8 + Math.floor(Math.random() * 6)).padStart(2, '0')}:${Math.random() < 0.5 ? '00' : '30'}:00`;
    const { data } = await admin()
      .from('visits')
      .insert({ property_id: listing.id, requester_id: client.id, created_by: client.id, visit_date: yesterday, visit_time: time, status: 'confirmada', confirmed_at: new Date().toISOString() })
      .select('id')
      .single();
    visitId = data?.id ?? 0;
  }
  expect(visitId).toBeGreaterThan(0);

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerContext, baseURL!, DEMO_OWNER);
  await ownerPage.goto(`/agendamentos?q=${encodeURIComponent(client.name)}`);
  const card = ownerPage.getByTestId('agenda-list').locator(`[data-visit-id="${visitId}"]`);
  await expect(card.getByTestId('visit-status')).toHaveText(m.Visits.status.confirmada);
  // A click that lands before the page has hydrated does nothing; click again until the toast answers.
  await clickUntilVisible(card.getByRole('button', { name: m.AgendaPage.complete }), ownerPage.getByText(m.AgendaPage.completed, { exact: true }));
  await expect(card.getByTestId('visit-status')).toHaveText(m.Visits.status.realizada);
  await expect(card.getByRole('button')).toHaveCount(0);
  await ownerContext.close();

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientContext, baseURL!, client.email);
  await clientPage.goto('/minhas-visitas');
  const mine = clientPage.getByTestId('my-visits').locator(`[data-visit-id="${visitId}"]`);
  await expect(mine.getByTestId('visit-status')).toHaveText(m.Visits.status.realizada);
  await expect(mine.getByRole('button', { name: m.MyVisitsPage.cancel })).toHaveCount(0);
  await clientContext.close();
});
