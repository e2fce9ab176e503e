import type { LucideIcon } from 'lucide-react';
import { ChevronRightIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import type { Enums } from '@/lib/supabase/database.types';

/**
 * Building blocks of the role homes (/dashboard-cliente, /dashboard-proprietario, /dashboard-corretor):
 * the page heading, shortcut cards (each one link named by its title), titled sections, number tiles and
 * status badges. Server components; no strings of their own (callers pass translated text).
 */

export function HomeHeading({ title, intro, id }: { title: string; intro?: string; id?: string }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 id={id} className="font-heading text-2xl font-semibold tracking-tight break-words sm:text-3xl">{title}</h1>
      {intro ? <p className="text-muted-foreground">{intro}</p> : null}
    </header>
  );
}

export interface Shortcut {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** A live count, already worded ("3 favoritos"). */
  count?: string;
}

/** The shortcut cards: a navigation landmark with one link per card. */
export function ShortcutGrid({ label, items, columns = 3 }: { label: string; items: Shortcut[]; columns?: 2 | 3 | 4 }) {
  return (
    <nav aria-label={label}>
      <ul
        className={cn(
          'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4',
          columns === 3 && 'lg:grid-cols-3',
          columns === 4 && 'lg:grid-cols-4',
        )}
      >
        {items.map((item) => (
          <li key={item.href} className="flex">
            <Link
              href={item.href}
              data-testid="dashboard-shortcut"
              className="group flex w-full items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary" aria-hidden>
                <item.icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-heading font-semibold">{item.title}</span>
                <span className="text-sm text-muted-foreground">{item.description}</span>
                {item.count ? <span className="text-sm font-medium text-primary tabular-nums">{item.count}</span> : null}
              </span>
              <ChevronRightIcon className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A titled block of a home (h2 linked to the section for screen readers). */
export function HomeSection({
  id,
  title,
  action,
  children,
  className,
  testId,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className={cn('flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-heading text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** One number with its label (statistics, goals). */
export function StatTile({ label, value, icon: Icon, testId }: { label: string; value: string; icon?: LucideIcon; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted/50 p-3 sm:p-4" data-testid={testId}>
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {Icon ? <Icon className="size-4" aria-hidden /> : null}
        {label}
      </dt>
      <dd className="font-heading text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A short message in place of an empty list. */
export function EmptyState({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
      <p>{children}</p>
      {action}
    </div>
  );
}

const VISIT_VARIANT = {
  agendada: 'info',
  confirmada: 'success',
  realizada: 'success',
  cancelada: 'destructive',
} as const;

/** Visit status in the spec's colours: agendada blue, confirmada/realizada green, cancelada red. */
export function VisitStatusBadge({ status, label }: { status: Enums<'visit_status'>; label: string }) {
  return <Badge variant={VISIT_VARIANT[status] ?? 'outline'}>{label}</Badge>;
}
