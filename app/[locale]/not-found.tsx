import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

// What a page's notFound() renders (e.g. an unknown listing id), inside the locale layout, HTTP 404.
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex flex-1">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
