'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type * as AccountMenus from '@/components/auth/account-menu';
import type * as Notifications from '@/components/notifications/notification-menu';

/**
 * The header's signed-in menus (account menu, mobile account block, notification bell), loaded only where
 * they render: a signed-out visitor's page, most public traffic, does not download the dropdown and its
 * positioning code. Signed in, they are server-rendered and hydrated once their code is there. React.lazy, not
 * next/dynamic: these were the last users of next/dynamic's runtime in every page's first load (issue #21).
 */
const loadAccountMenu = () => import('@/components/auth/account-menu');

const LazyAccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
const LazyMobileAccountBlock = lazy(() => loadAccountMenu().then((m) => ({ default: m.MobileAccountBlock })));
const LazyNotificationMenu = lazy(() =>
  import('@/components/notifications/notification-menu').then((m) => ({ default: m.NotificationMenu })),
);

export function AccountMenu(props: ComponentProps<typeof AccountMenus.AccountMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyAccountMenu {...props} />
    </Suspense>
  );
}

export function MobileAccountBlock(props: ComponentProps<typeof AccountMenus.MobileAccountBlock>) {
  return (
    <Suspense fallback={null}>
      <LazyMobileAccountBlock {...props} />
    </Suspense>
  );
}

export function NotificationMenu(props: ComponentProps<typeof Notifications.NotificationMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyNotificationMenu {...props} />
    </Suspense>
  );
}
