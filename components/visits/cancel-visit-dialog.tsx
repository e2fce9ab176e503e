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
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { cancelVisitAction } from '@/lib/actions/visits';
import { useRouter } from '@/lib/i18n/navigation';
import { isVisitErrorKey } from '@/lib/validations/visits';

/**
 * The cancel confirmation of both sides: the client ('Cancelar visita', reason optional) and the listing's
 * side ('Cancelar', reason required, shown to the client). The database decides whether the move is allowed.
 */
export function CancelVisitDialog({
  visitId,
  side,
  trigger,
  triggerLabel,
  title,
  description,
}: {
  visitId: number;
  side: 'client' | 'listing';
  trigger: string;
  triggerLabel?: string;
  title: string;
  description: string;
}) {
  const tc = useTranslations('MyVisitsPage');
  const ta = useTranslations('AgendaPage');
  const label =
    side === 'client'
      ? { reason: tc('reason'), keep: tc('keep'), confirm: tc('confirmCancel'), working: tc('cancelling'), done: tc('cancelled'), doneText: tc('cancelledDescription') }
      : { reason: ta('reason'), keep: ta('keep'), confirm: ta('confirmCancel'), working: ta('working'), done: ta('cancelled'), doneText: ta('cancelledDescription') };
  const te = useTranslations('Visits');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const required = side === 'listing';

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (required && !reason.trim()) {
      setError(te('errors.cancel_reason_required'));
      return;
    }
    const data = new FormData();
    data.set('visitId', String(visitId));
    data.set('reason', reason);
    startTransition(async () => {
      const result = await callAction(() => cancelVisitAction(null, data));
      if (!result) return;
      if (result.ok) {
        setOpen(false);
        setReason('');
        toast.success(label.done, { description: label.doneText });
        router.refresh();
        return;
      }
      const text = isVisitErrorKey(result.formError) ? te(`errors.${result.formError}`) : result.message || te('errors.failed');
      if (result.fieldErrors?.reason) setError(text);
      toast.error(te('errorTitle'), { description: text });
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={triggerLabel} className="text-destructive">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="cancel-visit-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} className="grid gap-4" noValidate>
          <Field data-invalid={!!error}>
            <FieldLabel htmlFor={`cancel-reason-${visitId}`}>{label.reason}</FieldLabel>
            <Textarea
              id={`cancel-reason-${visitId}`}
              name="reason"
              rows={3}
              maxLength={500}
              required={required}
              aria-required={required}
              aria-invalid={!!error}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
            />
            {error ? <FieldError>{error}</FieldError> : null}
          </Field>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {label.keep}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? label.working : label.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
