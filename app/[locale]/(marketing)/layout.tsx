import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// Public pages: home, landing pages, about, support.
export default async function MarketingLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return <PageShell>{children}</PageShell>;
}
