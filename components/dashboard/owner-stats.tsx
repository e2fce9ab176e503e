import { CalendarDaysIcon, EyeIcon, FileTextIcon, HeartIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { OwnerHome } from '@/lib/data/dashboard';
import { formatNumber } from '@/lib/format';
import { PreviewLink } from '@/components/layout/preview-link';
import { Link } from '@/lib/i18n/navigation';
import { EmptyState, HomeSection, StatTile } from './home-parts';
import { listingPreviewPath } from '@/lib/cache/public-pages';

/** The owner's statistics: totals of views, favourites, visits and proposals, then one row per listing. */
export async function OwnerStats({ home }: { home: OwnerHome }) {
  const [t, td] = await Promise.all([getTranslations('OwnerHome.stats'), getTranslations('Dashboards')]);
  const { totals } = home;
  return (
    <HomeSection id="owner-stats-title" title={t('title')} testId="owner-stats">
      <p className="text-sm text-muted-foreground">
        {t('listings', { count: totals.listings, active: totals.activeListings })}
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label={t('views')} value={formatNumber(totals.views)} icon={EyeIcon} testId="stat-views" />
        <StatTile label={t('favorites')} value={formatNumber(totals.favorites)} icon={HeartIcon} testId="stat-favorites" />
        <StatTile label={t('visits')} value={formatNumber(totals.visits)} icon={CalendarDaysIcon} testId="stat-visits" />
        <StatTile label={t('proposals')} value={formatNumber(totals.proposals)} icon={FileTextIcon} testId="stat-proposals" />
      </dl>
      {home.listings.length === 0 ? (
        <EmptyState
          action={
            <Button asChild size="sm">
              <Link href="/anunciar-imovel">{t('emptyAction')}</Link>
            </Button>
          }
        >
          {t('empty')}
        </EmptyState>
      ) : (
        <div
          className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
          role="region"
          aria-labelledby="owner-per-listing"
          tabIndex={0}
        >
          <table className="w-full min-w-[34rem] text-sm">
            <caption id="owner-per-listing" className="mb-2 text-left font-medium">
              {t('perListing')}
            </caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">{t('listing')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('status')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('views')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('favorites')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t('visits')}</th>
                <th scope="col" className="py-2 text-right font-medium">{t('proposals')}</th>
              </tr>
            </thead>
            <tbody>
              {home.listings.map((l) => (
                <tr key={l.id} className="border-b last:border-0" data-testid="owner-listing-row" data-property-id={l.id}>
                  <th scope="row" className="max-w-56 py-2 pr-3 text-left font-normal">
                    <PreviewLink href={listingPreviewPath(l.id)} className="line-clamp-2 underline-offset-4 hover:underline">
                      <span className="text-muted-foreground">#{l.id}</span> {l.title}
                    </PreviewLink>
                  </th>
                  <td className="py-2 pr-3">
                    <Badge variant={l.status === 'ativo' ? 'success' : 'outline'}>{td(`listingStatus.${l.status}`)}</Badge>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(l.views)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(l.favorites)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(l.visits)}</td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(l.proposals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </HomeSection>
  );
}
