import polyline from '@mapbox/polyline';

/**
 * The `area=` value of a drawn area (lib/search/area.ts): its own module because the search URL builder
 * (lib/search/params.ts) runs in /buscar's first load and needs only this, not the area's checks.
 */
export type AreaPoint = readonly [lng: number, lat: number];
export type SearchArea = readonly AreaPoint[];

/** Google's polyline format at precision 5: ~1 m, a few characters a corner. */
export const AREA_PRECISION = 5;

/** The `area=` value of the corners. */
export function encodeArea(points: SearchArea): string {
  return polyline.encode(
    points.map(([lng, lat]) => [lat, lng]),
    AREA_PRECISION,
  );
}
