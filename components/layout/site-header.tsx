import { GlobeIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { HeaderAccount, MobileHeaderAccount, SignedOutAccount, SignedOutMobileAccount } from '@/components/auth/header-account';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { BrowserHeaderAccount, BrowserMobileHeaderAccount } from '@/components/auth/browser-header-account';
import { ClientMessages } from '@/components/layout/client-messages';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { routing, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site';
import { HomeLogoLink } from './home-logo-link';
import { LocaleSwitcher } from './locale-switcher';
import { MainNav, type NavItem } from './main-nav';
import { MobileNav } from './mobile-nav';

/**
 * The public header (spec §2 Header): wordmark, the six navigation links, and on the right the account
 * area. `account` replaces the default 'Entrar' link (e.g. with the auth modal trigger or the user menu);
 * `mobileAccount` is shown at the bottom of the mobile menu. `browserAccount` (the cached copies of public
 * pages, rendered for nobody: issue #21) renders the signed-out area and has the browser put the signed-in
 * visitor's bell and menu in its place (components/auth/browser-header-account.tsx).
 */
export async function SiteHeader({
  account,
  mobileAccount,
  browserAccount = false,
}: {
  account?: React.ReactNode;
  mobileAccount?: React.ReactNode;
  browserAccount?: boolean;
}) {
  const t = await getTranslations('Header');
  const tCentre = browserAccount ? await getTranslations('NotificationCentre') : null;
  const accountArea = browserAccount ? (
    <BrowserHeaderAccount signedOut={await SignedOutAccount()} viewAllLabel={tCentre!('viewAll')} />
  ) : (
    account ?? (await HeaderAccount())
  );
  const mobileAccountArea = browserAccount ? (
    <BrowserMobileHeaderAccount signedOut={await SignedOutMobileAccount()} />
  ) : (
    mobileAccount ?? (await MobileHeaderAccount())
  );
  const items: NavItem[] = siteConfig.mainNav.map((item) => ({ href: item.href, label: t(`nav.${item.key}`) }));
  // The language links of every page (issue #40): in the phone menu, and a globe menu on desktop.
  const [tLocale, locale] = await Promise.all([getTranslations('LocaleSwitcher'), getLocale()]);
  const names = Object.fromEntries(routing.locales.map((l) => [l, tLocale(`names.${l}`)])) as Record<Locale, string>;
  const languages = <LocaleSwitcher label={tLocale('label')} names={names} />;

  const header = (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="page-container flex h-16 items-center gap-4">
        <HomeLogoLink />
        <MainNav items={items} label={t('mainNav')} className="ml-4 hidden lg:flex" />
        <div className="ml-auto flex items-center gap-2">
          <details className="relative hidden lg:block" data-testid="language-menu">
            <summary
              className="flex h-9 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground [&::-webkit-details-marker]:hidden"
              aria-label={`${tLocale('label')}: ${names[locale as Locale] ?? locale}`}
            >
              <GlobeIcon className="size-4" aria-hidden />
              {locale.slice(0, 2).toUpperCase()}
            </summary>
            <div className="absolute right-0 top-full z-50 mt-1 rounded-md border bg-popover p-1 shadow-md">{languages}</div>
          </details>
          {browserAccount ? null : <NotificationBell />}
          {accountArea ?? (
            <AuthDialogTrigger tab="login" size="sm">
              {t('signIn')}
            </AuthDialogTrigger>
          )}
          <MobileNav items={items} title={t('menuTitle')} openLabel={t('openMenu')} className="lg:hidden">
            {mobileAccountArea}
            <div className="mt-3" data-testid="mobile-language">
              {languages}
            </div>
          </MobileNav>
        </div>
      </div>
    </header>
  );
  return browserAccount ? <ClientMessages namespaces={['AccountMenu', 'Roles']}>{header}</ClientMessages> : header;
}
