import { cn } from '@/lib/utils';
import { siteConfig } from '@/lib/site';

/** The Lar wordmark: a roof-line mark and the name in the heading font. Decorative; label the link around it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-primary', className)}>
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden focusable="false">
        <path
          d="M4 15.5 16 5l12 10.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M8.5 14v12.5h15V14"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="14" y="18.5" width="4" height="8" rx="1" className="fill-highlight" />
      </svg>
      <span className="font-heading text-2xl leading-none font-extrabold tracking-tight text-foreground">
        {siteConfig.name}
      </span>
    </span>
  );
}
