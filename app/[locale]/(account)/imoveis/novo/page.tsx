import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingWizard } from '@/components/listings/editor/listing-wizard';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getAreaCenter } from '@/lib/data/listing-area';
import { initLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'ListingEditor' });
  return { title: t('metaTitleNew'), robots: { index: false } };
}

/**
 * /imoveis/novo: step 1 of the listing wizard for a proprietário, corretor or imobiliária. Signed out → /login
 * (and back here); a cliente → /anunciar-imovel, which offers 'Quero anunciar meu imóvel'.
 */
export default async function NewListingPage({ params }: Props) {
  const locale = await initLocale(params);
  const { profile } = await requirePrivateRoute('/imoveis/novo');
  const center = await getAreaCenter(profile.state, profile.city, null);
  return <ListingWizard listing={null} step={1} center={center} locale={locale} />;
}
