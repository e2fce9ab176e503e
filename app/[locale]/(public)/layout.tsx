import { ClientMessages } from '@/components/layout/client-messages';
import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// The public pages of agencies and brokers (/{slug}): the site's header and footer around them, and the strings of
// the page's error state (its only client copy beyond the base set: the owner's editors are on /minha-pagina).
export default async function PublicPageLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return (
    <ClientMessages namespaces={['AgencyPageError']}>
      <PageShell>{children}</PageShell>
    </ClientMessages>
  );
}
