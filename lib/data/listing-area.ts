import 'server-only';
import { cache } from 'react';
import { chooseCenter, placeKey, type MapCenter } from '@/lib/listings/area-center';
import { createClient } from '@/lib/supabase/server';

/** Points enough for a stable mean; the city's first page of listings is representative. */
const SAMPLE = 200;

/**
 * The wizard map's starting view for an address (see lib/listings/area-center.ts): the mean of the public
 * approximate points (approx_latitude/approx_longitude: columns anyone may read) of listings in the same
 * neighbourhood, else city, else the state's capital. Two small reads on the city_key/neighborhood_key
 * indexes; any failure falls back to the capital.
 */
export const getAreaCenter = cache(
  async (state: string | null, city: string | null, neighborhood: string | null): Promise<MapCenter> => {
    const uf = (state ?? '').trim().toUpperCase();
    const cityKey = placeKey(city);
    const neighborhoodKey = placeKey(neighborhood);
    if (!/^[A-Z]{2}$/.test(uf) || !cityKey) return chooseCenter({ state: uf, neighborhoodPoints: [], cityPoints: [] });
    const supabase = await createClient();
    const read = async (withNeighborhood: boolean) => {
      let query = supabase
        .from('properties')
        .select('approx_latitude, approx_longitude')
        .eq('status', 'ativo')
        .eq('state', uf)
        .eq('city_key', cityKey)
        .not('approx_latitude', 'is', null);
      if (withNeighborhood) query = query.eq('neighborhood_key', neighborhoodKey);
      const { data, error } = await query.limit(SAMPLE);
      if (error) {
        console.error('[listing-area] read failed:', error.message);
        return [];
      }
      return (data ?? []).map((r) => ({ latitude: r.approx_latitude, longitude: r.approx_longitude }));
    };
    const neighborhoodPoints = neighborhoodKey ? await read(true) : [];
    const cityPoints = neighborhoodPoints.length > 0 ? [] : await read(false);
    return chooseCenter({ state: uf, neighborhoodPoints, cityPoints });
  },
);
