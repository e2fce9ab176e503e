'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { SearchFilters } from '@/lib/search/params';
import { FiltersButton } from './filters-button';

/**
 * 'Filtros', loaded when the visitor heads for its button: /buscar's first load carries neither the dialog
 * primitives nor the filter form, only the button (./filters-button.tsx).
 */
export const LazyFiltersDialog = lazyDialog<{ filters: SearchFilters; children?: React.ReactNode }>(
  () => import('./filters-dialog').then((m) => m.FiltersDialog),
  () => <FiltersButton />,
);
