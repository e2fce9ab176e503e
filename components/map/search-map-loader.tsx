'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { SearchMapProps } from '@/components/map/search-map';
import { lazyPart } from '@/components/ui/lazy-part';

function MapLoading() {
  const t = useTranslations('SearchMap');
  return (
    <div className="flex size-full min-h-80 items-center justify-center bg-muted text-sm text-muted-foreground" role="status">
      {t('loading')}
    </div>
  );
}

// maplibre-gl touches window and WebGL: browser only (rendered once `wanted`, set in an effect), and in its own
// chunk so it never delays the list.
const SearchMap = lazyPart(
  () => import('@/components/map/search-map').then((m) => m.SearchMap),
  <MapLoading />,
);

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * The map of /buscar, fetched only once its area is on screen (a phone showing the list never downloads
 * maplibre-gl until 'Mapa' is chosen) and the browser is idle after the list has rendered, so the map
 * never competes with the results for the network, the main thread or the largest paint.
 */
export function SearchMapLoader(props: SearchMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || wanted) return;
    const w = window as IdleWindow;
    let idle: number | undefined;
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      if (w.requestIdleCallback) idle = w.requestIdleCallback(() => setWanted(true), { timeout: 1500 });
      else timer = window.setTimeout(() => setWanted(true), 200);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (idle !== undefined) w.cancelIdleCallback?.(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [wanted]);

  return (
    <div ref={ref} className="size-full">
      {wanted ? <SearchMap {...props} /> : <MapLoading />}
    </div>
  );
}
