import { BellRingIcon, ChevronRightIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getSavedSearches } from '@/lib/data/saved-searches';
import { Link } from '@/lib/i18n/navigation';

/** The client home's way to /minhas-buscas (issue #22): how many searches are saved and how many new matches. */
export async function SavedSearchesShortcut() {
  const [t, searches] = await Promise.all([getTranslations('SavedSearches'), getSavedSearches()]);
  const fresh = searches?.reduce((n, s) => n + (s.paused ? 0 : s.newMatches), 0) ?? 0;
  return (
    <Link
      href="/minhas-buscas"
      className="flex items-center gap-3 rounded-xl border p-4 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      data-testid="saved-searches-shortcut"
    >
      <BellRingIcon className="size-6 shrink-0 text-primary" aria-hidden />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{t('homeLink')}</span>
        <span className="text-sm text-muted-foreground">
          {searches ? t('homeCount', { count: searches.length }) : t('loadError')}
          {fresh > 0 ? ` · ${t('newMatches', { count: fresh })}` : ''}
        </span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}
