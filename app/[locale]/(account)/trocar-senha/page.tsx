import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ChangePasswordForm } from '@/components/auth/change-password-form';
import { requireUser } from '@/lib/data/auth';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'ChangePassword' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /trocar-senha: any signed-in user (signed out → /login). */
export default async function ChangePasswordPage({ params }: Props) {
  await initLocale(params);
  await requireUser({ redirectTo: '/login?next=/trocar-senha' });
  const t = await getTranslations('ChangePassword');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <ChangePasswordForm />
    </AuthCard>
  );
}
