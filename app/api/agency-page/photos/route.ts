import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { revalidatePath } from 'next/cache';
import { getCurrentProfile } from '@/lib/data/auth';
import { env } from '@/lib/env';
import { createClient } from '@/lib/supabase/server';
import {
  COVER_PHOTO_MAX_BYTES,
  COVER_PHOTO_MAX_SIDE,
  COVER_PHOTO_TYPES,
  MAX_COVER_PHOTOS,
  pageErrorOfHint,
  type PageFormError,
} from '@/lib/validations/agency-page';

/**
 * POST /api/agency-page/photos (multipart, field `file`): a cover photo of the signed-in agency's or broker's
 * page (/minha-pagina, issue #19). The bytes decide (JPEG, PNG or WebP, up to 15 MB, whatever the name or
 * claimed type); the photo is re-encoded as WebP, at most 2000 px on its long side (metadata such as GPS is
 * dropped), and stored under a name the server makes in the user's own folder of the page-photos bucket,
 * with the user's own session, so Storage's policies apply (only the owner writes its folder); then
 * agency_page_set_photos appends it (at most 5, checked in SQL). Answers { photos } or { error: <key> }.
 */
export async function POST(request: Request) {
  const fail = (error: PageFormError, status: number) => Response.json({ error }, { status });
  // A form post from another site never reaches here with the session (SameSite=Lax), and is refused anyway.
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(env.siteUrl).origin && origin !== new URL(request.url).origin) return fail('notAllowed', 403);

  const profile = await getCurrentProfile();
  if (!profile) return fail('notAllowed', 401);
  if (profile.role !== 'corretor' && profile.role !== 'imobiliaria') return fail('notAllowed', 403);

  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > COVER_PHOTO_MAX_BYTES + 64 * 1024) return fail('photoTooLarge', 413);
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof Blob) || file.size === 0) return fail('photoInvalid', 400);
  if (file.size > COVER_PHOTO_MAX_BYTES) return fail('photoTooLarge', 413);

  const supabase = await createClient();
  const { data: row, error: readError } = await supabase.from('profiles').select('page_photos').eq('id', profile.id).single();
  if (readError) return fail('failed', 500);
  const current = row.page_photos ?? [];
  if (current.length >= MAX_COVER_PHOTOS) return fail('tooManyPhotos', 409);

  const bytes = Buffer.from(await file.arrayBuffer());
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (!sniffed || !(COVER_PHOTO_TYPES as readonly string[]).includes(sniffed)) return fail('photoInvalid', 415);

  let webp: Buffer;
  try {
    const { default: sharp } = await import('sharp');
    webp = await sharp(bytes, { limitInputPixels: 80_000_000 })
      .rotate()
      .resize(COVER_PHOTO_MAX_SIDE, COVER_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return fail('photoInvalid', 415);
  }

  const path = `${profile.id}/${randomUUID()}.webp`;
  const bucket = supabase.storage.from('page-photos');
  const { error: uploadError } = await bucket.upload(path, webp, { contentType: 'image/webp', upsert: false });
  if (uploadError) {
    console.error('[agency-page] photo upload failed:', uploadError.message);
    return fail('failed', 500);
  }
  const { data, error } = await supabase.rpc('agency_page_set_photos', { p_paths: [...current, path] });
  if (error) {
    await bucket.remove([path]);
    const mapped = pageErrorOfHint(error.hint);
    if (mapped.key === 'failed') console.error('[agency-page] photo save failed:', error.message);
    return fail(mapped.key as PageFormError, mapped.key === 'failed' ? 500 : 409);
  }
  revalidatePath('/minha-pagina');
  if (profile.slug) revalidatePath(`/${profile.slug}`);
  return Response.json({ photos: data ?? [...current, path] });
}
