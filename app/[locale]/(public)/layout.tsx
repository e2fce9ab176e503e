import { ClientMessages } from '@/components/layout/client-messages';
import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// The public pages of agencies and brokers (/{slug}): the site's header and footer around them.
export default async function PublicPageLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return (
    <ClientMessages namespaces={['AgencyPage']}>
      <PageShell>{children}</PageShell>
    </ClientMessages>
  );
}
