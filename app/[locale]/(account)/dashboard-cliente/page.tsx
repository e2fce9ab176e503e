import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoleHome } from '@/components/auth/role-home';
import { requireRoleHome } from '@/lib/data/auth';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'RoleHome' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The cliente home: signed out → /login, another role → that role's home. */
export default async function DashboardClientePage({ params }: Props) {
  await initLocale(params);
  const { profile } = await requireRoleHome('cliente');
  return <RoleHome role="cliente" profile={profile} />;
}
