'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// A signed-in visitor's heart, rendered by the server like any part; its toggle, the action client and the
// offline messages it calls hydrate from their own chunk, after the page's first load (a page of results has
// a dozen: issue #21). On a cached page the browser's heart loads it the same way (browser-favorite-heart.tsx).
export const LazyFavoriteButton = lazyPart(() => import('./favorite-button').then((m) => m.FavoriteButton));
