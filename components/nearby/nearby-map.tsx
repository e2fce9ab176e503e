'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { createMap, Marker, onStyleReady } from '@/components/map/maplibre';
import { boxAround, FIT_PADDING, MAP_COLORS } from '@/components/map/map-style';
import { useMapTexts } from '@/components/map/use-map-texts';
import type { NearbyProperty } from '@/lib/data/properties';
import { formatBRL } from '@/lib/format';

/**
 * The nearby listings around the visitor on a 600 px map: the visitor's position is a blue dot in the
 * middle (the view fits the listings around it), a price marker links to each listing.
 */
export function NearbyMap({
  origin,
  properties,
}: {
  origin: { latitude: number; longitude: number };
  properties: NearbyProperty[];
}) {
  const t = useTranslations('NearbyPage');
  const texts = useMapTexts();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void (async () => {
      const center: [number, number] = [origin.longitude, origin.latitude];
      const map = await createMap(el, { center, zoom: 13, label: t('mapLabel'), texts });
      if (cancelled) return map.remove();
      remove = () => map.remove();
      onStyleReady(map, () => {
        if (map.getSource('visitor')) return;
        map.addSource('visitor', { type: 'geojson', data: { type: 'Point', coordinates: center } });
        map.addLayer({
          id: 'visitor-halo',
          type: 'circle',
          source: 'visitor',
          paint: { 'circle-radius': 18, 'circle-color': MAP_COLORS.visitor, 'circle-opacity': 0.18 },
        });
        map.addLayer({
          id: 'visitor-dot',
          type: 'circle',
          source: 'visitor',
          paint: { 'circle-radius': 7, 'circle-color': MAP_COLORS.visitor, 'circle-stroke-width': 2, 'circle-stroke-color': '#ffffff' },
        });
      });
      const located: [number, number][] = [];
      for (const p of properties) {
        if (p.latitude == null || p.longitude == null) continue;
        const a = document.createElement('a');
        a.href = `/imovel/${p.id}`;
        a.textContent = formatBRL(p.price);
        a.title = p.title;
        a.className = 'rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground shadow';
        new Marker({ element: a }).setLngLat([p.longitude, p.latitude]).addTo(map);
        located.push([p.longitude, p.latitude]);
      }
      if (located.length > 0) map.fitBounds(boxAround(center, located), { padding: FIT_PADDING, maxZoom: 15, duration: 0 });
    })().catch((e: Error) => console.warn('[map] could not start:', e.message));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [origin.latitude, origin.longitude, properties, t, texts]);

  return (
    <div className="relative h-[600px] w-full overflow-hidden rounded-xl border bg-muted" data-testid="nearby-map">
      {/* Inline position: maplibre's .maplibregl-map class sets position: relative on the container. */}
      <div ref={ref} style={{ position: 'absolute', inset: 0 }} />
      <p className="pointer-events-none absolute bottom-2 left-2 z-10 flex items-center gap-2 rounded-full bg-background/90 px-3 py-1 text-xs font-medium shadow">
        <span className="size-3 rounded-full border-2 border-white shadow-sm" style={{ backgroundColor: MAP_COLORS.visitor }} aria-hidden />
        {t('you')}
      </p>
    </div>
  );
}
