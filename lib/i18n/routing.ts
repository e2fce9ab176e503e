import { defineRouting } from 'next-intl/routing';

/**
 * pt-BR is the default locale and lives at the root (`/buscar`); English and Spanish are prefixed
 * (`/en/buscar`, `/es/buscar`). The locale comes from the URL only, so `/` is always Portuguese and
 * every page has one stable, indexable address per language.
 */
export const routing = defineRouting({
  locales: ['pt-BR', 'en', 'es'],
  defaultLocale: 'pt-BR',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];
