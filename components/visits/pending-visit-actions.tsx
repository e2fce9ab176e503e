'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
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
import { callAction } from '@/lib/actions/client-call';
import { acceptVisitAction, declineVisitAction } from '@/lib/actions/visits';
import { useRouter } from '@/lib/i18n/navigation';
import { isVisitErrorKey, type VisitActionState } from '@/lib/validations/visits';

/**
 * 'Aceitar visita' and 'Recusar' on one pending confirmation of /minhas-visitas. Declining asks first (it
 * cannot be undone). The database decides whether the caller may do either; a refusal is shown as a toast.
 */
export function PendingVisitActions({ visitId, when, title }: { visitId: number; when: string; title: string }) {
  const t = useTranslations('MyVisitsPage');
  const te = useTranslations('Visits');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [accepting, startAccept] = useTransition();
  const [declining, startDecline] = useTransition();
  const busy = accepting || declining;

  function report(result: VisitActionState, done: string, doneText: string): boolean {
    if (result.ok) {
      toast.success(done, { description: doneText });
      router.refresh();
      return true;
    }
    const text = isVisitErrorKey(result.formError) ? te(`errors.${result.formError}`) : result.message || te('errors.failed');
    toast.error(te('errorTitle'), { description: text });
    return false;
  }

  function accept() {
    startAccept(async () => {
      const result = await callAction(() => acceptVisitAction(visitId));
      if (result) report(result, t('pending.accepted'), t('pending.acceptedDescription'));
    });
  }

  function decline() {
    startDecline(async () => {
      const result = await callAction(() => declineVisitAction(visitId));
      if (result && report(result, t('pending.declined'), t('pending.declinedDescription'))) setOpen(false);
    });
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row" data-testid="pending-visit-actions">
      <Button
        type="button"
        size="sm"
        className="w-full sm:w-auto"
        onClick={accept}
        disabled={busy}
        aria-label={t('pending.acceptLabel', { when, title })}
      >
        {accepting ? t('pending.accepting') : t('pending.accept')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="w-full sm:w-auto"
            disabled={busy}
            aria-label={t('pending.declineLabel', { when, title })}
          >
            {t('pending.decline')}
          </Button>
        </DialogTrigger>
        <DialogContent data-testid="decline-visit-dialog">
          <DialogHeader>
            <DialogTitle>{t('pending.declineTitle')}</DialogTitle>
            <DialogDescription>{t('pending.declineDescription', { when, title })}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('pending.keep')}
            </Button>
            <Button type="button" variant="destructive" onClick={decline} disabled={declining}>
              {declining ? t('pending.declining') : t('pending.confirmDecline')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The retry of the section's error state: reads the page again. */
export function PendingVisitsRetry() {
  const t = useTranslations('MyVisitsPage');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      {t('pending.retry')}
    </Button>
  );
}
