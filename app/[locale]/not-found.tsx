import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

// Any unknown path under a locale (spec §2: 'Oops! Page not found' and a link home), HTTP 404.
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex flex-1">
        <NotFoundContent title={t('title')} description={t('description')} backHome={t('backHome')} />
      </main>
      <SiteFooter />
    </>
  );
}
