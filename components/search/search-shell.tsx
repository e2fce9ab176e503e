'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { Button } from '@/components/ui/button';
import { clsx } from 'clsx';

/**
 * The list + map split of /buscar: side by side from 768 px (list 55 %, map 45 %); below, one of them with
 * a floating 'Lista'/'Mapa' switch. The choice is kept in the URL (`vista`) without a server round trip.
 * While a new search is on its way the list stays, dimmed and `aria-busy`.
 */
export function SearchShell({
  initialView,
  list,
  map,
  icons,
}: {
  initialView: 'lista' | 'mapa';
  list: React.ReactNode;
  map: React.ReactNode;
  /** The switch's icons, drawn by the server (lucide stays out of the page's first load, issue #21). */
  icons: { list: React.ReactNode; map: React.ReactNode };
}) {
  const t = useTranslations('Search');
  const [view, setView] = useState(initialView);
  const { pending } = useSearchNavigation();

  function choose(next: 'lista' | 'mapa') {
    setView(next);
    const url = new URL(window.location.href);
    if (next === 'mapa') url.searchParams.set('vista', 'mapa');
    else url.searchParams.delete('vista');
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event('lar:search-view'));
  }

  return (
    <div className="relative flex flex-1 flex-col md:flex-row" data-view={view}>
      <section
        aria-label={t('results')}
        aria-busy={pending || undefined}
        className={clsx(
          'w-full min-w-0 transition-opacity motion-reduce:transition-none md:block md:w-[55%]',
          view === 'mapa' && 'hidden',
          pending && 'opacity-60',
        )}
        data-testid="search-list"
      >
        {list}
      </section>
      <section
        aria-label={t('map')}
        className={clsx(
          'w-full md:sticky md:top-16 md:block md:h-[calc(100dvh-4rem)] md:w-[45%] md:border-l',
          view === 'mapa' ? 'h-[calc(100dvh-4rem)]' : 'hidden',
        )}
        data-testid="search-map"
      >
        {map}
      </section>
      <div className="fixed inset-x-0 bottom-4 z-30 flex justify-center md:hidden">
        <div role="group" aria-label={t('viewToggle')} className="flex rounded-full border bg-background p-1 shadow-lg">
          <Button
            type="button"
            size="sm"
            className="rounded-full"
            variant={view === 'lista' ? 'default' : 'ghost'}
            aria-pressed={view === 'lista'}
            onClick={() => choose('lista')}
          >
            {icons.list}
            {t('list')}
          </Button>
          <Button
            type="button"
            size="sm"
            className="rounded-full"
            variant={view === 'mapa' ? 'default' : 'ghost'}
            aria-pressed={view === 'mapa'}
            onClick={() => choose('mapa')}
          >
            {icons.map}
            {t('map')}
          </Button>
        </div>
      </div>
    </div>
  );
}
