import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12" aria-busy="true">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-10 w-full" />
      <div className="flex flex-col gap-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
