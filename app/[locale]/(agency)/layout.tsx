import { AgencyHeader } from '@/components/layout/agency-header';
import { initLocale } from '@/lib/i18n/server';

// Agency screens (dashboard, listings, brokers, proposals, billing) under the agency header navigation of
// the spec (§2). Each page calls requireRole('imobiliaria').
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
      <AgencyHeader />
      <main id="conteudo" className="flex flex-1 flex-col">
        {children}
      </main>
    </>
  );
}
