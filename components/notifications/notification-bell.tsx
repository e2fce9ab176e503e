import { getTranslations } from 'next-intl/server';
import { getSessionUser } from '@/lib/data/auth';
import { getNotificationSummary } from '@/lib/data/notifications';
import { NotificationMenu } from '@/components/layout/header-menus';

/**
 * The header bell of every signed-in user (spec §2 Header, §3 Notifications): the unread count from the
 * database and the latest notifications in a menu; opening it marks them read. Nothing when signed out.
 */
export async function NotificationBell({ className }: { className?: string }) {
  const user = await getSessionUser();
  if (!user) return null;
  const [summary, t] = await Promise.all([getNotificationSummary(user.id), getTranslations('NotificationCentre')]);
  return <NotificationMenu initial={summary} viewAllLabel={t('viewAll')} className={className} />;
}
