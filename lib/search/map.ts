import { createClient } from '@/lib/supabase/client';
import { type BBox, type SearchFilters } from './params';
import { toRpcFilters } from './rpc-filters';
import type { PropertyType, TransactionType } from './types';

/**
 * The search map's read, beside the list's (lib/search/data.ts): the matches of the URL's filters inside a
 * view, from properties_in_bbox (public, so the browser asks Supabase directly, as the list's server read does,
 * without a hop through Next). Points are the listings' public approximate points (docs/security.md).
 */

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  price: number;
  transaction: TransactionType;
  type: PropertyType;
}

/** The most points one view asks for; the map clusters them. */
export const MAP_MAX_POINTS = 2000;

/** The filters of properties_in_bbox for the URL's filters: the list's, without sort, page or box. */
export function mapFilters(filters: SearchFilters): Omit<ReturnType<typeof toRpcFilters>, 'sort'> {
  const { sort: _sort, ...rest } = toRpcFilters(filters, { withBbox: false });
  return rest;
}

/** The points inside `view` (minLng, minLat, maxLng, maxLat) matching `filters`; null when the read failed. */
export async function fetchMapPoints(view: BBox, filters: ReturnType<typeof mapFilters>): Promise<MapPoint[] | null> {
  const [minLng, minLat, maxLng, maxLat] = view;
  const { data, error } = await createClient().rpc('properties_in_bbox', {
    min_lat: minLat,
    min_lng: minLng,
    max_lat: maxLat,
    max_lng: maxLng,
    filters: filters as never,
    max_rows: MAP_MAX_POINTS,
  });
  if (error) {
    console.warn('[map] properties_in_bbox failed:', error.message);
    return null;
  }
  return data as MapPoint[];
}
