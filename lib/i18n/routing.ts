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
});
