import { getTranslations } from 'next-intl/server';
import { getCurrentProfile, getSessionUser } from '@/lib/data/auth';
import { displayFirstName } from '@/lib/utils';
import { accountLinks } from './account-links';
import { AccountMenu, MobileAccountBlock } from '@/components/layout/header-menus';
import { AuthDialogTrigger } from './auth-dialog-trigger';

/**
 * The account area of the header (desktop) and of the mobile menu (spec §2 Header). Signed out: 'Entrar'
 * opening the auth modal. Signed in: 'Olá, {first name or e-mail before @}', the role badge and the role's
 * menu with 'Sair'. Rendered on the server for a page rendered per request; a cached public page has the
 * browser fill it in (./browser-header-account.tsx, the same menus).
 */
async function accountData() {
  const user = await getSessionUser();
  if (!user) return null;
  const profile = await getCurrentProfile();
  const t = await getTranslations('AccountMenu');
  const tr = await getTranslations('Roles');
  return {
    t,
    // A company (agency) is greeted by its full trading name, a person by their first name.
    firstName: profile?.role === 'imobiliaria' && profile.name?.trim() ? profile.name.trim() : displayFirstName(profile?.name, user.email),
    identity: profile?.name?.trim() || user.email || '',
    email: user.email ?? '',
    roleLabel: profile ? tr(profile.role) : null,
    links: accountLinks(profile?.role).map((l) => ({ href: l.href, label: t(`links.${l.key}`) })),
  };
}

/** The signed-out account area: 'Entrar' opening the auth modal. */
export async function SignedOutAccount(): Promise<React.ReactNode> {
  const t = await getTranslations('AccountMenu');
  return <AuthDialogTrigger size="sm">{t('signIn')}</AuthDialogTrigger>;
}

/** The signed-out block of the mobile menu: 'Entrar' and 'Cadastrar'. */
export async function SignedOutMobileAccount(): Promise<React.ReactNode> {
  const t = await getTranslations('AccountMenu');
  return (
    <div className="flex flex-col gap-2">
      <AuthDialogTrigger className="w-full">{t('signIn')}</AuthDialogTrigger>
      <AuthDialogTrigger tab="register" variant="outline" className="w-full">
        {t('signUp')}
      </AuthDialogTrigger>
    </div>
  );
}

export async function HeaderAccount(): Promise<React.ReactNode> {
  const data = await accountData();
  if (!data) return SignedOutAccount();
  return (
    <AccountMenu
      greeting={data.t('hello', { name: data.firstName })}
      roleLabel={data.roleLabel}
      identity={data.email || data.identity}
      links={data.links}
      openLabel={data.t('open')}
      signOutLabel={data.t('signOut')}
      signingOutLabel={data.t('signingOut')}
    />
  );
}

export async function MobileHeaderAccount(): Promise<React.ReactNode> {
  const data = await accountData();
  if (!data) return SignedOutMobileAccount();
  return (
    <MobileAccountBlock
      identity={data.identity}
      roleLabel={data.roleLabel}
      links={data.links}
      signOutLabel={data.t('signOut')}
      signingOutLabel={data.t('signingOut')}
    />
  );
}
