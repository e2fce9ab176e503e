'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

// The listing page's three dialogs load with their forms (react-hook-form, zod, slot picker) only when
// the visitor heads for one of the buttons: the page itself ships none of it.
export const LazyVisitDialog = lazyDialog(() => import('./visit-dialog').then((m) => m.VisitDialog));
export const LazyProposalDialog = lazyDialog(() => import('./proposal-dialog').then((m) => m.ProposalDialog));
export const LazyInterestDialog = lazyDialog(() => import('./interest-dialog').then((m) => m.InterestDialog));
