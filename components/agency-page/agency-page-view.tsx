import { getTranslations } from 'next-intl/server';
import { MailIcon, MapPinIcon, MessageCircleIcon, NavigationIcon, PencilIcon, PhoneIcon, SearchXIcon } from 'lucide-react';
import { BackButton } from '@/components/agency-page/back-button';
import { CoverCarousel, type CoverSlide } from '@/components/agency-page/cover-carousel';
import { COVER_SIZES, slideImage } from '@/components/carousel/slide-image';
import { PageMapLoader } from '@/components/agency-page/page-map-loader';
import { PropertyCard } from '@/components/property/property-card';
import { Share } from '@/components/share/share';
import { Button } from '@/components/ui/button';
import { pagePreviewPath } from '@/lib/cache/public-pages';
import { pagePhotoUrl, type AgencyPageData } from '@/lib/data/agency-page';
import { PreviewLink } from '@/components/layout/preview-link';
import { Link } from '@/lib/i18n/navigation';
import { propertyImageUrl } from '@/lib/search/types';
import { siteConfig } from '@/lib/site';
import { cn, initialOf } from '@/lib/utils';
import {
  MAX_COVER_PHOTOS,
  PAGE_BEDROOMS,
  PAGE_TRANSACTIONS,
  PAGE_TYPES,
  pageFiltersQuery,
  type PageFilters,
} from '@/lib/validations/agency-page';

/**
 * The public page of an agency or broker (spec: /{slug}, the same screen as /minha-pagina): cover photos, the
 * card with the contacts, the computed heading, the real count, the chips, list or map, 12 per page. Server
 * rendered; the carousel, share, back and map are client leaves with translated labels.
 *
 * `basePath` is where the chips and pages link (/{slug} or /minha-pagina); `editor` (the owner's in-place
 * editing, /minha-pagina) goes inside the card.
 */
export async function AgencyPageView({
  data,
  filters,
  basePath,
  pageUrl,
  signedIn,
  favoriteIds,
  editor,
  photosEditor,
  mode,
}: {
  data: AgencyPageData;
  filters: PageFilters;
  basePath: string;
  pageUrl: string;
  /** 'browser': a cached copy's cards, whose hearts the browser fills in (issue #21). */
  signedIn: boolean | 'browser';
  favoriteIds: Set<number>;
  editor?: React.ReactNode;
  photosEditor?: React.ReactNode;
  mode: 'public' | 'owner';
}) {
  const t = await getTranslations('AgencyPage');
  const tTrust = await getTranslations('Trust');
  const tt = await getTranslations('PropertyTypes');
  const p = data.profile;

  // The page's own cover photos; without them, the covers of its first listings (public photos too).
  const slides: CoverSlide[] = (
    p.photos.length > 0
      ? p.photos.map((name) => pagePhotoUrl(name))
      : data.listings.filter((l) => l.coverImage).map((l) => propertyImageUrl(l.coverImage!))
  )
    .slice(0, MAX_COVER_PHOTOS)
    .map((src, i) => ({
      src,
      alt: t('carousel.photoAlt', { index: i + 1, name: p.name }),
      image: slideImage(src, COVER_SIZES, { priority: i === 0 }),
    }));

  const place = data.place
    ? [data.place.neighborhood, data.place.city, data.place.state].filter(Boolean).join(', ')
    : null;
  const transaction = data.headingTransaction ?? 'other';
  const heading = place ? t('heading', { transaction, place }) : t('headingOf', { transaction, name: p.name });

  const link = (change: Partial<PageFilters>) => `${basePath}${pageFiltersQuery({ ...filters, page: 1, ...change })}`;
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  const filtered = !!(filters.transaction || filters.type || filters.minBedrooms);
  const whatsappDigits = p.whatsapp?.replace(/\D/g, '');
  const addressLine = [
    [p.address, p.addressNumber].filter(Boolean).join(', '),
    p.neighborhood,
    [p.city, p.state].filter(Boolean).join(' - '),
  ].filter(Boolean).join(' · ');
  const types = PAGE_TYPES.filter((type) => (data.facets.type[type] ?? 0) > 0 || filters.type === type);

  return (
    <div className="page-container flex flex-col gap-6 py-6 md:py-8" data-testid="agency-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton label={t('back')} />
        <div className="flex flex-wrap items-center gap-2">
          <Share url={pageUrl} title={p.name} text={t('shareText', { name: p.name, product: siteConfig.name })} testId="page-share" />
          {data.owner && mode === 'public' && (
            <Button asChild size="sm" variant="outline">
              <Link href="/minha-pagina" data-testid="page-edit">
                <PencilIcon aria-hidden />
                {t('edit')}
              </Link>
            </Button>
          )}
          {mode === 'owner' && (
            <Button asChild size="sm" variant="outline">
              <PreviewLink href={pagePreviewPath(p.slug)} data-testid="page-public-link">
                {t('viewPublic')}
              </PreviewLink>
            </Button>
          )}
        </div>
      </div>

      {data.owner && !data.owner.publicProfile && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('hidden')}
        </p>
      )}

      {data.owner && !data.owner.showContact && (
        <p role="note" data-testid="page-contact-hidden" className="rounded-lg border bg-muted px-4 py-3 text-sm text-muted-foreground">
          {t('contactHidden')}{' '}
          <Link href="/configuracoes" className="font-medium text-foreground underline underline-offset-4">
            {t('contactSettings')}
          </Link>
        </p>
      )}

      {slides.length > 0 && (
        <CoverCarousel
          slides={slides}
          labels={{
            label: t('carousel.label', { name: p.name }),
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            slides: slides.map((_, i) => t('carousel.slide', { index: i + 1, total: slides.length })),
            dots: slides.map((_, i) => t('carousel.goTo', { index: i + 1 })),
          }}
        />
      )}
      {photosEditor}

      <div className="grid gap-6 lg:grid-cols-[340px_1fr] lg:items-start">
        <aside className="flex flex-col gap-4 rounded-xl border bg-card p-5" aria-labelledby="page-name" data-testid="page-card">
          <div className="flex items-center gap-4">
            {p.avatarUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small logo from Storage or the provider
              <img src={p.avatarUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full border object-cover" />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground" aria-hidden>
                {initialOf(p.name)}
              </span>
            )}
            <div className="min-w-0">
              <h1 id="page-name" className="font-heading text-2xl font-bold break-words">
                {p.name}
              </h1>
              <p className="text-sm text-muted-foreground">
                {t(`roles.${p.role}`)}
                {p.creci ? ` · ${tTrust('creciLine', { creci: p.creci })}` : ''}
              </p>
            </div>
          </div>
          <p className={cn('text-sm whitespace-pre-line', !p.description && 'text-muted-foreground')} data-testid="page-description">
            {p.description || t('noDescription', { name: p.name })}
          </p>
          <Button asChild className="w-full">
            <Link href={`/imoveis-proximos/${p.slug}`}>
              <NavigationIcon aria-hidden />
              {t('nearby')}
            </Link>
          </Button>
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">{t('contactTitle')}</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {p.email && (
                <li>
                  <a href={`mailto:${p.email}`} className="inline-flex items-center gap-2 break-all text-primary underline-offset-4 hover:underline" aria-label={t('email', { name: p.name })}>
                    <MailIcon className="size-4 shrink-0" aria-hidden />
                    {p.email}
                  </a>
                </li>
              )}
              {p.phone && (
                <li>
                  <a href={`tel:+55${p.phone.replace(/\D/g, '')}`} className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline" aria-label={t('call', { phone: p.phone })}>
                    <PhoneIcon className="size-4 shrink-0" aria-hidden />
                    {p.phone}
                  </a>
                </li>
              )}
              {whatsappDigits && (
                <li>
                  <a
                    href={`https://wa.me/55${whatsappDigits}?text=${encodeURIComponent(t('whatsappText', { name: p.name, product: siteConfig.name }))}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline"
                  >
                    <MessageCircleIcon className="size-4 shrink-0" aria-hidden />
                    {t('whatsapp')}
                  </a>
                </li>
              )}
              {addressLine && (
                <li className="inline-flex items-start gap-2 text-muted-foreground">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    <span className="sr-only">{t('address')}: </span>
                    {addressLine}
                  </span>
                </li>
              )}
            </ul>
          </div>
          {editor}
        </aside>

        <section className="flex min-w-0 flex-col gap-4" aria-labelledby="page-heading">
          <div className="flex flex-col gap-1">
            <h2 id="page-heading" className="font-heading text-xl font-bold md:text-2xl" data-testid="page-heading">
              {heading}
            </h2>
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="page-results">
              {t('results', { count: data.total })}
            </p>
          </div>

          <nav aria-label={t('filters.label')} className="flex flex-col gap-2" data-testid="page-filters">
            <ChipGroup label={t('filters.transaction')}>
              <Chip href={link({ transaction: null })} active={!filters.transaction}>{t('filters.any')}</Chip>
              {PAGE_TRANSACTIONS.map((tx) => (
                <Chip key={tx} href={link({ transaction: tx })} active={filters.transaction === tx}>
                  {t(`filters.${tx}`)}
                </Chip>
              ))}
            </ChipGroup>
            {types.length > 0 && (
              <ChipGroup label={t('filters.type')}>
                <Chip href={link({ type: null })} active={!filters.type}>{t('filters.any')}</Chip>
                {types.map((type) => (
                  <Chip key={type} href={link({ type })} active={filters.type === type}>
                    {tt(type)}
                  </Chip>
                ))}
              </ChipGroup>
            )}
            <ChipGroup label={t('filters.bedrooms')}>
              <Chip href={link({ minBedrooms: null })} active={!filters.minBedrooms}>{t('filters.any')}</Chip>
              {PAGE_BEDROOMS.map((n) => (
                <Chip key={n} href={link({ minBedrooms: n })} active={filters.minBedrooms === n}>
                  {t('filters.bedroomsMin', { count: n })}
                </Chip>
              ))}
            </ChipGroup>
          </nav>

          <div className="flex items-center justify-between gap-2">
            <div role="group" aria-label={t('view.label')} className="inline-flex rounded-lg border p-0.5">
              {/* Not prefetched, as the chips below (Chip). */}
              <Link
                href={`${basePath}${pageFiltersQuery({ ...filters, view: 'lista' })}`}
                prefetch={false}
                aria-current={filters.view === 'lista' ? 'page' : undefined}
                className={cn('rounded-md px-3 py-1.5 text-sm font-medium', filters.view === 'lista' ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
                data-testid="page-view-list"
              >
                {t('view.list')}
              </Link>
              <Link
                href={`${basePath}${pageFiltersQuery({ ...filters, view: 'mapa', page: 1 })}`}
                prefetch={false}
                aria-current={filters.view === 'mapa' ? 'page' : undefined}
                className={cn('rounded-md px-3 py-1.5 text-sm font-medium', filters.view === 'mapa' ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
                data-testid="page-view-map"
              >
                {t('view.map')}
              </Link>
            </div>
          </div>

          {data.total === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center" data-testid="page-empty">
              <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
              <p className="text-muted-foreground">{filtered ? t('empty') : t('emptyAll', { name: p.name })}</p>
              {filtered && (
                <Button asChild variant="outline" size="sm">
                  <Link href={basePath}>{t('clearFilters')}</Link>
                </Button>
              )}
            </div>
          ) : filters.view === 'mapa' ? (
            <div className="flex flex-col gap-2">
              <div className="min-h-[420px] md:min-h-[560px]">
                <PageMapLoader
                  label={t('mapLabel', { name: p.name })}
                  loading={t('mapLoading')}
                  points={data.points.map((pt) => ({ ...pt, href: `/imovel/${pt.id}` }))}
                />
              </div>
              <p className="text-xs text-muted-foreground">{t('mapNote')}</p>
            </div>
          ) : (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="page-listings">
                {data.listings.map((listing, i) => (
                  <li key={listing.id}>
                    <PropertyCard
                      property={listing}
                      signedIn={signedIn}
                      isFavorite={favoriteIds.has(listing.id)}
                      priority={i < 2 && slides.length === 0}
                      sizes="(min-width: 1280px) 280px, (min-width: 640px) 45vw, 100vw"
                    />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label={t('pager.label')} className="flex flex-wrap items-center justify-center gap-1" data-testid="page-pager">
                  {data.page > 1 && (
                    <PagerLink href={`${basePath}${pageFiltersQuery({ ...filters, page: data.page - 1 })}`}>{t('pager.previous')}</PagerLink>
                  )}
                  {Array.from({ length: pages }, (_, i) => i + 1)
                    .filter((n) => n === 1 || n === pages || Math.abs(n - data.page) <= 2)
                    .map((n) => (
                      <PagerLink
                        key={n}
                        href={`${basePath}${pageFiltersQuery({ ...filters, page: n })}`}
                        current={n === data.page}
                        label={t('pager.page', { page: n })}
                      >
                        {n}
                      </PagerLink>
                    ))}
                  {data.page < pages && (
                    <PagerLink href={`${basePath}${pageFiltersQuery({ ...filters, page: data.page + 1 })}`}>{t('pager.next')}</PagerLink>
                  )}
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function ChipGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="w-20 shrink-0 text-xs font-medium text-muted-foreground" aria-hidden>
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * The filter chips, the pager and the list/map switch lead to this page filtered, which is rendered per request (only
 * the page without a query is a cached copy): they are not prefetched. Prefetched, every visit made the server render
 * each variant in view (22 renders for 11 chips) and the browser decode each answer while the page hydrated.
 */
function Chip({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      scroll={false}
      prefetch={false}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'rounded-full border px-3 py-1 text-sm transition-colors duration-150',
        active ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
      )}
      data-testid="page-chip"
    >
      {children}
    </Link>
  );
}

function PagerLink({ href, current, label, children }: { href: string; current?: boolean; label?: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm tabular-nums',
        current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
      )}
    >
      {children}
    </Link>
  );
}
