'use client';

import { useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LazyFiltersDialog } from '@/components/search/lazy-filters-dialog';
import { NativeSelect } from '@/components/search/native-select';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { PAGE_SIZE, PROPERTY_TYPES, searchHref, type SearchFilters } from '@/lib/search/params';
import type { PropertyType } from '@/lib/search/types';

const MULTI = '__multi';

/**
 * The search bar of /buscar: location text, type, minimum bedrooms, the search button and the filter
 * icon (opens 'Filtros'). Submitting keeps the other filters and the sort and starts from the first page.
 */
export function SearchBar({ filters }: { filters: SearchFilters }) {
  const t = useTranslations('SearchBar');
  const tt = useTranslations('PropertyTypes');
  const navigation = useSearchNavigation();
  const [q, setQ] = useState(filters.q ?? '');
  const initialType = filters.tipos.length === 1 ? filters.tipos[0]! : filters.tipos.length > 1 ? MULTI : '';
  const [type, setType] = useState<string>(initialType);
  const [bedrooms, setBedrooms] = useState(filters.quartos ? String(filters.quartos) : '');

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const tipos: PropertyType[] =
      type === MULTI ? filters.tipos : type ? [type as PropertyType] : [];
    const quartos = bedrooms ? (Number(bedrooms) as 1 | 2 | 3 | 4) : undefined;
    navigation.push(searchHref({ ...filters, q: q.trim() || undefined, tipos, quartos, mostrar: PAGE_SIZE }));
  }

  return (
    <form
      role="search"
      aria-label={t('label')}
      onSubmit={submit}
      className="grid grid-cols-[1fr_auto] gap-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto_auto] md:items-end"
    >
      <div className="col-span-2 flex flex-col gap-1 md:col-span-1">
        <label htmlFor="search-q" className="text-xs font-medium text-muted-foreground">
          {t('location')}
        </label>
        <Input
          id="search-q"
          name="q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('locationPlaceholder')}
          autoComplete="off"
          maxLength={200}
          className="h-10"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="search-type" className="text-xs font-medium text-muted-foreground">
          {t('type')}
        </label>
        <NativeSelect id="search-type" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('allTypes')}</option>
          {filters.tipos.length > 1 && <option value={MULTI}>{filters.tipos.map((x) => tt(x)).join(', ')}</option>}
          {PROPERTY_TYPES.map((x) => (
            <option key={x} value={x}>
              {tt(x)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="search-bedrooms" className="text-xs font-medium text-muted-foreground">
          {t('bedrooms')}
        </label>
        <NativeSelect id="search-bedrooms" value={bedrooms} onChange={(e) => setBedrooms(e.target.value)}>
          <option value="">{t('anyBedrooms')}</option>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {t('bedroomsMin', { count: n })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="h-10">
        <SearchIcon aria-hidden />
        {t('search')}
      </Button>
      <LazyFiltersDialog filters={{ ...filters, q: q.trim() || filters.q }} />
    </form>
  );
}
