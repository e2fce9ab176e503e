'use client';

import { lazyPart } from '@/components/ui/lazy-part';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { PageMapPoint } from './page-map';

// maplibre-gl touches window and WebGL: browser only, in its own chunk, fetched only when the map is shown.
const PageMap = lazyPart(() => import('./page-map').then((m) => m.PageMap));

/** The map view of /{slug}, with a loading note under the map until maplibre has drawn. */
export function PageMapLoader({ points, label, loading }: { points: PageMapPoint[]; label: string; loading: string }) {
  // The map is never rendered on the server.
  const inBrowser = useHydrated();
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
