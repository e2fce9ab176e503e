import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { RequestRecoveryForm } from '@/components/auth/recovery-forms';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'PasswordRecovery' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function RecoveryPage({ params }: Props) {
  await initLocale(params);
  const t = await getTranslations('PasswordRecovery');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <RequestRecoveryForm />
    </AuthCard>
  );
}
