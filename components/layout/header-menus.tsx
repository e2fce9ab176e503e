'use client';

import dynamic from 'next/dynamic';

/**
 * The header's signed-in menus (account menu, mobile account block, notification bell), loaded only where
 * they render: a signed-out visitor's page, most public traffic, does not download the dropdown and its
 * positioning code. Signed in, they are server-rendered and hydrated as usual.
 */
const loadAccountMenu = () => import('@/components/auth/account-menu');

export const AccountMenu = dynamic(() => loadAccountMenu().then((m) => m.AccountMenu));
export const MobileAccountBlock = dynamic(() => loadAccountMenu().then((m) => m.MobileAccountBlock));
export const NotificationMenu = dynamic(() =>
  import('@/components/notifications/notification-menu').then((m) => m.NotificationMenu),
);
