'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { MobileNavProps } from './mobile-nav-sheet';

/** The header's menu sheet, loaded on intent, around the button ./mobile-nav.tsx rendered on the server. */
export const LazyMobileNav = lazyDialog<MobileNavProps & { trigger: React.ReactElement }>(
  () => import('./mobile-nav-sheet').then((m) => m.MobileNavSheet),
  ({ trigger }) => trigger,
);
