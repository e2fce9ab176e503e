import { ClientMessages } from '@/components/layout/client-messages';
import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// Sign-in, sign-up and password recovery pages.
export default async function AuthLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return (
    <ClientMessages namespaces="all">
      <PageShell>{children}</PageShell>
    </ClientMessages>
  );
}
