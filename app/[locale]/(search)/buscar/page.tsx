import type { Metadata } from 'next';
import { HeartIcon, ListIcon, MapIcon, MapPinnedIcon, SearchIcon, SearchXIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { DidYouMean } from '@/components/location/did-you-mean';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { PropertyCard } from '@/components/property/property-card';
import { PriceBadge } from '@/components/price-context/price-context';
import { AreaNotice } from '@/components/search/area-notice';
import { FilterChips } from '@/components/search/filter-chips';
import { LazyLoadMore, LazySearchMapLoader } from '@/components/search/lazy-search-parts';
import { SearchBar } from '@/components/search/search-bar';
import { SearchNavigationProvider } from '@/components/search/search-navigation';
import { SearchShell } from '@/components/search/search-shell';
import { SortSelect } from '@/components/search/sort-select';
import { TransactionSwitch } from '@/components/search/transaction-switch';
import { Button } from '@/components/ui/button';
import { getSessionUser } from '@/lib/data/auth';
import { getFavoriteIds } from '@/lib/data/favorites';
import { getPricePositions } from '@/lib/data/price-context';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { searchProperties, type SearchResult } from '@/lib/search/data';
import { hasActiveFilters, searchHref, type SearchFilters } from '@/lib/search/params';
import { parseSearchParams } from '@/lib/search/parse';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return { title: t('metaTitle'), description: t('metaDescription') };
}

export default async function SearchPage({ params, searchParams }: Props) {
  await initLocale(params);
  const filters = parseSearchParams(await searchParams);
  const t = await getTranslations('Search');

  // The results, the session and the visitor's favourites at once (no query waits for another).
  const [result, user, favorites] = await Promise.all([
    searchProperties(filters).catch((e: Error): SearchResult | null => {
      console.error('[search]', e.message);
      return null;
    }),
    getSessionUser(),
    getFavoriteIds(),
  ]);
  // Each card's comparison with its area's median (issue #34): one read for the page's listings.
  const positions = await getPricePositions(result?.items.map((p) => p.id) ?? []);

  const list = (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-24 sm:px-6 md:pb-8">
      <h1 className="sr-only">{t('heading')}</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold tabular-nums" role="status" data-testid="result-count">
          {result
            ? result.more
              ? t('resultCountMore', { count: result.total })
              : t('resultCount', { count: result.total })
            : t('error')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <SortSelect filters={filters} />
          <SaveSearchButton filters={filters} signedIn={!!user} />
          <Button asChild variant="outline" className="hidden md:inline-flex">
            <Link href="/favoritos">
              <HeartIcon aria-hidden />
              {t('favorites')}
            </Link>
          </Button>
        </div>
      </div>
      <DidYouMean filters={filters} />
      <AreaNotice filters={filters} />
      {filters.bbox && (
        <p className="flex flex-wrap items-center gap-2 rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <MapPinnedIcon className="size-4" aria-hidden />
          {t('areaActive')}
          <Link href={searchHref({ ...filters, bbox: undefined })} className="font-medium underline">
            {t('clearArea')}
          </Link>
        </p>
      )}
      {result && result.items.length > 0 ? (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="search-results">
            {result.items.map((p, i) => (
              <li key={p.id}>
                <PropertyCard
                  property={p}
                  priority={i < 2}
                  signedIn={!!user}
                  isFavorite={favorites.has(p.id)}
                  headingLevel={2}
                  priceNote={positions.has(p.id) ? <PriceBadge diffPct={positions.get(p.id)!.diffPct} /> : undefined}
                  sizes="(min-width: 1280px) 330px, (min-width: 768px) 27vw, (min-width: 640px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
          {(result.more || result.items.length < result.total) && (
            <div className="flex flex-col items-center gap-2 py-4">
              <p className="text-sm text-muted-foreground tabular-nums">
                {t(result.more ? 'showingMore' : 'showing', { shown: result.items.length, total: result.total })}
              </p>
              <LazyLoadMore filters={filters} />
            </div>
          )}
        </>
      ) : result ? (
        <EmptyState filters={filters} t={t} />
      ) : null}
    </div>
  );

  return (
    <ClientMessages namespaces={['Search', 'SearchBar', 'SearchFilters', 'SearchMap', 'SearchArea', 'PropertyTypes']}>
      <SearchNavigationProvider>
        <div className="flex flex-1 flex-col">
          <div className="border-b bg-background px-4 py-3 sm:px-6">
            <div className="mb-2">
              <TransactionSwitch filters={filters} />
            </div>
            <SearchBar
              key={searchHref(filters)}
              filters={filters}
              icons={{ search: <SearchIcon aria-hidden />, filters: <SlidersHorizontalIcon aria-hidden /> }}
            />
            <FilterChips filters={filters} removeIcon={<XIcon className="size-3.5" aria-hidden />} />
          </div>
          <SearchShell
            initialView={filters.vista ?? 'lista'}
            icons={{ list: <ListIcon aria-hidden />, map: <MapIcon aria-hidden /> }}
            list={list}
            map={<LazySearchMapLoader filters={filters} listings={result?.items ?? []} />}
          />
        </div>
      </SearchNavigationProvider>
    </ClientMessages>
  );
}

function EmptyState({
  filters,
  t,
}: {
  filters: SearchFilters;
  t: Awaited<ReturnType<typeof getTranslations<'Search'>>>;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center" data-testid="search-empty">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-xl font-semibold">{t('emptyTitle')}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t('emptyText')}</p>
      {hasActiveFilters(filters) && (
        <Button asChild>
          <Link href={searchHref({ ordem: filters.ordem })}>{t('widen')}</Link>
        </Button>
      )}
    </div>
  );
}
