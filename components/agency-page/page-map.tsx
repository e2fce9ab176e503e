'use client';

import { useEffect, useRef } from 'react';
import { createMap, LngLatBounds, Marker } from '@/components/map/maplibre';
import { DEFAULT_ZOOM, FIT_PADDING, SAO_PAULO } from '@/components/map/map-style';
import { useMapTexts } from '@/components/map/use-map-texts';
import { formatBRL } from '@/lib/format';

export interface PageMapPoint {
  id: number;
  lat: number;
  lng: number;
  price: number;
  title: string;
  href: string;
}

/**
 * The page's listings on a map (list/map toggle of /{slug}): one price marker per listing at its public,
 * approximate point (agency_page() never returns the exact one), linking to the listing; the view fits them.
 */
export function PageMap({ points, label }: { points: PageMapPoint[]; label: string }) {
  const texts = useMapTexts();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void (async () => {
      const center: [number, number] = points[0] ? [points[0].lng, points[0].lat] : SAO_PAULO;
      const map = await createMap(el, { center, zoom: points.length ? 13 : DEFAULT_ZOOM, label, texts });
      if (cancelled) return map.remove();
      remove = () => map.remove();
      const bounds = new LngLatBounds();
      for (const p of points) {
        const a = document.createElement('a');
        a.href = p.href;
        a.textContent = formatBRL(p.price);
        a.title = p.title;
        a.className = 'rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground shadow';
        a.dataset.testid = 'page-map-marker';
        new Marker({ element: a }).setLngLat([p.lng, p.lat]).addTo(map);
        bounds.extend([p.lng, p.lat]);
      }
      if (points.length > 1) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 15, duration: 0 });
    })().catch((e: Error) => console.warn('[map] could not start:', e.message));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [points, label, texts]);

  return (
    <div className="relative h-[420px] w-full overflow-hidden rounded-xl border bg-muted md:h-[560px]" data-testid="page-map">
      {/* Inline position: maplibre's .maplibregl-map class sets position: relative on the container. */}
      <div ref={ref} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
