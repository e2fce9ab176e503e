import type { Metadata } from 'next';
import { BarChart3Icon, CalendarDaysIcon, FileTextIcon, GlobeIcon, HouseIcon, MapPinIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { NextActionsList } from '@/components/crm/next-actions-panel';
import { GoalsPanel, OpportunitiesPanel, UpcomingPanel } from '@/components/dashboard/broker-panels';
import { HomeHeading, ShortcutGrid } from '@/components/dashboard/home-parts';
import { Button } from '@/components/ui/button';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getBrokerHome } from '@/lib/data/dashboard';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'Dashboards' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The corretor home: 'Bem-vindo, {name or Corretor}!', six shortcuts (and links to /imoveis), the month's goals, the next visits
 * ('Próximas Atividades') and the new leads ('Oportunidades'), all from broker_home().
 */
export default async function DashboardCorretorPage({ params }: Props) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/dashboard-corretor');
  const [t, td, tl, home] = await Promise.all([
    getTranslations('BrokerHome'),
    getTranslations('Dashboards'),
    getTranslations('ListingsManage'),
    getBrokerHome(),
  ]);
  const name = profile.name?.trim().split(/\s+/)[0] || t('fallbackName');

  return (
    <div className="page-container flex flex-col gap-8 py-8 sm:py-12">
      <HomeHeading title={t('title', { name })} intro={t('intro')} />
      <ShortcutGrid
        label={td('shortcuts')}
        items={[
          { href: '/clientes', icon: UsersIcon, title: t('cards.clients.title'), description: t('cards.clients.description') },
          { href: '/imoveis-proximos', icon: MapPinIcon, title: t('cards.nearby.title'), description: t('cards.nearby.description') },
          { href: '/agendamentos', icon: CalendarDaysIcon, title: t('cards.visits.title'), description: t('cards.visits.description') },
          { href: '/propostas', icon: FileTextIcon, title: t('cards.proposals.title'), description: t('cards.proposals.description') },
          { href: '/relatorios', icon: BarChart3Icon, title: t('cards.reports.title'), description: t('cards.reports.description') },
          { href: '/minha-pagina', icon: GlobeIcon, title: t('cards.page.title'), description: t('cards.page.description') },
        ]}
      />
      {/* The broker's own and assigned listings (issue #18), beside the six cards of the spec. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link href="/imoveis">
            <HouseIcon aria-hidden />
            {tl('title')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/imoveis/novo">
            <PlusIcon aria-hidden />
            {tl('new')}
          </Link>
        </Button>
      </div>
      {home ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <GoalsPanel home={home} />
          <UpcomingPanel home={home}>
            <NextActionsList />
          </UpcomingPanel>
          <OpportunitiesPanel home={home} />
        </div>
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive">
          {td('loadError')}
        </p>
      )}
    </div>
  );
}
