import type { Metadata } from 'next';
import { HouseIcon, PlusIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ManageFilters } from '@/components/listings/manage/manage-filters';
import { ManageList } from '@/components/listings/manage/manage-list';
import { ManagePager } from '@/components/listings/manage/manage-pager';
import { PartnerRequests } from '@/components/listings/manage/partner-requests';
import { ReviewNotices } from '@/components/moderation/review-notices';
import { Button } from '@/components/ui/button';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getMyReviews } from '@/lib/data/moderation';
import { getMyListings } from '@/lib/data/my-listings';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { parseManageParams } from '@/lib/validations/my-listings';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ListingsManage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Roles that list properties; a client is sent to /anunciar-imovel, which offers 'Quero anunciar meu imóvel'. */

// /imoveis: the listings this user manages — an owner's own, a broker's, all of an agency's — with search,
// status filter, sort and pages in the URL, one call of listing_manage_search per page.
export default async function MyListingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/imoveis');
  const query = parseManageParams(await searchParams);
  const [t, data, reviews] = await Promise.all([getTranslations('ListingsManage'), getMyListings(query), getMyReviews()]);
  const filtered = !!query.q || !!query.status;
  const from = (data.page - 1) * data.perPage + 1;
  const to = from + data.rows.length - 1;
  const role = profile.role === 'proprietario' ? 'owner' : profile.role === 'corretor' ? 'corretor' : 'imobiliaria';

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t(`description.${role}`)}</p>
        </div>
        <Button asChild className="w-full sm:w-auto">
          <Link href="/imoveis/novo">
            <PlusIcon aria-hidden />
            {t('new')}
          </Link>
        </Button>
      </div>
      <PartnerRequests requests={data.requests} />
      <ReviewNotices reviews={reviews} />
      <ManageFilters params={query} />
      {data.rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="listings-empty">
          <HouseIcon className="size-8 text-muted-foreground" aria-hidden />
          <h2 className="font-heading text-lg font-semibold">
            {filtered || data.total > 0 ? t('empty.filteredTitle') : t('empty.title')}
          </h2>
          <p className="text-muted-foreground">{filtered || data.total > 0 ? t('empty.filteredText') : t('empty.text')}</p>
          {filtered || data.total > 0 ? (
            <Button asChild variant="outline">
              <Link href="/imoveis">{t('clear')}</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link href="/imoveis/novo">{t('new')}</Link>
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="listings-total">
            {t('total', { total: data.total })}
            {data.pages > 1 ? ` · ${t('showing', { from, to, total: data.total })}` : null}
          </p>
          <ManageList rows={data.rows} brokers={data.brokers} />
          <ManagePager params={query} pages={data.pages} />
        </>
      )}
    </div>
  );
}
