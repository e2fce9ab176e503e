import { ClientMessages } from '@/components/layout/client-messages';
import type { LocaleLayoutProps } from '@/components/layout/page-shell';
import { initLocale } from '@/lib/i18n/server';

// As app/[locale]/(public)/layout.tsx: the agency page's error state's messages (the frame comes from ../layout.tsx).
// The locale is set here too: a layout renders apart from its page, and without it next-intl read the messages of
// the default locale (no request header on a copy), so /en/{slug} and /es/{slug} came out in Portuguese.
export default async function CachedAgencyPageLayout({ children, params }: LocaleLayoutProps) {
  await initLocale(params);
  return <ClientMessages namespaces={['AgencyPageError']}>{children}</ClientMessages>;
}
