import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';
import { toRpcFilters, type SearchFilters } from './params';
import { toCardData, type PropertyCardData } from './types';

/** One call of search_properties returns at most this many rows. */
const SQL_PAGE_MAX = 100;

export interface SearchResult {
  items: PropertyCardData[];
  total: number;
}

/**
 * The first `filters.mostrar` results of a search and the total number of matches, from the
 * search_properties SQL function (public listings only; it runs as SECURITY DEFINER). Fetches in pages of
 * at most 100 rows; the total is counted once, by the first page.
 */
export const searchProperties = cache(async (filters: SearchFilters): Promise<SearchResult> => {
  const supabase = await createClient();
  const items: PropertyCardData[] = [];
  let total = 0;
  for (let offset = 0; offset < filters.mostrar; offset += SQL_PAGE_MAX) {
    const limit = Math.min(SQL_PAGE_MAX, filters.mostrar - offset);
    const { data, error } = await supabase.rpc('search_properties', {
      filters: toRpcFilters(filters, { limit, offset, count: offset === 0 }) as never,
    });
    if (error) throw new Error(`search_properties failed: ${error.message}`);
    if (offset === 0) total = Number(data[0]?.total_count ?? 0);
    items.push(...data.map(toCardData));
    if (data.length < limit) break;
  }
  return { items, total };
});

/** How many listings match the filters (the live count of the filters dialog). */
export async function countProperties(filters: SearchFilters): Promise<number> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('search_properties', {
    filters: toRpcFilters(filters, { limit: 1, offset: 0, count: true }) as never,
  });
  if (error) throw new Error(`search_properties failed: ${error.message}`);
  return Number(data[0]?.total_count ?? 0);
}
