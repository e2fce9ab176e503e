import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';
import { cache } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database.types';
import { COUNT_LIMIT, type SearchFilters } from './params';
import { toRpcFilters, type RpcFilters } from './rpc-filters';
import { toCardData, type PropertyCardData } from './types';

/** One call of search_properties returns at most this many rows. */
const SQL_PAGE_MAX = 100;

export interface SearchResult {
  items: PropertyCardData[];
  /** The number of matches, exact up to COUNT_LIMIT; with `more`, there are more than this many. */
  total: number;
  more: boolean;
}

type SearchRow = Database['public']['Functions']['search_properties']['Returns'][number];

/**
 * Public search results are the same for every visitor (search_properties returns public listings only,
 * whoever asks), so they are read with the anon key and kept for a few seconds per filter object: a burst
 * of visitors on the same search costs one query, and concurrent identical requests share one round trip.
 * A new, changed or unpublished listing shows in the results at most RESULT_TTL_MS later.
 */
const RESULT_TTL_MS = 10_000;
const RESULT_CACHE_MAX = 500;
const results = new Map<string, { expires: number; rows: Promise<SearchRow[]> }>();

/**
 * Drops every kept result: a listing action (lib/actions/listings.ts) calls it after a change, so this
 * server's next search shows the change at once (another instance's copy still lives up to RESULT_TTL_MS).
 */
export function forgetSearchResults(): void {
  results.clear();
}

let anon: SupabaseClient<Database> | undefined;
function anonClient(): SupabaseClient<Database> {
  anon ??= createPublicClient();
  return anon;
}

function searchRows(filters: RpcFilters): Promise<SearchRow[]> {
  const key = JSON.stringify(filters);
  const now = Date.now();
  const hit = results.get(key);
  if (hit && hit.expires > now) return hit.rows;
  const rows = (async () => {
    const { data, error } = await anonClient().rpc('search_properties', { filters: filters as never });
    if (error) throw new Error(`search_properties failed: ${error.message}`);
    return data;
  })();
  // A failure is not kept: the next request asks again.
  rows.catch(() => {
    if (results.get(key)?.rows === rows) results.delete(key);
  });
  if (results.size >= RESULT_CACHE_MAX) {
    for (const [k, v] of results) if (v.expires <= now) results.delete(k);
    while (results.size >= RESULT_CACHE_MAX) results.delete(results.keys().next().value!);
  }
  results.set(key, { expires: now + RESULT_TTL_MS, rows });
  return rows;
}

/** A count capped at COUNT_LIMIT: search_properties answers COUNT_LIMIT + 1 for "more than that". */
function cappedTotal(totalCount: number | null | undefined): { total: number; more: boolean } {
  const n = Number(totalCount ?? 0);
  return n > COUNT_LIMIT ? { total: COUNT_LIMIT, more: true } : { total: n, more: false };
}

/**
 * The first `filters.mostrar` results of a search and the number of matches (counted up to COUNT_LIMIT),
 * from the search_properties SQL function. Fetches in pages of at most 100 rows; the total is counted
 * once, by the first page.
 */
export const searchProperties = cache(async (filters: SearchFilters): Promise<SearchResult> => {
  const items: PropertyCardData[] = [];
  let counted = { total: 0, more: false };
  for (let offset = 0; offset < filters.mostrar; offset += SQL_PAGE_MAX) {
    const limit = Math.min(SQL_PAGE_MAX, filters.mostrar - offset);
    const first = offset === 0;
    const data = await searchRows(
      toRpcFilters(filters, { limit, offset, count: first, ...(first ? { countLimit: COUNT_LIMIT } : {}) }),
    );
    if (first) counted = cappedTotal(data[0]?.total_count);
    items.push(...data.map(toCardData));
    if (data.length < limit) break;
  }
  return { items, ...counted };
});

/** How many listings match the filters, up to COUNT_LIMIT (the live count of the filters dialog). */
export async function countProperties(filters: SearchFilters): Promise<{ total: number; more: boolean }> {
  const data = await searchRows(toRpcFilters(filters, { limit: 1, offset: 0, count: true, countLimit: COUNT_LIMIT }));
  return cappedTotal(data[0]?.total_count);
}
