import { TrendingDownIcon } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getPriceContext, type PriceContext } from '@/lib/data/price-context';
import { formatBRL, formatDate, type FormatLocale } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * The listing page's price context (issue #34): the listing's R$/m² against the median of its comparable
 * active listings ('R$ 52/m² · mediana de 14 imóveis parecidos em Pinheiros: R$ 61/m² (15 % abaixo)'),
 * a bar placing it between the comparables' 10th and 90th percentiles (an SVG without inline styles, hidden
 * from screen readers, which read the same as a sentence), the latest price drop and the price history in a
 * disclosure. Fewer than 5 comparables even in the city: a sentence and no number. Public data only, so the
 * cached copy of the page carries it as is. Renders nothing for a listing that is not public.
 */
export async function ListingPriceContext({ propertyId, locale }: { propertyId: number; locale: FormatLocale }) {
  const [ctx, t, format] = await Promise.all([getPriceContext(propertyId), getTranslations('PriceContext'), getFormatter()]);
  if (!ctx) return null;
  const m2 = (v: number) => formatBRL(v);
  const basis = ctx.transaction === 'aluguel' ? t('rentBasis') : t('saleBasis');

  let line: string;
  if (ctx.pricePerM2 === null) line = t('noArea');
  else if (ctx.level === null || ctx.median === null || ctx.diffPct === null) {
    line = t('notEnough', { price: m2(ctx.pricePerM2), city: ctx.city });
  } else {
    const diff =
      ctx.diffPct < 0 ? t('below', { pct: -ctx.diffPct }) : ctx.diffPct > 0 ? t('above', { pct: ctx.diffPct }) : t('atMedian');
    line = t('line', { price: m2(ctx.pricePerM2), count: ctx.comparables, place: ctx.place ?? ctx.city, median: m2(ctx.median), diff });
  }

  return (
    <section aria-labelledby="price-context-title" className="flex flex-col gap-3 rounded-lg border p-4" data-testid="price-context">
      <h2 id="price-context-title" className="font-heading text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="font-medium tabular-nums" data-testid="price-context-line">
        {line}
      </p>
      {ctx.level && ctx.pricePerM2 !== null && ctx.p10 !== null && ctx.p90 !== null && ctx.median !== null && (
        <PriceBar
          ctx={ctx}
          label={t('range', { low: m2(ctx.p10), high: m2(ctx.p90), price: m2(ctx.pricePerM2) })}
          low={t('low', { value: m2(ctx.p10) })}
          high={t('high', { value: m2(ctx.p90) })}
        />
      )}
      {ctx.pricePerM2 !== null && <p className="text-xs text-muted-foreground">{basis}</p>}
      {ctx.drop && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success" data-testid="price-drop">
          <TrendingDownIcon className="size-4 shrink-0" aria-hidden />
          {t('drop', { pct: ctx.drop.pct, when: format.relativeTime(new Date(ctx.drop.at), new Date()) })}
        </p>
      )}
      {ctx.history.length > 1 && (
        <details className="text-sm" data-testid="price-history">
          <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
            {t('historyTitle')}
          </summary>
          <ol className="mt-2 flex flex-col gap-1">
            {ctx.history.map((h, i) => (
              <li key={`${h.at}-${i}`} className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                <time dateTime={h.at} className="text-muted-foreground">
                  {formatDate(h.at, locale)}
                  {i === ctx.history.length - 1 ? ` · ${t('historyFirst')}` : ''}
                </time>
                <span>
                  {h.condoFee !== null && ctx.transaction === 'aluguel'
                    ? t('historyPriceCondo', { price: formatBRL(h.price), condo: formatBRL(h.condoFee) })
                    : t('historyPrice', { price: formatBRL(h.price) })}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

/** Where x falls on a scale from lo to hi, as a percentage of the width (clamped into 4..96). */
const at = (x: number, lo: number, hi: number) => Math.min(96, Math.max(4, hi > lo ? 4 + ((x - lo) / (hi - lo)) * 92 : 50));

function PriceBar({ ctx, label, low, high }: { ctx: PriceContext; label: string; low: string; high: string }) {
  const p10 = ctx.p10!;
  const p90 = ctx.p90!;
  const price = ctx.pricePerM2!;
  // The scale: the comparables' 10th–90th percentile band with a margin, widened to hold the listing.
  const span = Math.max(p90 - p10, p10 * 0.1, 1);
  const lo = Math.min(p10 - span * 0.25, price);
  const hi = Math.max(p90 + span * 0.25, price);
  const band = [at(p10, lo, hi), at(p90, lo, hi)] as const;
  const x = at(price, lo, hi);
  const mid = at(ctx.median!, lo, hi);
  return (
    <figure className="flex flex-col gap-1" data-testid="price-context-bar">
      <svg viewBox="0 0 100 16" preserveAspectRatio="none" className="h-4 w-full" aria-hidden focusable="false">
        <rect x="0" y="6" width="100" height="4" rx="2" className="fill-muted" />
        <rect x={band[0]} y="5" width={Math.max(band[1] - band[0], 0.5)} height="6" rx="2" className="fill-primary/30" />
        <rect x={mid - 0.3} y="3" width="0.6" height="10" className="fill-muted-foreground" />
        <rect x={x - 1} y="0" width="2" height="16" rx="1" className={cn(price < p10 || price > p90 ? 'fill-highlight' : 'fill-primary')} />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground tabular-nums">
        <span className="sr-only">{label}</span>
        <span aria-hidden>{low}</span>
        <span aria-hidden>{high}</span>
      </figcaption>
    </figure>
  );
}

/** A card's compact comparison: '12 % abaixo da mediana da região'. */
export async function PriceBadge({ diffPct }: { diffPct: number }) {
  const t = await getTranslations('PriceContext');
  const text = diffPct < 0 ? t('cardBelow', { pct: -diffPct }) : diffPct > 0 ? t('cardAbove', { pct: diffPct }) : t('cardAt');
  return (
    <p className={cn('text-xs font-medium tabular-nums', diffPct < 0 ? 'text-success' : 'text-muted-foreground')} data-testid="property-card-price-context">
      {text}
    </p>
  );
}
