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
  const t = await getTranslations({ locale, namespace: 'MyAccount' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /minha-conta: signed out → `/` (spec §6). The same screen as /perfil (issue #24). */
export default async function MyAccountPage({ params }: Props) {
  await initLocale(params);
  const user = await requireUser({ redirectTo: '/' });
  const profile = await getOwnProfile();
  if (!profile) return redirect({ href: '/', locale: await getLocale() });
  return <AccountScreen profile={profile} email={profile.email ?? user.email ?? ''} screen="minha-conta" />;
}
