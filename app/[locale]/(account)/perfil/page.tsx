import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountScreen } from '@/components/account/account-screen';
import { requireUser } from '@/lib/data/auth';
import { getOwnProfile } from '@/lib/data/profiles';
import { redirect } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'ProfileScreen' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /perfil (issue #24): the agency's profile and company block — the same screen as /minha-conta. Signed out → `/`. */
export default async function ProfilePage({ params }: Props) {
  await initLocale(params);
  const user = await requireUser({ redirectTo: '/' });
  const profile = await getOwnProfile();
  if (!profile) return redirect({ href: '/', locale: await getLocale() });
  return <AccountScreen profile={profile} email={profile.email ?? user.email ?? ''} screen="perfil" />;
}
