import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ResendEmailForm } from '@/components/auth/email-link-forms';
import { Button } from '@/components/ui/button';
import { expiredKeyOf } from '@/lib/auth/email-links';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'EmailLink' });
  return { title: t('expiredMetaTitle'), robots: { index: false } };
}

/**
 * Where an e-mail link that no longer works lands (expired, used, forged, or a recovery opened in another
 * browser; app/auth/confirm and app/auth/callback): what happened, in catalogue words picked by the fixed
 * `tipo=` key (cadastro, senha, convite, acesso, email), and the way on — 'Reenviar e-mail' for a sign-up
 * confirmation or a password recovery, the sign-in page otherwise.
 */
export default async function LinkExpiredPage({ params, searchParams }: Props) {
  await initLocale(params);
  const query = await searchParams;
  const key = expiredKeyOf(Array.isArray(query.tipo) ? query.tipo[0] : query.tipo);
  const t = await getTranslations('EmailLink');
  const resend = key === 'cadastro' ? 'signup' : key === 'senha' ? 'recovery' : null;
  return (
    <AuthCard title={t('expiredTitle')} description={t(`expired.${key}`)}>
      <div className="flex flex-col gap-4">
        {resend ? <ResendEmailForm kind={resend} /> : null}
        <Button asChild variant={resend ? 'ghost' : 'default'} className="w-full">
          <Link href="/login">{t('signIn')}</Link>
        </Button>
        {key === 'acesso' ? (
          <Link href="/recuperar-senha" className="text-center text-sm text-primary underline-offset-4 hover:underline">
            {t('forgot')}
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}
