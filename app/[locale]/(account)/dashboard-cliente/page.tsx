import type { Metadata } from 'next';
import { CalendarDaysIcon, FileTextIcon, HeartIcon, SearchIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { EmptyState, HomeHeading, HomeSection, ShortcutGrid } from '@/components/dashboard/home-parts';
import { PropertyCard } from '@/components/property/property-card';
import { SavedSearchesShortcut } from '@/components/saved-searches/saved-searches-shortcut';
import { Button } from '@/components/ui/button';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getClientHome } from '@/lib/data/dashboard';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { displayFirstName } from '@/lib/utils';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Dashboards' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The cliente home: greeting, four shortcuts with live counts, featured listings (client_home()). */
export default async function DashboardClientePage({ params }: Props) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/dashboard-cliente');
  const [t, td, home] = await Promise.all([getTranslations('ClientHome'), getTranslations('Dashboards'), getClientHome()]);
  const name = displayFirstName(profile.name, profile.email);

  return (
    <div className="page-container flex flex-col gap-8 py-8 sm:py-12">
      <HomeHeading title={name ? t('titleWithName', { name }) : t('title')} intro={t('intro')} />
      {home ? null : (
        <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive">
          {td('loadError')}
        </p>
      )}
      <ShortcutGrid
        label={td('shortcuts')}
        columns={4}
        items={[
          { href: '/buscar', icon: SearchIcon, title: t('cards.search.title'), description: t('cards.search.description') },
          {
            href: '/favoritos',
            icon: HeartIcon,
            title: t('cards.favorites.title'),
            description: t('cards.favorites.description'),
            count: home ? t('cards.favorites.count', { count: home.favorites }) : undefined,
          },
          {
            href: '/minhas-visitas',
            icon: CalendarDaysIcon,
            title: t('cards.visits.title'),
            description: t('cards.visits.description'),
            count: home ? t('cards.visits.count', { count: home.openVisits }) : undefined,
          },
          {
            href: '/propostas',
            icon: FileTextIcon,
            title: t('cards.proposals.title'),
            description: t('cards.proposals.description'),
            count: home ? t('cards.proposals.count', { count: home.openProposals }) : undefined,
          },
        ]}
      />
      <SavedSearchesShortcut />
      <HomeSection
        id="featured-title"
        title={t('featured.title')}
        testId="client-featured"
        action={
          <Button asChild variant="link" className="px-0">
            <Link href="/buscar">{t('featured.seeAll')}</Link>
          </Button>
        }
      >
        {home && home.featured.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {home.featured.map((p, i) => (
              <li key={p.id} className="flex">
                <PropertyCard property={p} isFavorite={p.isFavorite} signedIn priority={i === 0} className="w-full" />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{t('featured.empty')}</EmptyState>
        )}
      </HomeSection>
    </div>
  );
}
