import type { AuthDialogProps } from './auth-dialog';
import { LazyAuthDialog } from './lazy-auth-dialog';

/**
 * AuthDialogTrigger's bare <button>, styled by `className` alone (the hearts of a page of cards), in a module of
 * its own: a client component that renders it (a card in the nearby list) does not load the UI kit's Button,
 * cva and tailwind-merge with it.
 */
export function PlainAuthDialogTrigger({
  tab,
  children,
  className,
  next,
}: Omit<AuthDialogProps, 'trigger' | 'defaultOpen' | 'variant' | 'size'>) {
  return (
    <LazyAuthDialog
      tab={tab}
      trigger={
        <button type="button" className={className}>
          {children}
        </button>
      }
      next={next}
    >
      {null}
    </LazyAuthDialog>
  );
}
