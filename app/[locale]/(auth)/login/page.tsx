import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthPanel } from '@/components/auth/auth-panel';
import { ToastOnMount } from '@/components/auth/toast-on-mount';
import { initLocale } from '@/lib/i18n/server';
import { loginNotice } from '@/lib/security/login-notice';
import { siteConfig } from '@/lib/site';
import { safeNextPath } from '@/lib/validations/auth';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'AuthPage' });
  return { title: t('metaTitle'), robots: { index: false } };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /login: the same tabs as the modal; `?tab=cadastrar` opens sign-up, `?next=` returns to a page of the site.
 * A failed OAuth return or e-mail link shows catalogue text only (lib/security/login-notice.ts), never text
 * from the URL.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  await initLocale(params);
  const query = await searchParams;
  const t = await getTranslations('AuthPage');
  const tm = await getTranslations('AuthMessages');
  const td = await getTranslations('AuthDialog');
  const rawNext = one(query.next);
  const next = rawNext ? safeNextPath(rawNext, '') || null : null;
  const notice = loginNotice(query);

  return (
    <AuthCard title={td('title', { product: siteConfig.name })} description={td('description')}>
      {notice.toast ? <ToastOnMount title={tm(notice.toast.title)} description={tm(notice.toast.description)} /> : null}
      {notice.linkError ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {t('linkError')}
        </p>
      ) : null}
      <AuthPanel mode="page" initialTab={one(query.tab) === 'cadastrar' ? 'register' : 'login'} next={next} />
    </AuthCard>
  );
}
