import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MarkAllReadButton, NotificationList } from '@/components/notifications/notification-list';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/data/auth';
import { getNotificationPage } from '@/lib/data/notifications';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { isNotificationCategory, NOTIFICATION_CATEGORIES, type NotificationCategory } from '@/lib/notifications/render';
import { cn } from '@/lib/utils';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'NotificationCentre' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function href(category: NotificationCategory | null, page = 1) {
  const query: Record<string, string> = {};
  if (category) query.tipo = category;
  if (page > 1) query.pagina = String(page);
  return { pathname: '/notificacoes', query };
}

// Every signed-in role's notification history (issue #39): 20 per page, unread first, filter by kind.
export default async function NotificationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ tipo?: string | string[]; pagina?: string | string[] }>;
}) {
  await initLocale(params);
  await requireUser();
  const query = await searchParams;
  const tipo = first(query.tipo);
  const category = isNotificationCategory(tipo) ? tipo : null;
  const page = Math.min(Math.max(Number.parseInt(first(query.pagina), 10) || 1, 1), 100_000);
  const [t, result] = await Promise.all([getTranslations('NotificationCentre'), getNotificationPage(category, page)]);

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      <nav aria-label={t('filterLabel')} className="-mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {[null, ...NOTIFICATION_CATEGORIES].map((c) => {
            const key = c ?? 'todas';
            const unread = result?.unreadByCategory[key] ?? 0;
            const current = c === category;
            return (
              <li key={key}>
                <Link
                  href={href(c)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-10 items-center gap-1 rounded-full border px-3 text-sm whitespace-nowrap',
                    current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                  )}
                  data-testid={`notification-filter-${key}`}
                >
                  {t(`filters.${key}`)}
                  {unread > 0 ? <span className="tabular-nums">({unread})</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {result === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('error')}
        </p>
      ) : (
        <section className="flex flex-col gap-3" aria-live="polite">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" data-testid="notification-total">
              {t('count', { count: result.total })} · {t('unreadCount', { count: result.unread })}
            </p>
            <MarkAllReadButton disabled={result.unreadByCategory.todas === 0} />
          </div>
          {result.items.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              {category ? t('emptyFiltered') : t('empty')}
            </p>
          ) : (
            <NotificationList items={result.items} now={result.now} />
          )}
          {result.pages > 1 ? (
            <nav aria-label={t('pagination')} className="flex items-center justify-between gap-3 pt-2">
              {result.page > 1 ? (
                <Button asChild variant="outline">
                  <Link href={href(category, result.page - 1)} rel="prev">
                    {t('previous')}
                  </Link>
                </Button>
              ) : (
                <span />
              )}
              <span className="text-sm text-muted-foreground">{t('page', { page: result.page, pages: result.pages })}</span>
              {result.page < result.pages ? (
                <Button asChild variant="outline">
                  <Link href={href(category, result.page + 1)} rel="next" data-testid="notification-next">
                    {t('next')}
                  </Link>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}
