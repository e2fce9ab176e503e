'use client';

import type { PhotoUploadError, UploadedPhoto } from '@/lib/listings/photo-upload';
import { LISTING_PHOTO_MAX_SIDE, LISTING_PHOTO_UPLOAD_MAX_BYTES } from '@/lib/security/listing-photo';

/** What a photo's upload can end in, besides a stored photo. */
export type UploadFailure = PhotoUploadError | 'resize';

let webpSupport: boolean | null = null;
/** Whether this browser's canvas encodes WebP (Safari before 17 does not: JPEG then). */
function canEncodeWebp(): boolean {
  if (webpSupport == null) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpSupport;
}

/**
 * The picked photo resized (long side ≤ 2560 px) and re-encoded as WebP (JPEG where WebP cannot be encoded)
 * by browser-image-compression, on the page's thread: its worker would load the library from a CDN, which the
 * CSP and an offline machine refuse. Re-encoding drops the EXIF block, so no GPS position leaves the device.
 * Throws when the file is not a picture the browser can decode (a text file named .jpg).
 */
export async function resizePhoto(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const fileType = canEncodeWebp() ? 'image/webp' : 'image/jpeg';
  const resized = await imageCompression(file, {
    maxWidthOrHeight: LISTING_PHOTO_MAX_SIDE,
    maxSizeMB: (LISTING_PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024) * 0.8,
    useWebWorker: false,
    fileType,
    initialQuality: 0.85,
    preserveExif: false,
  });
  const ext = fileType === 'image/webp' ? 'webp' : 'jpg';
  return new File([resized], `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.${ext}`, { type: fileType });
}

/**
 * Sends one photo to POST /api/listings/{id}/photos with XMLHttpRequest, whose upload events give the
 * progress (fetch has none for request bodies). Resolves with the stored photo or the route's error key.
 */
export function sendPhoto(
  listingId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ ok: true; photo: UploadedPhoto } | { ok: false; error: UploadFailure }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/listings/${listingId}/photos`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { ok?: boolean; photo?: UploadedPhoto; error?: PhotoUploadError } | null;
      if (xhr.status === 200 && body?.ok && body.photo) resolve({ ok: true, photo: body.photo });
      else resolve({ ok: false, error: body?.error ?? 'failed' });
    };
    xhr.onerror = () => resolve({ ok: false, error: 'failed' });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
