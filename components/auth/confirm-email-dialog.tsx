'use client';

import { MailCheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmailCodeForm } from './email-link-forms';

/**
 * After sign-up: 'Confirme seu e-mail' with the address entered, and the e-mail's code for those who type it
 * (the button of the e-mail does the same). Closing it resets the sign-up.
 */
export function ConfirmEmailDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const t = useTranslations('ConfirmEmail');
  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center text-center">
          <MailCheckIcon className="size-10 text-primary" aria-hidden />
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description', { email: email ?? '' })}</DialogDescription>
        </DialogHeader>
        {email ? <EmailCodeForm email={email} kind="signup" onDone={onClose} /> : null}
        <DialogFooter>
          <Button type="button" className="w-full" onClick={onClose}>
            {t('close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
