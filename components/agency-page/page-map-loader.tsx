'use client';

import { useSyncExternalStore } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import type { PageMapPoint } from './page-map';

// maplibre-gl touches window and WebGL: browser only, in its own chunk, fetched only when the map is shown.
const PageMap = lazyPart(() => import('./page-map').then((m) => m.PageMap));

const noSubscription = () => () => {};

/** The map view of /{slug}, with a loading note under the map until maplibre has drawn. */
export function PageMapLoader({ points, label, loading }: { points: PageMapPoint[]; label: string; loading: string }) {
  // False on the server and while hydrating, true after: the map is never rendered on the server.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <div className="relative">
      <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground" role="status">
        {loading}
      </p>
      <div className="relative">
        {inBrowser && <PageMap points={points} label={label} />}
      </div>
    </div>
  );
}
