import type { Metadata } from 'next';
import { CalendarDaysIcon, FileTextIcon, HomeIcon, PlusCircleIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { EmptyState, HomeHeading, HomeSection, ShortcutGrid } from '@/components/dashboard/home-parts';
import { LeadsList } from '@/components/dashboard/leads-list';
import { OwnerStats } from '@/components/dashboard/owner-stats';
import { Button } from '@/components/ui/button';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getOwnerHome } from '@/lib/data/dashboard';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { displayFirstName } from '@/lib/utils';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Dashboards' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The proprietario home: shortcuts, statistics of their listings, newest leads, quick actions (owner_home()). */
export default async function DashboardProprietarioPage({ params }: Props) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/dashboard-proprietario');
  const [t, td, home] = await Promise.all([getTranslations('OwnerHome'), getTranslations('Dashboards'), getOwnerHome()]);
  const name = displayFirstName(profile.name, profile.email);

  return (
    <div className="page-container flex flex-col gap-8 py-8 sm:py-12">
      <HomeHeading title={name ? t('titleWithName', { name }) : t('title')} intro={t('intro')} />
      <ShortcutGrid
        label={td('shortcuts')}
        items={[
          { href: '/imoveis', icon: HomeIcon, title: t('cards.listings.title'), description: t('cards.listings.description') },
          { href: '/anunciar-imovel', icon: PlusCircleIcon, title: t('cards.newListing.title'), description: t('cards.newListing.description') },
          { href: '/agendamentos', icon: CalendarDaysIcon, title: t('cards.visits.title'), description: t('cards.visits.description') },
          { href: '/propostas', icon: FileTextIcon, title: t('cards.proposals.title'), description: t('cards.proposals.description') },
          { href: '/convidar-corretor', icon: UserPlusIcon, title: t('cards.inviteBroker.title'), description: t('cards.inviteBroker.description') },
        ]}
      />
      {home ? (
        <>
          <OwnerStats home={home} />
          <div className="grid gap-6 lg:grid-cols-2">
            <HomeSection id="owner-leads-title" title={t('leads.title')} testId="owner-leads">
              {home.leads.length > 0 ? <LeadsList leads={home.leads} /> : <EmptyState>{t('leads.empty')}</EmptyState>}
            </HomeSection>
            <HomeSection id="owner-quick-title" title={t('quick.title')} testId="owner-quick-actions">
              <ul className="flex flex-col gap-2">
                <li>
                  <Button asChild variant="outline" className="h-auto w-full justify-start gap-3 py-2 text-left whitespace-normal">
                    <Link href="/agendamentos">
                      <CalendarDaysIcon className="size-4 shrink-0" aria-hidden />
                      <span className="flex flex-col">
                        <span>{t('quick.visits')}</span>
                        <span className="text-xs font-normal text-muted-foreground">{t('quick.visitsCount', { count: home.openVisits })}</span>
                      </span>
                    </Link>
                  </Button>
                </li>
                <li>
                  <Button asChild variant="outline" className="h-auto w-full justify-start gap-3 py-2 text-left whitespace-normal">
                    <Link href="/propostas">
                      <FileTextIcon className="size-4 shrink-0" aria-hidden />
                      <span className="flex flex-col">
                        <span>{t('quick.proposals')}</span>
                        <span className="text-xs font-normal text-muted-foreground">{t('quick.proposalsCount', { count: home.openProposals })}</span>
                      </span>
                    </Link>
                  </Button>
                </li>
                <li>
                  <Button asChild variant="outline" className="w-full justify-start gap-3">
                    <Link href="/clientes">
                      <UsersIcon className="size-4 shrink-0" aria-hidden />
                      {t('quick.clients')}
                    </Link>
                  </Button>
                </li>
                <li>
                  <Button asChild className="w-full justify-start gap-3">
                    <Link href="/anunciar-imovel">
                      <PlusCircleIcon className="size-4 shrink-0" aria-hidden />
                      {t('quick.newListing')}
                    </Link>
                  </Button>
                </li>
              </ul>
            </HomeSection>
          </div>
        </>
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive">
          {td('loadError')}
        </p>
      )}
    </div>
  );
}
