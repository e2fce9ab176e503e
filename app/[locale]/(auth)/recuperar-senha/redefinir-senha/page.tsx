import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/recovery-forms';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/data/auth';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { createClient } from '@/lib/supabase/server';
import { isRecentEmailLinkSession } from '@/lib/validations/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'PasswordRecovery' });
  return { title: t('resetMetaTitle'), robots: { index: false } };
}

/**
 * Opened by the recovery e-mail's link (app/auth/confirm has signed the user in). The form is offered only
 * to a session that link made, recently (resetPasswordAction checks the same and is the real guard);
 * anyone else is asked to open a new link, or changes the password on /trocar-senha.
 */
export default async function ResetPasswordPage({ params }: Props) {
  await initLocale(params);
  await requireUser({ redirectTo: '/recuperar-senha' });
  const t = await getTranslations('PasswordRecovery');
  const { data } = await (await createClient()).auth.getClaims();
  const fromLink = isRecentEmailLinkSession(data?.claims?.amr);
  return (
    <AuthCard title={t('resetTitle')} description={t('resetDescription')}>
      {fromLink ? (
        <ResetPasswordForm />
      ) : (
        <div role="alert" className="flex flex-col gap-4" data-testid="reset-needs-link">
          <p className="text-sm">{t('resetNeedsLink')}</p>
          <Button asChild variant="outline">
            <Link href="/recuperar-senha">{t('resetNeedsLinkAction')}</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
