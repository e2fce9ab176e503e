/**
 * Shared copies of /buscar per normalised filter set (issue #21, docs/caching.md "Search results from the cache").
 *
 * A signed-out search is the same page for everybody who asks for the same filters, whatever order or spelling
 * their URL has: `parseSearchParams` then `searchHref` give one canonical query string per filter set. proxy.ts
 * rewrites such a request to `/{locale}/_cached/v1/buscar/{key}` (the key: that query string, `-` for no
 * filter), a copy rendered once and kept SEARCH_REVALIDATE_SECONDS or until a listing write expires the
 * `listings` tag. A signed-in search (favourites, 'Salvar busca') stays rendered per request.
 */
import { parseSearchParams } from '@/lib/search/parse';
import { searchHref } from '@/lib/search/params';

/** The search page's address (without the locale). */
export const SEARCH_PATH = '/buscar';

/** Seconds a search copy is served before it is rendered again (the results' own cache is as short). */
export const SEARCH_REVALIDATE_SECONDS = 10;

/** A search copy's Cache-Control: a CDN keeps it as long as Next does, then may serve it stale for a minute. */
export const SEARCH_CACHE_CONTROL = `public, s-maxage=${SEARCH_REVALIDATE_SECONDS}, stale-while-revalidate=60`;

/** Longer filter sets (a drawn area of many corners) are rendered per request: no copy for each of them. */
export const SEARCH_KEY_MAX_LENGTH = 400;

const NO_FILTERS = '-';

/** The copy's key of a search URL's query string (`?cidade=curitiba&…`), or null when it gets no copy. */
export function searchCopyKey(search: string): string | null {
  const filters = parseSearchParams(new URLSearchParams(search));
  const query = searchHref(filters).slice(SEARCH_PATH.length + 1);
  if (query.length > SEARCH_KEY_MAX_LENGTH) return null;
  // Only when the key says all the page shows: a link whose drawn area could not be used (`areaError`: the page
  // says why) has no such key, and is rendered per request.
  if (JSON.stringify(parseSearchParams(new URLSearchParams(query))) !== JSON.stringify(filters)) return null;
  return query || NO_FILTERS;
}

/**
 * The filters of a copy's key, as the query a search page reads — null for anything but a canonical key
 * (searchCopyKey of its own query), so no other address can make a copy.
 */
export function searchOfCopyKey(key: string): Record<string, string> | null {
  if (key.length > SEARCH_KEY_MAX_LENGTH + 1) return null;
  const query = key === NO_FILTERS ? '' : key;
  if (searchCopyKey(query ? `?${query}` : '') !== key) return null;
  return Object.fromEntries(new URLSearchParams(query));
}

/** The copy's path (under cachedCopyPath) of a search key. */
export function searchCopyRoute(key: string): string {
  return `${SEARCH_PATH}/${encodeURIComponent(key)}`;
}
