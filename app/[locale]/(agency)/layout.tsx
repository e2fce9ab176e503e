import { SiteHeader } from '@/components/layout/site-header';
import { initLocale } from '@/lib/i18n/server';

// Agency screens (dashboard, listings, brokers, proposals, billing). The agency header navigation of the
// spec replaces SiteHeader here when those screens are built. Each page calls requireRole('imobiliaria').
export default async function AgencyLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await initLocale(params);
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex flex-1 flex-col">
        {children}
      </main>
    </>
  );
}
