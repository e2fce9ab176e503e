'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { approveListingAction, rejectListingAction, suspendAdvertiserAction } from '@/lib/actions/moderation';
import { useRouter } from '@/lib/i18n/navigation';
import { isModerationErrorKey, MODERATION_REASON_MAX } from '@/lib/validations/trust';

type Move = 'approve' | 'reject' | 'suspend';
const ACTIONS = { approve: approveListingAction, reject: rejectListingAction, suspend: suspendAdvertiserAction } as const;

/** 'Aprovar', 'Rejeitar' and 'Suspender anunciante' for one listing of the queue; the last two ask for a reason. */
export function ModerationActions({ propertyId, title, ownerSuspended }: { propertyId: number; title: string; ownerSuspended: boolean }) {
  const t = useTranslations('Moderation');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState<Move | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function run(move: Move) {
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => ACTIONS[move]({ propertyId, reason }));
      if (!result) return;
      if (!result.ok) {
        const key = isModerationErrorKey(result.formError) ? result.formError : 'failed';
        if (open) setError(t(`errors.${key}`));
        else toast.error(t(`errors.${key}`));
        return;
      }
      toast.success(t(`done.${move}`));
      setOpen(null);
      setReason('');
      router.refresh();
    });
  }

  const fieldId = `moderation-reason-${propertyId}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" disabled={pending} onClick={() => run('approve')} data-testid="moderation-approve">
        {t('approve')}
      </Button>
      <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen('reject')} data-testid="moderation-reject">
        {t('reject')}
      </Button>
      {ownerSuspended ? null : (
        <Button type="button" variant="destructive" disabled={pending} onClick={() => setOpen('suspend')} data-testid="moderation-suspend">
          {t('suspend')}
        </Button>
      )}
      <Dialog
        open={open != null}
        onOpenChange={(next) => {
          if (!next) {
            setOpen(null);
            setError(null);
          }
        }}
      >
        <DialogContent>
          <form
            method="post"
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (open) run(open);
            }}
          >
            <DialogHeader>
              <DialogTitle>{open === 'suspend' ? t('suspend') : t('reject')}</DialogTitle>
              <DialogDescription>{title}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId}>{open === 'suspend' ? t('suspendReasonLabel') : t('reasonLabel')}</Label>
              <Textarea
                id={fieldId}
                value={reason}
                maxLength={MODERATION_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                required
              />
              {error ? (
                <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(null)}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={pending} variant={open === 'suspend' ? 'destructive' : 'default'} data-testid="moderation-confirm">
                {t('confirm')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
