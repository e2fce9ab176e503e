import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { isCachedCopy } from '@/lib/cache/public-pages';
import { SITEMAP_CACHE_CONTROL, sitemapEntries } from '@/lib/cache/sitemap';
import { AGENCIES_TAG, LISTINGS_TAG, tagPage } from '@/lib/cache/tags';

/**
 * /sitemap.xml (proxy.ts rewrites it here; issue #21, docs/caching.md): rendered on its first request and served
 * from Next's cache until a listing or agency-page write expires its tags or 10 minutes pass
 * (SITEMAP_REVALIDATE_SECONDS) — not per request, and not at build time (the database may not run then). The
 * XML is Next's own serialisation of a `MetadataRoute.Sitemap` (what app/sitemap.ts would produce).
 */
export const dynamic = 'force-static';
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; v: string }> }) {
  if (!(await isCachedCopy(params))) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  await tagPage(LISTINGS_TAG, AGENCIES_TAG);
  return new Response(resolveSitemap(await sitemapEntries()), {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}
