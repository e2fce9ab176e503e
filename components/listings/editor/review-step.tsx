import { BathIcon, BedDoubleIcon, CarIcon, MapPinIcon, PawPrintIcon, RulerIcon, SofaIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { PricePanel } from '@/components/property/price-panel';
import { PropertyCard } from '@/components/property/property-card';
import { PropertyDescription } from '@/components/property/property-description';
import { PropertyGallery } from '@/components/property/property-gallery';
import { GALLERY_SIZES, slideImage } from '@/components/carousel/slide-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getCurrentProfile } from '@/lib/data/auth';
import type { ListingForEdit } from '@/lib/data/listings';
import { getPropertyContact, getPropertyDetail } from '@/lib/data/properties';
import { env } from '@/lib/env';
import { formatArea } from '@/lib/format';
import { PreviewLink } from '@/components/layout/preview-link';
import { Link } from '@/lib/i18n/navigation';
import { propertyImageUrl } from '@/lib/search/types';
import { PublishButton } from './publish-button';
import { editorPath } from './wizard-types';
import { listingPreviewPath } from '@/lib/cache/public-pages';

/**
 * Step 6: the listing as the public will see it — the real search card (PropertyCard) and the listing page's
 * own parts (gallery, heading, details, description, price panel), read through the same getPropertyDetail
 * the page uses (the listing side may preview a draft) — then 'Publicar anúncio' for a draft, or a link to
 * the live page. What listing_publish still needs is listed with a link to its step.
 */
export async function ReviewStep({ listing, locale }: { listing: ListingForEdit; locale: string }) {
  const [t, tPage, tErrors, tTrust, detail, contact, me] = await Promise.all([
    getTranslations('ListingEditor'),
    getTranslations('PropertyPage'),
    getTranslations('Listings.errors'),
    getTranslations('Trust'),
    getPropertyDetail(listing.id),
    getPropertyContact(listing.id),
    getCurrentProfile(),
  ]);
  const isDraft = listing.status === 'rascunho';
  // Issue #34: a broker's or agency's listing goes live only with a CRECI on file (listing_publish refuses it);
  // said before 'Publicar anúncio', with the way to fill it in.
  const creciMissing = isDraft && me != null && (me.role === 'corretor' || me.role === 'imobiliaria') && !me.creci;
  const missing = [...new Set(listing.missing.map((f) => (f === 'longitude' ? 'latitude' : f)))];
  if (listing.photos.length === 0) missing.push('photos' as never);
  const stepOf: Record<string, 2 | 3 | 4 | 5> = {
    title: 3, description: 3, area: 3, price: 4, street: 2, streetNumber: 2, neighborhood: 2, city: 2, state: 2, zipCode: 2, latitude: 2, photos: 5,
  };
  const fieldKey: Record<string, string> = { streetNumber: 'street_number', zipCode: 'zip_code' };
  const v = listing.values;
  const pageUrl = `${env.siteUrl}${locale === 'pt-BR' ? '' : `/${locale}`}/imovel/${listing.id}`;

  return (
    <div className="flex flex-col gap-8" data-testid="step-review">
      <div className="flex flex-col gap-1">
        <h2 className="font-heading text-xl font-semibold">{t('review.legend')}</h2>
        <p className="text-sm text-muted-foreground">{t('review.intro')}</p>
      </div>

      {missing.length > 0 && (
        <div className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900" role="status" data-testid="review-missing">
          <p>{t('review.missing', { fields: missing.map((f) => t(`fields.${(fieldKey[f] ?? f) as 'title'}`)).join(', ') })}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {[...new Set(missing.map((f) => stepOf[f] ?? 3))].sort().map((s) => (
              <li key={s}>
                <Link href={editorPath(listing.id, s)} className="font-medium underline underline-offset-4">
                  {t('review.edit')}: {t(`steps.${s}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      {creciMissing && (
        <div className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900" role="status" data-testid="review-creci-missing">
          <p>{tErrors('creci_required')}</p>
          <Link href="/minha-conta" className="mt-2 inline-block font-medium underline underline-offset-4">
            {tTrust('creciGateLink')}
          </Link>
        </div>
      )}

      <section aria-labelledby="review-card" className="flex flex-col gap-3">
        <h3 id="review-card" className="font-heading text-lg font-semibold">
          {t('review.card')}
        </h3>
        <div className="max-w-sm">
          <PropertyCard
            headingLevel={4}
            prefetch={false}
            property={{
              id: listing.id,
              title: v.title ?? '',
              transaction: v.transaction,
              type: v.type,
              price: v.price ?? 0,
              bedrooms: v.bedrooms,
              bathrooms: v.bathrooms,
              parkingSpaces: v.parkingSpaces,
              area: v.area,
              neighborhood: v.neighborhood ?? '',
              city: v.city ?? '',
              state: v.state,
              coverImage: listing.photos[0]?.path ?? null,
              publishedAt: listing.publishedAt ?? new Date().toISOString(),
            }}
            signedIn
          />
        </div>
      </section>

      {detail && (
        <section aria-labelledby="review-page" className="flex flex-col gap-4" data-testid="review-page">
          <h3 id="review-page" className="font-heading text-lg font-semibold">
            {t('review.page')}
          </h3>
          <div className="flex flex-col gap-6 rounded-xl border p-3 sm:p-5">
            {detail.images.length > 0 && (
              <PropertyGallery
                photos={detail.images.map((img, i) => {
                  const src = propertyImageUrl(img.path);
                  return {
                    src,
                    alt: img.alt || tPage('gallery.photoAlt', { index: i + 1, total: detail.images.length, title: detail.title }),
                    image: slideImage(src, GALLERY_SIZES),
                  };
                })}
                title={detail.title}
              />
            )}
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
              <div className="flex min-w-0 flex-col gap-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{tPage(`transaction.${detail.transaction}`)}</Badge>
                  <Badge variant="outline">{tPage(`types.${detail.type}`)}</Badge>
                  <span className="text-sm text-muted-foreground">{tPage('code', { id: detail.id })}</span>
                </div>
                <p className="font-heading text-2xl font-bold text-balance" data-testid="review-title">
                  {detail.title}
                </p>
                <p className="flex items-start gap-1 text-muted-foreground">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    {detail.street ? `${detail.street}, ` : ''}
                    {detail.neighborhood}, {detail.city} - {detail.state}
                  </span>
                </p>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {[
                    { icon: RulerIcon, label: tPage('details.area'), value: detail.area ? formatArea(detail.area) : '—' },
                    { icon: BedDoubleIcon, label: tPage('details.bedrooms'), value: String(detail.bedrooms) },
                    { icon: BathIcon, label: tPage('details.bathrooms'), value: String(detail.bathrooms) },
                    { icon: CarIcon, label: tPage('details.parking'), value: String(detail.parkingSpaces) },
                    { icon: SofaIcon, label: tPage('details.furnished'), value: tPage(detail.furnished ? 'details.yes' : 'details.no') },
                    { icon: PawPrintIcon, label: tPage('details.pets'), value: tPage(detail.petsAllowed ? 'details.yes' : 'details.no') },
                  ].map(({ icon: Icon, label, value }) => (
                    <div key={label} className="flex flex-col gap-1 rounded-lg border p-3">
                      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
                        <Icon className="size-5 text-primary" aria-hidden />
                        {label}
                      </dt>
                      <dd className="pl-7 font-semibold tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
                {detail.description && <PropertyDescription text={detail.description} />}
              </div>
              <PricePanel property={detail} contact={contact} signedIn pageUrl={pageUrl} />
            </div>
          </div>
        </section>
      )}

      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="ghost" className="w-full sm:w-auto">
          <Link href={editorPath(listing.id, 5)}>{t('back')}</Link>
        </Button>
        {isDraft ? (
          <PublishButton listingId={listing.id} disabled={missing.length > 0} />
        ) : (
          <Button asChild size="lg" className="w-full sm:w-auto">
            <PreviewLink href={listingPreviewPath(listing.id)}>{t('review.goToListing')}</PreviewLink>
          </Button>
        )}
      </div>
    </div>
  );
}
