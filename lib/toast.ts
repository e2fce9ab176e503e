import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * Raises a sonner toast without putting sonner in the first load of the page that raises it: the module is
 * imported on the first toast (the toast host, components/ui/lazy-toaster.tsx, has usually loaded it by then,
 * so the import resolves at once). For client components of public pages — the favourite heart on every
 * card, the contact and broker sign-up forms — whose toasts only ever follow an action.
 */
export function showToast(kind: Kind, title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => {
    toast[kind](title, options);
  });
}
