import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { nearbyChrome } from '@/components/nearby/nearby-chrome';
import { NearbyProperties } from '@/components/nearby/nearby-properties';
import { getAgencyBySlug, NEARBY_RADIUS_KM } from '@/lib/data/properties';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'NearbyPage' });
  const agency = await getAgencyBySlug(slug);
  return { title: t('metaTitleAgency', { name: agency?.name || t('agencyFallback') }) };
}

// One agency's (or broker's) listings near the visitor. An unknown slug keeps the page with the name
// 'Imobiliária' (spec §7) and finds no listings.
export default async function AgencyNearbyPage({ params }: { params: Params }) {
  await initLocale(params);
  const { slug } = await params;
  const [t, agency] = await Promise.all([getTranslations('NearbyPage'), getAgencyBySlug(slug)]);
  const valid = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 50;
  return (
    <ClientMessages namespaces={['NearbyPage']}>
      {/* At least a screen tall: the list arrives after the page (the browser's position), and a footer in the first
          screen would jump down under it (a layout shift of 0.08 on a phone). */}
      <div className="page-container flex min-h-svh flex-col gap-6 py-8 md:py-12">
        <header className="flex flex-col gap-2">
          <h1 className="font-heading text-3xl font-bold">{t('titleAgency', { name: agency?.name || t('agencyFallback') })}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </header>
        <NearbyProperties slug={valid ? slug : 'x'} radiusKm={NEARBY_RADIUS_KM} chrome={nearbyChrome()} />
      </div>
    </ClientMessages>
  );
}
