'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';
import { activeFilterCount, type SearchFilters } from '@/lib/search/params';
import { FiltersButton } from './filters-button';

/**
 * 'Filtros', loaded when the visitor heads for its button: /buscar's first load carries neither the dialog
 * primitives nor the filter form, only the button (./filters-button.tsx) with the active filters' count.
 */
export const LazyFiltersDialog = lazyDialog<{ filters: SearchFilters; icon: React.ReactNode; children?: React.ReactNode }>(
  () => import('./filters-dialog').then((m) => m.FiltersDialog),
  (props) => <FiltersButton activeCount={activeFilterCount(props.filters)} icon={props.icon} />,
);
