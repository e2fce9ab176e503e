'use client';

import { SlidersHorizontalIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * The search bar's 'Filtros' button. Drawn by the search bar until the dialog's code has loaded
 * (./lazy-filters-dialog.tsx) and by the dialog as its trigger afterwards, so nothing moves when one
 * replaces the other. Props (the dialog trigger's handlers and ARIA state) go to the button.
 */
export function FiltersButton(props: React.ComponentProps<typeof Button>) {
  const t = useTranslations('SearchBar');
  return (
    <Button type="button" variant="outline" className="h-10" aria-label={t('openFilters')} {...props}>
      <SlidersHorizontalIcon aria-hidden />
      <span className="hidden sm:inline">{t('filters')}</span>
    </Button>
  );
}
