'use client';

import type { VariantProps } from 'class-variance-authority';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, type buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { siteConfig } from '@/lib/site';

// The forms (and their validation library) load when a visitor heads for the dialog, not with every page
// that shows an 'Entrar' button.
const loadAuthPanel = () => import('./auth-panel');
const AuthPanel = dynamic(() => loadAuthPanel().then((m) => m.AuthPanel), {
  loading: () => <Skeleton className="h-80 w-full" aria-hidden />,
});

export type AuthTab = 'login' | 'register';

export type AuthDialogProps = {
  tab?: AuthTab;
  children: React.ReactNode;
  className?: string;
  /** Open on mount (the lazy trigger of ./auth-dialog-trigger.tsx was clicked before this code arrived). */
  defaultOpen?: boolean;
  /** The trigger button as the server rendered it (./auth-dialog-trigger.tsx); drawn here when absent. */
  trigger?: React.ReactElement;
  /** Where a sign-in from this dialog goes (a path on this site); without it the visitor stays on the page. */
  next?: string;
} & VariantProps<typeof buttonVariants>;

/** The auth modal 'Bem-vindo ao {product}' on the 'Entrar' or 'Cadastrar' tab, with its trigger button. */
export function AuthDialog({
  tab = 'login',
  children,
  className,
  variant,
  size,
  defaultOpen = false,
  trigger,
  next,
}: AuthDialogProps) {
  const t = useTranslations('AuthDialog');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={loadAuthPanel} onFocus={loadAuthPanel}>
        {trigger ?? (
          <Button variant={variant} size={size} className={className}>
            {children}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('title', { product: siteConfig.name })}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <AuthPanel mode="dialog" initialTab={tab} next={next} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
