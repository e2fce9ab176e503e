'use client';

import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/search/native-select';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { PAGE_SIZE, SORTS, searchHref, type SearchFilters, type SortOption } from '@/lib/search/params';

/** The sort dropdown: changing it reloads the first page in the new order. */
export function SortSelect({ filters }: { filters: SearchFilters }) {
  const t = useTranslations('Search');
  const tAvailability = useTranslations('Availability');
  const navigation = useSearchNavigation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm whitespace-nowrap text-muted-foreground">
        {t('sortLabel')}
      </label>
      <NativeSelect
        id="search-sort"
        className="w-44"
        value={filters.ordem}
        disabled={navigation.pending}
        onChange={(e) =>
          navigation.push(searchHref({ ...filters, ordem: e.target.value as SortOption, mostrar: PAGE_SIZE }))
        }
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {s === 'confirmados' ? tAvailability('sortConfirmed') : t(`sort.${s}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
