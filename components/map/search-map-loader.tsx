'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { SearchMapProps } from '@/components/map/search-map';

function MapLoading() {
  const t = useTranslations('SearchMap');
  return (
    <div className="flex size-full min-h-80 items-center justify-center bg-muted text-sm text-muted-foreground" role="status">
      {t('loading')}
    </div>
  );
}

// maplibre-gl touches window and WebGL: browser only, and in its own chunk so it never delays the list.
const SearchMap = dynamic(() => import('@/components/map/search-map').then((m) => m.SearchMap), {
  ssr: false,
  loading: MapLoading,
});

export function SearchMapLoader(props: SearchMapProps) {
  return <SearchMap {...props} />;
}
