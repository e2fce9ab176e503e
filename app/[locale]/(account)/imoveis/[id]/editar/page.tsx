import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingWizard } from '@/components/listings/editor/listing-wizard';
import { parseStep, resumeStep } from '@/components/listings/editor/wizard-types';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getAreaCenter } from '@/lib/data/listing-area';
import { getListingForEdit } from '@/lib/data/listings';
import { initLocale } from '@/lib/i18n/server';
import { notFoundLogged } from '@/lib/not-found';
import { parseListingId } from '@/lib/security/listing-photo';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'ListingEditor' });
  return { title: t('metaTitleEdit', { id: parseListingId(id) ?? '' }), robots: { index: false } };
}

/**
 * /imoveis/{id}/editar?passo=N: the listing wizard on one of the caller's listings (a draft to finish, or a
 * live listing to change); without ?passo= a draft opens where it stopped ('Rascunho — continuar' on /imoveis). Signed out → /login and back; another role → /anunciar-imovel; a listing that is
 * not the caller's (or unknown, deleted, malformed id) → 404, with nothing of it rendered.
 */
export default async function EditListingPage({ params, searchParams }: Props) {
  const locale = await initLocale(params);
  const { id: raw } = await params;
  const id = parseListingId(raw);
  await requirePrivateRoute('/imoveis/[id]/editar', `/imoveis/${encodeURIComponent(raw ?? '')}/editar`);
  if (!id) return notFoundLogged();
  const listing = await getListingForEdit(id);
  if (!listing) return notFoundLogged();
  const { passo } = await searchParams;
  const step = passo ? parseStep(passo) : resumeStep(listing.missing, listing.photos.length, listing.status === 'rascunho');
  const v = listing.values;
  const center = await getAreaCenter(v.state, v.city, v.neighborhood);
  return <ListingWizard listing={listing} step={step} center={center} locale={locale} />;
}
