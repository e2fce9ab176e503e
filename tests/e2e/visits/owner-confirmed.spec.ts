import { createUser, PASSWORD } from '../auth/helpers';
import { makeListing, runTag, signInTo } from '../dashboard/helpers';
import { clientOf } from '../team/helpers';
import { expect, test } from '../support';
import { m, randomVisitDay } from './helpers';

// Issue #39: a visit the owner confirms says 'Confirmada pelo proprietário' on /agendamentos and never labels
// the owner as broker ('Corretor: …'). The owner, listing and client are this spec's own.

test('the owner confirms a visit and the card does not call him broker', async ({ page }) => {
  const tag = runTag();
  const ownerName = `Roberto Dono ${tag}`;
  const owner = await createUser('proprietario', { name: ownerName });
  const listing = await makeListing({ owner_id: owner.id, title: `Casa do Roberto ${tag}` });
  const client = await createUser('cliente', { name: `Cliente Visita ${tag}` });
  const db = await clientOf(client.email);
  const booked = await db.rpc('request_visit', { property_id: listing, visit_date: randomVisitDay(), visit_time: '10:00', message: null });
  expect(booked.error).toBeNull();

  await signInTo(page, owner.email, PASSWORD, /\/dashboard-proprietario$/);
  await page.goto('/agendamentos');
  const card = page.locator(`[data-property-id="${listing}"]`);
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: m.AgendaPage.confirm, exact: true }).click();
  await expect(card.getByTestId('visit-confirmed-by-owner')).toHaveText(m.AgendaPage.confirmedByOwner);
  await expect(card).not.toContainText(m.AgendaPage.broker.replace('{name}', ''));
  await expect(card).not.toContainText(ownerName);
  // Reloaded, it still says so.
  await page.reload();
  await expect(card.getByTestId('visit-confirmed-by-owner')).toHaveText(m.AgendaPage.confirmedByOwner);
});
