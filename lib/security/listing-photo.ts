/**
 * Listing photos (issue #18): what the wizard accepts before resizing, what the upload route
 * (app/api/listings/[id]/photos/route.ts) accepts after it, and where a photo is stored. As for avatars
 * (lib/security/avatar.ts), the bytes decide the type — the route sniffs them with `file-type` — never the
 * name or the type the browser claims. Zod-free, shared by the browser and the route.
 */

/** The types a photo may have, with the extension its object gets. */
export const LISTING_PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ListingPhotoMime = keyof typeof LISTING_PHOTO_TYPES;

/** An original photo as picked (before the browser resizes it): at most 15 MB. */
export const LISTING_PHOTO_ORIGINAL_MAX_BYTES = 15 * 1024 * 1024;
/** What the route accepts: a resized photo, within the property-images bucket's limit (10 MB). */
export const LISTING_PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The longest side of a stored photo, in pixels. */
export const LISTING_PHOTO_MAX_SIDE = 2560;
/** Photos per listing (listing_photo_add enforces it in SQL too). */
export const LISTING_PHOTO_MAX_COUNT = 30;
/** Alt text of one photo. */
export const LISTING_PHOTO_ALT_MAX = 300;

export function isListingPhotoMime(mime: string | undefined | null): mime is ListingPhotoMime {
  return typeof mime === 'string' && Object.hasOwn(LISTING_PHOTO_TYPES, mime);
}

/** Why a picked file is refused before any upload, or null when it may go on (catalogue keys of ListingEditor.photos.errors). */
export type PhotoPickError = 'type' | 'size' | 'count';

/**
 * The browser's first look at a picked file: its declared type (the route checks the bytes later), its size
 * as picked, and whether there is room for it among the listing's `count` photos so far.
 */
export function checkPickedPhoto(file: { type: string; size: number }, count: number): PhotoPickError | null {
  if (count >= LISTING_PHOTO_MAX_COUNT) return 'count';
  if (!isListingPhotoMime(file.type)) return 'type';
  if (file.size <= 0 || file.size > LISTING_PHOTO_ORIGINAL_MAX_BYTES) return 'size';
  return null;
}

/** The object name of a new photo: always in the listing's folder, named by the server. */
export function listingPhotoObjectPath(listingId: number, mime: ListingPhotoMime, uuid: string): string {
  return `${listingId}/${uuid}.${LISTING_PHOTO_TYPES[mime]}`;
}

/** A listing id from a URL segment: 1–15 digits, a positive safe integer; else null. */
export function parseListingId(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
