import polyline from '@mapbox/polyline';
import { AREA_PRECISION, type AreaPoint, type SearchArea } from './area-code';

/**
 * An area drawn on the /buscar map (issue #22): its corners as [longitude, latitude], 3 to AREA_MAX_POINTS,
 * without the closing corner. In the URL it is `area=`, the corners as an encoded polyline of precision 5
 * (Google's format: ~1 m, a few characters a corner). In the SQL filters it is `polygon` (same corners),
 * which private.search_polygon checks again (the same rules and messages: SearchArea.errors).
 * Pure module (client and server), no zod: lib/search/parse.ts wraps it in its schema.
 */
export type { AreaPoint, SearchArea } from './area-code';
export { encodeArea } from './area-code';
export type AreaError = 'invalid' | 'tooFew' | 'tooMany' | 'crossing';

export const AREA_MAX_POINTS = 100;
/** An `area=` longer than this cannot be 100 corners (each at most 2 × 6 characters): refused unread. */
export const AREA_PARAM_MAX = AREA_MAX_POINTS * 12 + 12;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** Rounded to the URL's precision, consecutive repeats and the closing corner dropped. */
export function normalizeArea(points: readonly (readonly number[])[]): AreaPoint[] {
  const out: AreaPoint[] = [];
  for (const p of points) {
    const q: AreaPoint = [round5(p[0]!), round5(p[1]!)];
    const last = out.at(-1);
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  if (out.length > 1 && out[0]![0] === out.at(-1)![0] && out[0]![1] === out.at(-1)![1]) out.pop();
  return out;
}

type P = readonly [number, number];
const orient = (a: P, b: P, c: P) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
const onSegment = (a: P, b: P, c: P) =>
  Math.min(a[0], b[0]) <= c[0] && c[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= c[1] && c[1] <= Math.max(a[1], b[1]);

/** Do the segments ab and cd touch (an end on the other, or collinear overlap, counts: SQL's `?#`)? */
export function segmentsTouch(a: P, b: P, c: P, d: P): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(a, b, c)) || (o2 === 0 && onSegment(a, b, d)) || (o3 === 0 && onSegment(c, d, a)) || (o4 === 0 && onSegment(c, d, b));
}

/** What is wrong with the corners (already normalized), or null. */
export function areaError(points: SearchArea): AreaError | null {
  if (points.some((p) => p.length !== 2 || !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) return 'invalid';
  if (points.some(([lng, lat]) => lng < -180 || lng > 180 || lat < -90 || lat > 90)) return 'invalid';
  if (points.length > AREA_MAX_POINTS) return 'tooMany';
  if (points.length < 3) return 'tooFew';
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // neighbours through the closing edge
      if (segmentsTouch(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return 'crossing';
    }
  }
  // Corners all in a line enclose nothing.
  let twice = 0;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % n]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) < 1e-12 ? 'invalid' : null;
}

/** The corners of an `area=` value, or why it cannot be used. */
export function decodeArea(value: string): { area: AreaPoint[] } | { error: AreaError } {
  if (value.length > AREA_PARAM_MAX) return { error: 'tooMany' };
  // The format's characters are '?' (63) to '~' (126); a value ends on a character below '_' (95).
  if (!/^[\x3f-\x7e]*[\x3f-\x5e]$/.test(value)) return { error: 'invalid' };
  let raw: [number, number][];
  try {
    raw = polyline.decode(value, AREA_PRECISION);
  } catch {
    return { error: 'invalid' };
  }
  const area = normalizeArea(raw.map(([lat, lng]) => [lng, lat]));
  const error = areaError(area);
  return error ? { error } : { area };
}

/** [minLng, minLat, maxLng, maxLat] of the corners. */
export function areaBounds(points: SearchArea): [number, number, number, number] {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
