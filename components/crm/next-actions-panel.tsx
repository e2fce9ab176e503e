import { getLocale, getTranslations } from 'next-intl/server';
import { EmptyState, HomeSection } from '@/components/dashboard/home-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getNextActions } from '@/lib/data/crm';
import { formatDate, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { saoPauloDate } from '@/lib/validations/crm';

/** Days ahead the homes show next actions for (overdue and today's always). */
const DAYS_AHEAD = 7;

/**
 * The clients' next actions of 'Próximas atividades' (issue #39): overdue (marked), today's and the next
 * seven days', soonest first, each linking to the client's record. For the broker it sits inside the
 * visits panel; the agency's home shows it in its own 'Próximas atividades' section (AgencyNextActions).
 */
export async function NextActionsList() {
  const [t, locale, items] = await Promise.all([getTranslations('Crm'), getLocale(), getNextActions(DAYS_AHEAD)]);
  const today = saoPauloDate(0);
  return (
    <div className="flex flex-col gap-2" data-testid="crm-next-actions">
      <h3 className="text-sm font-semibold text-muted-foreground">{t('home.nextActions')}</h3>
      {items === null ? (
        <p role="alert" className="text-sm text-destructive">
          {t('home.error')}
        </p>
      ) : items.length === 0 ? (
        <EmptyState>{t('home.empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col divide-y">
          {items.map((a) => (
            <li key={a.contactId} className="flex flex-col gap-1 py-2 first:pt-0" data-testid="crm-next-action-item">
              <div className="flex flex-wrap items-center gap-2">
                <time dateTime={a.date} className="text-sm font-medium tabular-nums">
                  {formatDate(`${a.date}T12:00:00-03:00`, locale as FormatLocale)}
                </time>
                {a.overdue ? <Badge variant="destructive">{t('overdue')}</Badge> : null}
                {a.date === today ? <Badge variant="warning">{t('today')}</Badge> : null}
                <Link href={`/clientes/${a.contactId}`} className="text-sm break-words underline-offset-4 hover:underline">
                  {a.name}
                </Link>
              </div>
              <p className="text-sm break-words text-muted-foreground">{a.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The agency home's 'Próximas atividades': its team's next actions with clients. */
export async function AgencyNextActions() {
  const t = await getTranslations('Crm');
  return (
    <HomeSection
      id="agency-activities-title"
      title={t('home.title')}
      testId="agency-activities"
      action={
        <Button asChild variant="link" className="px-0">
          <Link href="/clientes">{t('home.seeAll')}</Link>
        </Button>
      }
    >
      <NextActionsList />
    </HomeSection>
  );
}
