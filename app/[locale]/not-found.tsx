import { HomeLogoLink } from '@/components/layout/home-logo-link';
import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * What a page's notFound() renders (e.g. an unknown listing id), inside the locale layout, HTTP 404.
 *
 * Only the wordmark above the message, not the site header and footer: Next renders this boundary into
 * the RSC payload of every page under the locale layout, whether or not it is shown, so with the full
 * header and footer each request rendered them (and read the session) twice and every page's HTML carried
 * ~17 KB of them again (docs/page-performance.md). URLs no route matches get the full 404 document
 * (app/global-not-found.tsx).
 */
export default function NotFound() {
  return (
    <>
      <header className="border-b bg-background">
        <div className="page-container flex h-16 items-center">
          <HomeLogoLink />
        </div>
      </header>
      <main id="conteudo" className="flex flex-1">
        <NotFoundContent />
      </main>
    </>
  );
}
