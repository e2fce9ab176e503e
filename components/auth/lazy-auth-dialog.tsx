'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { AuthDialogProps } from './auth-dialog';

/** The auth modal, loaded on intent, around the trigger button its caller rendered (./auth-dialog-trigger.tsx). */
export const LazyAuthDialog = lazyDialog<AuthDialogProps & { trigger: React.ReactElement }>(
  () => import('./auth-dialog').then((m) => m.AuthDialog),
  ({ trigger }) => trigger,
);
