'use client';

import { useState } from 'react';
import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isActivePath } from '@/lib/active-path';
import { cn } from '@/lib/utils';
import type { NavItem } from './main-nav';

export type MobileNavProps = {
  items: NavItem[];
  title: string;
  openLabel: string;
  className?: string;
  children?: React.ReactNode;
  /** Open on mount (the lazy trigger of ./mobile-nav.tsx was clicked before this code arrived). */
  defaultOpen?: boolean;
  /** The menu button as the server rendered it (./mobile-nav.tsx); drawn here when absent. */
  trigger?: React.ReactElement;
};

/**
 * The header menu below the desktop breakpoint. `children` is rendered under the links (the account
 * block: name or e-mail and 'Sair' when signed in).
 */
export function MobileNavSheet({
  items,
  title,
  openLabel,
  className,
  children,
  defaultOpen = false,
  trigger,
}: MobileNavProps) {
  const [open, setOpen] = useState(defaultOpen);
  const pathname = usePathname();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        {trigger ?? (
          <Button variant="ghost" size="icon" className={className} aria-label={openLabel}>
            <MenuIcon className="size-5" aria-hidden />
          </Button>
        )}
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
        </SheetHeader>
        <nav className="flex flex-col gap-1 px-4">
          {items.map((item) => {
            const active = isActivePath(pathname, item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                onClick={() => setOpen(false)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                  active ? 'bg-accent text-accent-foreground' : 'text-foreground',
                )}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        {children ? <div className="mt-auto border-t p-4">{children}</div> : null}
      </SheetContent>
    </Sheet>
  );
}
