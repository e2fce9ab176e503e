import 'server-only';
import sharp from 'sharp';
import phash from 'sharp-phash';

/**
 * The perceptual hash of a listing photo (issue #34, "fotos de outro imóvel"): sharp-phash's 64-bit DCT hash
 * of each colour channel (red, green, blue), 192 bits as 48 hex digits. A greyscale hash alone cannot tell
 * apart two façades drawn alike in different colours (distance 4 of 64 between two seed photos); per channel
 * the closest two different seed photos are 28 bits apart, while a re-encoded, resized or lightly cropped
 * copy (up to 1.5 % off each side) stays within 21 — tests/integration/trust/photo-hash.test.ts.
 * SQL compares hashes with `bit_count(a # b) <= 22` (private.trust_photo_match_max()). A flat picture (one
 * colour) gets no hash: it shows no home to compare.
 */
export const PHOTO_HASH_MATCH_MAX = 22;

/**
 * Below this standard deviation (0–255) in every channel an image is flat — a blank or one-colour picture —
 * and has no perceptual content: its DCT hash is noise, and any two such pictures would "match". No hash.
 */
export const PHOTO_FLAT_STDEV = 4;

export async function photoHash(bytes: Uint8Array | Buffer): Promise<string | null> {
  const base = sharp(bytes).rotate().removeAlpha().resize(128, 128, { fit: 'fill' });
  const { channels } = await base.clone().stats();
  if (channels.every((c) => c.stdev < PHOTO_FLAT_STDEV)) return null;
  let bits = '';
  for (const channel of [0, 1, 2] as const) {
    bits += await phash(await base.clone().extractChannel(channel).png().toBuffer());
  }
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

export function hashDistance(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    let x = parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16);
    while (x) {
      n += x & 1;
      x >>= 1;
    }
  }
  return n;
}

/**
 * Hashes an uploaded photo and stores the hash with the service role (listing_photo_hash_set): the user's
 * token cannot write a hash of its choosing. A live listing whose new photo matches another listing side's
 * photo goes to 'Em análise' (trigger listing_photo_trust).
 */
export async function recordPhotoHash(photoId: number, bytes: Uint8Array): Promise<void> {
  const { createAdminClient } = await import('@/lib/supabase/admin');
  const hash = await photoHash(bytes);
  if (!hash) return;
  const { error } = await createAdminClient().rpc('listing_photo_hash_set', { p_photo_id: photoId, p_hash: hash });
  if (error) throw new Error(error.message);
}
