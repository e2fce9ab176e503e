import { getTranslations } from 'next-intl/server';
import { HeaderAccount, MobileHeaderAccount } from '@/components/auth/header-account';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { siteConfig } from '@/lib/site';
import { HomeLogoLink } from './home-logo-link';
import { MainNav, type NavItem } from './main-nav';
import { MobileNav } from './mobile-nav';

/**
 * The public header (spec §2 Header): wordmark, the six navigation links, and on the right the account
 * area. `account` replaces the default 'Entrar' link (e.g. with the auth modal trigger or the user menu);
 * `mobileAccount` is shown at the bottom of the mobile menu.
 */
export async function SiteHeader({
  account,
  mobileAccount,
}: {
  account?: React.ReactNode;
  mobileAccount?: React.ReactNode;
}) {
  const t = await getTranslations('Header');
  const accountArea = account ?? (await HeaderAccount());
  const mobileAccountArea = mobileAccount ?? (await MobileHeaderAccount());
  const items: NavItem[] = siteConfig.mainNav.map((item) => ({ href: item.href, label: t(`nav.${item.key}`) }));

  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="page-container flex h-16 items-center gap-4">
        <HomeLogoLink />
        <MainNav items={items} label={t('mainNav')} className="ml-4 hidden lg:flex" />
        <div className="ml-auto flex items-center gap-2">
          <NotificationBell />
          {accountArea ?? (
            <AuthDialogTrigger tab="login" size="sm">
              {t('signIn')}
            </AuthDialogTrigger>
          )}
          <MobileNav items={items} title={t('menuTitle')} openLabel={t('openMenu')} className="lg:hidden">
            {mobileAccountArea}
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
