import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsForm } from '@/components/account/settings-form';
import { requireUser } from '@/lib/data/auth';
import { getOwnSettings } from '@/lib/data/settings';
import { initLocale } from '@/lib/i18n/server';
import { pushEnv } from '@/lib/server-env';
import { SETTINGS_DEFAULTS } from '@/lib/validations/settings';

/** The operator's VAPID public key for Web Push (lib/server-env.ts); none → push stays a stored choice. */
function vapidPublicKey(): string | null {
  return pushEnv().vapid?.publicKey ?? null;
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'AccountSettings' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /configuracoes (issue #24): signed out → `/`. */
export default async function SettingsPage({ params }: Props) {
  await initLocale(params);
  await requireUser({ redirectTo: '/' });
  const [t, settings] = await Promise.all([getTranslations('AccountSettings'), getOwnSettings()]);
  return (
    <div className="page-container py-10 sm:py-16">
      <div className="mx-auto flex max-w-2xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="font-heading text-3xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </header>
        <SettingsForm initial={settings ?? SETTINGS_DEFAULTS} vapidKey={vapidPublicKey()} />
      </div>
    </div>
  );
}
