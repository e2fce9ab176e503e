import type { MetadataRoute } from 'next';
import { getPublicPageSlugs } from '@/lib/data/agency-page';
import { getSitemapListings } from '@/lib/data/marketing';
import { routing } from '@/lib/i18n/routing';
import { marketingPaths } from '@/lib/marketing/footer-links';
import { languageAlternates, localizedUrl } from '@/lib/marketing/metadata';

/**
 * The entries of sitemap.xml: the public pages in every language, the active listings and every public agency
 * and broker page. Served from the cached copies' tree (app/[locale]/%5Fcached/[v]/sitemap_xml, issue #21):
 * rendered on the first request, kept until a listing or agency-page write expires its tags or
 * SITEMAP_REVALIDATE_SECONDS pass.
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [listings, pages] = await Promise.all([getSitemapListings(15_000), getPublicPageSlugs()]);
  const entry = (href: string, extra: Partial<MetadataRoute.Sitemap[number]> = {}): MetadataRoute.Sitemap =>
    routing.locales.map((locale) => ({
      url: localizedUrl(href, locale),
      alternates: { languages: languageAlternates(href) },
      ...extra,
    }));
  return [
    ...marketingPaths.flatMap((p) => entry(p, { changeFrequency: 'weekly', priority: p === '/' ? 1 : 0.7 })),
    ...entry('/buscar', { changeFrequency: 'daily', priority: 0.9 }),
    ...listings.flatMap((l) => entry(`/imovel/${l.id}`, { lastModified: l.updatedAt, changeFrequency: 'daily', priority: 0.6 })),
    ...pages.flatMap((a) => entry(`/${a.slug}`, { lastModified: a.updatedAt ?? undefined, changeFrequency: 'weekly', priority: 0.5 })),
  ];
}

export const SITEMAP_REVALIDATE_SECONDS = 600;

/** The Cache-Control of sitemap.xml: shared caches keep it as long as Next does, then serve it stale for an hour. */
export const SITEMAP_CACHE_CONTROL = `public, s-maxage=${SITEMAP_REVALIDATE_SECONDS}, stale-while-revalidate=3600`;
