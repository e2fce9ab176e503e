'use client';

import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { MobileNavProps } from './mobile-nav-sheet';

/**
 * The header menu below the desktop breakpoint: the menu button is server-rendered and the sheet's code
 * (./mobile-nav-sheet.tsx) loads when the visitor heads for it.
 */
export const MobileNav = lazyDialog<MobileNavProps>(
  () => import('./mobile-nav-sheet').then((m) => m.MobileNavSheet),
  ({ className, openLabel }) => (
    <Button variant="ghost" size="icon" className={className} aria-label={openLabel} aria-haspopup="dialog" aria-expanded={false}>
      <MenuIcon className="size-5" aria-hidden />
    </Button>
  ),
);
