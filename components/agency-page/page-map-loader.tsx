'use client';

import dynamic from 'next/dynamic';
import type { PageMapPoint } from './page-map';

// maplibre-gl touches window and WebGL: browser only, in its own chunk, fetched only when the map is shown.
const PageMap = dynamic(() => import('./page-map').then((m) => m.PageMap), {
  ssr: false,
  loading: () => null,
});

/** The map view of /{slug}, with a loading note under the map until maplibre has drawn. */
export function PageMapLoader({ points, label, loading }: { points: PageMapPoint[]; label: string; loading: string }) {
  return (
    <div className="relative">
      <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground" role="status">
        {loading}
      </p>
      <div className="relative">
        <PageMap points={points} label={label} />
      </div>
    </div>
  );
}
