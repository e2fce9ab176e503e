import './globals.css';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Document } from '@/components/layout/document';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { logNotFound } from '@/lib/not-found';
import { siteConfig } from '@/lib/site';

/**
 * Every URL no route matches (the proxy rewrites `/xyz` to `/pt-BR/xyz` and `/en/xyz` stays as is, which
 * match nothing) renders here with HTTP 404, in the locale the proxy resolved. It is its own document
 * (Next's global-not-found), outside every layout; a notFound() thrown by a page renders
 * app/[locale]/not-found.tsx inside the locale layout instead.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: `${t('title')} | ${siteConfig.name}`, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const [locale] = await Promise.all([getLocale(), logNotFound()]);
  return (
    <Document locale={locale}>
      <SiteHeader />
      <main id="conteudo" className="flex flex-1">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </Document>
  );
}
