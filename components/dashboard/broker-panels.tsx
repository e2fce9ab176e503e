import { CalendarDaysIcon, TargetIcon, UserPlusIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { getBrokerGoal } from '@/lib/data/broker-goals';
import { goalPercent, type BrokerHome } from '@/lib/data/dashboard';
import { formatDate, formatNumber, TIME_ZONE, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { GoalEditor } from './goal-editor';
import { EmptyState, HomeSection, StatTile, VisitStatusBadge } from './home-parts';
import { LeadsList } from './leads-list';

/**
 * 'Metas do mês': sales against the month's goal (progress bar, 'x/5'), visits booked and new clients this
 * month; the goal is the broker's own for the month (broker_goal, 'Editar meta'; issue #39).
 */
export async function GoalsPanel({ home: base }: { home: BrokerHome }) {
  const [t, locale, goal] = await Promise.all([getTranslations('BrokerHome.goals'), getLocale(), getBrokerGoal()]);
  const home = goal ? { ...base, salesGoal: goal.salesGoal } : base;
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    home.monthStart ? new Date(home.monthStart) : new Date(0),
  );
  const percent = goalPercent(home.sales, home.salesGoal);
  return (
    <HomeSection
      id="broker-goals-title"
      title={t('title')}
      testId="broker-goals"
      action={<span className="text-sm text-muted-foreground">{home.monthStart ? month : null}</span>}
    >
      <div className="flex flex-col gap-2" data-testid="goal-sales">
        <div className="flex items-baseline justify-between gap-2">
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground" id="goal-sales-label">
            <TargetIcon className="size-4" aria-hidden />
            {t('sales')}
          </span>
          <span className="font-heading text-2xl font-semibold tabular-nums" data-testid="goal-sales-value">
            {t('salesValue', { done: home.sales, goal: home.salesGoal })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="goal-sales-label"
          aria-valuemin={0}
          aria-valuemax={home.salesGoal}
          aria-valuenow={Math.min(home.sales, home.salesGoal)}
          aria-valuetext={t('salesProgress', { done: home.sales, goal: home.salesGoal })}
          className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <StatTile label={t('visits')} value={formatNumber(home.scheduledVisits)} icon={CalendarDaysIcon} testId="goal-visits" />
        <StatTile label={t('clients')} value={formatNumber(home.newClients)} icon={UserPlusIcon} testId="goal-clients" />
      </dl>
      {goal ? <GoalEditor key={goal.salesGoal} salesGoal={goal.salesGoal} /> : null}
    </HomeSection>
  );
}

/** 'Próximas atividades': the broker's next visits, soonest first; `children` (the clients' next actions, issue #39) above them. */
export async function UpcomingPanel({ home, children }: { home: BrokerHome; children?: React.ReactNode }) {
  const [t, td, locale] = await Promise.all([getTranslations('BrokerHome.activities'), getTranslations('Dashboards'), getLocale()]);
  return (
    <HomeSection
      id="broker-activities-title"
      title={t('title')}
      testId="broker-activities"
      action={
        <Button asChild variant="link" className="px-0">
          <Link href="/agendamentos">{t('seeAll')}</Link>
        </Button>
      }
    >
      {children}
      {home.upcoming.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col divide-y">
          {home.upcoming.map((v) => (
            <li key={v.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="activity-item">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <time dateTime={`${v.date}T${v.time}`} className="font-medium tabular-nums">
                  {t('visitAt', { date: formatDate(`${v.date}T12:00:00-03:00`, locale as FormatLocale), time: v.time })}
                </time>
                <VisitStatusBadge status={v.status} label={td(`visitStatus.${v.status}`)} />
              </div>
              <Link href={`/imovel/${v.propertyId}`} className="text-sm break-words underline-offset-4 hover:underline">
                {v.propertyTitle}
              </Link>
              {v.clientName ? (
                <p className="text-sm text-muted-foreground">
                  {t('visitor', { name: v.clientName })}
                  {v.clientPhone ? (
                    <>
                      {' · '}
                      <a href={`tel:${v.clientPhone.replace(/[^\d+]/g, '')}`} className="text-primary underline underline-offset-4">
                        {v.clientPhone}
                      </a>
                    </>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** 'Oportunidades': the newest leads on the broker's listings, with their contact data. */
export async function OpportunitiesPanel({ home }: { home: BrokerHome }) {
  const t = await getTranslations('BrokerHome.opportunities');
  return (
    <HomeSection
      id="broker-opportunities-title"
      title={t('title')}
      testId="broker-opportunities"
      action={
        <Button asChild variant="link" className="px-0">
          <Link href="/clientes">{t('seeAll')}</Link>
        </Button>
      }
    >
      {home.opportunities.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : <LeadsList leads={home.opportunities} />}
    </HomeSection>
  );
}
