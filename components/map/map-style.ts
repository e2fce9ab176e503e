import type { StyleSpecification } from 'maplibre-gl';

/** Centre of São Paulo ([lng, lat]) and the default zoom of the maps. */
export const SAO_PAULO: [number, number] = [-46.6333, -23.5505];
export const DEFAULT_ZOOM = 11;
export const FIT_PADDING = 50;
export const CLUSTER_RADIUS = 60;

/**
 * The bundled fallback style: a plain warm background and no tiles, so the markers and clusters (HTML
 * elements) still show when the configured style cannot load (offline, blocked, down).
 */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  name: 'lar-fallback',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1ec' } }],
};

/**
 * The configured style as a JSON object, or the fallback when it cannot be fetched within `timeoutMs`.
 * Map load failures are only logged (spec §8).
 */
export async function loadMapStyle(url: string, timeoutMs = 3000): Promise<StyleSpecification | string> {
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
