'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { formatBRL } from '@/lib/format';
import { filterChips, PAGE_SIZE, searchHref, type FilterChip, type SearchFilters } from '@/lib/search/params';
import type { PropertyType } from '@/lib/search/types';

/**
 * One chip per active filter under the /buscar bar (lib/search/params.ts filterChips: the same definitions
 * as the URL and the SQL), each with a × that removes that filter, and 'Limpar filtros', which removes them
 * all (the sort and the bar's Alugar/Comprar/Todos choice stay). The × comes drawn from the server (`removeIcon`).
 */
export function FilterChips({ filters, removeIcon }: { filters: SearchFilters; removeIcon: React.ReactNode }) {
  const t = useTranslations('SearchFilters');
  const tt = useTranslations('PropertyTypes');
  const navigation = useSearchNavigation();
  const chips = filterChips(filters, formatBRL);
  if (chips.length === 0) return null;

  const label = (chip: FilterChip) =>
    chip.message.startsWith('type.')
      ? tt(chip.message.slice(5) as PropertyType)
      : chip.message.startsWith('feature.')
        ? t(chip.message as 'feature.piscina')
        : t(`chips.${chip.message}` as 'chips.city', chip.values as Record<string, string>);

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={t('chips.label')} data-testid="filter-chips">
      <ul className="contents">
        {chips.map((chip) => {
          const text = label(chip);
          return (
            <li
              key={chip.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
              data-testid="filter-chip"
              data-chip={chip.id}
            >
              <span className="truncate">{text}</span>
              <button
                type="button"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={t('chips.remove', { label: text })}
                disabled={navigation.pending}
                onClick={() => navigation.push(searchHref({ ...filters, ...chip.remove, mostrar: PAGE_SIZE }))}
              >
                {removeIcon}
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-7 px-1"
        disabled={navigation.pending}
        onClick={() => navigation.push(searchHref({ ordem: filters.ordem, transacao: filters.transacao }))}
      >
        {t('chips.clearAll')}
      </Button>
    </div>
  );
}
