'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/**
 * 'Denunciar anúncio' for a signed-in visitor on a listing rendered per request: the dialog (its form, the
 * report schema, Radix Dialog) loads when the visitor heads for the button, not with the page (issue #21).
 * `trigger` is the dialog's own button, rendered by the server (./report-listing.tsx), so nothing moves when
 * the loaded dialog replaces it.
 */
export const LazyReportDialog = lazyDialog<{ propertyId: number; trigger: React.ReactNode; children?: never }>(
  () => import('./report-dialog').then((m) => m.ReportDialog),
  (props) => props.trigger,
);
