import { PropertyCardSkeleton } from '@/components/property/property-card-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="flex flex-1 flex-col" aria-busy="true">
      <div className="border-b px-4 py-3 sm:px-6">
        <Skeleton className="h-16 w-full" />
      </div>
      <div className="flex flex-1">
        <div className="grid w-full grid-cols-1 gap-4 p-4 sm:grid-cols-2 sm:px-6 md:w-[55%]">
          {Array.from({ length: 4 }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
        <Skeleton className="hidden rounded-none md:block md:w-[45%]" />
      </div>
    </div>
  );
}
