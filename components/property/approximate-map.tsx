'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { circlePolygon, MAP_COLORS } from '@/components/map/map-style';
import { useMapTexts } from '@/components/map/use-map-texts';

/**
 * The listing's neighbourhood on a map: a translucent circle (the approximate area), never a pin on the
 * door. The centre is the listing's approximate point, computed in SQL (lib/search/location.ts). maplibre-gl
 * is fetched only when the map scrolls near the viewport.
 */
export function ApproximateMap({
  latitude,
  longitude,
  radiusMeters,
  place,
}: {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  place: string;
}) {
  const t = useTranslations('PropertyPage.location');
  const texts = useMapTexts();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void (async () => {
          const { createMap, onStyleReady } = await import('@/components/map/maplibre');
          const map = await createMap(el, { center: [longitude, latitude], zoom: 14, label: t('mapLabel', { place }), texts });
          if (cancelled) return map.remove();
          remove = () => map.remove();
          onStyleReady(map, () => {
            if (map.getSource('area')) return;
            map.addSource('area', { type: 'geojson', data: circlePolygon(longitude, latitude, radiusMeters) });
            map.addLayer({ id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': MAP_COLORS.area, 'fill-opacity': MAP_COLORS.areaOpacity } });
            map.addLayer({ id: 'area-line', type: 'line', source: 'area', paint: { 'line-color': MAP_COLORS.area, 'line-width': 2 } });
            setState('loaded');
          });
        })().catch((e: Error) => {
          // No WebGL, or the map's chunk could not load: only logged (spec §8); the text below the map stays.
          console.warn('[map] could not start:', e.message);
          if (!cancelled) setState('failed');
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [latitude, longitude, radiusMeters, place, t, texts]);

  return (
    <div className="relative h-72 w-full overflow-hidden rounded-xl border bg-muted sm:h-80" data-testid="approximate-map">
      {/* Inline position: maplibre's .maplibregl-map class sets position: relative on the container. */}
      <div ref={ref} style={{ position: 'absolute', inset: 0 }} data-loaded={state === 'loaded'} />
      {state === 'loading' && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">{t('loading')}</p>
      )}
    </div>
  );
}
