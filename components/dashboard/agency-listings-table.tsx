import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { AgencyDashboard } from '@/lib/data/team';
import { formatDate, type FormatLocale } from '@/lib/format';
import { PreviewLink } from '@/components/layout/preview-link';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import { listingPreviewPath } from '@/lib/cache/public-pages';

const STATUS_VARIANT = {
  ativo: 'success',
  pausado: 'warning',
  vendido: 'info',
  alugado: 'info',
  inativo: 'outline',
  rascunho: 'outline',
} as const;

/** The page numbers to show: all of them up to 7, else the first, the last and the current one's neighbours. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [current - 1, current, current + 1].filter((p) => p > 1 && p < pages);
  const out: (number | null)[] = [1];
  if (around[0] > 2) out.push(null);
  out.push(...around);
  if (around[around.length - 1] < pages - 1) out.push(null);
  out.push(pages);
  return out;
}

/**
 * The dashboard's properties table (spec §2): id, date, type, status, action; search by ID; 5 per page with
 * 'mostrando 5 de N imóveis' and page buttons. Search and page live in the URL (?id=, ?pagina=).
 */
export async function AgencyListingsTable({ data, search, badSearch }: { data: AgencyDashboard; search: string; badSearch: boolean }) {
  const [t, tt, locale] = await Promise.all([getTranslations('AgencyDashboard.table'), getTranslations('PropertyTypes'), getLocale()]);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const query = (page: number) => ({ ...(search ? { id: search } : {}), ...(page > 1 ? { pagina: page } : {}) });
  const typeLabel = (type: string) => (tt.has(type as 'casa') ? tt(type as 'casa') : type);
  const statusLabel = (status: string) => (t.has(`statuses.${status}` as 'statuses.ativo') ? t(`statuses.${status}` as 'statuses.ativo') : status);

  return (
    <section aria-labelledby="listings-title" className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="listings-table">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="listings-title" className="font-heading text-lg font-semibold">
          {t('title')}
        </h2>
        <form role="search" method="get" className="flex items-end gap-2" aria-label={t('searchLabel')}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="listing-id-search" className="text-sm font-medium">
              {t('searchLabel')}
            </label>
            <Input
              id="listing-id-search"
              name="id"
              type="search"
              inputMode="numeric"
              defaultValue={search}
              maxLength={20}
              placeholder={t('searchPlaceholder')}
              className="w-40"
              aria-invalid={badSearch}
              aria-describedby={badSearch ? 'listing-id-search-error' : undefined}
            />
          </div>
          <Button type="submit" size="icon" aria-label={t('search')}>
            <SearchIcon className="size-4" aria-hidden />
          </Button>
        </form>
      </div>
      {badSearch ? (
        <p id="listing-id-search-error" role="alert" className="text-sm text-destructive">
          {t('badSearch')}
        </p>
      ) : null}
      {data.rows.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="listings-empty">
          <p>{search ? t('emptySearch') : t('empty')}</p>
          {search ? (
            <Button asChild variant="outline" size="sm">
              <Link href="/dashboard">{t('clear')}</Link>
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link href="/anunciar-imovel">{t('newListing')}</Link>
            </Button>
          )}
        </div>
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[320px] text-left text-sm">
            <thead className="text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 font-medium">{t('id')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('date')}</th>
                <th scope="col" className="hidden py-2 pr-3 font-medium min-[420px]:table-cell">{t('type')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('status')}</th>
                <th scope="col" className="py-2 text-right font-medium">{t('action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.id} className="border-b last:border-0" data-testid="listing-row">
                  <td className="py-2 pr-3 font-medium tabular-nums">#{r.id}</td>
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{formatDate(r.createdAt, locale as FormatLocale)}</td>
                  <td className="hidden py-2 pr-3 min-[420px]:table-cell">{typeLabel(r.type)}</td>
                  <td className="py-2 pr-3">
                    <Badge variant={STATUS_VARIANT[r.status as keyof typeof STATUS_VARIANT] ?? 'outline'}>{statusLabel(r.status)}</Badge>
                  </td>
                  <td className="py-2 text-right">
                    <Button asChild size="sm" variant="outline">
                      <PreviewLink href={listingPreviewPath(r.id)} aria-label={t('viewLabel', { id: r.id })}>
                        {t('view')}
                      </PreviewLink>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.total > 0 ? (
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-muted-foreground" data-testid="listings-showing">
            {t('showing', { shown: data.rows.length, total: data.total })}
          </p>
          {pages > 1 ? (
            <nav aria-label={t('pages')}>
              <ul className="flex flex-wrap items-center gap-1">
                <li>
                  {data.page > 1 ? (
                    <Button asChild size="icon" variant="ghost">
                      <Link href={{ pathname: '/dashboard', query: query(data.page - 1) }} aria-label={t('previous')} scroll={false}>
                        <ChevronLeftIcon className="size-4" aria-hidden />
                      </Link>
                    </Button>
                  ) : null}
                </li>
                {pageWindow(data.page, pages).map((p, i) =>
                  p === null ? (
                    <li key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">…</li>
                  ) : (
                    <li key={p}>
                      <Button asChild size="icon" variant={p === data.page ? 'default' : 'ghost'}>
                        <Link
                          href={{ pathname: '/dashboard', query: query(p) }}
                          aria-label={t('page', { page: p })}
                          aria-current={p === data.page ? 'page' : undefined}
                          scroll={false}
                          className={cn('tabular-nums')}
                        >
                          {p}
                        </Link>
                      </Button>
                    </li>
                  ),
                )}
                <li>
                  {data.page < pages ? (
                    <Button asChild size="icon" variant="ghost">
                      <Link href={{ pathname: '/dashboard', query: query(data.page + 1) }} aria-label={t('next')} scroll={false}>
                        <ChevronRightIcon className="size-4" aria-hidden />
                      </Link>
                    </Button>
                  ) : null}
                </li>
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
