import 'server-only';
import { cache } from 'react';
import { getSessionUser } from '@/lib/data/auth';
import { withNegotiation } from '@/lib/search/negotiation';
import { toCardData, type PropertyCardData } from '@/lib/search/types';
import { createClient } from '@/lib/supabase/server';

/**
 * The signed-in user's favourites, read under RLS (a user only ever sees their own rows).
 */

/** The ids of the signed-in user's favourites among `propertyIds` (all of them when omitted). */
export const getFavoriteIds = cache(async (propertyIds?: readonly number[]): Promise<Set<number>> => {
  const user = await getSessionUser();
  if (!user) return new Set();
  if (propertyIds && propertyIds.length === 0) return new Set();
  const supabase = await createClient();
  let query = supabase.from('favorites').select('property_id').eq('user_id', user.id);
  if (propertyIds) query = query.in('property_id', [...propertyIds]);
  const { data, error } = await query;
  if (error) {
    console.error('[favorites] read failed:', error.message);
    return new Set();
  }
  return new Set(data.map((r) => r.property_id));
});

/** The signed-in user's favourite listings as cards, most recently saved first (empty when signed out). */
export const getFavoriteProperties = cache(async (): Promise<PropertyCardData[]> => {
  const user = await getSessionUser();
  if (!user) return [];
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('favorites')
    .select(
      'created_at, properties!inner(id, title, transaction, type, price, bedrooms, bathrooms, parking_spaces, area, neighborhood, city, state, featured, published_at, latitude:approx_latitude, longitude:approx_longitude, property_images(storage_path, position, id))',
    )
    .eq('user_id', user.id)
    .order('created_at', { ascending: false });
  if (error) {
    console.error('[favorites] read failed:', error.message);
    return [];
  }
  const cards = data.map((row) => {
    const p = row.properties;
    const images = [...(p.property_images ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
    return toCardData({ ...p, cover_image: images[0]?.storage_path ?? null });
  });
  return withNegotiation(supabase, cards);
});
