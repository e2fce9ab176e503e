import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';
import { cache } from 'react';
import { withNegotiation } from '@/lib/search/negotiation';
import { toCardData, type PropertyCardData } from '@/lib/search/types';

/**
 * Public data of the marketing pages: featured listings, partner agencies, platform counts and sitemap
 * entries. Public reads use a cookie-less anon client (what any
 * visitor may see under RLS), so they do not make a page depend on the request.
 */

/** Active, featured listings for the home page (newest first), as the shared PropertyCard's data. */
export const getFeaturedProperties = cache(async (limit = 6): Promise<PropertyCardData[]> => {
  const client = createPublicClient();
  const { data, error } = await client
    .from('properties')
    .select(
      'id, title, price, transaction, type, bedrooms, bathrooms, parking_spaces, area, neighborhood, city, state, featured, published_at, latitude:approx_latitude, longitude:approx_longitude, property_images(storage_path, position, id)',
    )
    .eq('status', 'ativo')
    .eq('featured', true)
    .order('published_at', { ascending: false })
    .limit(limit);
  if (error) {
    console.error('[marketing] featured listings failed:', error.message);
    return [];
  }
  const cards = (data ?? []).map(({ property_images, ...p }) => {
    const cover = [...(property_images ?? [])].sort((a, b) => a.position - b.position || a.id - b.id)[0];
    return toCardData({ ...p, cover_image: cover?.storage_path ?? null });
  });
  return withNegotiation(client, cards);
});

export interface PartnerAgency {
  id: string;
  name: string;
  slug: string;
  city: string | null;
}

/** Agencies with a public page, for the partner strip and the sitemap. */
export const getPartnerAgencies = cache(async (limit = 1000): Promise<PartnerAgency[]> => {
  const { data, error } = await createPublicClient()
    .from('public_profiles')
    .select('id, name, slug, city')
    .eq('role', 'imobiliaria')
    .not('slug', 'is', null)
    .order('name')
    .limit(limit);
  if (error) {
    console.error('[marketing] partner agencies failed:', error.message);
    return [];
  }
  return (data ?? [])
    .filter((a): a is typeof a & { id: string; slug: string } => !!a.id && !!a.slug)
    .map((a) => ({ id: a.id, name: a.name ?? a.slug, slug: a.slug, city: a.city }));
});

export interface PlatformStats {
  listings: number;
  agencies: number;
  brokers: number;
}

/** Counts for the agency landing page: active listings, agencies and brokers. */
export const getPlatformStats = cache(async (): Promise<PlatformStats> => {
  const supabase = createPublicClient();
  const [listings, agencies, brokers] = await Promise.all([
    supabase.from('properties').select('id', { count: 'exact', head: true }).eq('status', 'ativo'),
    supabase.from('public_profiles').select('id', { count: 'exact', head: true }).eq('role', 'imobiliaria'),
    supabase.from('public_profiles').select('id', { count: 'exact', head: true }).eq('role', 'corretor'),
  ]);
  for (const r of [listings, agencies, brokers]) if (r.error) console.error('[marketing] stats failed:', r.error.message);
  return { listings: listings.count ?? 0, agencies: agencies.count ?? 0, brokers: brokers.count ?? 0 };
});

/** Ids and last change of active listings, for sitemap.xml. */
export async function getSitemapListings(limit = 45_000): Promise<{ id: number; updatedAt: string }[]> {
  const { data, error } = await createPublicClient()
    .from('properties')
    .select('id, updated_at')
    .eq('status', 'ativo')
    .order('id')
    .limit(limit);
  if (error) {
    console.error('[marketing] sitemap listings failed:', error.message);
    return [];
  }
  return (data ?? []).map((p) => ({ id: p.id, updatedAt: p.updated_at }));
}
