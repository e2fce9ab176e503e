import { MapPinnedIcon, TriangleAlertIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { searchHref, type SearchFilters } from '@/lib/search/params';

/**
 * Under the result count of /buscar (issue #22): that only the drawn area's listings are shown, with
 * 'Limpar'; or, when the link's `area=` could not be used (malformed, too many corners, crossing edges), why —
 * the search then runs without it.
 */
export async function AreaNotice({ filters }: { filters: SearchFilters }) {
  if (!filters.area && !filters.areaError) return null;
  const t = await getTranslations('SearchArea');
  if (filters.areaError) {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="area-error">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('errors.url', { reason: t(`errors.${filters.areaError}`) })}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground" data-testid="area-active">
      <MapPinnedIcon className="size-4" aria-hidden />
      {t('active')}
      <Link href={searchHref({ ...filters, area: undefined })} className="font-medium underline">
        {t('clear')}
      </Link>
    </p>
  );
}
