import 'server-only';
import { revalidatePath } from 'next/cache';
import { env } from '@/lib/env';
import { expirePublic } from '@/lib/cache/tags';
import { createClient } from '@/lib/supabase/server';
import {
  isListingPhotoMime,
  LISTING_PHOTO_ALT_MAX,
  LISTING_PHOTO_UPLOAD_MAX_BYTES,
  listingPhotoObjectPath,
} from '@/lib/security/listing-photo';

/** Catalogue keys (ListingEditor.photos.errors) the upload route answers with. */
export type PhotoUploadError =
  | 'signed_out'
  | 'not_found'
  | 'forbidden'
  | 'too_large'
  | 'not_image'
  | 'too_many'
  | 'failed';

export interface UploadedPhoto {
  id: number;
  path: string;
}

type Result =
  | { status: 200; body: { ok: true; photo: UploadedPhoto } }
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500; body: { ok: false; error: PhotoUploadError } };

const fail = (status: Exclude<Result['status'], 200>, error: PhotoUploadError): Result => ({ status, body: { ok: false, error } });

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

function sameSite(origin: string | null, requestOrigin: string): boolean {
  if (!origin) return true; // Same-origin XHR from older browsers; the session cookie is SameSite=Lax anyway.
  try {
    const o = new URL(origin).origin;
    return o === requestOrigin || o === new URL(env.siteUrl).origin;
  } catch {
    return false;
  }
}

/**
 * One photo into the listing's folder, then its row through listing_photo_add. Every check before the write
 * (session, id, origin, size, sniffed type) answers without touching Storage; a refused write (not the
 * listing side: the bucket's policy) is 403; when the row cannot be added (31st photo, listing gone) the
 * object just written is removed, so nothing is left behind.
 */
export async function uploadListingPhoto(input: {
  listingId: number | null;
  origin: string | null;
  requestOrigin: string;
  contentLength: number;
  readForm: () => Promise<FormData>;
  sniff: (bytes: Uint8Array) => Promise<string | undefined>;
  newName: () => string;
  /** Stores the photo's perceptual hash (issue #34: lib/trust/photo-hash.ts); a failure is logged, not fatal. */
  recordHash?: (photoId: number, bytes: Uint8Array) => Promise<void>;
}): Promise<Result> {
  if (!sameSite(input.origin, input.requestOrigin)) return fail(403, 'forbidden');
  const supabase = await createClient();
  const { data: claims } = await supabase.auth.getClaims();
  if (!claims?.claims?.sub) return fail(401, 'signed_out');
  if (input.listingId == null) return fail(404, 'not_found');
  if (input.contentLength > LISTING_PHOTO_UPLOAD_MAX_BYTES + ENVELOPE_BYTES) return fail(413, 'too_large');

  let form: FormData;
  try {
    form = await input.readForm();
  } catch {
    return fail(400, 'not_image');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return fail(400, 'not_image');
  if (file.size > LISTING_PHOTO_UPLOAD_MAX_BYTES) return fail(413, 'too_large');
  const altRaw = form.get('alt');
  const alt = typeof altRaw === 'string' ? altRaw.trim().slice(0, LISTING_PHOTO_ALT_MAX) : '';

  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = await input.sniff(bytes);
  if (!isListingPhotoMime(mime)) return fail(415, 'not_image');

  const path = listingPhotoObjectPath(input.listingId, mime, input.newName());
  const bucket = supabase.storage.from('property-images');
  const { error: uploadError } = await bucket.upload(path, bytes, { contentType: mime, upsert: false });
  if (uploadError) {
    // The bucket's policy refuses anyone but the listing side (and an unknown listing).
    const status = 'statusCode' in uploadError ? String(uploadError.statusCode) : '';
    if (status === '403' || status === '400' || /row-level security|unauthorized|not allowed/i.test(uploadError.message)) {
      return fail(404, 'not_found');
    }
    console.error('[listing-photo] upload failed:', uploadError.message);
    return fail(500, 'failed');
  }

  const { data: photoId, error } = await supabase.rpc('listing_photo_add', {
    p_id: input.listingId,
    p_path: path,
    ...(alt ? { p_alt: alt } : {}),
  });
  if (error || typeof photoId !== 'number') {
    await bucket.remove([path]);
    if (error?.hint === 'photo_limit') return fail(409, 'too_many');
    if (error?.code === '42501') return fail(404, 'not_found');
    console.error('[listing-photo] listing_photo_add failed:', error?.message);
    return fail(500, 'failed');
  }
  if (input.recordHash) {
    try {
      await input.recordHash(photoId, bytes);
    } catch (e) {
      console.error('[listing-photo] photo hash not stored:', e instanceof Error ? e.message : e);
    }
  }
  // A first photo is a live listing's cover on its card: its page and search show it at once.
  expirePublic({ kind: 'listing', id: input.listingId });
  revalidatePath('/[locale]/(search)/imovel/[id]', 'page');
  revalidatePath('/[locale]/(search)/buscar', 'page');
  return { status: 200, body: { ok: true, photo: { id: photoId, path } } };
}
