'use client';

import { createContext, useContext, useMemo, useTransition } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

type NavigateOptions = { scroll?: boolean };

export type SearchNavigation = {
  /** True from a new search until its results replace the old ones. */
  pending: boolean;
  push: (href: string, options?: NavigateOptions) => void;
};

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

/**
 * The searches of /buscar (search bar, sort, 'Filtros', 'Buscar nesta área') navigate in one transition,
 * so the results list can show that new ones are coming (`aria-busy`, dimmed) while it keeps the current
 * ones. The route has no loading.tsx: a first visit gets the results in its first paint instead of a
 * skeleton that React's streaming would replace only 300 ms after that paint.
 */
export function SearchNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigation = useMemo<SearchNavigation>(
    () => ({ pending, push: (href, options) => startTransition(() => router.push(href, options)) }),
    [pending, router],
  );
  return <SearchNavigationContext.Provider value={navigation}>{children}</SearchNavigationContext.Provider>;
}

/** The search navigation of the page's SearchNavigationProvider. */
export function useSearchNavigation(): SearchNavigation {
  const navigation = useContext(SearchNavigationContext);
  if (!navigation) throw new Error('useSearchNavigation needs a SearchNavigationProvider above it');
  return navigation;
}
