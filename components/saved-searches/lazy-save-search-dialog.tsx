'use client';

import { useSearchParams } from 'next/navigation';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { SaveSearchDialogProps } from './save-search-dialog';

const LazyDialog = lazyDialog<SaveSearchDialogProps & { children?: never }>(
  () => import('./save-search-dialog').then((m) => m.SaveSearchDialog),
  (props) => props.trigger,
);

/**
 * 'Salvar busca' for a signed-in person on /buscar: the dialog (its form, the saved-search schema, Radix Dialog)
 * loads when the person heads for the button, not with the page (issue #21). `trigger` is the dialog's own button,
 * rendered by the server (./save-search-button.tsx), so nothing moves when the loaded dialog replaces it. Back
 * from the sign-in modal (?salvar=1) the dialog loads at once, as it saves the search by itself.
 */
export function LazySaveSearchDialog(props: SaveSearchDialogProps) {
  const returned = useSearchParams().get('salvar') === '1';
  return <LazyDialog {...props} loadNow={returned} />;
}
