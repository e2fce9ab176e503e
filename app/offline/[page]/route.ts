import { getTranslations } from 'next-intl/server';
import { offlineHtml, offlinePath } from '@/components/pwa/offline-html';
import { offlineTexts } from '@/components/pwa/pwa-texts';
import { locales } from '@/lib/i18n/config';

/**
 * /offline/{locale}.html: the page public/sw.js caches when it installs and shows when a navigation fails for
 * lack of network (issue #37). Built once per locale at build time; the same for everyone (no cookie read).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ page: offlinePath(locale).split('/').pop()! }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  const locale = locales.find((l) => offlinePath(l) === `/offline/${page}`);
  if (!locale) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const t = await getTranslations({ locale, namespace: 'Pwa.offline' });
  return new Response(offlineHtml(locale, offlineTexts(t)), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Robots-Tag': 'noindex',
    },
  });
}
