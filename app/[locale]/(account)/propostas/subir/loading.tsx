import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';

export default async function Loading() {
  const t = await getTranslations('Dashboards');
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-8 sm:py-12" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex flex-col gap-2" aria-hidden>
        <Skeleton className="h-8 w-56 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="flex flex-col gap-4 rounded-xl border p-4 sm:p-6" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
        <Skeleton className="h-10 w-40" />
      </div>
    </div>
  );
}
