'use client';

import { useTranslations } from 'next-intl';
import { AccountMenu, MobileAccountBlock, NotificationMenu } from '@/components/layout/header-menus';
import { accountLinks } from './account-links';
import { useHasSession, useMe } from './browser-session';

/**
 * The header's account area and bell on a cached public page (issue #21, docs/caching.md): the copy is the
 * same for everybody, so who is signed in is read in the browser (GET /api/me; ./browser-session.ts).
 *
 * `signedOut` is the server-rendered 'Entrar' button: what the copy's HTML shows. A browser with a session
 * cookie hides it before the first paint (the `lar-session` class the document's preferences script puts on
 * <html>: components/layout/preferences-script.ts) and keeps its place, with the bell's, until /api/me
 * answers (the header keeps its height, nothing below it moves); then the bell and 'Olá, {nome}' with the
 * role's menu, as a page rendered per request shows them.
 */
export function BrowserHeaderAccount({ signedOut, viewAllLabel }: { signedOut: React.ReactNode; viewAllLabel: string }) {
  const hasSession = useHasSession();
  const me = useMe(hasSession);
  const labels = useAccountLabels();
  if (me === null || me === 'loading') {
    // One wrapper for both states, so the server-rendered 'Entrar' is kept (not remounted) when it stays.
    const pending = me === 'loading';
    return (
      <span
        className={pending ? 'flex items-center gap-2 [.lar-session_&]:invisible' : 'flex items-center gap-2'}
        aria-busy={pending && hasSession ? true : undefined}
        data-testid="account-area"
      >
        {pending && hasSession ? <span className="size-9" aria-hidden /> : null}
        {signedOut}
      </span>
    );
  }
  return (
    <>
      <NotificationMenu initial={me.notifications} viewAllLabel={viewAllLabel} />
      <AccountMenu
        greeting={labels.t('hello', { name: me.firstName })}
        roleLabel={me.role ? labels.tr(me.role) : null}
        identity={me.email || me.identity}
        links={labels.links(me.role)}
        openLabel={labels.t('open')}
        signOutLabel={labels.t('signOut')}
        signingOutLabel={labels.t('signingOut')}
      />
    </>
  );
}

/** The mobile menu's account block on a cached page (the sheet opens after hydration: the state is known). */
export function BrowserMobileHeaderAccount({ signedOut }: { signedOut: React.ReactNode }) {
  const hasSession = useHasSession();
  const me = useMe(hasSession);
  const labels = useAccountLabels();
  if (me === null) return <>{signedOut}</>;
  if (me === 'loading') return <div className="h-24" aria-busy data-testid="mobile-account-pending" />;
  return (
    <MobileAccountBlock
      identity={me.identity}
      roleLabel={me.role ? labels.tr(me.role) : null}
      links={labels.links(me.role)}
      signOutLabel={labels.t('signOut')}
      signingOutLabel={labels.t('signingOut')}
    />
  );
}

function useAccountLabels() {
  const t = useTranslations('AccountMenu');
  const tr = useTranslations('Roles');
  return {
    t,
    tr,
    links: (role: Parameters<typeof accountLinks>[0]) =>
      accountLinks(role).map((l) => ({ href: l.href, label: t(`links.${l.key}`) })),
  };
}
