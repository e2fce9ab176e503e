import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LazyMobileNav } from './lazy-mobile-nav';
import type { MobileNavProps } from './mobile-nav-sheet';

/**
 * The header menu below the desktop breakpoint: the menu button is rendered on the server (no button code
 * hydrates with the page) and the sheet's code (./mobile-nav-sheet.tsx) loads when the visitor heads for it.
 */
export function MobileNav(props: Omit<MobileNavProps, 'trigger' | 'defaultOpen'>) {
  return (
    <LazyMobileNav
      {...props}
      trigger={
        <Button variant="ghost" size="icon" className={props.className} aria-label={props.openLabel}>
          <MenuIcon className="size-5" aria-hidden />
        </Button>
      }
    />
  );
}
