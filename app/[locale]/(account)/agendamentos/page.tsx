import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeepLinkHighlight } from '@/components/notifications/deep-link-highlight';
import { PlusIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { AgendaFilters } from '@/components/visits/agenda-filters';
import { AgendaList } from '@/components/visits/agenda-list';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getTeam } from '@/lib/data/team';
import { getVisitAgenda } from '@/lib/data/visits';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { parseAgendaParams } from '@/lib/validations/visits';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'AgendaPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Roles that advertise listings and so receive visits; a client is sent to their own visits. */

// Appointments: the visits of the listings this user handles (owner, broker or agency of the listing).
export default async function AgendaPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/agendamentos');
  const query = await searchParams;
  const { q, status } = parseAgendaParams(query);
  // An agency sees its visits by broker (?corretor=<id>|nenhum); a broker not of its team is a 404.
  const team = profile.role === 'imobiliaria' ? ((await getTeam('')) ?? []).map((b) => ({ id: b.id, name: b.name })) : null;
  const corretor = typeof query.corretor === 'string' && query.corretor ? query.corretor : null;
  if (corretor && (!team || (corretor !== 'nenhum' && !team.some((b) => b.id === corretor)))) notFound();
  const [t, visits] = await Promise.all([getTranslations('AgendaPage'), getVisitAgenda(q, status, corretor)]);
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <Button asChild className="w-full sm:w-auto">
          <Link href="/agendamentos/novo">
            <PlusIcon aria-hidden />
            {t('new')}
          </Link>
        </Button>
      </div>
      <AgendaFilters q={q} status={status} brokers={team} broker={corretor} />
      <AgendaList visits={visits} filtered={!!q || !!status || !!corretor} />
      <DeepLinkHighlight attribute="data-visit-id" id={typeof query.id === 'string' ? query.id : null} />
    </div>
  );
}
