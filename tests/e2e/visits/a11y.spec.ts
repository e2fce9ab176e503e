import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support';
import { createClient, DEMO_OWNER, demoOwnerListings, m, randomVisitDay, requestVisit, signIn, tag } from './helpers';

// The visit screens at 360 px: no WCAG 2.1 A/AA violations, nothing wider than the screen.
test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 780 } });
test.describe.configure({ timeout: 120_000 });

async function check(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('/minhas-visitas and /agendamentos with a visit, and /agendamentos/novo, are accessible at 360 px', async ({
  browser,
  baseURL,
}) => {
  const client = await createClient(`Cliente Acessível ${tag()}`);
  const [listing] = await demoOwnerListings();
  const clientContext = await browser.newContext({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });
  const clientPage = await clientContext.newPage();
  await signIn(clientContext, baseURL!, client.email);
  await requestVisit(clientPage, listing!.id, randomVisitDay());
  await expect(clientPage.getByText(m.ListingRequests.visit.success)).toBeVisible();

  await clientPage.goto('/minhas-visitas');
  await expect(clientPage.getByTestId('my-visits')).toBeVisible();
  await check(clientPage);
  await clientContext.close();

  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerContext, baseURL!, DEMO_OWNER);
  await ownerPage.goto(`/agendamentos?q=${encodeURIComponent(client.name)}`);
  await expect(ownerPage.getByTestId('agenda-list')).toContainText(client.name);
  await check(ownerPage);
  await ownerPage.goto('/agendamentos/novo');
  await expect(ownerPage.getByTestId('schedule-visit-form')).toBeVisible();
  await check(ownerPage);
  await ownerContext.close();
});
