import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="page-container flex flex-col gap-4 py-8 md:py-12" aria-busy="true">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
