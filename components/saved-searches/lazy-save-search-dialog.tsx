'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { SaveSearchDialogProps } from './save-search-dialog';

const load = () => import('./save-search-dialog').then((m) => m.SaveSearchDialog);

const OnIntent = lazyDialog<SaveSearchDialogProps & { children?: never }>(load, (props) => props.trigger);

/**
 * 'Salvar busca' for a signed-in person on /buscar: the dialog (its form, the saved-search schema, Radix Dialog)
 * loads when the person heads for the button, not with the page (issue #21). `trigger` is the dialog's own button,
 * rendered by the server (./save-search-button.tsx), so nothing moves when the loaded dialog replaces it. Back
 * from the sign-in modal (?salvar=1) the dialog loads at once, as it saves the search by itself.
 */
export function LazySaveSearchDialog(props: SaveSearchDialogProps) {
  const returned = useSearchParams().get('salvar') === '1';
  const [Dialog, setDialog] = useState<ComponentType<SaveSearchDialogProps> | null>(null);
  useEffect(() => {
    if (returned) void load().then((component) => setDialog(() => component));
  }, [returned]);
  if (Dialog) return <Dialog {...props} />;
  return <OnIntent {...props} />;
}
