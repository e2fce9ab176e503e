import { LOCAL_ANON_KEY } from '../../../lib/env';
import { formatBRL } from '../../../lib/format';
import { expect, messages, test, testClient } from '../support';

// Issue #34: a seed listing's page says where its R$/m² stands among comparable listings, with the figures
// SQL computes (public.listing_price_context), at 360 px, and passes axe. Signed out: the cached copy.

const pt = messages('pt-BR').PriceContext;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

type Ctx = { level: string | null; price_per_m2: number; median: number; comparables: number; place: string; diff_pct: number; p10: number; p90: number };

test('the price-context line of a seed listing matches the SQL figure, at 360 px, with axe', async ({ page }) => {
  const anon = testClient(LOCAL_ANON_KEY);
  const { data: ids, error } = await anon.from('properties').select('id').eq('status', 'ativo').order('id').limit(80);
  if (error) throw error;
  let found: { id: number; ctx: Ctx } | null = null;
  for (const { id } of ids as { id: number }[]) {
    const { data } = await anon.rpc('listing_price_context', { p_id: id });
    if ((data as Ctx | null)?.level === 'bairro') {
      found = { id, ctx: data as Ctx };
      break;
    }
  }
  expect(found, 'a seed listing compared with its bairro').not.toBeNull();
  const { id, ctx } = found!;
  const diff =
    ctx.diff_pct < 0 ? fill(pt.below, { pct: -ctx.diff_pct }) : ctx.diff_pct > 0 ? fill(pt.above, { pct: ctx.diff_pct }) : pt.atMedian;
  const line = fill(pt.line, {
    price: formatBRL(ctx.price_per_m2),
    count: ctx.comparables,
    place: ctx.place,
    median: formatBRL(ctx.median),
    diff,
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/imovel/${id}`);
  const section = page.getByTestId('price-context');
  await expect(section.getByRole('heading', { name: pt.title })).toBeVisible();
  await expect(section.getByTestId('price-context-line')).toHaveText(line);
  // The bar's text equivalent, for screen readers.
  await expect(section.getByText(fill(pt.range, { low: formatBRL(ctx.p10), high: formatBRL(ctx.p90), price: formatBRL(ctx.price_per_m2) }))).toBeAttached();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="price-context"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations).toEqual([]);
});
