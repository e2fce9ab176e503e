import { Button } from '@/components/ui/button';
import type { AuthDialogProps } from './auth-dialog';
import { LazyAuthDialog } from './lazy-auth-dialog';
import { PlainAuthDialogTrigger } from './plain-auth-dialog-trigger';

export type { AuthTab } from './auth-dialog';

/**
 * Opens the auth modal 'Bem-vindo ao {product}' on the 'Entrar' or 'Cadastrar' tab. Every 'Entrar' /
 * 'Cadastrar' / join button of the site renders this (hand-off point with the marketing pages). The modal's
 * code loads when the visitor heads for the button (./lazy-auth-dialog.tsx, ./auth-dialog.tsx). Not a
 * client module itself: in a server component the button is rendered on the server, so neither the button
 * nor tailwind-merge runs while the page hydrates; client components can render it as well.
 *
 * The button goes to the dialog as its `trigger` only (the loaded dialog draws that same element), so its
 * content is not written twice into the page's RSC payload. `plain` draws a bare <button> styled by
 * `className` alone instead of the UI kit's Button and its long class list (the hearts of a page of cards): it is
 * ./plain-auth-dialog-trigger.tsx, which a client component imports directly.
 */
export function AuthDialogTrigger({
  tab,
  children,
  className,
  variant,
  size,
  next,
  plain = false,
}: Omit<AuthDialogProps, 'trigger' | 'defaultOpen'> & { plain?: boolean }) {
  if (plain) {
    return (
      <PlainAuthDialogTrigger tab={tab} className={className} next={next}>
        {children}
      </PlainAuthDialogTrigger>
    );
  }
  const trigger = (
    <Button variant={variant} size={size} className={className}>
      {children}
    </Button>
  );
  return (
    <LazyAuthDialog tab={tab} trigger={trigger} next={next}>
      {null}
    </LazyAuthDialog>
  );
}
