import type { Page } from '@playwright/test';
import { createUser, PASSWORD } from '../auth/helpers';
import { admin, makeListing, pt, runTag, signInTo } from '../dashboard/helpers';
import { clientOf, makeAgency } from '../team/helpers';
import { expect, test } from '../support';

// Issue #39, agency lists: on /propostas an agency filters by one broker or 'Sem corretor', searches by código,
// sees what awaits its reply first, all in the URL; another agency's broker in the URL is a 404; the page does
// not scroll sideways at 360 px. The agency, its broker, listings and client are this spec's own.

const f = pt.ProposalsPage.filters;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/propostas scrolls sideways').toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 360, height: 780 } });

test('the agency filters /propostas by one broker, searches by código, and sees what awaits a reply first', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const agency = await makeAgency(tag);
  const broker = await createUser('corretor', { name: `Corretora Filtro ${tag}` });
  const outsider = await createUser('corretor', { name: `Corretor de Fora ${tag}` });
  expect((await admin().from('profiles').update({ agency_id: agency.id }).eq('id', broker.id)).error).toBeNull();
  const unassigned = await makeListing({ owner_id: agency.id, agency_id: agency.id, title: `Sala sem corretor ${tag}` });
  const assigned = await makeListing({ owner_id: agency.id, agency_id: agency.id, broker_id: broker.id, title: `Casa da corretora ${tag}` });
  const client = await createUser('cliente', { name: `Cliente Filtro ${tag}` });
  const db = await clientOf(client.email);
  // The older offer stays pending; the newer one is refused: pending first by default, newest first on request.
  for (const id of [unassigned, assigned]) {
    expect((await db.rpc('make_proposal', { property_id: id, amount: 500000, payment_method: 'vista' })).error).toBeNull();
  }
  const agencyDb = await clientOf(agency.email);
  const refused = await admin().from('proposals').select('id').eq('property_id', assigned).single();
  expect((await agencyDb.rpc('reject_proposal', { proposal_id: refused.data!.id })).error).toBeNull();

  await signInTo(page, agency.email, PASSWORD, /\/dashboard$/);
  await page.goto('/propostas');
  const cards = page.getByTestId('proposal-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAttribute('data-status', 'pendente');
  await expect(cards.first()).toContainText(`Sala sem corretor ${tag}`);
  await noSidewaysScroll(page);

  // One broker: only that broker's listing; the choice is in the URL.
  const filters = page.getByTestId('proposal-filter');
  await filters.getByLabel(f.broker, { exact: true }).selectOption({ label: `Corretora Filtro ${tag}` });
  await filters.getByRole('button', { name: f.submit }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]corretor=${broker.id}`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Casa da corretora ${tag}`);
  await noSidewaysScroll(page);

  // Listings without a broker.
  await filters.getByLabel(f.broker, { exact: true }).selectOption({ label: f.noBroker });
  await filters.getByRole('button', { name: f.submit }).click();
  await expect(page).toHaveURL(/[?&]corretor=nenhum/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Sala sem corretor ${tag}`);

  // Search by código, newest first.
  await page.goto(`/propostas?q=${assigned}&ordem=recentes`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Casa da corretora ${tag}`);
  await expect(page.getByTestId('proposal-filter').getByLabel(f.search)).toHaveValue(String(assigned));
  await page.goto('/propostas?ordem=recentes');
  await expect(cards.first()).toHaveAttribute('data-status', 'rejeitada');

  // A notification's deep link reaches an answered proposal past the first page (pending ones come first).
  const batch = Array.from({ length: 21 }, (_, i) => ({
    property_id: unassigned, client_name: `Cliente Lote ${i} ${tag}`, client_email: `lote${i}@example.com`, client_phone: '(11) 97777-0000',
    amount: 500000, original_price: 520000, payment_method: 'vista', status: 'pendente',
  }));
  expect((await admin().from('proposals').insert(batch)).error).toBeNull();
  await page.goto(`/propostas?id=${refused.data!.id}`);
  const linked = page.locator(`[data-proposal-id="${refused.data!.id}"]`);
  await expect(linked).toHaveAttribute('data-highlighted', 'true');
  await expect(linked).toBeInViewport();

  // A broker who is not on the team is 'not found' (the page streams behind its loading state, so the status
  // line is already sent), and shows nothing.
  await page.goto(`/propostas?corretor=${outsider.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pt.NotFound.title })).toBeVisible();
  await expect(cards).toHaveCount(0);
});
