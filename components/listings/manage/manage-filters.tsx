import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/search/native-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Link } from '@/lib/i18n/navigation';
import { MANAGE_QUERY_MAX, MANAGE_SORTS, MANAGE_STATUSES, type ManageParams } from '@/lib/validations/my-listings';

/**
 * Search (title, address, code), status and sort of /imoveis, kept in the URL (?q=…&status=…&sort=…): a
 * plain GET form, so it works before JavaScript and the result can be shared; a new search starts at page 1.
 */
export function ManageFilters({ params }: { params: ManageParams }) {
  const t = useTranslations('ListingsManage');
  const filtered = !!params.q || !!params.status || params.sort !== 'recent';
  return (
    <form method="get" role="search" aria-label={t('filters')} className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="manage-q">{t('searchLabel')}</Label>
        <Input
          id="manage-q"
          name="q"
          type="search"
          defaultValue={params.q}
          placeholder={t('searchPlaceholder')}
          maxLength={MANAGE_QUERY_MAX}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <div className="flex flex-col gap-1.5 md:w-40">
          <Label htmlFor="manage-status">{t('statusFilter')}</Label>
          <NativeSelect id="manage-status" name="status" defaultValue={params.status ?? ''}>
            <option value="">{t('allStatuses')}</option>
            {MANAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5 md:w-44">
          <Label htmlFor="manage-sort">{t('sortLabel')}</Label>
          <NativeSelect id="manage-sort" name="sort" defaultValue={params.sort}>
            {MANAGE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="h-10 flex-1 md:flex-none">
          <SearchIcon aria-hidden />
          {t('searchSubmit')}
        </Button>
        {filtered ? (
          <Button asChild variant="ghost" className="h-10">
            <Link href="/imoveis">{t('clear')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
