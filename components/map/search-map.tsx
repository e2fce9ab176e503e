'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Image from 'next/image';
import Supercluster from 'supercluster';
import { SearchIcon, XIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { AreaDraw } from '@/components/map/area-draw';
import { createMap, LngLatBounds, Marker, type MapLibreMap } from '@/components/map/maplibre';
import { CLUSTER_RADIUS, DEFAULT_ZOOM, FIT_PADDING, SAO_PAULO } from '@/components/map/map-style';
import { useMapTexts } from '@/components/map/use-map-texts';
import { formatBRLCompact, formatPrice, type FormatLocale } from '@/lib/format';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { Link } from '@/lib/i18n/navigation';
import { areaBounds } from '@/lib/search/area';
import { fetchMapPoints, mapFilters, type MapPoint } from '@/lib/search/map';
import { PAGE_SIZE, searchHref, type BBox, type SearchFilters } from '@/lib/search/params';
import { propertyImageUrl, type PropertyCardData } from '@/lib/search/types';

export interface SearchMapProps {
  /** The filters of the URL (the map shows the matches inside its view; `bbox` sets the first view). */
  filters: SearchFilters;
  /** The listings of the list, for the first view and the popup card. */
  listings: PropertyCardData[];
}

/** Zoom from which single listings show as price pills instead of dots. */
const PILL_ZOOM = 13;

const pad = (b: LngLatBounds, f: number): BBox => {
  const w = b.getEast() - b.getWest();
  const h = b.getNorth() - b.getSouth();
  return [
    Math.max(-180, b.getWest() - w * f),
    Math.max(-90, b.getSouth() - h * f),
    Math.min(180, b.getEast() + w * f),
    Math.min(90, b.getNorth() + h * f),
  ];
};

/**
 * The search map, started by components/map/maplibre.ts like every map (the configured style or the bundled
 * fallback): the matches of the current filters inside the view from properties_in_bbox, clustered with
 * supercluster (teal circles with counts), price pills when zoomed in, the selected listing in terracotta
 * with its card, and 'Buscar nesta área' after the visitor moves the map.
 */
export function SearchMap({ filters, listings }: SearchMapProps) {
  const t = useTranslations('SearchMap');
  const tt = useTranslations('PropertyTypes');
  const tCard = useTranslations('PropertyCard');
  const texts = useMapTexts();
  const locale = useLocale() as FormatLocale;
  const navigation = useSearchNavigation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef<Marker[]>([]);
  const [ready, setReady] = useState(false);
  // The started map for the area control (a state: it renders with it).
  const [started, setStarted] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [points, setPoints] = useState<MapPoint[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  const [view, setView] = useState(0); // bumps on every moveend

  const rpcFilters = useMemo(() => mapFilters(filters), [filters]);
  const filtersKey = JSON.stringify(rpcFilters);
  const fitKey = `${filtersKey}|${filters.bbox?.join(',') ?? ''}`;

  // Create the map once.
  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    (async () => {
      const el = container.current;
      if (!el) return;
      let map: MapLibreMap;
      try {
        // The search map is the page's right half (or the whole screen on a phone): plain gestures.
        map = await createMap(el, { center: SAO_PAULO, zoom: DEFAULT_ZOOM, label: t('label'), texts, cooperativeGestures: false });
      } catch (e) {
        console.error('[map] could not start:', (e as Error).message);
        setFailed(true);
        return;
      }
      if (cancelled) {
        map.remove();
        return;
      }
      map.on('moveend', (e) => {
        if ((e as { originalEvent?: unknown }).originalEvent) setMoved(true);
        setView((v) => v + 1);
      });
      mapRef.current = map;
      observer = new ResizeObserver(() => map.resize());
      observer.observe(el);
      setReady(true);
      setStarted(map);
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      mapRef.current?.remove();
      mapRef.current = null;
      setStarted(null);
    };
  }, [t, texts]);

  // The first view of each search: the URL's box, else the listed results, else São Paulo.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    setMoved(false);
    setSelected(null);
    // A drawn area (issue #22): the map shows it whole.
    if (filters.area && filters.area.length >= 3) {
      const [w, s, e, n] = areaBounds(filters.area);
      map.fitBounds([w, s, e, n], { padding: FIT_PADDING, maxZoom: 16, duration: 0 });
      return;
    }
    if (filters.bbox) {
      const [w, s, e, n] = filters.bbox;
      map.fitBounds([w, s, e, n], { padding: 0, duration: 0 });
      return;
    }
    // A search for a place fits its results; otherwise the map opens on São Paulo.
    const located = listings.filter((l) => l.latitude != null && l.longitude != null);
    const placeSearch = !!(filters.q || filters.cidade || filters.bairro || filters.rua);
    if (placeSearch && located.length > 0) {
      const b = new LngLatBounds();
      for (const l of located) b.extend([l.longitude!, l.latitude!]);
      map.fitBounds(b, { padding: FIT_PADDING, maxZoom: 15, duration: 0 });
    } else {
      map.jumpTo({ center: SAO_PAULO, zoom: DEFAULT_ZOOM });
    }
    // Only a new search refits, not 'Carregar mais'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, fitKey]);

  // The matches around the view (debounced), for the current filters.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const found = await fetchMapPoints(pad(map.getBounds(), 0.25), rpcFilters);
      if (cancelled || !found) return;
      setPoints(found);
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, filtersKey, view]);

  const index = useMemo(() => {
    const sc = new Supercluster<{ id: number; price: number }>({ radius: CLUSTER_RADIUS, maxZoom: 16 });
    sc.load(
      points.map((p) => ({
        type: 'Feature' as const,
        properties: { id: p.id, price: p.price },
        geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
      })),
    );
    return sc;
  }, [points]);

  const select = useCallback((id: number) => setSelected(id), []);

  // Draw the clusters and markers of the view.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    for (const m of markers.current) m.remove();
    markers.current = [];
    const b = map.getBounds();
    const zoom = Math.round(map.getZoom());
    const features = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom);
    for (const f of features) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const el = document.createElement('button');
      el.type = 'button';
      const props = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number; price?: number };
      if (props.cluster) {
        const count = props.point_count ?? 0;
        const size = Math.min(56, 30 + Math.log2(count) * 4);
        el.className =
          'flex items-center justify-center rounded-full border-2 border-white bg-primary text-xs font-semibold text-primary-foreground shadow-md tabular-nums';
        el.style.width = el.style.height = `${size}px`;
        el.textContent = String(count);
        el.setAttribute('aria-label', t('cluster', { count }));
        el.dataset.testid = 'map-cluster';
        el.addEventListener('click', (e) => {
          e.stopPropagation();
          const z = index.getClusterExpansionZoom(props.cluster_id!);
          setMoved(true);
          map.easeTo({ center: [lng, lat], zoom: Math.min(z, 18) });
        });
      } else {
        const id = props.id!;
        const isSelected = id === selected;
        const point = points.find((p) => p.id === id);
        const label = point ? formatPrice(point.price, point.transaction, locale) : String(id);
        el.setAttribute('aria-label', label);
        el.setAttribute('aria-pressed', String(isSelected));
        el.dataset.testid = 'map-marker';
        el.dataset.propertyId = String(id);
        if (zoom >= PILL_ZOOM) {
          el.className = `rounded-full border px-2 py-0.5 text-xs font-semibold shadow-md tabular-nums whitespace-nowrap ${
            isSelected ? 'border-white bg-highlight text-highlight-foreground' : 'bg-background text-foreground'
          }`;
          el.textContent = formatBRLCompact(props.price ?? 0);
        } else {
          el.className = `size-4 rounded-full border-2 border-white shadow-md ${isSelected ? 'bg-highlight' : 'bg-primary'}`;
        }
        if (isSelected) el.style.zIndex = '2';
        el.addEventListener('click', (e) => {
          e.stopPropagation();
          select(id);
        });
      }
      markers.current.push(new Marker({ element: el }).setLngLat([lng, lat]).addTo(map));
    }
  }, [ready, index, view, selected, points, locale, select, t]);

  function searchHere() {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    setMoved(false);
    navigation.push(
      searchHref({ ...filters, bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], mostrar: PAGE_SIZE }),
      { scroll: false },
    );
  }

  const card = selected != null ? listings.find((l) => l.id === selected) : undefined;
  const light = selected != null && !card ? points.find((p) => p.id === selected) : undefined;

  return (
    <div className="relative size-full min-h-80">
      {/* Inline position: maplibre's .maplibregl-map class sets position: relative on the container. */}
      <div
        ref={container}
        style={{ position: 'absolute', inset: 0 }}
        role="region"
        aria-label={t('label')}
        data-testid="map-canvas"
      />
      {failed && (
        <p className="absolute inset-0 flex items-center justify-center bg-muted p-4 text-center text-sm text-muted-foreground">
          {t('unavailable')}
        </p>
      )}
      {started && !failed && <AreaDraw map={started} filters={filters} />}
      {moved && (
        <div className="absolute top-3 left-1/2 z-10 -translate-x-1/2">
          <Button type="button" size="sm" className="rounded-full shadow-lg" onClick={searchHere}>
            <SearchIcon aria-hidden />
            {t('searchHere')}
          </Button>
        </div>
      )}
      {(card || light) && (
        <div
          className="absolute inset-x-3 bottom-20 z-10 mx-auto max-w-sm overflow-hidden rounded-xl border bg-card shadow-xl md:bottom-3"
          role="dialog"
          aria-label={card?.title ?? tt(light!.type)}
          data-testid="map-popup"
        >
          <button
            type="button"
            onClick={() => setSelected(null)}
            className="absolute top-2 right-2 z-10 rounded-full bg-background/90 p-1 shadow"
            aria-label={t('closePopup')}
          >
            <XIcon className="size-4" aria-hidden />
          </button>
          <Link href={`/imovel/${selected}`} className="flex gap-3 p-2 pr-10">
            {card?.coverImage && (
              <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-muted">
                <Image src={propertyImageUrl(card.coverImage)} alt="" fill sizes="112px" className="object-cover" />
              </div>
            )}
            <div className="flex min-w-0 flex-col justify-center gap-1">
              <p className="font-bold tabular-nums">
                {card ? formatPrice(card.price, card.transaction, locale) : formatPrice(light!.price, light!.transaction, locale)}
              </p>
              {card?.inNegotiation && (
                <span className="card-badge w-fit bg-info text-info-foreground" data-testid="map-popup-in-negotiation">
                  {tCard('inNegotiation')}
                </span>
              )}
              <p className="line-clamp-2 text-sm font-medium">{card?.title ?? tt(light!.type)}</p>
              {card && (
                <p className="truncate text-xs text-muted-foreground">
                  {card.neighborhood}, {card.city}
                </p>
              )}
              <span className="text-xs font-medium text-primary underline">{t('openListing')}</span>
            </div>
          </Link>
        </div>
      )}
    </div>
  );
}
