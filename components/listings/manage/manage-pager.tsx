import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { manageQuery, type ManageParams } from '@/lib/validations/my-listings';

/** Previous / next page of /imoveis as links carrying the search, status and sort (?page=N). */
export function ManagePager({ params, pages }: { params: ManageParams; pages: number }) {
  const t = useTranslations('ListingsManage.pager');
  if (pages <= 1) return null;
  const page = Math.min(params.page, pages);
  const href = (p: number) => ({ pathname: '/imoveis', query: manageQuery({ ...params, page: p }) });
  return (
    <nav aria-label={t('label')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={href(page - 1)} rel="prev">
            <ChevronLeftIcon aria-hidden />
            {t('previous')}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground" aria-current="page">
        {t('page', { page, pages })}
      </span>
      {page < pages ? (
        <Button asChild variant="outline">
          <Link href={href(page + 1)} rel="next">
            {t('next')}
            <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
