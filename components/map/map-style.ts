import type { StyleSpecification } from 'maplibre-gl';

/** Centre of São Paulo ([lng, lat]) and the default zoom of the maps. */
export const SAO_PAULO: [number, number] = [-46.6333, -23.5505];
export const DEFAULT_ZOOM = 11;
export const FIT_PADDING = 50;
export const CLUSTER_RADIUS = 60;

/** The map's own colours: the fallback background, a listing's approximate area, the visitor's position. */
export const MAP_COLORS = {
  background: '#eef1ec',
  area: '#1f7a6d',
  areaOpacity: 0.18,
  visitor: '#2563eb',
} as const;

/**
 * The bundled fallback style: a plain warm background and no tiles, so what the maps draw themselves (the
 * approximate area, the visitor) and the markers and clusters (HTML elements) still show when the
 * configured style cannot load (offline, blocked, down).
 */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  name: 'lar-fallback',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': MAP_COLORS.background } }],
};

/**
 * The configured style as a JSON object, or the fallback when it cannot be fetched within `timeoutMs`.
 * Map load failures are only logged (spec §8).
 */
export async function loadMapStyle(url: string, timeoutMs = 3000): Promise<StyleSpecification> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { signal: controller.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const style = (await res.json()) as StyleSpecification;
    if (style?.version !== 8 || !Array.isArray(style.layers)) throw new Error('not a style');
    return style;
  } catch (e) {
    console.warn('[map] style unavailable, using the fallback style:', (e as Error).message);
    return FALLBACK_STYLE;
  } finally {
    clearTimeout(timer);
  }
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

/**
 * The smallest box centred on `center` that holds every point ([west, south, east, north]): fitting it keeps
 * `center` in the middle of the map.
 */
export function boxAround(center: [number, number], points: [number, number][]): [number, number, number, number] {
  let dLng = 0;
  let dLat = 0;
  for (const [lng, lat] of points) {
    dLng = Math.max(dLng, Math.abs(lng - center[0]));
    dLat = Math.max(dLat, Math.abs(lat - center[1]));
  }
  return [center[0] - dLng, center[1] - dLat, center[0] + dLng, center[1] + dLat];
}
