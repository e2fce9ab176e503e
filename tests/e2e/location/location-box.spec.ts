import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { expect, messages, test, testClient } from '../support';

// The location box (issue #40) at phone size: suggestions while typing, 'Você quis dizer', a state by UF.
const pt = messages('pt-BR');

test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
test.describe.configure({ timeout: 60_000 });

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('property-card');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-property-id'))));

async function statesOf(ids: number[]): Promise<string[]> {
  const { data, error } = await testClient(LOCAL_ANON_KEY).from('properties').select('state').in('id', ids);
  if (error) throw error;
  return [...new Set(data.map((r: { state: string }) => r.state))];
}

test("'Curit' suggests 'Curitiba – PR'; choosing it filters the city (axe with the list open)", async ({ page }) => {
  await page.goto('/buscar');
  const box = page.getByRole('combobox', { name: pt.SearchBar.location });
  await box.pressSequentially('Curit', { delay: 30 });
  const option = page.getByRole('option', { name: /Curitiba – PR/ });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /sugest/ })).toHaveCount(1);

  const { violations } = await new AxeBuilder({ page }).include('form[role=search]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Keyboard: the arrow highlights the first suggestion, Esc closes the list and keeps the text.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('Curit');

  await box.press('ArrowDown');
  await option.click();
  await expect(page).toHaveURL(/[?&]cidade=Curitiba/);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(cards(page).first()).toBeVisible();
  expect(await statesOf(await cardIds(page))).toEqual(['PR']);
  await expect(page.getByRole('combobox', { name: pt.SearchBar.location })).toHaveValue(/^Curitiba/);
});

test("'Curitba' offers 'Você quis dizer Curitiba?', and the link filters the city", async ({ page }) => {
  await page.goto('/buscar?q=Curitba');
  const offer = page.getByTestId('did-you-mean');
  await expect(offer).toHaveText('Você quis dizer Curitiba?');
  await offer.getByRole('link', { name: 'Curitiba' }).click();
  await expect(page).toHaveURL(/[?&]cidade=Curitiba/);
  await expect(cards(page).first()).toBeVisible();
});

test("'SP' typed on the home shows only listings in São Paulo state", async ({ page }) => {
  await page.goto('/');
  const box = page.locator('#hero-q');
  await box.fill('SP');
  await expect(page.getByRole('option', { name: /São Paulo – SP/ }).first()).toBeVisible();
  // Enter without choosing searches the text; the text names a state.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?.*q=SP/);
  await expect(cards(page).first()).toBeVisible();
  expect(await statesOf(await cardIds(page))).toEqual(['SP']);
});

test('the box never blocks typing and answers odd input without an error', async ({ page }) => {
  await page.goto('/buscar');
  const box = page.getByRole('combobox', { name: pt.SearchBar.location });
  const odd = `%_'"; drop table properties; -- 🏠 ${'x'.repeat(150)}`;
  await box.pressSequentially(odd.slice(0, 60), { delay: 5 });
  await box.fill(odd);
  await expect(box).toHaveValue(odd.slice(0, 200));
  for (const q of ['%', '_', "'", '🏠🏠', 'a'.repeat(200)]) {
    const res = await page.request.get(`/api/lugares?q=${encodeURIComponent(q)}`);
    expect(res.status()).toBe(200);
    expect(Array.isArray((await res.json()).items)).toBe(true);
  }
});
