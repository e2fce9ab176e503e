import Image from 'next/image';
import { EyeIcon, FileTextIcon, HandshakeIcon, HeartIcon, HouseIcon, CalendarIcon, UserRoundIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatPrice, type FormatLocale } from '@/lib/format';
import type { ManagedListing, ManagePage } from '@/lib/data/my-listings';
import { PreviewLink } from '@/components/layout/preview-link';
import { Link } from '@/lib/i18n/navigation';
import { propertyImageUrl } from '@/lib/search/types';
import { formatListingAddress } from './format';
import { ListingActions } from './listing-actions';
import { ListingStatusBadge } from './status-badge';
import { listingPreviewPath } from '@/lib/cache/public-pages';

type Brokers = ManagePage['brokers'];

/**
 * The page of listings of /imoveis: a table from the md breakpoint (768 px, spec §9) up, cards below it.
 * Both are rendered; CSS shows one, so the hidden one is out of the accessibility tree.
 */
export function ManageList({ rows, brokers }: { rows: ManagedListing[]; brokers: Brokers }) {
  const t = useTranslations('ListingsManage');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border md:block">
        <table className="w-full text-sm" data-testid="listings-table">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="p-3 font-medium">
                <span className="sr-only">{t('columns.photo')}</span>
              </th>
              <th scope="col" className="p-3 font-medium">{t('columns.code')}</th>
              <th scope="col" className="p-3 font-medium">{t('columns.title')}</th>
              <th scope="col" className="p-3 font-medium">{t('columns.price')}</th>
              <th scope="col" className="p-3 font-medium">{t('columns.status')}</th>
              <th scope="col" className="p-3 font-medium">{t('columns.published')}</th>
              <th scope="col" className="p-3 font-medium">{t('columns.daysLeft')}</th>
              <th scope="col" className="p-3 font-medium">{t('columns.stats')}</th>
              <th scope="col" className="p-3 font-medium">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.id} className="border-t align-top" data-testid="listing-row" data-listing-id={l.id}>
                <td className="w-28 p-3">
                  <Thumb listing={l} />
                </td>
                <td className="p-3 whitespace-nowrap tabular-nums" data-testid="listing-code">
                  {t('code', { id: l.id })}
                </td>
                <td className="min-w-56 p-3">
                  <TitleBlock listing={l} withCode={false} />
                </td>
                <td className="p-3 whitespace-nowrap tabular-nums">
                  <Price listing={l} />
                </td>
                <td className="p-3">
                  <ListingStatusBadge status={l.status} />
                </td>
                <td className="p-3 whitespace-nowrap tabular-nums">
                  <Published listing={l} />
                </td>
                <td className="p-3 whitespace-nowrap tabular-nums" data-testid="days-left">
                  <DaysLeft listing={l} />
                </td>
                <td className="p-3">
                  <Counts listing={l} />
                </td>
                <td className="p-3 text-right">
                  <ListingActions listing={actionData(l)} brokers={brokers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-4 md:hidden" data-testid="listings-cards">
        {rows.map((l) => (
          <li key={l.id} className="flex flex-col gap-3 rounded-xl border p-3" data-testid="listing-card" data-listing-id={l.id}>
            <div className="flex gap-3">
              <div className="w-28 shrink-0">
                <Thumb listing={l} />
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <TitleBlock listing={l} withCode />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span className="font-semibold tabular-nums">
                <Price listing={l} />
              </span>
              <ListingStatusBadge status={l.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('columns.published')}</dt>
              <dd className="tabular-nums">
                <Published listing={l} />
              </dd>
              <dt className="text-muted-foreground">{t('columns.daysLeft')}</dt>
              <dd className="tabular-nums" data-testid="days-left">
                <DaysLeft listing={l} />
              </dd>
            </dl>
            <Counts listing={l} />
            <div className="flex justify-end">
              <ListingActions listing={actionData(l)} brokers={brokers} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function actionData(l: ManagedListing) {
  return {
    id: l.id,
    title: l.title,
    status: l.status,
    transaction: l.transaction,
    relation: l.relation,
    isAgency: l.isAgency,
    hasAgency: !!l.agency,
    brokerId: l.broker?.id ?? null,
    openRequestId: l.openRequest?.id ?? null,
  };
}

function Thumb({ listing }: { listing: ManagedListing }) {
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted" aria-hidden>
      {listing.coverImage ? (
        <Image src={propertyImageUrl(listing.coverImage)} alt="" fill sizes="112px" className="object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <HouseIcon className="size-6" />
        </span>
      )}
    </div>
  );
}

function TitleBlock({ listing: l, withCode }: { listing: ManagedListing; withCode: boolean }) {
  const t = useTranslations('ListingsManage');
  const address = formatListingAddress(l.address);
  const draft = l.status === 'rascunho';
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs text-muted-foreground tabular-nums">
        {withCode ? (
          <>
            <span data-testid="listing-code">{t('code', { id: l.id })}</span>
            <span className="mx-1" aria-hidden>
              ·
            </span>
          </>
        ) : null}
        {t(`relation.${l.relation}`)}
      </span>
      {draft ? (
        <Link href={`/imoveis/${l.id}/editar`} className="font-semibold text-primary underline-offset-4 hover:underline">
          {l.title || t('untitled')}
          <span className="block text-sm font-medium">{t('continueDraft')}</span>
        </Link>
      ) : (
        <PreviewLink href={listingPreviewPath(l.id)} className="font-semibold underline-offset-4 hover:underline">
          {l.title || t('untitled')}
        </PreviewLink>
      )}
      <span className="text-sm text-muted-foreground">{address || t('noAddress')}</span>
      {l.agency && !l.isAgency ? (
        <span className="text-xs text-muted-foreground">{t('agency', { name: l.agency.name ?? t('noName') })}</span>
      ) : null}
      {l.broker && l.relation !== 'broker' ? (
        <span className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="listing-broker">
          <UserRoundIcon className="size-3" aria-hidden />
          {t('broker', { name: l.broker.name ?? t('noName') })}
        </span>
      ) : null}
      {l.openRequest ? (
        <span className="text-xs text-warning-foreground" data-testid="listing-open-request">
          {t('pendingPartner', { name: l.openRequest.partnerName ?? t('noName') })}
        </span>
      ) : null}
    </div>
  );
}

function Price({ listing: l }: { listing: ManagedListing }) {
  const t = useTranslations('ListingsManage');
  const locale = useLocale() as FormatLocale;
  if (!l.price || !l.transaction) return <>{t('noPrice')}</>;
  return <>{formatPrice(l.price, l.transaction, locale)}</>;
}

function Published({ listing: l }: { listing: ManagedListing }) {
  const t = useTranslations('ListingsManage');
  const locale = useLocale() as FormatLocale;
  return <>{l.publishedAt ? formatDate(l.publishedAt, locale) : t('notPublished')}</>;
}

function DaysLeft({ listing: l }: { listing: ManagedListing }) {
  const t = useTranslations('ListingsManage');
  return <>{l.daysLeft == null ? t('noExpiry') : t('daysLeft', { days: l.daysLeft })}</>;
}

function Counts({ listing: l }: { listing: ManagedListing }) {
  const t = useTranslations('ListingsManage.counts');
  const items = [
    { key: 'views', icon: EyeIcon, count: l.counts.views },
    { key: 'favorites', icon: HeartIcon, count: l.counts.favorites },
    { key: 'leads', icon: FileTextIcon, count: l.counts.leads },
    { key: 'visits', icon: CalendarIcon, count: l.counts.visits },
    { key: 'proposals', icon: HandshakeIcon, count: l.counts.proposals },
  ] as const;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground md:flex-col" data-testid="listing-counts">
      {items.map(({ key, icon: Icon, count }) => (
        <li key={key} className="flex items-center gap-1 whitespace-nowrap tabular-nums" data-count={key}>
          <Icon className="size-3.5" aria-hidden />
          {t(key, { count })}
        </li>
      ))}
    </ul>
  );
}
