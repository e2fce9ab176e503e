import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// Sign-in, sign-up and password recovery pages.
export default async function AuthLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return <PageShell>{children}</PageShell>;
}
