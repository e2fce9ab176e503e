'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// Parts of /buscar that are not the first thing a visitor uses: the map (hidden behind 'Mapa' on a phone, and
// fetching maplibre only once on screen anyway) and 'Carregar mais' under the last card. The server renders them
// as before; the browser hydrates them when their own chunk arrives, after the search bar, filters and cards
// (issue #21).
export const LazySearchMapLoader = lazyPart(() => import('@/components/map/search-map-loader').then((m) => m.SearchMapLoader));
export const LazyLoadMore = lazyPart(() => import('./load-more').then((m) => m.LoadMore));
