import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { Document } from '@/components/layout/document';
import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { siteConfig } from '@/lib/site';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Only the three locales exist: the proxy routes every page to one of them (an unknown one would be a 404
// from initLocale). Params stay open below it: the cached copies (app/[locale]/%5Fcached/[v]) are made on
// demand, and Next allows that only when no segment above sets `dynamicParams = false` (issue #21).

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const product = siteConfig.name;
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: t('title', { product }), template: t('titleTemplate', { product }) },
    description: t('description', { product }),
    applicationName: product,
    openGraph: { siteName: product, locale: locale.replace('-', '_'), type: 'website' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fcfbf8' },
    { media: '(prefers-color-scheme: dark)', color: '#1a1917' },
  ],
};

/**
 * Every page renders per request: Next puts the nonce of the request's Content-Security-Policy (proxy.ts) on
 * its scripts while rendering, and a page prerendered at build time would carry none — the browser would then
 * refuse all its scripts. (Caching public pages, issue #21, must keep this in mind: a cached page's nonce is
 * everybody's, and a page built ahead has none.)
 */
export default async function LocaleLayout({ children, params }: Props) {
  await connection();
  const locale = await initLocale(params);
  return <Document locale={locale}>{children}</Document>;
}
