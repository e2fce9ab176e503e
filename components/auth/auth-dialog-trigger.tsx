'use client';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { AuthDialogProps } from './auth-dialog';

export type { AuthTab } from './auth-dialog';

/**
 * Opens the auth modal 'Bem-vindo ao {product}' on the 'Entrar' or 'Cadastrar' tab. Every 'Entrar' /
 * 'Cadastrar' / join button of the site renders this (hand-off point with the marketing pages). The
 * button is server-rendered; the modal's code loads when the visitor heads for it (./auth-dialog.tsx).
 */
export const AuthDialogTrigger = lazyDialog<AuthDialogProps>(
  () => import('./auth-dialog').then((m) => m.AuthDialog),
  ({ children, className, variant, size }) => (
    <Button variant={variant} size={size} className={className} aria-haspopup="dialog" aria-expanded={false}>
      {children}
    </Button>
  ),
);
