import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12" aria-busy="true">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-5 w-80 max-w-full" />
      <div className="flex flex-wrap gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-8 w-24 rounded-full" />
        ))}
      </div>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}
