import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { BACKGROUND_COLOR, localeOfReferer, THEME_COLOR } from '@/components/pwa/pwa-texts';
import { siteConfig } from '@/lib/site';

/**
 * The web app manifest (/manifest.webmanifest, issue #37): what makes Lar installable — its name, the icons
 * made from the logo by scripts/build/icons.mjs, standalone display from `/`. The description speaks the
 * language of the page that links it (its Referer), Portuguese otherwise.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const h = await headers();
  const locale = localeOfReferer(h.get('referer'), h.get('host'));
  const t = await getTranslations({ locale, namespace: 'Pwa' });
  return {
    id: '/',
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: t('description', { product: siteConfig.name }),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
