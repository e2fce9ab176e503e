import { notFound } from 'next/navigation';
import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { SiteHeader } from '@/components/layout/site-header';
import { isCachedCopy } from '@/lib/cache/public-pages';
import { initLocale } from '@/lib/i18n/server';

/**
 * The cached copies of the public pages (issue #21, docs/caching.md). next.config.ts and proxy.ts rewrite here
 * only a request that carries no personal cookie and no query key the page reads (lib/cache/public-pages.ts,
 * cached-routes.ts), and signed-out searches by their filter set (search-copies.ts); each page below re-exports
 * the public page it copies. `force-static` makes cookies() and headers() empty while they render, so a copy is
 * the signed-out page whoever caused the render; it is kept until a write expires one of its tags
 * (lib/cache/tags.ts) or `revalidate` seconds pass (PAGE_REVALIDATE_SECONDS). Nothing is rendered at build
 * time (no params generated): the first visit renders and stores a page, with the database of the moment.
 */
export const dynamic = 'force-static';
export const revalidate = 60;
// Every copy is made on demand (no segment above may set dynamicParams = false).
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function CachedPublicLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  if (!(await isCachedCopy(params))) notFound();
  // The header's account area and bell are read by the browser (GET /api/me): a copy is rendered for nobody.
  return <PageShell header={<SiteHeader browserAccount />}>{children}</PageShell>;
}
