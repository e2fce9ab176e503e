'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { createMap, onStyleReady } from '@/components/property/map-support';
import type { NearbyProperty } from '@/lib/data/properties';
import { formatBRL } from '@/lib/format';

/** The nearby listings and the visitor on a 600 px map; a marker links to the listing. */
export function NearbyMap({
  origin,
  properties,
}: {
  origin: { latitude: number; longitude: number };
  properties: NearbyProperty[];
}) {
  const t = useTranslations('NearbyPage');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void (async () => {
      const maplibre = await import('@/components/map/maplibre');
      const map = await createMap(el, { center: [origin.longitude, origin.latitude], zoom: 13, ariaLabel: t('mapLabel') });
      if (cancelled) return map.remove();
      remove = () => map.remove();
      onStyleReady(map, () => undefined);
      const you = document.createElement('div');
      you.className = 'size-4 rounded-full border-2 border-white bg-blue-600 shadow';
      you.setAttribute('aria-label', t('you'));
      new maplibre.Marker({ element: you }).setLngLat([origin.longitude, origin.latitude]).addTo(map);
      const bounds = new maplibre.LngLatBounds([origin.longitude, origin.latitude], [origin.longitude, origin.latitude]);
      for (const p of properties) {
        if (p.latitude == null || p.longitude == null) continue;
        const a = document.createElement('a');
        a.href = `/imovel/${p.id}`;
        a.textContent = formatBRL(p.price);
        a.title = p.title;
        a.className = 'rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground shadow';
        new maplibre.Marker({ element: a }).setLngLat([p.longitude, p.latitude]).addTo(map);
        bounds.extend([p.longitude, p.latitude]);
      }
      if (properties.length > 0) map.fitBounds(bounds, { padding: 50, maxZoom: 15, duration: 0 });
    })();
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [origin.latitude, origin.longitude, properties, t]);

  return <div ref={ref} className="h-[600px] w-full overflow-hidden rounded-xl border bg-muted" data-testid="nearby-map" />;
}
