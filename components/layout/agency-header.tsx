import { PlusIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { HeaderAccount, MobileHeaderAccount } from '@/components/auth/header-account';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { Link } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/site';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

/** Agency header navigation (spec §2): each section and its "new" action. Labels under AgencyHeader.nav. */
const agencyNav = [
  { key: 'dashboard', href: '/dashboard' },
  { key: 'appointments', href: '/agendamentos', action: { key: 'newAppointment', href: '/agendamentos/novo' } },
  { key: 'properties', href: '/imoveis', action: { key: 'newProperty', href: '/anunciar-imovel' } },
  { key: 'brokers', href: '/corretores', action: { key: 'inviteBroker', href: '/corretores/convidar' } },
  { key: 'proposals', href: '/propostas', action: { key: 'uploadProposal', href: '/propostas/subir' } },
] as const;

/** The header of the agency screens: the logo links to /dashboard, the agency sections, the bell, the account menu. */
export async function AgencyHeader() {
  const t = await getTranslations('AgencyHeader');
  const tHeader = await getTranslations('Header');
  const account = await HeaderAccount();
  const mobileAccount = await MobileHeaderAccount();
  const mobileItems = agencyNav.flatMap((item) => [
    { href: item.href, label: t(`nav.${item.key}`) },
    ...('action' in item ? [{ href: item.action.href, label: t(`nav.${item.action.key}`) }] : []),
  ]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="page-container flex h-16 items-center gap-4">
        <Link href="/dashboard" aria-label={t('home', { product: siteConfig.name })} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t('label')} className="ml-4 hidden items-center gap-1 lg:flex">
          {agencyNav.map((item) => (
            <span key={item.key} className="flex items-center">
              <Link
                href={item.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                {t(`nav.${item.key}`)}
              </Link>
              {'action' in item ? (
                <Link
                  href={item.action.href}
                  aria-label={t(`nav.${item.action.key}`)}
                  title={t(`nav.${item.action.key}`)}
                  className="-ml-1 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  <PlusIcon className="size-4" aria-hidden />
                </Link>
              ) : null}
            </span>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <NotificationBell />
          {account ?? (
            <Button asChild size="sm">
              <Link href="/login">{tHeader('signIn')}</Link>
            </Button>
          )}
          <MobileNav items={mobileItems} title={tHeader('menuTitle')} openLabel={tHeader('openMenu')} className="lg:hidden">
            {mobileAccount}
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
