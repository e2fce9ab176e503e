import { defaultLocale, locales, type Locale } from '@/lib/i18n/config';

/** The design's colours (DESIGN.md, app/globals.css, app/icon.svg): the teal-green primary, the warm near-white. */
export const THEME_COLOR = '#006552';
export const BACKGROUND_COLOR = '#fcfbf8';

/** The offline page's sentences (messages/<locale>/pwa.json → Pwa.offline). */
export type OfflineTexts = { documentTitle: string; title: string; body: string; retry: string };

/** Reads them from the catalogue (`t` is getTranslations({ locale, namespace: 'Pwa.offline' })). */
export function offlineTexts(t: (key: keyof OfflineTexts) => string): OfflineTexts {
  return { documentTitle: t('documentTitle'), title: t('title'), body: t('body'), retry: t('retry') };
}

/** The locale of a path of the site: `/en/…` English, `/es/…` Spanish, anything else Portuguese. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return (locales as readonly string[]).includes(first) && first !== defaultLocale ? (first as Locale) : defaultLocale;
}

/**
 * The locale a request for the manifest speaks: the page that links it (the Referer's path, when it is on the
 * host the manifest was asked from), else Portuguese. The site's locale comes from the URL only
 * (lib/i18n/routing.ts), so Accept-Language is not consulted.
 */
export function localeOfReferer(referer: string | null, host: string | null): Locale {
  if (!referer || !host) return defaultLocale;
  try {
    const url = new URL(referer);
    return url.host === host ? localeOfPath(url.pathname) : defaultLocale;
  } catch {
    return defaultLocale;
  }
}
