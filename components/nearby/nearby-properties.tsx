'use client';

import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { ListIcon, LoaderCircleIcon, MapIcon, MapPinIcon, RotateCwIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PropertyCard } from '@/components/property/property-card';
import { Button } from '@/components/ui/button';
import { findNearbyPropertiesAction } from '@/lib/actions/nearby';
import type { NearbyProperty } from '@/lib/data/properties';
import { formatDistance } from '@/lib/format';

const NearbyMap = dynamic(() => import('./nearby-map').then((m) => m.NearbyMap), { ssr: false });

/** Spec §9: high accuracy, 10 s timeout, positions up to 60 s old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

type GeoError = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'other';
type State =
  | { status: 'locating' }
  | { status: 'loading'; origin: { latitude: number; longitude: number } }
  | { status: 'success'; origin: { latitude: number; longitude: number }; properties: NearbyProperty[] }
  | { status: 'error'; error: GeoError };

function geoError(e: GeolocationPositionError): GeoError {
  if (e.code === e.PERMISSION_DENIED) return 'denied';
  if (e.code === e.POSITION_UNAVAILABLE) return 'unavailable';
  if (e.code === e.TIMEOUT) return 'timeout';
  return 'other';
}

/**
 * The nearby page's body: asks the browser for the position, then lists public listings by distance
 * (nearest first; metres below 1 km, else km with one decimal), as a list or on a 600 px map. Every
 * geolocation failure shows its message and 'Tentar Novamente'.
 */
export function NearbyProperties({ slug, radiusKm }: { slug: string | null; radiusKm: number }) {
  const t = useTranslations('NearbyPage');
  const [state, setState] = useState<State>({ status: 'locating' });
  const [view, setView] = useState<'list' | 'map'>('list');

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'error', error: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        const origin = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        setState({ status: 'loading', origin });
        try {
          const result = await findNearbyPropertiesAction(origin.latitude, origin.longitude, slug);
          setState(result.ok ? { status: 'success', origin, properties: result.data } : { status: 'error', error: 'other' });
        } catch {
          setState({ status: 'error', error: 'other' });
        }
      },
      (e) => setState({ status: 'error', error: geoError(e) }),
      GEOLOCATION_OPTIONS,
    );
  }, [slug]);

  useEffect(() => {
    // Asking for the position is the page's purpose: start once on mount (the callbacks set the state).
    const id = window.setTimeout(locate, 0);
    return () => window.clearTimeout(id);
  }, [locate]);

  if (state.status === 'locating' || state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground" data-testid="nearby-loading">
        <LoaderCircleIcon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
        {state.status === 'locating' ? t('locating') : t('loading')}
      </p>
    );
  }

  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4" data-testid="nearby-error">
        <p className="font-medium text-destructive">{t(state.error)}</p>
        <Button type="button" variant="outline" onClick={locate}>
          <RotateCwIcon aria-hidden />
          {t('retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 font-medium text-primary" data-testid="nearby-success">
          <MapPinIcon className="size-5" aria-hidden />
          {t('success', { count: state.properties.length, radius: radiusKm })}
        </p>
        <div role="group" aria-label={t('viewToggle')} className="inline-flex rounded-lg border p-1">
          <Button type="button" size="sm" variant={view === 'list' ? 'default' : 'ghost'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <ListIcon aria-hidden />
            {t('list')}
          </Button>
          <Button type="button" size="sm" variant={view === 'map' ? 'default' : 'ghost'} aria-pressed={view === 'map'} onClick={() => setView('map')}>
            <MapIcon aria-hidden />
            {t('map')}
          </Button>
        </div>
      </div>
      {view === 'map' ? (
        <NearbyMap origin={state.origin} properties={state.properties} />
      ) : state.properties.length === 0 ? (
        <p className="text-muted-foreground">{t('empty')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="nearby-list">
          {state.properties.map((p, i) => (
            <li key={p.id} className="flex flex-col gap-1" data-distance={p.distanceMeters}>
              <span className="text-sm font-medium text-muted-foreground tabular-nums" data-testid="nearby-distance">
                {t('distance', { distance: formatDistance(p.distanceMeters) })}
              </span>
              <PropertyCard property={p} priority={i < 3} headingLevel={2} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
