'use client';

import { useState } from 'react';
import { CheckIcon, MessagesSquareIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
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
import {
  acceptProposalAction,
  counterProposalAction,
  rejectProposalAction,
  type ProposalActionResult,
} from '@/lib/actions/proposals';
import { formatBRL } from '@/lib/format';
import type { ProposalStatus } from '@/lib/validations/proposals';
import { AmountInput } from './amount-input';
import { useProposalAction } from './use-proposal-action';

/**
 * The listing side's answers to a received proposal: 'Aceitar' (aceita) and 'Contraproposta' (negociada)
 * on a pending one, 'Recusar' (rejeitada) on a pending or countered one.
 */
export function ListingProposalActions({
  proposalId,
  status,
  amount,
  title,
}: {
  proposalId: number;
  status: ProposalStatus;
  amount: number;
  title: string;
}) {
  const t = useTranslations('Proposals');
  const { pending, run } = useProposalAction();
  if (status !== 'pendente' && status !== 'negociada') return null;

  return (
    <div className="flex flex-wrap gap-2" data-testid="proposal-actions">
      {status === 'pendente' ? (
        <Button
          size="sm"
          disabled={pending}
          onClick={() => run(() => acceptProposalAction(proposalId), t('toasts.accepted'))}
        >
          <CheckIcon aria-hidden />
          {t('actions.accept')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => run(() => rejectProposalAction(proposalId), t('toasts.rejected'))}
      >
        <XIcon aria-hidden />
        {t('actions.reject')}
      </Button>
      {status === 'pendente' ? <CounterDialog proposalId={proposalId} amount={amount} title={title} /> : null}
    </div>
  );
}

function CounterDialog({ proposalId, amount, title }: { proposalId: number; amount: number; title: string }) {
  const t = useTranslations('Proposals');
  const { pending, run, fieldError } = useProposalAction();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<ProposalActionResult | null>(null);
  const amountError = fieldError(result, 'amount');
  const messageError = fieldError(result, 'message');

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(
      () => counterProposalAction({ proposalId, amount: value, message }),
      t('toasts.countered'),
      (r) => {
        setResult(r);
        if (r.ok) {
          setOpen(false);
          setValue('');
          setMessage('');
        }
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setResult(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <MessagesSquareIcon aria-hidden />
          {t('actions.counter')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="counter-dialog">
        <DialogHeader>
          <DialogTitle>{t('counterDialog.title')}</DialogTitle>
          <DialogDescription>{t('counterDialog.description', { amount: formatBRL(amount), title })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field data-invalid={!!amountError || undefined}>
            <FieldLabel htmlFor={`counter-amount-${proposalId}`}>{t('counterDialog.amount')}</FieldLabel>
            <AmountInput
              id={`counter-amount-${proposalId}`}
              value={value}
              onChange={setValue}
              required
              aria-invalid={!!amountError || undefined}
              aria-describedby={amountError ? `counter-amount-${proposalId}-error` : undefined}
            />
            {amountError ? <FieldError id={`counter-amount-${proposalId}-error`}>{amountError}</FieldError> : null}
          </Field>
          <Field data-invalid={!!messageError || undefined}>
            <FieldLabel htmlFor={`counter-message-${proposalId}`}>{t('counterDialog.message')}</FieldLabel>
            <Textarea
              id={`counter-message-${proposalId}`}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={2000}
              rows={3}
            />
            {messageError ? <FieldError>{messageError}</FieldError> : null}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {t('counterDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
