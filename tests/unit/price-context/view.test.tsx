import { renderToStaticMarkup } from 'react-dom/server';
import type { PriceContext } from '@/lib/data/price-context';

// Issue #34: what the listing page and the cards say, from the figures SQL gives (the spec's own sentence).

type Tree = { [key: string]: string | Tree };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const catalogue = (): Tree => require('@/messages/pt-BR/price-context.json');
const t = (key: string, values: Record<string, string | number> = {}) =>
  ((catalogue().PriceContext as Tree)[key] as string).replace(/\{(\w+)\}/g, (_, v: string) => String(values[v]));

let mockContext: PriceContext | null = null;
jest.mock('@/lib/data/price-context', () => ({ getPriceContext: async () => mockContext }));
jest.mock('next-intl/server', () => ({
  getTranslations: async () => t,
  getFormatter: async () => ({
    relativeTime: (d: Date, now: Date) =>
      new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }).format(Math.round((d.getTime() - now.getTime()) / 86_400_000), 'day'),
  }),
}));

import { ListingPriceContext, PriceBadge } from '@/components/price-context/price-context';

const base: PriceContext = {
  transaction: 'aluguel', pricePerM2: 52.2, level: 'bairro', place: 'Pinheiros', city: 'São Paulo', comparables: 14,
  p10: 44, median: 61.4, p90: 80, diffPct: -15, history: [{ price: 3000, condoFee: 600, at: '2026-11-01T10:00:00Z' }], drop: null,
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
async function render(ctx: PriceContext | null) {
  mockContext = ctx;
  const el = await ListingPriceContext({ propertyId: 100000, locale: 'pt-BR' });
  return el ? renderToStaticMarkup(el) : '';
}

test('the sentence of the issue, the bar with its text equivalent, and what is compared', async () => {
  const html = await render(base);
  expect(text(html)).toContain('R$ 52/m² · mediana de 14 imóveis parecidos em Pinheiros: R$ 61/m² (15 % abaixo)');
  expect(html).toContain('data-testid="price-context-bar"');
  expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  expect(html).not.toMatch(/style=/); // CSP: no inline styles
  expect(text(html)).toContain('este imóvel: R$ 52/m²');
  expect(text(html)).toContain('Aluguel + condomínio por m²');
  expect(html).not.toContain('price-history'); // one price: no history to open
  expect(html).not.toContain('price-drop');
});

test('above and at the median; the city when the bairro has too few', async () => {
  expect(text(await render({ ...base, diffPct: 12 }))).toContain('(12 % acima)');
  expect(text(await render({ ...base, diffPct: 0 }))).toContain('(na mediana)');
  expect(text(await render({ ...base, level: 'cidade', place: 'São Paulo' }))).toContain('imóveis parecidos em São Paulo:');
});

test('fewer than 5 comparables in the city: a sentence, no number, no bar', async () => {
  const html = await render({ ...base, level: null, place: null, comparables: 3, p10: null, median: null, p90: null, diffPct: null });
  expect(text(html)).toContain('R$ 52/m² · Ainda não há imóveis parecidos suficientes em São Paulo para comparar o preço.');
  expect(html).not.toContain('mediana');
  expect(html).not.toContain('price-context-bar');
});

test('no usable area: no R$/m² at all', async () => {
  const html = await render({ ...base, pricePerM2: null, level: null, place: null, comparables: 0, p10: null, median: null, p90: null, diffPct: null });
  expect(text(html)).toContain('Sem a área do imóvel, não há preço por m² nem comparação.');
  expect(html).not.toContain('R$');
});

test('a price drop and the history on request', async () => {
  const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const html = await render({
    ...base,
    history: [
      { price: 2760, condoFee: 600, at },
      { price: 3000, condoFee: 600, at: '2026-11-01T10:00:00Z' },
    ],
    drop: { pct: 8, from: 3000, to: 2760, at },
  });
  expect(text(html)).toContain('Preço reduzido em 8 % há 3 dias');
  expect(html).toMatch(/<details[^>]*data-testid="price-history"/);
  expect(text(html)).toContain('Histórico de preços');
  expect(text(html)).toContain('R$ 2.760 + condomínio R$ 600');
  expect(text(html)).toContain('preço ao publicar');
});

test('nothing for a listing that is not public', async () => {
  expect(await render(null)).toBe('');
});

test('the card: below, above, at the median', async () => {
  const badge = async (diffPct: number) => text(renderToStaticMarkup(await PriceBadge({ diffPct })));
  expect(await badge(-12)).toBe('12 % abaixo da mediana da região');
  expect(await badge(7)).toBe('7 % acima da mediana da região');
  expect(await badge(0)).toBe('Na mediana da região');
});
