import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { useLocale, useTranslations } from 'next-intl';
import { PlainAuthDialogTrigger } from '@/components/auth/plain-auth-dialog-trigger';
import { AvailabilityNote } from '@/components/property/availability-note';
import { BrowserFavoriteHeart } from '@/components/property/browser-favorite-heart';
import { CardIcon } from '@/components/property/card-icons';
import { LazyFavoriteButton } from '@/components/property/lazy-favorite-button';
import { formatArea, formatBRL, formatNumber, formatPrice, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { isNewListing, propertyImageUrl, type PropertyCardData } from '@/lib/search/types';
import { clsx } from 'clsx';

export type { PropertyCardData } from '@/lib/search/types';

/**
 * A listing card: 4:3 photo with the favourite heart (top right) and 'Novo'/'Destaque' badges
 * (top left), the price first, bedrooms · bathrooms · parking · m², the title, neighbourhood and city. The
 * whole card is one link to /imovel/{id}; the heart is its own button laid over the photo (a sibling of the
 * link, so no interactive element is nested in another). Works in server and client components.
 *
 * `signedIn`: false shows the sign-in trigger instead of the toggle; leave it undefined when unknown (the
 * toggle then asks the server and sends a signed-out visitor to sign in); 'browser' on a cached public page,
 * rendered for nobody: the browser reads the session and the saved state (./browser-favorite-heart.tsx).
 */
export function PropertyCard({
  property,
  isFavorite = false,
  signedIn,
  priority = false,
  sizes = '(min-width: 1280px) 360px, (min-width: 768px) 45vw, 100vw',
  headingLevel = 3,
  className,
  now,
  priceNote,
  prefetch,
}: {
  property: PropertyCardData;
  isFavorite?: boolean;
  signedIn?: boolean | 'browser';
  /** Eager-load the photo (the first cards above the fold). */
  priority?: boolean;
  sizes?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /**
   * The link's prefetch (Next's default when undefined). The wizard's preview of a draft's card passes false: a
   * prefetch of the draft's page is a 404 that the router may keep and show once the listing is published.
   */
  prefetch?: boolean;
  /** Reference time for the 'Novo' badge (tests); defaults to now. */
  now?: number;
  /** Under the price: the comparison with the area's median (issue #34, components/price-context). */
  priceNote?: React.ReactNode;
}) {
  const t = useTranslations('PropertyCard');
  const tFavorite = useTranslations('FavoriteButton');
  const locale = useLocale() as FormatLocale;
  const p = property;
  const isNew = isNewListing(p.publishedAt, now);
  const Heading = `h${headingLevel}` as const;
  const price = formatPrice(p.price, p.transaction, locale);

  return (
    <article
      data-testid="property-card"
      data-property-id={p.id}
      className={clsx('property-card', className)}
    >
      <Link href={`/imovel/${p.id}`} prefetch={prefetch} className="card-link">
        <div className="card-media">
          {p.coverImage ? (
            <CardPhoto
              src={propertyImageUrl(p.coverImage)}
              alt={t('photoAlt', { title: p.title })}
              sizes={sizes}
              priority={priority}
            />
          ) : (
            <div className="flex size-full items-center justify-center text-muted-foreground" aria-hidden>
              <CardIcon name="house" className="size-10" />
            </div>
          )}
          {(isNew || p.featured || p.inNegotiation) && (
            <div className="card-badges">
              {isNew && <span className="card-badge bg-highlight text-highlight-foreground">{t('new')}</span>}
              {p.featured && <span className="card-badge bg-primary text-primary-foreground">{t('featured')}</span>}
              {p.inNegotiation && (
                <span className="card-badge bg-info text-info-foreground" data-testid="property-card-in-negotiation">
                  {t('inNegotiation')}
                </span>
              )}
            </div>
          )}
        </div>
        <div className="card-body">
          <p className="card-price" data-testid="property-card-price">
            {price}
          </p>
          {p.monthlyTotal != null && p.monthlyTotal !== p.price && (
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="property-card-total">
              {t('total', { value: formatBRL(p.monthlyTotal) })}
            </p>
          )}
          {priceNote}
          <ul className="card-facts">
            <li>
              <CardIcon name="bed" />
              <span className="sr-only">{t('bedrooms', { count: p.bedrooms })}</span>
              <span aria-hidden>{formatNumber(p.bedrooms)}</span>
            </li>
            <li>
              <CardIcon name="bath" />
              <span className="sr-only">{t('bathrooms', { count: p.bathrooms })}</span>
              <span aria-hidden>{formatNumber(p.bathrooms)}</span>
            </li>
            <li>
              <CardIcon name="car" />
              <span className="sr-only">{t('parking', { count: p.parkingSpaces })}</span>
              <span aria-hidden>{formatNumber(p.parkingSpaces)}</span>
            </li>
            {p.area != null && (
              <li>
                <CardIcon name="ruler" />
                <span>{formatArea(p.area)}</span>
              </li>
            )}
          </ul>
          <Heading className="card-title">{p.title}</Heading>
          <p className="card-place">
            {p.neighborhood}, {p.city}
          </p>
          <AvailabilityNote confirmedAt={p.availabilityConfirmedAt} now={now} className="mt-1" />
        </div>
      </Link>
      <div className="card-heart-slot">
        {signedIn === false || signedIn === 'browser' ? (
          // Signed out, the heart opens the sign-in modal. Drawn here rather than by FavoriteButton, so a
          // server-rendered card hydrates no favourite toggle for an anonymous visitor.
          browserHeart(
            signedIn,
            p,
            <PlainAuthDialogTrigger className="card-heart">
              <CardIcon name="heart" className="size-5 text-highlight" />
              <span className="sr-only">{tFavorite('signInToSave', { title: p.title })}</span>
            </PlainAuthDialogTrigger>,
          )
        ) : (
          <LazyFavoriteButton propertyId={p.id} title={p.title} isFavorite={isFavorite} />
        )}
      </div>
    </article>
  );
}

/** The signed-out heart, or on a cached page the heart the browser fills in. */
function browserHeart(signedIn: false | 'browser', p: PropertyCardData, signedOut: React.ReactNode) {
  return signedIn === 'browser' ? <BrowserFavoriteHeart propertyId={p.id} title={p.title} signedOut={signedOut} /> : signedOut;
}

/**
 * The card's photo: next/image's optimised sources (srcset for `sizes`, WebP) as a plain <img> from
 * getImageProps, not the <Image> client component: a page of results renders and hydrates a dozen of them,
 * and the photo needs no client code. A `priority` photo (the first cards, the likely LCP) loads eagerly at
 * high priority and is preloaded, as <Image priority> would do, and is decoded for the frame that first
 * shows it (`decoding="sync"`): with next/image's default async decoding the loaded photo appeared only in
 * a frame after the page's scripts had run (/buscar: photo loaded at 0.2 s, painted at 0.8 s).
 */
function CardPhoto({ src, alt, sizes, priority }: { src: string; alt: string; sizes: string; priority: boolean }) {
  const fetchPriority = priority ? 'high' : undefined;
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes,
    preload: priority,
    fetchPriority,
    decoding: priority ? 'sync' : 'async',
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimised <img> of getImageProps
    <img {...props} alt={alt} style={undefined} className="card-photo" />
  );
}
