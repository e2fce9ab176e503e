import { PageShell, type LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// Search, listing detail and nearby listings: the header, a full-width area (list + map), the footer (with
// the language links: a visitor who lands here from a shared link can switch language, issue #40).
export default async function SearchLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return <PageShell>{children}</PageShell>;
}
