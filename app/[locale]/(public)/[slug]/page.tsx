import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { AgencyPageJsonLd } from '@/components/agency-page/agency-page-json-ld';
import { AgencyPageView } from '@/components/agency-page/agency-page-view';
import { getAgencyPage } from '@/lib/data/agency-page';
import { getSessionUser } from '@/lib/data/auth';
import { getFavoriteIds } from '@/lib/data/favorites';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { localizedUrl } from '@/lib/marketing/metadata';
import { notFoundLogged } from '@/lib/not-found';
import { siteConfig } from '@/lib/site';
import { parsePageFilters, pageFiltersQuery } from '@/lib/validations/agency-page';

// `v` is set only when the page renders as the cached copy (app/[locale]/%5Fcached/[v]/[slug]).
type Params = Promise<{ locale: string; slug: string; v?: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The route's slug as typed (Next hands it percent-encoded or not): null when it cannot be a page's. */
function readSlug(raw: string): string | null {
  let slug = raw;
  try {
    if (slug.includes('%')) slug = decodeURIComponent(slug);
  } catch {
    return null;
  }
  return slug.length <= 100 ? slug : null;
}

async function load(params: Params, searchParams: SearchParams) {
  const [{ slug: raw }, query] = await Promise.all([params, searchParams]);
  const slug = readSlug(raw);
  const filters = parsePageFilters(query);
  if (!slug) return { slug, filters, result: { kind: 'none' as const } };
  return { slug, filters, result: await getAgencyPage(slug, filters) };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { locale } = await params;
  const { result } = await load(params, searchParams);
  if (result.kind !== 'page') return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'AgencyPage' });
  const p = result.data.profile;
  const url = localizedUrl(`/${p.slug}`, locale as Locale);
  const title = t('metaTitle', { name: p.name });
  const description = t('metaDescription', { count: result.data.totalAll, name: p.name, product: siteConfig.name });
  const image = `${url}/og`;
  const hidden = result.data.owner && !result.data.owner.publicProfile;
  return {
    title,
    description,
    alternates: { canonical: url },
    robots: hidden ? { index: false, follow: false } : undefined,
    openGraph: { type: 'profile', url, title, description, images: [{ url: image, width: 1200, height: 630, alt: p.name }] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/**
 * /{slug}: the public page of an agency or broker (issue #19), rendered on the server for anyone. A former
 * address or another spelling of it redirects permanently (308) to the current one; an unknown, reserved or
 * malformed slug, or the page of an owner who turned 'perfil público' off (for anyone but its owner), is the
 * 404 page. Static routes (/buscar, /login…) win over this one; their names are reserved slugs.
 */
export default async function AgencyPublicPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await initLocale(params);
  const { filters, result } = await load(params, searchParams);
  if (result.kind === 'redirect') {
    permanentRedirect(getPathname({ href: `/${result.slug}${pageFiltersQuery(filters)}`, locale }));
  }
  if (result.kind !== 'page') return notFoundLogged();

  const data = result.data;
  const user = await getSessionUser();
  const favoriteIds = await getFavoriteIds(data.listings.map((l) => l.id));
  const url = localizedUrl(`/${data.profile.slug}`, locale);
  return (
    <>
      <AgencyPageJsonLd
        data={data}
        url={url}
        logoUrl={data.profile.avatarUrl}
        listingUrl={(id) => localizedUrl(`/imovel/${id}`, locale)}
      />
      <AgencyPageView
        data={data}
        filters={filters}
        basePath={`/${data.profile.slug}`}
        pageUrl={url}
        signedIn={(await params).v ? 'browser' : !!user}
        favoriteIds={favoriteIds}
        mode="public"
      />
    </>
  );
}
