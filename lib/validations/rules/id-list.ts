import { parseListingId } from '@/lib/security/listing-photo';

/** The most listing ids one favourites read (GET /api/favoritos/ids) may ask about: a page shows at most 24 cards. */
export const MAX_FAVORITE_IDS = 48;

/**
 * The `ids` query of GET /api/favoritos/ids: comma-separated listing ids (positive integers), 1 to
 * MAX_FAVORITE_IDS of them, duplicates merged. Anything else — empty, a non-digit, zero, too many — is null
 * (the route answers 400).
 */
export function parseIdList(raw: string | null): number[] | null {
  if (!raw) return null;
  const parts = raw.split(',');
  if (parts.length > MAX_FAVORITE_IDS) return null;
  const ids = new Set<number>();
  for (const part of parts) {
    const id = parseListingId(part);
    if (!id) return null;
    ids.add(id);
  }
  return [...ids];
}
