import { env } from '@/lib/env';
import { propertyImageStorageUrl } from '@/lib/search/storage-url';
import { isPropertyImageName, PROPERTY_IMAGES_PUBLIC_PATH } from '@/lib/search/types';

/**
 * A listing photo at /fotos/<object name>: the object of the public property-images bucket, streamed from
 * Supabase Storage with its type and caching headers. next/image is given this same-origin path (see
 * propertyImageUrl) and fetches it through here when it first resizes a photo; browsers get the resized
 * copies from /_next/image.
 *
 * Only an object name of the bucket is fetched (isPropertyImageName: '<listing id>/<file>.<image ext>' or
 * 'seed/<file>.<image ext>'): Next decodes each segment once, so '%2F', '%5C' or '%2e%2e' arrive as
 * slashes, backslashes and dots that would otherwise be joined into the upstream URL and normalised away
 * (up to the mailbox on the local stack). The built URL must still be on the Supabase host, under the
 * bucket's public path; redirects are not followed. Anything else is a 404 and no request leaves.
 */
const BUCKET_URL = new URL(PROPERTY_IMAGES_PUBLIC_PATH.slice(1), `${env.supabaseUrl}/`);
/** The bucket's allowed_mime_types: anything else the upstream answers is not passed on. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const name = path.join('/');
  if (!isPropertyImageName(name)) return notFound();
  const url = new URL(propertyImageStorageUrl(name));
  if (url.origin !== BUCKET_URL.origin || !url.pathname.startsWith(BUCKET_URL.pathname) || url.search || url.hash) {
    return notFound();
  }

  const upstream = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!upstream) return new Response(null, { status: 502 });
  if (upstream.status !== 200 || !upstream.body) return upstream.status >= 500 ? new Response(null, { status: 502 }) : notFound();
  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!IMAGE_TYPES.has(type)) {
    await upstream.body.cancel().catch(() => {});
    return notFound();
  }

  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  return new Response(upstream.body, { headers });
}

function notFound() {
  return new Response(null, { status: 404 });
}
