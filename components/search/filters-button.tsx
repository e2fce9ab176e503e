'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * The search bar's 'Filtrar' button, with the number of active filters. Drawn by the search bar until the
 * dialog's code has loaded (./lazy-filters-dialog.tsx) and by the dialog as its trigger afterwards, so
 * nothing moves when one replaces the other. Other props (the dialog trigger's handlers and ARIA state) go
 * to the button. Its icon comes drawn from the server (/buscar's page), so lucide stays out of the first load.
 */
export function FiltersButton({
  activeCount = 0,
  icon,
  ...props
}: React.ComponentProps<typeof Button> & { activeCount?: number; icon: React.ReactNode }) {
  const t = useTranslations('SearchBar');
  const active = activeCount > 0 ? t('activeFilters', { count: activeCount }) : null;
  return (
    <Button
      type="button"
      variant="outline"
      className="h-10"
      aria-label={active ? `${t('openFilters')} (${active})` : t('openFilters')}
      data-testid="filters-button"
      {...props}
    >
      {icon}
      <span className="hidden sm:inline">{t('filters')}</span>
      {activeCount > 0 && (
        <span
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
          data-testid="filters-active-count"
          aria-hidden
        >
          {activeCount}
        </span>
      )}
    </Button>
  );
}
