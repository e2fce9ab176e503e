import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';

let hostToast: typeof sonnerToast | null = null;

/**
 * Called by the toast host (components/ui/sonner.tsx) when its code has loaded: from then on a toast needs no
 * import, and so no network — the offline toast of lib/actions/client-call.ts must show with the network down.
 */
export function registerToast(toast: typeof sonnerToast): void {
  hostToast = toast;
}

/**
 * Raises a sonner toast without putting sonner in the first load of the page that raises it: sonner as the
 * toast host (components/ui/lazy-toaster.tsx, loaded once the page is idle or first touched) registered it, or
 * imported on the first toast if the host has not loaded yet. For client components of public pages — the
 * favourite heart on every card, the contact and broker sign-up forms, the share menu, the offline toast —
 * whose toasts only ever follow an action.
 */
export function showToast(kind: Kind, title: string, options?: ExternalToast): void {
  if (hostToast) {
    hostToast[kind](title, options);
    return;
  }
  void import('sonner').then(({ toast }) => {
    toast[kind](title, options);
  });
}
