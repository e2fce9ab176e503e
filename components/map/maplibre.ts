// The one way the site starts maplibre-gl (issue #29): every map — search, listing, nearby and the ones to
// come — calls createMap() from here, so the worker, the stylesheet, the style with its offline fallback, the
// accessible name, the controls' texts and the gestures are the same everywhere. Import it only from code that is itself loaded
// on demand (next/dynamic or import()): the library and its ~60 kB of CSS then arrive with the map's own
// chunk instead of blocking the first paint of every page that can show a map.
import 'maplibre-gl/dist/maplibre-gl.css';
import { getVersion, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import { loadMapStyle } from '@/components/map/map-style';
import type { MapTexts } from '@/components/map/use-map-texts';
import { MAP_STYLE_URL } from '@/lib/map-style';

export { LngLatBounds, MapLibreMap, Marker };

/**
 * maplibre-gl 6 starts its web worker from a file next to its own bundle, which the app's bundler does not
 * emit: app/mapa-worker/route.ts serves the package's file from the site (CSP worker-src 'self'), outside
 * the locale segment so every page reaches the same URL; versioned, so it is cached for good.
 */
export const MAP_WORKER_PATH = '/mapa-worker';

export interface MapStart {
  center: [number, number];
  zoom: number;
  /** The map's accessible name (the canvas's aria-label), already translated. */
  label: string;
  /** maplibre-gl's control texts in the visitor's language: useMapTexts(). */
  texts: MapTexts;
  /**
   * Ctrl/⌘ + scroll and two fingers to move the map, so a map inside a scrolling page never traps the
   * wheel or a swipe; off for a map that is the page (the search map).
   */
  cooperativeGestures?: boolean;
}

/**
 * A map in `container`: the configured style (NEXT_PUBLIC_MAP_STYLE_URL), or the bundled fallback when it
 * cannot be fetched, zoom buttons, a compact attribution. Throws when the browser cannot start WebGL. Failures
 * while the map runs (a tile, a glyph) are only logged (spec §8). Draw your own layers with onStyleReady().
 */
export async function createMap(
  container: HTMLElement,
  { center, zoom, label, texts, cooperativeGestures = true }: MapStart,
): Promise<MapLibreMap> {
  setWorkerUrl(new URL(`${MAP_WORKER_PATH}?v=${getVersion()}`, window.location.origin).href);
  const style = await loadMapStyle(MAP_STYLE_URL);
  const map = new MapLibreMap({
    container,
    style,
    center,
    zoom,
    attributionControl: { compact: true },
    cooperativeGestures,
    locale: { ...texts, 'Map.Title': label },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('error', (e) => console.warn('[map]', e.error?.message ?? e));
  return map;
}

/** Runs `fn` once the map's style is ready (and again should it ever change). */
export function onStyleReady(map: MapLibreMap, fn: () => void) {
  map.on('style.load', fn);
  if (map.isStyleLoaded()) fn();
}
