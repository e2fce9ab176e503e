'use client';

import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { BellIcon } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { callAction } from '@/lib/actions/client-call';
import { openNotificationsAction, refreshNotificationsAction } from '@/lib/actions/notifications';
import type { HeaderNotification, NotificationSummary } from '@/lib/data/notifications';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';

/**
 * The bell's button and menu. The count comes from the server render; it is read again after a client-side
 * navigation (the header's layout is not re-rendered then) and when the window regains focus. Opening the
 * menu marks everything read: the badge goes at once, the list shows what was new.
 */
export function NotificationMenu({
  initial,
  viewAllLabel,
  className,
}: {
  initial: NotificationSummary;
  /** 'Ver todas' (from the server: the centre's namespace is not among the base client messages). */
  viewAllLabel: string;
  className?: string;
}) {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  const pathname = usePathname();
  const [summary, setSummary] = useState(initial);
  const [, startTransition] = useTransition();

  // A new server render (router.refresh, revalidatePath) brings a new summary: it wins.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setSummary(initial);
  }

  // Each open bumps the generation, so a read started before it cannot bring back a badge it cleared.
  const generation = useRef(0);
  const refresh = useCallback(() => {
    const started = generation.current;
    void callAction(() => refreshNotificationsAction(), () => {}).then((result) => {
      if (result?.ok && generation.current === started) setSummary(result.data);
    });
  }, []);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    refresh();
  }, [pathname, refresh]);

  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  function onOpenChange(open: boolean) {
    if (!open) return;
    const current = ++generation.current;
    setSummary((s) => ({ ...s, unread: 0 }));
    startTransition(async () => {
      // Offline: the bell just keeps what it shows (nothing was typed, no toast).
      const result = await callAction(() => openNotificationsAction(), () => {});
      if (!result) return;
      if (result.ok && generation.current === current) setSummary(result.data);
    });
  }

  const unread = summary.unread;
  const label = t('label', { count: unread });

  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          title={label}
          className={cn('relative', className)}
          data-testid="notification-bell"
          data-unread={unread}
        >
          <BellIcon className="size-5" aria-hidden />
          {unread > 0 ? (
            <span
              className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-highlight px-1 text-[11px] font-bold text-highlight-foreground tabular-nums"
              aria-hidden
              data-testid="notification-count"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]" data-testid="notification-menu">
        <DropdownMenuLabel>{t('title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {summary.latest.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          summary.latest.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              time={format.relativeTime(new Date(n.createdAt), summary.now)}
              newLabel={t('new')}
            />
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="justify-center font-medium text-primary">
          <Link href="/notificacoes" data-testid="notification-view-all">
            {viewAllLabel}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationItem({
  notification: n,
  time,
  newLabel,
}: {
  notification: HeaderNotification;
  time: string;
  newLabel: string;
}) {
  const content = (
    <span className="flex min-w-0 flex-1 gap-2">
      <span
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.unread ? 'bg-primary' : 'bg-transparent')}
        aria-hidden
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm', n.unread ? 'font-semibold' : 'font-medium')}>
          {n.title}
          {n.unread ? <span className="sr-only"> ({newLabel})</span> : null}
        </span>
        {n.body ? <span className="line-clamp-2 text-xs text-muted-foreground">{n.body}</span> : null}
        <span className="text-xs text-muted-foreground">{time}</span>
      </span>
    </span>
  );
  return (
    <DropdownMenuItem asChild={!!n.link} className="items-start" data-testid="notification-item">
      {n.link ? <Link href={n.link}>{content}</Link> : content}
    </DropdownMenuItem>
  );
}
