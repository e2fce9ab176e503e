'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { circlePolygon, createMap, onStyleReady } from './map-support';

/**
 * The listing's neighbourhood on a map: a translucent circle (the approximate area), never a pin on the
 * door. The centre is the listing's approximate point, computed in SQL (lib/search/location.ts).
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
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let map: Awaited<ReturnType<typeof createMap>> | null = null;
    let cancelled = false;
    // Load maplibre only when the map scrolls near the viewport.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void createMap(el, { center: [longitude, latitude], zoom: 14, ariaLabel: t('mapLabel', { place }) }).then((m) => {
          if (cancelled) return m.remove();
          map = m;
          onStyleReady(m, () => {
            if (m.getSource('area')) return;
            m.addSource('area', { type: 'geojson', data: circlePolygon(longitude, latitude, radiusMeters) });
            m.addLayer({ id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#1f7a6d', 'fill-opacity': 0.18 } });
            m.addLayer({ id: 'area-line', type: 'line', source: 'area', paint: { 'line-color': '#1f7a6d', 'line-width': 2 } });
            setLoaded(true);
          });
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, [latitude, longitude, radiusMeters, place, t]);

  return (
    <div className="relative h-72 w-full overflow-hidden rounded-xl border bg-muted sm:h-80" data-testid="approximate-map">
      <div ref={ref} className="absolute inset-0" data-loaded={loaded} />
      {!loaded && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">{t('loading')}</p>
      )}
    </div>
  );
}
