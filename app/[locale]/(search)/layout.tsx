import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// Search, listing detail and nearby listings: the header, then a full-width area (list + map).
export default async function SearchLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return <PageShell footer={false}>{children}</PageShell>;
}
