import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { Button } from '@/components/ui/button';
import { confirmedKeyOf } from '@/lib/auth/email-links';
import { getSessionUser } from '@/lib/data/auth';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'EmailLink' });
  return { title: t('confirmedMetaTitle'), robots: { index: false } };
}

const MESSAGE = { cadastro: 'cadastro', email: 'email', 'email-parcial': 'emailPartial' } as const;

/**
 * After an e-mail link that Supabase accepted but that could not sign this browser in (a `?code=` link
 * opened on another device, or after its flow expired; app/auth/callback), and after the first of the two
 * confirmations of an e-mail change: what happened, in catalogue words picked by the fixed `tipo=` key, and
 * the sign-in form — or, when this browser is signed in already, the way on.
 */
export default async function EmailConfirmedPage({ params, searchParams }: Props) {
  await initLocale(params);
  const query = await searchParams;
  const key = confirmedKeyOf(Array.isArray(query.tipo) ? query.tipo[0] : query.tipo);
  const t = await getTranslations('EmailLink');
  const user = await getSessionUser();
  const message = MESSAGE[key];
  return (
    <AuthCard title={t(`confirmed.${message}.title`)} description={t(`confirmed.${message}.description`)}>
      {key === 'email-parcial' ? (
        <Button asChild variant="outline" className="w-full">
          <Link href="/">{t('home')}</Link>
        </Button>
      ) : user ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{t('signedInAs', { email: user.email ?? '' })}</p>
          <Button asChild className="w-full">
            <Link href={key === 'email' ? '/minha-conta' : '/completar-cadastro'}>{t('continue')}</Link>
          </Button>
        </div>
      ) : (
        <LoginForm mode="page" next={key === 'email' ? '/minha-conta' : '/completar-cadastro'} idPrefix="email-confirmed" />
      )}
    </AuthCard>
  );
}
