import { Building2Icon, CalendarDaysIcon, FileTextIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { DashboardCounts } from '@/lib/data/team';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/** The agency dashboard's count cards (spec §2), each a link to its screen; numbers from agency_dashboard(). */
export async function AgencyCounts({ counts }: { counts: DashboardCounts }) {
  const t = await getTranslations('AgencyDashboard.counts');
  const cards: { key: string; href: string; icon: LucideIcon; label: string; value: string; detail: string }[] = [
    {
      key: 'properties',
      href: '/imoveis',
      icon: Building2Icon,
      label: t('properties'),
      value: formatNumber(counts.properties),
      detail: t('propertiesValue', { active: formatNumber(counts.activeProperties), total: formatNumber(counts.properties) }),
    },
    {
      key: 'appointments',
      href: '/agendamentos',
      icon: CalendarDaysIcon,
      label: t('appointments'),
      value: formatNumber(counts.upcomingAppointments),
      detail: t('appointmentsValue', { count: counts.upcomingAppointments }),
    },
    {
      key: 'brokers',
      href: '/corretores',
      icon: UsersIcon,
      label: t('brokers'),
      value: formatNumber(counts.brokers),
      detail: '',
    },
    {
      key: 'proposals',
      href: '/propostas',
      icon: FileTextIcon,
      label: t('proposals'),
      value: formatNumber(counts.openProposals),
      detail: t('proposalsValue', { count: counts.openProposals }),
    },
  ];
  return (
    <section aria-label={t('label')}>
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <li key={c.key} className="flex">
            <Link
              href={c.href}
              data-testid={`count-${c.key}`}
              className="flex w-full items-start gap-3 rounded-xl border bg-card p-4 shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary" aria-hidden>
                <c.icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-sm text-muted-foreground">{c.label}</span>
                <span className="font-heading text-2xl font-semibold tabular-nums" data-testid="count-value">
                  {c.value}
                </span>
                {c.detail ? <span className="text-xs text-muted-foreground">{c.detail}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
