import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// Signed-in screens of clients, owners and brokers. Each page still calls requireUser()/requireRole().
export default async function AccountLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return <PageShell>{children}</PageShell>;
}
