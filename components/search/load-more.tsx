'use client';

import { useTransition } from 'react';
import { Loader2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation';
import { MAX_SHOWN, PAGE_SIZE, searchHref, type SearchFilters } from '@/lib/search/params';

/**
 * 'Carregar mais imóveis': shows the next page below the current one by raising `mostrar` in the URL
 * (replace, no scroll), so a reload or back/forward shows the same list.
 */
export function LoadMore({ filters }: { filters: SearchFilters }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  if (filters.mostrar >= MAX_SHOWN) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full sm:w-auto"
      disabled={pending}
      onClick={() =>
        startTransition(() =>
          router.replace(searchHref({ ...filters, mostrar: Math.min(filters.mostrar + PAGE_SIZE, MAX_SHOWN) }), {
            scroll: false,
          }),
        )
      }
    >
      {pending && <Loader2Icon className="animate-spin motion-reduce:animate-none" aria-hidden />}
      {pending ? t('loadingMore') : t('loadMore')}
    </Button>
  );
}
