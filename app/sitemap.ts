import type { MetadataRoute } from 'next';
import { getPublicPageSlugs } from '@/lib/data/agency-page';
import { getSitemapListings } from '@/lib/data/marketing';
import { routing } from '@/lib/i18n/routing';
import { marketingPaths } from '@/lib/marketing/footer-links';
import { languageAlternates, localizedUrl } from '@/lib/marketing/metadata';

// Listings change all the time: build the sitemap per request (cached by crawlers, not by us).
export const dynamic = 'force-dynamic';

/** sitemap.xml: the public pages in every language, the active listings and every public agency and broker page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
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
