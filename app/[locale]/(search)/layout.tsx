import { SiteHeader } from '@/components/layout/site-header';
import { initLocale } from '@/lib/i18n/server';

// Search, listing detail and nearby listings: the header, then a full-width area (list + map).
export default async function SearchLayout({
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
