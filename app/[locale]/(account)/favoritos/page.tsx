import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavoritesList } from '@/components/property/favorites-list';
import { requireUser } from '@/lib/data/auth';
import { getFavoriteProperties } from '@/lib/data/favorites';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'FavoritesPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// My Favourites: signed out → / (spec §6).
export default async function FavoritesPage({ params }: { params: Promise<{ locale: string }> }) {
  await initLocale(params);
  await requireUser({ redirectTo: '/' });
  const [t, favorites] = await Promise.all([getTranslations('FavoritesPage'), getFavoriteProperties()]);
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
      <FavoritesList initial={favorites} />
    </div>
  );
}
