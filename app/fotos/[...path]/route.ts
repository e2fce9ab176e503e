import { propertyImageStorageUrl } from '@/lib/search/types';

/**
 * A listing photo at /fotos/<object name>: the object of the public property-images bucket, streamed from
 * Supabase Storage with its type and caching headers. next/image is given this same-origin path (see
 * propertyImageUrl) and fetches it through here when it first resizes a photo; browsers get the resized
 * copies from /_next/image.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.some((segment) => !segment || segment === '.' || segment === '..')) return notFound();

  const upstream = await fetch(propertyImageStorageUrl(path.join('/')), { signal: AbortSignal.timeout(10_000) }).catch(
    () => null,
  );
  if (!upstream) return new Response(null, { status: 502 });
  if (!upstream.ok || !upstream.body) return upstream.status >= 500 ? new Response(null, { status: 502 }) : notFound();

  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { headers });
}

function notFound() {
  return new Response(null, { status: 404 });
}
