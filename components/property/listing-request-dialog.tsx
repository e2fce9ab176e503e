'use client';

import { useTranslations } from 'next-intl';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** The shared frame of the visit and proposal dialogs; signed out, it asks the visitor to sign in. */
export function ListingRequestDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  signedIn,
  signInText,
  testId,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactNode;
  title: string;
  description: string;
  signedIn: boolean;
  signInText: string;
  testId: string;
  /** Extra classes of the dialog's box (a long form scrolls inside it). */
  className?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations('ListingRequests');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent data-testid={testId} className={className}>
        <DialogHeader>
          <DialogTitle>{signedIn ? title : t('signInTitle')}</DialogTitle>
          <DialogDescription>{signedIn ? description : signInText}</DialogDescription>
        </DialogHeader>
        {signedIn ? (
          children
        ) : (
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <AuthDialogTrigger tab="register" variant="outline">
              {t('register')}
            </AuthDialogTrigger>
            <AuthDialogTrigger>{t('signIn')}</AuthDialogTrigger>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
