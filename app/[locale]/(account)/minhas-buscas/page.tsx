import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedSearchList } from '@/components/saved-searches/saved-search-list';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getSavedSearches } from '@/lib/data/saved-searches';
import { initLocale } from '@/lib/i18n/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'SavedSearches' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /minhas-buscas (issue #22): the saved searches with their new matches; open, rename, frequency, pause, delete. */
export default async function SavedSearchesPage({ params, searchParams }: Props) {
  await initLocale(params);
  await requirePrivateRoute('/minhas-buscas');
  // The alert notification's link (?id=N) highlights that search.
  const raw = (await searchParams).id;
  const highlight = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const [t, searches] = await Promise.all([getTranslations('SavedSearches'), getSavedSearches()]);
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      {searches ? (
        <SavedSearchList initial={searches} highlight={highlight} />
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive">
          {t('loadError')}
        </p>
      )}
    </div>
  );
}
