import { expect, test } from '../support';
import { createUser, PASSWORD } from '../auth/helpers';
import { admin, anon, leaveLead, makeListing, profileId, pt, runTag, signInTo } from './helpers';

// The role homes on live data: the broker's greeting, cards, goals and new leads; the owner's statistics;
// the client's shortcuts and featured listings.

test.describe.configure({ timeout: 120_000 });

const B = pt.BrokerHome;
const O = pt.OwnerHome;

test('the demo broker sees the greeting, six cards, the goals of the month and a new lead under Oportunidades', async ({ page }) => {
  const brokerId = await profileId('corretor@lar.dev');
  const { data: listing } = await admin()
    .from('properties')
    .select('id, title')
    .eq('broker_id', brokerId)
    .eq('status', 'ativo')
    .gt('expires_at', new Date().toISOString())
    .limit(1)
    .single();
  const name = `Lead Corretor ${runTag()}`;
  await leaveLead(listing!.id, name);

  await signInTo(page, 'corretor@lar.dev', PASSWORD, /\/dashboard-corretor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo, Lucas!');

  const cards = page.getByRole('navigation', { name: pt.Dashboards.shortcuts }).getByRole('link');
  await expect(cards).toHaveCount(6);
  for (const [key, href] of [
    ['clients', '/clientes'],
    ['nearby', '/imoveis-proximos'],
    ['visits', '/agendamentos'],
    ['proposals', '/propostas'],
    ['reports', '/relatorios'],
    ['page', '/minha-pagina'],
  ] as const) {
    await expect(cards.filter({ hasText: B.cards[key].title })).toHaveAttribute('href', href);
  }

  const goals = page.getByRole('region', { name: B.goals.title });
  await expect(goals.getByTestId('goal-sales-value')).toHaveText(/^\d+\/5$/);
  await expect(goals.getByRole('progressbar', { name: B.goals.sales })).toHaveAttribute('aria-valuemax', '5');
  await expect(goals.getByText(B.goals.visits)).toBeVisible();
  await expect(goals.getByText(B.goals.clients)).toBeVisible();
  await expect(page.getByRole('region', { name: B.activities.title })).toBeVisible();

  const opportunities = page.getByRole('region', { name: B.opportunities.title });
  const item = opportunities.getByTestId('lead-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: /^Interesse em / })).toHaveAttribute('href', `/imovel/${listing!.id}`);
  await expect(item.getByRole('link', { name: '(11) 97777-6655' })).toBeVisible();
});

test('a broker’s goals count a visit booked this month and a closed deal, and list the visit under Próximas atividades', async ({ page }) => {
  const tag = runTag();
  const broker = await createUser('corretor', { name: `Bia Corretora ${tag}` });
  const owner = await createUser('proprietario');
  const propertyId = await makeListing({ owner_id: owner.id, broker_id: broker.id, title: `Casa da Bia ${tag}` });

  await signInTo(page, broker.email, broker.password, /\/dashboard-corretor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo, Bia!');
  const goals = page.getByRole('region', { name: B.goals.title });
  await expect(goals.getByTestId('goal-sales-value')).toHaveText('0/5');
  await expect(goals.getByTestId('goal-visits').locator('dd')).toHaveText('0');
  await expect(goals.getByTestId('goal-clients').locator('dd')).toHaveText('0');
  await expect(page.getByRole('region', { name: B.activities.title }).getByText(B.activities.empty)).toBeVisible();
  await expect(page.getByRole('region', { name: B.opportunities.title }).getByText(B.opportunities.empty)).toBeVisible();

  // The listing side books a visitor for the next weekday at 10:00 (São Paulo), then accepts a proposal.
  const db = anon();
  await db.auth.signInWithPassword({ email: broker.email, password: broker.password });
  const day = new Date(Date.now() - 3 * 3600_000);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  const visit = await db.rpc('schedule_visit', {
    property_id: propertyId,
    visit_date: day.toISOString().slice(0, 10),
    visit_time: '10:00:00',
    visitor_name: `Visitante ${tag}`,
    visitor_phone: '(11) 96666-5544',
  });
  expect(visit.error).toBeNull();
  const proposal = await db.rpc('submit_proposal', {
    property_id: propertyId,
    client_name: `Comprador ${tag}`,
    client_email: `comprador.${tag}@example.com`,
    client_phone: '(11) 95555-4433',
    amount: 500000,
    payment_method: 'vista',
  });
  expect(proposal.error).toBeNull();
  expect((await db.rpc('accept_proposal', { proposal_id: proposal.data.id })).error).toBeNull();
  // Accepted is 'Em negociação'; only a closed deal counts as a sale (issue #38).
  await page.reload();
  await expect(goals.getByTestId('goal-sales-value')).toHaveText('0/5');
  expect((await db.rpc('proposal_close', { proposal_id: proposal.data.id })).error).toBeNull();

  await page.reload();
  await expect(goals.getByTestId('goal-sales-value')).toHaveText('1/5');
  await expect(goals.getByRole('progressbar', { name: B.goals.sales })).toHaveAttribute('aria-valuenow', '1');
  await expect(goals.getByTestId('goal-visits').locator('dd')).toHaveText('1');
  // Two new people: the visitor and the buyer.
  await expect(goals.getByTestId('goal-clients').locator('dd')).toHaveText('2');
  const activity = page.getByRole('region', { name: B.activities.title }).getByTestId('activity-item');
  await expect(activity).toHaveCount(1);
  await expect(activity).toContainText(`Visitante ${tag}`);
  await expect(activity).toContainText('10:00');
  await expect(activity).toContainText(pt.Dashboards.visitStatus.confirmada);
});

test('the owner home shows the statistics of their listings, per listing, and their new leads', async ({ page }) => {
  const tag = runTag();
  const owner = await createUser('proprietario', { name: `Otávio Dono ${tag}` });
  await signInTo(page, owner.email, owner.password, /\/dashboard-proprietario$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo, Otávio!');
  const cards = page.getByRole('navigation', { name: pt.Dashboards.shortcuts }).getByRole('link');
  await expect(cards).toHaveCount(5);
  await expect(cards.filter({ hasText: O.cards.inviteBroker.title })).toHaveAttribute('href', '/convidar-corretor');
  const stats = page.getByRole('region', { name: O.stats.title });
  await expect(stats.getByText(O.stats.empty)).toBeVisible();
  await expect(stats.getByRole('link', { name: O.stats.emptyAction })).toHaveAttribute('href', '/anunciar-imovel');

  // A listing with two views, one favourite and one lead.
  const title = `Cobertura do Otávio ${tag}`;
  const propertyId = await makeListing({ owner_id: owner.id, title });
  for (let i = 0; i < 2; i++) expect((await anon().rpc('register_property_view', { property_id: propertyId })).error).toBeNull();
  const fan = await createUser('cliente');
  const fanDb = anon();
  await fanDb.auth.signInWithPassword({ email: fan.email, password: fan.password });
  expect((await fanDb.from('favorites').insert({ property_id: propertyId })).error).toBeNull();
  const leadName = `Interessada ${tag}`;
  await leaveLead(propertyId, leadName);

  await page.reload();
  await expect(stats.getByTestId('stat-views').locator('dd')).toHaveText('2');
  await expect(stats.getByTestId('stat-favorites').locator('dd')).toHaveText('1');
  await expect(stats.getByTestId('stat-visits').locator('dd')).toHaveText('0');
  await expect(stats.getByTestId('stat-proposals').locator('dd')).toHaveText('0');
  const row = stats.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell')).toHaveText([pt.Dashboards.listingStatus.ativo, '2', '1', '0', '0']);
  await expect(page.getByRole('region', { name: O.leads.title }).getByText(leadName)).toBeVisible();
  await expect(page.getByRole('region', { name: O.quick.title }).getByRole('link', { name: new RegExp(O.quick.proposals) })).toHaveAttribute('href', '/propostas');
});

test('the client home greets, links its four shortcuts with live counts and shows featured listings', async ({ page }) => {
  const client = await createUser('cliente', { name: 'Clara Cliente' });
  const { data: featured } = await admin()
    .from('properties')
    .select('id')
    .eq('status', 'ativo')
    .eq('featured', true)
    .gt('expires_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  const db = anon();
  await db.auth.signInWithPassword({ email: client.email, password: client.password });
  expect((await db.from('favorites').insert({ property_id: featured!.id })).error).toBeNull();

  await signInTo(page, client.email, client.password, /\/dashboard-cliente$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo, Clara!');
  const cards = page.getByRole('navigation', { name: pt.Dashboards.shortcuts }).getByRole('link');
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: pt.ClientHome.cards.favorites.title })).toContainText('1 favorito');
  await expect(cards.filter({ hasText: pt.ClientHome.cards.visits.title })).toContainText('Nenhuma visita marcada');
  await expect(cards.filter({ hasText: pt.ClientHome.cards.search.title })).toHaveAttribute('href', '/buscar');
  await expect(cards.filter({ hasText: pt.ClientHome.cards.proposals.title })).toHaveAttribute('href', '/propostas');
  const block = page.getByRole('region', { name: pt.ClientHome.featured.title });
  const card = block.locator(`[data-testid="property-card"][data-property-id="${featured!.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { pressed: true })).toBeVisible();
});
