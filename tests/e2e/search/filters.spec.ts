import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clickUntilVisible, expect, messages, test } from '../support';

// Issue #36 as a renter: the price as 'Valor total', 'Aceita pets' + 'Mobiliado', the chips under the bar,
// a shared link with ?cidade=Curitiba, and /buscar at 360 px with the dialog open. The filters' logic is in
// tests/unit/search/filters.test.ts and tests/integration/search/search-filters.test.ts.

const m = messages('pt-BR');
const f = m.SearchFilters;

test.describe.configure({ timeout: 90_000 });

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('property-card');
const resultCount = (page: Page) => page.getByTestId('result-count');
const reais = (text: string) => Number(text.replace(/\D/g, ''));

async function openFilters(page: Page) {
  const dialog = page.getByRole('dialog', { name: f.title });
  // A click on the cached copy before it has hydrated opens nothing (a person clicks again).
  await clickUntilVisible(page.getByRole('button', { name: m.SearchBar.openFilters }), dialog);
  return dialog;
}

test('a renter filters by valor total, removes it by its chip, then asks for pets and mobiliado', async ({ page }) => {
  await page.goto('/buscar');
  await expect(cards(page).first()).toBeVisible();

  // Alugar from the bar.
  await page.getByTestId('transaction-switch').getByRole('button', { name: f.alugar, exact: true }).click();
  await expect(page).toHaveURL(/[?&]transacao=alugar/);
  await expect(page.getByTestId('transaction-switch').getByRole('button', { name: f.alugar, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // 'Valor total' up to R$ 3.000, typed (masked as it is typed).
  let dialog = await openFilters(page);
  await dialog.getByRole('button', { name: f.rentTotal, exact: true }).click();
  const max = dialog.getByLabel(f.max, { exact: true });
  await max.fill('3000');
  await expect(max).toHaveValue('R$ 3.000');
  await expect(dialog.getByTestId('filters-count')).toHaveText(/\d+ imóve(l|is) encontrados?|Nenhum imóvel/);
  await dialog.getByRole('button', { name: f.apply }).click();
  await expect(page).toHaveURL(/[?&]aluguelMax=3000/);
  await expect(page).toHaveURL(/[?&]valor=total/);
  const chip = page.getByTestId('filter-chip').filter({ hasText: 'Valor total até R$ 3.000' });
  await expect(chip).toBeVisible();
  await expect(page.getByTestId('filters-active-count')).toHaveText('1');

  // Every card costs at most R$ 3.000 a month in all: its total when it shows one, else its rent.
  await expect(cards(page).first()).toBeVisible();
  const totals = await cards(page).evaluateAll((els) =>
    els.map((e) => (e.querySelector('[data-testid=property-card-total]') ?? e.querySelector('[data-testid=property-card-price]'))!.textContent ?? ''),
  );
  expect(totals.length).toBeGreaterThan(0);
  for (const t of totals) expect(reais(t)).toBeLessThanOrEqual(3000);
  const affordable = (await resultCount(page).textContent())!;

  // The chip's × removes the filter: the URL, the count and the button's badge follow.
  await chip.getByRole('button', { name: /Remover filtro/ }).click();
  await expect(page).not.toHaveURL(/aluguelMax=/);
  await expect(chip).toBeHidden();
  await expect(resultCount(page)).not.toHaveText(affordable);
  await expect(page.getByTestId('filters-active-count')).toBeHidden();

  // 'Mobiliado' + 'Aceita pets': every listing opened shows both.
  dialog = await openFilters(page);
  await dialog.getByRole('checkbox', { name: f.furnished, exact: true }).check();
  await dialog.getByRole('checkbox', { name: f.pets, exact: true }).check();
  await dialog.getByRole('button', { name: f.apply }).click();
  await expect(page).toHaveURL(/[?&]mobiliado=1/);
  await expect(page).toHaveURL(/[?&]pets=1/);
  await expect(page.getByTestId('filter-chip')).toHaveText([f.chips.furnished, f.chips.pets]);
  await expect(cards(page).first()).toBeVisible();
  const links = await cards(page).locator('a.card-link').evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('href')!));
  for (const href of links) {
    await page.goto(href);
    const detail = (label: string) =>
      page.locator('section[aria-labelledby=details-title] dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(detail(m.PropertyPage.details.furnished)).toHaveText(m.PropertyPage.details.yes);
    await expect(detail(m.PropertyPage.details.pets)).toHaveText(m.PropertyPage.details.yes);
  }
});

test('a link with ?cidade=Curitiba shows its chip; at 360 px the dialog passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/buscar?cidade=Curitiba');
  await expect(page.getByTestId('filter-chip')).toHaveText(['Cidade: Curitiba']);
  await expect(page.getByTestId('filters-active-count')).toHaveText('1');
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const dialog = await openFilters(page);
  await expect(dialog.getByTestId('rent-range')).toBeVisible();
  await expect(dialog.getByTestId('sale-range')).toBeVisible();
  // No limit: the thumb at the end reads 'Qualquer valor'.
  const maxThumb = dialog.getByTestId('sale-range').getByRole('slider', { name: f.maxThumb });
  await expect(maxThumb).toHaveAttribute('aria-valuetext', f.anyPrice);
  await expect(maxThumb).toHaveAttribute('aria-valuenow', '1000000');
  await expect(dialog.getByTestId('filters-count')).toHaveText(/\d+ imóve(l|is) encontrados?/);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
