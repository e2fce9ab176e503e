import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { nearbyChrome } from '@/components/nearby/nearby-chrome';
import { NearbyProperties } from '@/components/nearby/nearby-properties';
import { NEARBY_RADIUS_KM } from '@/lib/data/properties';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'NearbyPage' });
  return { title: t('metaTitle') };
}

export default async function NearbyPage({ params }: { params: Promise<{ locale: string }> }) {
  await initLocale(params);
  const t = await getTranslations('NearbyPage');
  return (
    <ClientMessages namespaces={['NearbyPage']}>
      {/* At least a screen tall: the list arrives after the page (the browser's position), and a footer in the first
          screen would jump down under it (a layout shift of 0.08 on a phone). */}
      <div className="page-container flex min-h-svh flex-col gap-6 py-8 md:py-12">
        <header className="flex flex-col gap-2">
          <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </header>
        <NearbyProperties slug={null} radiusKm={NEARBY_RADIUS_KM} chrome={nearbyChrome()} />
      </div>
    </ClientMessages>
  );
}
