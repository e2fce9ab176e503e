import { Skeleton } from '@/components/ui/skeleton';

/** The loading shape of a PropertyCard. */
export function PropertyCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card" aria-hidden>
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-40" />
      </div>
    </div>
  );
}
