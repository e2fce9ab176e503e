'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/search/native-select';
import { useRouter } from '@/lib/i18n/navigation';
import { PAGE_SIZE, SORTS, searchHref, type SearchFilters, type SortOption } from '@/lib/search/params';

/** The sort dropdown: changing it reloads the first page in the new order. */
export function SortSelect({ filters }: { filters: SearchFilters }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm whitespace-nowrap text-muted-foreground">
        {t('sortLabel')}
      </label>
      <NativeSelect
        id="search-sort"
        className="w-44"
        value={filters.ordem}
        disabled={pending}
        onChange={(e) =>
          startTransition(() =>
            router.push(searchHref({ ...filters, ordem: e.target.value as SortOption, mostrar: PAGE_SIZE })),
          )
        }
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
