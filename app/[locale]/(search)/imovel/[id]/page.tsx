import type { Metadata } from 'next';
import { headers } from 'next/headers';
import {
  BathIcon,
  BedDoubleIcon,
  CarIcon,
  CheckIcon,
  MapPinIcon,
  PawPrintIcon,
  RulerIcon,
  SofaIcon,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { PropertyCard } from '@/components/property/property-card';
import { LazyApproximateMap, LazyFinancingCalculator } from '@/components/property/lazy-listing-parts';
import { ListingBottomBar } from '@/components/property/listing-bottom-bar';
import { ListingHeart } from '@/components/property/listing-heart';
import { ListingShare } from '@/components/share/share';
import { ListingPriceContext } from '@/components/price-context/price-context';
import { PricePanel } from '@/components/property/price-panel';
import { PayNotice } from '@/components/reports/pay-notice';
import { ReportListing } from '@/components/reports/report-listing';
import { PropertyDescription } from '@/components/property/property-description';
import { PropertyGallery } from '@/components/property/property-gallery';
import { GALLERY_SIZES, slideImage } from '@/components/carousel/slide-image';
import { AvailabilityNote } from '@/components/property/availability-note';
import { PropertyJsonLd } from '@/components/property/property-json-ld';
import { ViewCounter } from '@/components/property/view-counter';
import { ExactAddressBlock } from '@/components/property/exact-address';
import { BrowserExactAddress } from '@/components/listing-viewer/browser-exact-address';
import { NegotiationBadge } from '@/components/proposals/negotiation-badge';
import { Badge } from '@/components/ui/badge';
import { getSessionUser } from '@/lib/data/auth';
import { getFavoriteIds } from '@/lib/data/favorites';
import {
  getPropertyContact,
  getPropertyDetail,
  getSimilarProperties,
  registerPropertyView,
  type PropertyDetail,
} from '@/lib/data/properties';
import { env } from '@/lib/env';
import { formatArea, formatPrice, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { amenityLabel, type AmenityKey } from '@/lib/location/amenities';
import { notFoundLogged } from '@/lib/not-found';
import { propertyImageStorageUrl } from '@/lib/search/storage-url';
import { propertyImageUrl } from '@/lib/search/types';

// `v` is set only when the page renders as the cached copy (app/[locale]/%5Fcached/[v]/imovel/[id]).
type Params = Promise<{ locale: string; id: string; v?: string }>;

function parseId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function pageUrl(locale: string, id: number) {
  return `${env.siteUrl}${locale === 'pt-BR' ? '' : `/${locale}`}/imovel/${id}`;
}

function place(p: PropertyDetail) {
  return `${p.neighborhood}, ${p.city} - ${p.state}`;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id: raw } = await params;
  const id = parseId(raw);
  const property = id ? await getPropertyDetail(id) : null;
  if (!property) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'PropertyPage' });
  const description = t('metaDescription', {
    type: t(`types.${property.type}`),
    transaction: property.transaction,
    neighborhood: property.neighborhood,
    city: property.city,
    price: formatPrice(property.price, property.transaction, locale as FormatLocale),
    bedrooms: property.bedrooms,
    area: property.area ? formatArea(property.area) : 'none',
  });
  const url = pageUrl(locale, property.id);
  return {
    title: property.title,
    description,
    alternates: { canonical: url },
    robots: property.isPublic ? undefined : { index: false, follow: false },
    openGraph: {
      type: 'website',
      url,
      title: property.title,
      description,
      images: [{ url: `${url}/og`, width: 1200, height: 630, alt: property.title }],
    },
    twitter: { card: 'summary_large_image', title: property.title, description, images: [`${url}/og`] },
  };
}

export default async function PropertyPage({ params }: { params: Params }) {
  const locale = await initLocale(params);
  const { id: raw, v: cachedCopy } = await params;
  const id = parseId(raw);
  if (!id) return notFoundLogged();
  const property = await getPropertyDetail(id);
  if (!property) return notFoundLogged();

  // A page rendered per request counts its view here; the cached copy, rendered for nobody, has the
  // visitor's browser count it (ViewCounter → /api/listings/{id}/view).
  const userAgent = cachedCopy ? null : (await headers()).get('user-agent');
  const [t, contact, similar, user] = await Promise.all([
    getTranslations('PropertyPage'),
    getPropertyContact(id),
    getSimilarProperties(id, 3),
    getSessionUser(),
    cachedCopy ? false : registerPropertyView(id, userAgent),
  ]);
  const [favoriteIds, tAmenities] = await Promise.all([
    getFavoriteIds([id, ...similar.map((s) => s.id)]),
    getTranslations('Amenities'),
  ]);
  const p = property;
  // The copy is rendered for nobody (and served to signed-in visitors too): its personal parts — the listing
  // side's 'Editar', the exact address, the phone shown after sign-in, the signed-in dialogs — are read by the
  // browser from GET /api/listings/{id}/me (components/listing-viewer).
  const viewer: boolean | 'browser' = cachedCopy ? 'browser' : !!user;
  const typeLabel = t(`types.${p.type}`);
  const url = pageUrl(locale, p.id);
  const photos = p.images.map((img, i) => {
    const src = propertyImageUrl(img.path);
    return {
      src,
      alt: img.alt || t('gallery.photoAlt', { index: i + 1, total: p.images.length, title: p.title }),
      image: slideImage(src, GALLERY_SIZES, { priority: i === 0 }),
    };
  });
  const yesNo = (v: boolean) => (v ? t('details.yes') : t('details.no'));
  const details = [
    { icon: RulerIcon, label: t('details.area'), value: p.area ? formatArea(p.area) : '—' },
    { icon: BedDoubleIcon, label: t('details.bedrooms'), value: String(p.bedrooms) },
    { icon: BathIcon, label: t('details.bathrooms'), value: String(p.bathrooms) },
    { icon: CarIcon, label: t('details.parking'), value: String(p.parkingSpaces) },
    { icon: SofaIcon, label: t('details.furnished'), value: yesNo(p.furnished) },
    { icon: PawPrintIcon, label: t('details.pets'), value: yesNo(p.petsAllowed) },
  ];
  const lists = [
    { key: 'appliances', title: t('appliances'), items: p.appliances },
    { key: 'other-items', title: t('otherItems'), items: p.otherItems },
    { key: 'condo-features', title: t('condoFeatures'), items: p.condoFeatures },
  ].filter((l) => l.items.length > 0);

  return (
    <ClientMessages namespaces={['PropertyPage', 'Simulator', 'Offer', 'Lead', 'ListingRequests', 'Visits', 'VisitDialog', 'Trust']}>
      <div className="page-container flex flex-col gap-8 py-6 md:py-10" data-testid="property-page" data-property-id={p.id}>
        <PropertyJsonLd
          property={p}
          url={url}
          imageUrls={p.images.map((img) => propertyImageStorageUrl(img.path))}
          typeLabel={typeLabel}
        />
        {!p.isPublic && (
          <p role="status" className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
            {t('preview')}
          </p>
        )}
        <PropertyGallery photos={photos} title={p.title} />

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="flex min-w-0 flex-col gap-8">
            <header className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{t(`transaction.${p.transaction}`)}</Badge>
                <Badge variant="outline">{typeLabel}</Badge>
                <NegotiationBadge propertyId={p.id} />
                <span className="text-sm text-muted-foreground">{t('code', { id: p.id })}</span>
              </div>
              <div className="flex items-start justify-between gap-3">
                <h1 className="font-heading text-2xl font-bold text-balance sm:text-3xl">{p.title}</h1>
                <div className="flex shrink-0 items-center gap-1" data-slot="listing-actions">
                  <ListingHeart propertyId={p.id} title={p.title} signedIn={cachedCopy ? 'browser' : !!user} isFavorite={favoriteIds.has(p.id)} />
                  <ListingShare listing={p} url={url} />
                </div>
              </div>
              <p className="flex items-start gap-1 text-muted-foreground">
                <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  {p.street ? `${p.street}, ` : ''}
                  {place(p)}
                </span>
              </p>
              <AvailabilityNote confirmedAt={p.availabilityConfirmedAt} size="sm" />
            </header>

            <ListingPriceContext propertyId={p.id} locale={locale as FormatLocale} />

            <section aria-labelledby="details-title">
              <h2 id="details-title" className="mb-3 font-heading text-xl font-semibold">
                {t('details.title')}
              </h2>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {details.map(({ icon: Icon, label, value }) => (
                  <div key={label} className="flex flex-col gap-1 rounded-lg border p-3">
                    <dt className="flex items-center gap-2 text-xs text-muted-foreground">
                      <Icon className="size-5 text-primary" aria-hidden />
                      {label}
                    </dt>
                    <dd className="pl-7 font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="description-title">
              <h2 id="description-title" className="mb-3 font-heading text-xl font-semibold">
                {t('description.title')}
              </h2>
              <PropertyDescription text={p.description} />
            </section>

            {lists.map((list) => (
              <section key={list.key} aria-labelledby={`${list.key}-title`}>
                <h2 id={`${list.key}-title`} className="mb-3 font-heading text-xl font-semibold">
                  {list.title}
                </h2>
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {list.items.map((item) => (
                    <li key={item} className="flex items-center gap-2">
                      <CheckIcon className="size-4 text-primary" aria-hidden />
                      {amenityLabel(item, (key: AmenityKey) => tAmenities(key))}
                    </li>
                  ))}
                </ul>
              </section>
            ))}

            <section aria-labelledby="location-title">
              <h2 id="location-title" className="mb-3 font-heading text-xl font-semibold">
                {t('location.title')}
              </h2>
              {p.location ? (
                <>
                  <LazyApproximateMap
                    latitude={p.location.latitude}
                    longitude={p.location.longitude}
                    radiusMeters={p.location.radiusMeters}
                    place={place(p)}
                  />
                  <p className="mt-2 text-sm text-muted-foreground">{t('location.approximate')}</p>
                </>
              ) : (
                <p className="text-muted-foreground">{t('location.unavailable')}</p>
              )}
              {cachedCopy ? (
                <BrowserExactAddress propertyId={p.id} place={place(p)} />
              ) : (
                p.exactAddress && <ExactAddressBlock address={p.exactAddress} place={place(p)} />
              )}
            </section>

            {p.transaction === 'venda' && <LazyFinancingCalculator value={p.price} />}
          </div>

          <aside className="lg:sticky lg:top-20 lg:self-start">
            <PricePanel property={p} contact={contact} signedIn={viewer} pageUrl={url} />
            <PayNotice className="mt-4" />
            {p.isPublic && <ReportListing propertyId={p.id} signedIn={viewer} />}
          </aside>
        </div>

        <section aria-labelledby="similar-title" data-testid="similar-properties">
          <h2 id="similar-title" className="mb-4 font-heading text-2xl font-semibold">
            {t('similar.title')}
          </h2>
          {similar.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((s) => (
                <li key={s.id}>
                  <PropertyCard property={s} isFavorite={favoriteIds.has(s.id)} signedIn={cachedCopy ? 'browser' : !!user} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">
              {t('similar.empty')} <Link href="/buscar" className="text-primary underline-offset-4 hover:underline">{t('breadcrumb')}</Link>
            </p>
          )}
        </section>
        <ListingBottomBar property={p} signedIn={viewer} />
      </div>
      {cachedCopy && p.isPublic && <ViewCounter id={p.id} />}
    </ClientMessages>
  );
}
