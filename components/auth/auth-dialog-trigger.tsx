import { Button } from '@/components/ui/button';
import type { AuthDialogProps } from './auth-dialog';
import { LazyAuthDialog } from './lazy-auth-dialog';

export type { AuthTab } from './auth-dialog';

/**
 * Opens the auth modal 'Bem-vindo ao {product}' on the 'Entrar' or 'Cadastrar' tab. Every 'Entrar' /
 * 'Cadastrar' / join button of the site renders this (hand-off point with the marketing pages). The modal's
 * code loads when the visitor heads for the button (./lazy-auth-dialog.tsx, ./auth-dialog.tsx). Not a
 * client module itself: in a server component the button is rendered on the server, so neither the button
 * nor tailwind-merge runs while the page hydrates; client components can render it as well.
 */
export function AuthDialogTrigger(props: Omit<AuthDialogProps, 'trigger' | 'defaultOpen'>) {
  const { children, className, variant, size } = props;
  return (
    <LazyAuthDialog
      {...props}
      trigger={
        <Button variant={variant} size={size} className={className}>
          {children}
        </Button>
      }
    />
  );
}
