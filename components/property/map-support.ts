import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { MAP_STYLE_URL } from '@/lib/map-style';

/**
 * maplibre-gl for the listing page and the nearby page: loaded on demand, with NEXT_PUBLIC_MAP_STYLE_URL
 * and, when that style cannot load (offline, blocked), a tiny bundled style (a plain background) so the
 * approximate area and the markers still show.
 */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef0ea' } }],
};

const STYLE_TIMEOUT_MS = 6000;

export async function createMap(
  container: HTMLElement,
  options: { center: [number, number]; zoom: number; ariaLabel: string },
): Promise<MapLibreMap> {
  const maplibre = await import('@/components/map/maplibre');
  const map = new maplibre.Map({
    container,
    style: MAP_STYLE_URL,
    center: options.center,
    zoom: options.zoom,
    attributionControl: { compact: true },
    cooperativeGestures: true,
  });
  map.getCanvas().setAttribute('aria-label', options.ariaLabel);
  map.getCanvas().setAttribute('role', 'img');
  map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');

  let settled = false;
  const fallback = () => {
    if (settled) return;
    settled = true;
    map.setStyle(FALLBACK_STYLE);
  };
  const timer = window.setTimeout(() => {
    if (!map.isStyleLoaded()) fallback();
  }, STYLE_TIMEOUT_MS);
  map.once('style.load', () => {
    if (!settled) settled = true;
    window.clearTimeout(timer);
  });
  map.on('error', () => {
    if (!map.isStyleLoaded()) {
      window.clearTimeout(timer);
      fallback();
    }
  });
  return map;
}

/** Runs `fn` once the current style (the real one or the fallback) is ready, and again after a swap. */
export function onStyleReady(map: MapLibreMap, fn: () => void) {
  map.on('style.load', fn);
  if (map.isStyleLoaded()) fn();
}

/** A circle of `radius` metres around a point as a GeoJSON polygon (64 segments). */
export function circlePolygon(lng: number, lat: number, radius: number): GeoJSON.Feature<GeoJSON.Polygon> {
  const coords: [number, number][] = [];
  const dLat = radius / 111_195;
  const dLng = radius / (111_195 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  for (let i = 0; i <= 64; i++) {
    const a = (i / 64) * 2 * Math.PI;
    coords.push([lng + dLng * Math.sin(a), lat + dLat * Math.cos(a)]);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [coords] } };
}
