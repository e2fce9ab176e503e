'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { clsx } from 'clsx';
import { isActivePath } from '@/lib/active-path';

export interface NavItem {
  href: string;
  label: string;
}

/**
 * The desktop header links; the current page is marked with aria-current. Labels come translated. Classes
 * are joined with clsx (no overrides to resolve): tailwind-merge would run while every page hydrates.
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
              'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
              active ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
