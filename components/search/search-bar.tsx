'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { LocationCombobox } from '@/components/location/location-combobox';
import { Button } from '@/components/ui/button';
import { LazyFiltersDialog } from '@/components/search/lazy-filters-dialog';
import { NativeSelect } from '@/components/search/native-select';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { placeFilters, type PlaceSuggestion } from '@/lib/location/suggestions';
import { PAGE_SIZE, PROPERTY_TYPES, searchHref, type SearchFilters } from '@/lib/search/params';
import type { PropertyType } from '@/lib/search/types';

const MULTI = '__multi';

/**
 * The search bar of /buscar: location text, type, minimum bedrooms, the search button and the filter
 * icon (opens 'Filtros'). Submitting keeps the other filters and the sort and starts from the first page.
 */
export function SearchBar({
  filters,
  icons,
}: {
  filters: SearchFilters;
  /** 'Buscar' and 'Filtrar' icons, drawn by the server (lucide stays out of /buscar's first load, issue #21). */
  icons: { search: React.ReactNode; filters: React.ReactNode };
}) {
  const t = useTranslations('SearchBar');
  const tt = useTranslations('PropertyTypes');
  const navigation = useSearchNavigation();
  const locale = useLocale();
  // The location box shows the free text, or else the place the URL filters on (a chosen suggestion).
  const initialPlace = filters.q ? null : placeOfFilters(filters);
  const [q, setQ] = useState(filters.q ?? (initialPlace ? placeText(initialPlace) : ''));
  const [place, setPlace] = useState<PlaceSuggestion | null>(initialPlace);
  const initialType = filters.tipos.length === 1 ? filters.tipos[0]! : filters.tipos.length > 1 ? MULTI : '';
  const [type, setType] = useState<string>(initialType);
  const [bedrooms, setBedrooms] = useState(filters.quartos ? String(filters.quartos) : '');

  function go(chosen: PlaceSuggestion | null) {
    const tipos: PropertyType[] =
      type === MULTI ? filters.tipos : type ? [type as PropertyType] : [];
    const quartos = bedrooms ? (Number(bedrooms) as 1 | 2 | 3 | 4) : undefined;
    // A chosen place sets its filters instead of free text; new text replaces the place the box showed.
    const location: Partial<SearchFilters> = chosen
      ? { q: undefined, rua: undefined, bairro: undefined, cidade: undefined, ...(placeFilters(chosen) as Partial<SearchFilters>) }
      : initialPlace
        ? { q: q.trim() || undefined, rua: undefined, bairro: undefined, cidade: undefined, ...({ estado: undefined } as Partial<SearchFilters>) }
        : { q: q.trim() || undefined };
    navigation.push(searchHref({ ...filters, ...location, tipos, quartos, mostrar: PAGE_SIZE }));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    go(place);
  }

  return (
    <form
      method="get"
      role="search"
      aria-label={t('label')}
      onSubmit={submit}
      className="grid grid-cols-[1fr_auto] gap-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto_auto] md:items-end"
    >
      <div className="col-span-2 flex flex-col gap-1 md:col-span-1">
        <label htmlFor="search-q" className="text-xs font-medium text-muted-foreground">
          {t('location')}
        </label>
        <LocationCombobox
          id="search-q"
          value={q}
          onValueChange={setQ}
          picked={place}
          onPick={(chosen) => {
            setPlace(chosen);
            if (chosen) go(chosen);
          }}
          placeholder={t('locationPlaceholder')}
          inputClassName="h-10 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
          listingHref={(id) => getPathname({ href: `/imovel/${id}`, locale })}
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
        {icons.search}
        {t('search')}
      </Button>
      <LazyFiltersDialog filters={place ? filters : { ...filters, q: q.trim() || filters.q }} icon={icons.filters} />
    </form>
  );
}

/** The place a /buscar URL filters on (rua, bairro, cidade or estado), as the location box shows it. */
function placeOfFilters(f: SearchFilters): PlaceSuggestion | null {
  const estado = (f as { estado?: string }).estado ?? null;
  const base = { neighborhood: f.bairro ?? null, city: f.cidade ?? null, state: estado, count: 0, propertyId: null, match: 'exact' as const };
  if (f.rua) return { ...base, kind: 'street', name: f.rua };
  if (f.bairro) return { ...base, kind: 'neighborhood', name: f.bairro, neighborhood: null };
  if (f.cidade) return { ...base, kind: 'city', name: f.cidade };
  return null;
}

/** The text of a place from the URL: its name and what narrows it ('Batel, Curitiba – PR'). */
function placeText(p: PlaceSuggestion): string {
  const where = [p.city && p.kind !== 'city' ? p.city : null, p.state].filter(Boolean).join(' – ');
  return [p.name, p.neighborhood, where].filter(Boolean).join(', ').replace(/, ([A-Z]{2})$/, ' – $1');
}
