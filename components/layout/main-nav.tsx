'use client';

import { useLinkStatus } from 'next/link';
import { clsx } from 'clsx';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isActivePath } from '@/lib/active-path';

export interface NavItem {
  href: string;
  label: string;
}

/**
 * The desktop header links; the current page is marked with aria-current, and the one being opened shows a
 * bar under it until its page arrives (most pages render per request and have no loading boundary). Labels
 * come translated. Classes are joined with clsx (no overrides to resolve): tailwind-merge would run while
 * every page hydrates.
 */
export function MainNav({ items, label, className }: { items: NavItem[]; label: string; className?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={clsx('items-center gap-1', className)}>
      {items.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? 'page' : undefined}
            className={clsx(
              'relative rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
              active ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            {item.label}
            <PendingBar />
          </Link>
        );
      })}
    </nav>
  );
}

function PendingBar() {
  const { pending } = useLinkStatus();
  return <span aria-hidden className="nav-pending" data-pending={pending || undefined} />;
}
