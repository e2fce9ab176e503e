import { AgencyHeader } from '@/components/layout/agency-header';
import { ClientMessages } from '@/components/layout/client-messages';
import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { getCurrentProfile } from '@/lib/data/auth';
import { initLocale } from '@/lib/i18n/server';

// Signed-in screens of clients, owners, brokers — and the screens agencies share with them (/propostas,
// /agendamentos, /clientes, /relatorios), which an agency sees under its own header navigation (spec §2).
// Each page still checks the user (requirePrivateRoute or requireUser). Their forms and dialogs read most client namespaces.
export default async function AccountLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  const profile = await getCurrentProfile();
  return (
    <ClientMessages namespaces="all">
      {profile?.role === 'imobiliaria' ? (
        <PageShell header={<AgencyHeader />} footer={false}>
          {children}
        </PageShell>
      ) : (
        <PageShell>{children}</PageShell>
      )}
    </ClientMessages>
  );
}
