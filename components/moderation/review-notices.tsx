import { ShieldAlertIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { MyReview } from '@/lib/data/moderation';
import { formatBRL } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/**
 * /imoveis (issue #34): the caller's listings held for review ('Em análise') or not approved, each with the
 * reasons in plain Portuguese — the price figures when the price tripped it — and the team's reason after a
 * rejection. Never names the other listing or who reported it.
 */
export async function ReviewNotices({ reviews }: { reviews: MyReview[] }) {
  if (reviews.length === 0) return null;
  const t = await getTranslations('Trust.review');
  return (
    <section aria-labelledby="review-notices-title" className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4" data-testid="review-notices">
      <h2 id="review-notices-title" className="flex items-center gap-2 font-heading text-lg font-semibold">
        <ShieldAlertIcon className="size-5 shrink-0" aria-hidden />
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      <ul className="flex flex-col gap-3">
        {reviews.map((r) => (
          <li key={r.propertyId} className="flex flex-col gap-2 rounded-lg border bg-background p-3" data-testid="review-notice" data-listing-id={r.propertyId}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={r.status === 'pendente' ? 'warning' : 'secondary'}>{r.status === 'pendente' ? t('pending') : t('rejected')}</Badge>
              <span className="text-xs text-muted-foreground tabular-nums">{t('code', { id: r.propertyId })}</span>
            </div>
            <p className="font-semibold break-words">{r.title}</p>
            <ul className="list-disc ps-5 text-sm">
              {r.reasons.map((reason) => (
                <li key={reason}>
                  {t(`reasons.${reason}`)}
                  {reason === 'price_below_market' && r.price?.median != null && r.price.price_per_m2 != null ? (
                    <span className="block text-muted-foreground">
                      {t('reasons.price_detail', {
                        perM2: formatBRL(Math.round(r.price.price_per_m2)),
                        median: formatBRL(Math.round(r.price.median)),
                        count: r.price.comparables ?? 0,
                        place: r.price.place ?? '',
                        diff: r.price.diff_pct ?? 0,
                      })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {r.status === 'rejeitado' ? (
              <>
                {r.decisionReason ? <p className="text-sm">{t('decision', { reason: r.decisionReason })}</p> : null}
                <p className="text-sm text-muted-foreground">{t('rejectedHint')}</p>
              </>
            ) : null}
            <Link href={`/imoveis/${r.propertyId}/editar`} className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t('edit')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
