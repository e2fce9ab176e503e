import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeForm } from '@/components/saved-searches/unsubscribe-form';
import { initLocale } from '@/lib/i18n/server';
import { UNSUBSCRIBE_TOKEN } from '@/lib/validations/saved-searches';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'SavedSearches' });
  return { title: t('unsubscribe.metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * The unsubscribe link of a saved search alert e-mail (issue #22), signed out or in: one button pauses that
 * search's alerts (a GET changes nothing: mail scanners open links).
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  await initLocale(params);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && UNSUBSCRIBE_TOKEN.test(raw) ? raw : null;
  const t = await getTranslations('SavedSearches');
  return (
    <div className="page-container flex max-w-xl flex-col gap-4 py-12">
      <h1 className="font-heading text-3xl font-bold">{t('unsubscribe.title')}</h1>
      {token ? (
        <UnsubscribeForm
          token={token}
          labels={{
            text: t('unsubscribe.text'),
            submit: t('unsubscribe.submit'),
            done: t('unsubscribe.done', { name: '{name}' }),
            invalid: t('unsubscribe.invalid'),
            failed: t('errors.failed'),
            manage: t('unsubscribe.manage'),
          }}
        />
      ) : (
        <p role="alert" data-testid="unsubscribe-result">
          {t('unsubscribe.invalid')}
        </p>
      )}
    </div>
  );
}
