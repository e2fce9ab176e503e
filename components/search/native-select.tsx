import { ChevronDownIcon } from 'lucide-react';
import { clsx } from 'clsx';

/** A styled native <select>: keyboard, screen readers and phones handle it natively. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className="h-10 w-full appearance-none rounded-lg border border-input bg-background py-2 pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
