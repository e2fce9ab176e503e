'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// Below the listing's fold: the map of the area and the financing simulator. The server renders both into the
// page as before; the browser hydrates them when their own chunk arrives, after the page's first load (which
// hydrates the gallery and the contact buttons first; issue #21).
export const LazyApproximateMap = lazyPart(() => import('./approximate-map').then((m) => m.ApproximateMap));
export const LazyFinancingCalculator = lazyPart(() => import('./financing-calculator').then((m) => m.FinancingCalculator));
