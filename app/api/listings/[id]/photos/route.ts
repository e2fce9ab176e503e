import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { NextResponse, type NextRequest } from 'next/server';
import { uploadListingPhoto } from '@/lib/listings/photo-upload';
import { parseListingId } from '@/lib/security/listing-photo';
import { recordPhotoHash } from '@/lib/trust/photo-hash';

/**
 * POST /api/listings/{id}/photos (multipart: `file`, optional `alt`): one photo of the listing, already
 * resized by the wizard. The bytes must be a JPEG, PNG or WebP whatever the name says; the object is written
 * with the signed-in user's client, so the bucket's policies decide who may write under `<id>/`, and
 * listing_photo_add records it (and refuses the 31st). The wizard sends it with XMLHttpRequest for the
 * upload progress. Answers `{ ok: true, photo }` or `{ ok: false, error }` with a ListingEditor.photos.errors key.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const result = await uploadListingPhoto({
    listingId: parseListingId(raw),
    origin: request.headers.get('origin'),
    requestOrigin: request.nextUrl.origin,
    contentLength: Number(request.headers.get('content-length') ?? '0'),
    readForm: () => request.formData(),
    sniff: async (bytes) => (await fileTypeFromBuffer(bytes))?.mime,
    newName: randomUUID,
    recordHash: recordPhotoHash,
  });
  return NextResponse.json(result.body, { status: result.status, headers: { 'Cache-Control': 'private, no-store' } });
}
