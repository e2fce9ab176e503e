import AxeBuilder from '@axe-core/playwright';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { insertListing } from '../../fixtures/listings/insert';
import { createUser, signInOnLoginPage } from '../auth/helpers';
import { expect, messages, test, testClient } from '../support';
import { openBell } from '../visits/helpers';

// Issue #39: the notification centre. A fresh agency (never the seeded one: other specs read its bell) opens
// 'Ver todas' from the bell, marks everything read, and opens a proposal notification that lands on that
// proposal, highlighted (also after a reload); /notificacoes passes axe at 360 px.

const m = messages('pt-BR');
const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);

test('agency: Ver todas → Marcar todas como lidas → a proposal notification opens that proposal highlighted', async ({ page }) => {
  const tag = Date.now().toString(36);
  const agency = await createUser('imobiliaria', { name: `Imobiliária Central ${tag}` });
  const client = await createUser('cliente', { name: `Cliente Aviso ${tag}` });
  const title = `Apartamento do aviso ${tag}`;
  const listing = await insertListing(admin(), { owner_id: agency.id, title });
  const proposal = await admin()
    .from('proposals')
    .insert({ property_id: listing, client_id: client.id, amount: 480000, original_price: 500000, payment_method: 'vista' })
    .select('id')
    .single();
  expect(proposal.error).toBeNull();
  const proposalId = proposal.data!.id as number;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const rows = [
    { kind: 'visita_solicitada', title: 'Nova visita agendada', link: '/agendamentos', created_at: at(30) },
    { kind: 'anuncio_expirando', title: 'Seu anúncio expira em 7 dias', link: '/imoveis', created_at: at(20) },
    {
      kind: 'proposta_recebida',
      title: 'Nova proposta recebida',
      message_key: 'proposal.received',
      params: { listing: title, code: String(listing), person: `Cliente Aviso ${tag}`, amount: 480000, proposal_id: proposalId },
      link: `/propostas?id=${proposalId}`,
      created_at: at(10),
    },
  ].map((r) => ({ user_id: agency.id, message_key: null, params: {}, ...r })); // one set of columns for the bulk insert
  expect((await admin().from('notifications').insert(rows)).error).toBeNull();

  await signInOnLoginPage(page, agency.email, agency.password);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.goto('/propostas');
  const menu = await openBell(page);
  await menu.getByTestId('notification-view-all').click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: m.NotificationCentre.title })).toBeVisible();

  const list = page.getByTestId('notification-list');
  const item = list.getByTestId('notification-row').filter({ hasText: 'Nova proposta recebida' });
  await expect(item).toContainText(`Cliente Aviso ${tag} propôs R$ 480.000 por ${title} (#${listing}).`);
  await expect(list.getByTestId('notification-row')).toHaveCount(3);

  // The bell marked them read when opened; an unread one arrives, then 'Marcar todas como lidas'.
  expect((await admin().from('notifications').insert({ user_id: agency.id, kind: 'equipe_status', title: 'Seu status na equipe mudou' })).error).toBeNull();
  await page.reload();
  await expect(list.getByTestId('notification-row').first()).toHaveAttribute('data-unread', 'true');
  await page.getByTestId('notification-mark-all').click();
  await expect(page.getByText(m.NotificationCentre.markedAll)).toBeVisible();
  await expect(list.locator('[data-testid="notification-row"][data-unread="true"]')).toHaveCount(0);

  // Filter by kind keeps it in the URL.
  await page.getByTestId('notification-filter-propostas').click();
  await expect(page).toHaveURL(/tipo=propostas/);
  await expect(list.getByTestId('notification-row')).toHaveCount(1);

  await list.getByRole('link', { name: /Nova proposta recebida/ }).click();
  await expect(page).toHaveURL(new RegExp(`/propostas\\?id=${proposalId}$`));
  const card = page.locator(`[data-proposal-id="${proposalId}"]`);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await page.reload();
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toBeInViewport();
});

test('/notificacoes at 360 px passes axe, for a client with nothing yet', async ({ page }) => {
  const client = await createUser('cliente', { name: 'Cliente Sem Avisos' });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInOnLoginPage(page, client.email, client.password);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.goto('/notificacoes');
  await expect(page.getByText(m.NotificationCentre.empty)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
