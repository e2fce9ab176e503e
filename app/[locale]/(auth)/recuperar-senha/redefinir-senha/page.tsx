import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/recovery-forms';
import { requireUser } from '@/lib/data/auth';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'PasswordRecovery' });
  return { title: t('resetMetaTitle'), robots: { index: false } };
}

/** Opened by the recovery e-mail's link (app/auth/confirm has signed the user in). */
export default async function ResetPasswordPage({ params }: Props) {
  await initLocale(params);
  await requireUser({ redirectTo: '/recuperar-senha' });
  const t = await getTranslations('PasswordRecovery');
  return (
    <AuthCard title={t('resetTitle')} description={t('resetDescription')}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
