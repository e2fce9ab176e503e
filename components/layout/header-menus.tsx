'use client';

import { lazyPart } from '@/components/ui/lazy-part';

/**
 * The header's signed-in menus (account menu, mobile account block, notification bell), loaded only where
 * they render: a signed-out visitor's page, most public traffic, does not download the dropdown and its
 * positioning code. Signed in, they are server-rendered and hydrated once their code is there.
 */
const loadAccountMenu = () => import('@/components/auth/account-menu');

export const AccountMenu = lazyPart(() => loadAccountMenu().then((m) => m.AccountMenu));
export const MobileAccountBlock = lazyPart(() => loadAccountMenu().then((m) => m.MobileAccountBlock));
export const NotificationMenu = lazyPart(() => import('@/components/notifications/notification-menu').then((m) => m.NotificationMenu));
