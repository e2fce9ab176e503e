'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CrosshairIcon, LocateFixedIcon } from 'lucide-react';
import { MAP_COLORS } from '@/components/map/map-style';
import { useMapTexts } from '@/components/map/use-map-texts';
import { Button } from '@/components/ui/button';
import type { MapCenter } from '@/lib/listings/area-center';

export interface Pin {
  latitude: number;
  longitude: number;
}

type MapModule = typeof import('@/components/map/maplibre');

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const centerText = (c: MapCenter) => `${c.latitude.toFixed(4)},${c.longitude.toFixed(4)}`;

/**
 * The address step's map: a click places the pin, dragging moves it; without a mouse, the map pans with the
 * arrow keys and 'Marcar no centro do mapa' puts the pin at its centre. It opens on the pin when there is
 * one, else on the neighbourhood (`center`, from the public listings around it). The pin is the exact point:
 * it is saved with the address and never shown to the public (the listing page draws only an area).
 */
export function PinMap({
  pin,
  center,
  onChange,
}: {
  pin: Pin | null;
  center: MapCenter;
  onChange: (pin: Pin) => void;
}) {
  const t = useTranslations('ListingEditor.address');
  const texts = useMapTexts();
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<import('@/components/map/maplibre').MapLibreMap | null>(null);
  const markerRef = useRef<import('@/components/map/maplibre').Marker | null>(null);
  const moduleRef = useRef<MapModule | null>(null);
  const onChangeRef = useRef(onChange);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const initial = useRef({ pin });
  // The neighbourhood's latest centre: the address's lookup may answer before the map has loaded, and the map
  // must then open there, not where the step started (else 'Marcar no centro' pinned the old place).
  const centerRef = useRef(center);
  // The centre the view was last moved to (`data-center`, for tests: the map's own view, not the prop).
  const [viewCenter, setViewCenter] = useState<string>('');

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const placeMarker = (lng: number, lat: number, notify: boolean) => {
    const map = mapRef.current;
    const mod = moduleRef.current;
    if (!map || !mod) return;
    if (!markerRef.current) {
      const marker = new mod.Marker({ draggable: true, color: MAP_COLORS.area });
      marker.getElement().setAttribute('aria-label', t('pinLabel'));
      marker.getElement().dataset.testid = 'wizard-pin';
      marker.on('dragend', () => {
        const p = marker.getLngLat();
        onChangeRef.current({ latitude: round(p.lat), longitude: round(p.lng) });
      });
      markerRef.current = marker;
    }
    markerRef.current.setLngLat([lng, lat]).addTo(map);
    if (notify) onChangeRef.current({ latitude: round(lat), longitude: round(lng) });
  };

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    void (async () => {
      const mod = await import('@/components/map/maplibre');
      const { pin: p } = initial.current;
      const c = centerRef.current;
      const map = await mod.createMap(el, {
        center: p ? [p.longitude, p.latitude] : [c.longitude, c.latitude],
        zoom: p ? 16 : c.zoom,
        label: t('mapLabel'),
        texts,
      });
      if (cancelled) return map.remove();
      moduleRef.current = mod;
      mapRef.current = map;
      map.on('click', (e) => placeMarker(e.lngLat.lng, e.lngLat.lat, true));
      if (p) placeMarker(p.longitude, p.latitude, false);
      else {
        // A centre that arrived while the map was being made.
        const latest = centerRef.current;
        if (latest !== c) map.jumpTo({ center: [latest.longitude, latest.latitude], zoom: latest.zoom });
        setViewCenter(centerText(latest));
      }
      map.once('load', () => setState('loaded'));
      if (map.loaded()) setState('loaded');
    })().catch((e: Error) => {
      console.warn('[map] could not start:', e.message);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      markerRef.current?.remove();
      markerRef.current = null;
      mapRef.current?.remove();
      mapRef.current = null;
    };
    // The map starts once; later pins come from the map itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new neighbourhood centre (the address changed) moves the view while no pin is set.
  useEffect(() => {
    centerRef.current = center;
    if (!markerRef.current && mapRef.current) {
      mapRef.current.jumpTo({ center: [center.longitude, center.latitude], zoom: center.zoom });
      setViewCenter(centerText(center));
    }
    // The object itself changes on every render of the step; its values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center.latitude, center.longitude, center.zoom]);

  return (
    <div className="flex flex-col gap-2">
      <div className="relative h-72 w-full overflow-hidden rounded-xl border bg-muted sm:h-96" data-testid="wizard-map" data-loaded={state === 'loaded'} data-center={viewCenter}>
        {/* Inline position: maplibre's .maplibregl-map class sets position: relative on the container. */}
        <div ref={ref} style={{ position: 'absolute', inset: 0 }} />
        {state === 'failed' && (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground">{t('mapUnavailable')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={state !== 'loaded'}
          onClick={() => {
            const c = mapRef.current?.getCenter();
            if (c) placeMarker(c.lng, c.lat, true);
          }}
          data-testid="pin-center"
        >
          <CrosshairIcon aria-hidden />
          {t('pinHere')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={state !== 'loaded'}
          onClick={() => mapRef.current?.flyTo({ center: [center.longitude, center.latitude], zoom: center.zoom })}
        >
          <LocateFixedIcon aria-hidden />
          {t('centerOnArea')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite" data-testid="pin-status">
        {pin ? t('pinSet', { lat: pin.latitude.toFixed(5), lng: pin.longitude.toFixed(5) }) : t('pinMissing')}
      </p>
    </div>
  );
}
