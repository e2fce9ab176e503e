import { AgencyHeader } from '@/components/layout/agency-header';
import { ClientMessages } from '@/components/layout/client-messages';
import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// Agency screens (dashboard, listings, brokers, proposals, billing) under the agency header navigation of
// the spec (§2). Each page checks its entry of lib/security/private-routes.ts (requirePrivateRoute).
export default async function AgencyLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return (
    <ClientMessages namespaces="all">
      <PageShell header={<AgencyHeader />} footer={false}>
        {children}
      </PageShell>
    </ClientMessages>
  );
}
