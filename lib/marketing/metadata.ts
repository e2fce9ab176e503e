import type { Metadata } from 'next';
import { marketingContent } from '@/content';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site';
import { absoluteUrl } from '@/lib/utils';

export type MarketingPageKey = keyof ReturnType<typeof marketingContent>['meta'];

/** The address of `href` in `locale` (pt-BR at the root, others prefixed), absolute on the site origin. */
export function localizedUrl(href: string, locale: Locale): string {
  return absoluteUrl(env.siteUrl, getPathname({ href, locale }));
}

/** hreflang alternates of `href`: one per locale plus x-default (Portuguese). */
export function languageAlternates(href: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = localizedUrl(href, locale);
  languages['x-default'] = localizedUrl(href, routing.defaultLocale);
  return languages;
}

/** Title, description, canonical, hreflang and Open Graph of a marketing page. */
export function marketingMetadata(locale: Locale, key: MarketingPageKey, href: string): Metadata {
  const meta = marketingContent(locale).meta[key];
  const url = localizedUrl(href, locale);
  return {
    title: key === 'home' ? { absolute: `${siteConfig.name} — ${meta.title}` } : meta.title,
    description: meta.description,
    alternates: { canonical: url, languages: languageAlternates(href) },
    openGraph: {
      type: 'website',
      url,
      title: meta.title,
      description: meta.description,
      locale: locale.replace('-', '_'),
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => l.replace('-', '_')),
    },
    twitter: { card: 'summary', title: meta.title, description: meta.description },
  };
}
