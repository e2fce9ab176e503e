import { revalidateTag, unstable_cache } from 'next/cache';
import { forgetSearchResults } from '@/lib/search/data';

/**
 * The one map of cache tags of the public pages (issue #21, docs/caching.md): which tags a cached page
 * carries, and which tags each kind of write expires. A write calls `expirePublic(event)`; the pages that
 * carry one of its tags render again on their next request (Next's `revalidateTag(tag, { expire: 0 })`: no
 * stale copy is served after the write, so an edited price shows on the next load).
 *
 *  page (cached copy, lib/cache/public-pages.ts)      tags
 *  /imovel/{id}                                        listing:{id}
 *  /  (featured listings, partner agencies)            listings, agencies
 *  /{slug}  (an agency's or broker's page)            agency-page:{slug}, listings
 *  /imoveis-proximos/{slug}                            agency-page:{slug}
 *  marketing pages (no data from the database)         — (time only)
 *
 *  write                                               expires
 *  listing saved/published/paused/reactivated/closed/
 *  renewed/deleted/assigned, photos added/reordered/
 *  removed, partner accepted                           listing:{id}, listings
 *  offer accepted/withdrawn, deal closed/undone        listing:{id}, listings
 *  agency page edited (details, photos, slug)          agency-page:{old slug}, agency-page:{new slug}, agencies
 *
 * /buscar keeps its own short per-filter result cache (lib/search/data.ts): a listing write drops it here too.
 */

export const LISTINGS_TAG = 'listings';
export const AGENCIES_TAG = 'agencies';
export const listingTag = (id: number) => `listing:${id}`;
export const agencyPageTag = (slug: string) => `agency-page:${slug}`;

export type PublicWrite =
  | { kind: 'listing'; id?: number | null }
  | { kind: 'agency-page'; slugs: readonly (string | null | undefined)[] };

/** The tags a write expires. */
export function tagsForWrite(write: PublicWrite): string[] {
  switch (write.kind) {
    case 'listing':
      return write.id && Number.isSafeInteger(write.id) && write.id > 0 ? [listingTag(write.id), LISTINGS_TAG] : [LISTINGS_TAG];
    case 'agency-page': {
      const slugs = [...new Set(write.slugs.filter((s): s is string => !!s))];
      return [...slugs.map(agencyPageTag), AGENCIES_TAG];
    }
  }
}

/** Expires the cached public pages a write changed (from a server action or a route handler). */
export function expirePublic(write: PublicWrite): void {
  if (write.kind === 'listing') forgetSearchResults();
  for (const tag of tagsForWrite(write)) revalidateTag(tag, { expire: 0 });
}

/**
 * Puts `tags` on the page being rendered (a cached copy): a tiny cached value whose tags Next adds to the
 * page's own, so `revalidateTag` of any of them expires the page too.
 */
export async function tagPage(...tags: string[]): Promise<void> {
  await unstable_cache(async () => true, ['page-tags', ...tags], { tags })();
}
