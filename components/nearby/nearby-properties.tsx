'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PropertyCard } from '@/components/property/property-card';
import { lazyPart } from '@/components/ui/lazy-part';
import { findNearbyPropertiesAction } from '@/lib/actions/nearby';
import type { NearbyProperty } from '@/lib/data/properties';
import { formatDistance } from '@/lib/format';

/** What the server renders for the list (./nearby-chrome.tsx): the buttons' classes — 'Tentar Novamente', the
 * list/map toggle's chosen view and the other one — and the icons. */
export interface NearbyChrome {
  buttons: { retry: string; on: string; off: string };
  icons: Record<'loading' | 'retry' | 'found' | 'list' | 'map', React.ReactNode>;
}

// Loaded when the map is chosen (rendered only in the browser, after the position is known).
const NearbyMap = lazyPart(() => import('./nearby-map').then((m) => m.NearbyMap));

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
 * geolocation failure shows its message and 'Tentar Novamente'. Its buttons' classes come from the server
 * with its icons (nearbyChrome), so the page's first load carries no cva, tailwind-merge or lucide.
 */
export function NearbyProperties({ slug, radiusKm, chrome }: { slug: string | null; radiusKm: number; chrome: NearbyChrome }) {
  const { buttons, icons } = chrome;
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
        {icons.loading}
        {state.status === 'locating' ? t('locating') : t('loading')}
      </p>
    );
  }

  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4" data-testid="nearby-error">
        <p className="font-medium text-destructive">{t(state.error)}</p>
        <button type="button" data-slot="button" className={buttons.retry} onClick={locate}>
          {icons.retry}
          {t('retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 font-medium text-primary" data-testid="nearby-success">
          {icons.found}
          {t('success', { count: state.properties.length, radius: radiusKm })}
        </p>
        <div role="group" aria-label={t('viewToggle')} className="inline-flex rounded-lg border p-1">
          <button type="button" data-slot="button" className={view === 'list' ? buttons.on : buttons.off} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            {icons.list}
            {t('list')}
          </button>
          <button type="button" data-slot="button" className={view === 'map' ? buttons.on : buttons.off} aria-pressed={view === 'map'} onClick={() => setView('map')}>
            {icons.map}
            {t('map')}
          </button>
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
              {/* The heart as on a cached page: the browser reads the session and which listings are saved. */}
              <PropertyCard property={p} priority={i < 3} headingLevel={2} signedIn="browser" />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
