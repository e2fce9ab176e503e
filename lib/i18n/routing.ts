import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './config';

export type { Locale } from './config';

/**
 * pt-BR is the default locale and lives at the root (`/buscar`); English and Spanish are prefixed
 * (`/en/buscar`, `/es/buscar`). The locale comes from the URL only, so `/` is always Portuguese and
 * every page has one stable, indexable address per language.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // No `Link: …; rel="alternate"; hreflang=…` header on the proxy's responses: sitemap.xml lists every public
  // page's language versions and the marketing pages carry them in their <head> (lib/marketing/metadata.ts),
  // while the header went only on the responses the proxy sees — private pages and searches, not the cached
  // copies — and cost ~2 % of the server's time per request (docs/caching.md).
  alternateLinks: false,
});
