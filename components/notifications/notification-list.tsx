'use client';

import { useTransition } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/actions/client-call';
import { markAllNotificationsReadAction, markNotificationReadAction } from '@/lib/actions/notifications';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { RenderedNotification } from '@/lib/notifications/render';
import { showToast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/**
 * The list of /notificacoes. Opening an item marks it read (on the server, limited to the reader's own rows)
 * and then follows its deep link; an item without a page is marked read where it is.
 */
export function NotificationList({ items, now }: { items: RenderedNotification[]; now: number }) {
  const t = useTranslations('NotificationCentre');
  const format = useFormatter();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function open(n: RenderedNotification, event: React.MouseEvent) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      if (n.unread) void callAction(() => markNotificationReadAction(n.id), () => {});
      return;
    }
    event.preventDefault();
    startTransition(async () => {
      if (n.unread && !(await callAction(() => markNotificationReadAction(n.id)))) return;
      if (n.link) router.push(n.link);
      else router.refresh();
    });
  }

  return (
    <ul className="flex flex-col divide-y rounded-lg border" aria-busy={pending} data-testid="notification-list">
      {items.map((n) => {
        const content = (
          <>
            <span
              className={cn('mt-2 size-2 shrink-0 rounded-full', n.unread ? 'bg-primary' : 'bg-transparent')}
              aria-hidden
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className={cn('text-sm break-words', n.unread ? 'font-semibold' : 'font-medium')}>
                {n.title}
                {n.unread ? <span className="sr-only"> ({t('unread')})</span> : null}
              </span>
              {n.body ? <span className="text-sm break-words text-muted-foreground">{n.body}</span> : null}
              <span className="text-xs text-muted-foreground">
                <time dateTime={n.createdAt}>{format.relativeTime(new Date(n.createdAt), now)}</time>
              </span>
            </span>
          </>
        );
        return (
          <li key={n.id} data-testid="notification-row" data-unread={n.unread} data-category={n.category}>
            {n.link ? (
              <Link
                href={n.link}
                prefetch={false}
                onClick={(e) => open(n, e)}
                className="flex gap-3 p-4 hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {content}
              </Link>
            ) : (
              <div className="flex gap-3 p-4">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Marcar todas como lidas'. */
export function MarkAllReadButton({ disabled }: { disabled: boolean }) {
  const t = useTranslations('NotificationCentre');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled || pending}
      onClick={() =>
        startTransition(async () => {
          const result = await callAction(() => markAllNotificationsReadAction());
          if (!result) return;
          if (result.ok) {
            showToast('success', t('markedAll'));
            router.refresh();
          } else {
            showToast('error', t('markFailed'));
          }
        })
      }
      data-testid="notification-mark-all"
    >
      {t('markAll')}
    </Button>
  );
}

