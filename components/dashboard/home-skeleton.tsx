import { Skeleton } from '@/components/ui/skeleton';

/** The loading state of a role home: heading, shortcut cards and content blocks as grey shapes. */
export function HomeSkeleton({ label, cards = 4, blocks = 2 }: { label: string; cards?: number; blocks?: number }) {
  return (
    <div className="page-container flex flex-col gap-8 py-8 sm:py-12" role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-2" aria-hidden>
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" aria-hidden>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden>
        {Array.from({ length: blocks }, (_, i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
