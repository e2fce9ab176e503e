'use client';

import { useState } from 'react';
import { ReplyIcon } from 'lucide-react';
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
import { respondToCounterAction, type ProposalActionResult } from '@/lib/actions/proposals';
import { formatBRL } from '@/lib/format';
import { AmountInput } from './amount-input';
import { useProposalAction } from './use-proposal-action';

/**
 * 'Responder' (the client, only on `negociada`): accept the counter-offer (aceita at the counter amount) or
 * send a new amount (the proposal goes back to `pendente`), through respond_to_counter.
 */
export function RespondToCounterDialog({
  proposalId,
  counterAmount,
  title,
}: {
  proposalId: number;
  counterAmount: number;
  title: string;
}) {
  const t = useTranslations('Proposals');
  const { pending, run, fieldError } = useProposalAction();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<'accept' | 'new_amount'>('accept');
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<ProposalActionResult | null>(null);
  // A new amount far from the asking price: the next submit confirms it (issue #38).
  const [confirming, setConfirming] = useState(false);
  const o = useTranslations('Offer');
  const amountError = fieldError(result, 'amount');
  const id = `respond-${proposalId}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input =
      choice === 'accept'
        ? ({ proposalId, choice, message } as const)
        : ({ proposalId, choice, amount: value, message, confirmed: confirming } as const);
    run(
      () => respondToCounterAction(input),
      choice === 'accept' ? t('toasts.counterAccepted') : t('toasts.newOffer'),
      (r) => {
        setResult(r);
        setConfirming(!r.ok && r.formError === 'proposal_needs_confirmation');
        if (r.ok) {
          setOpen(false);
          setValue('');
          setMessage('');
          setChoice('accept');
        }
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setResult(null);
          setConfirming(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <ReplyIcon aria-hidden />
          {t('actions.respond')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="respond-dialog">
        <DialogHeader>
          <DialogTitle>{t('respondDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('respondDialog.description', { amount: formatBRL(counterAmount), title })}
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('respondDialog.choiceLabel')}</legend>
            <label className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
              <input
                type="radio"
                name={`${id}-choice`}
                value="accept"
                checked={choice === 'accept'}
                onChange={() => setChoice('accept')}
                className="accent-primary"
              />
              {t('respondDialog.accept', { amount: formatBRL(counterAmount) })}
            </label>
            <label className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
              <input
                type="radio"
                name={`${id}-choice`}
                value="new_amount"
                checked={choice === 'new_amount'}
                onChange={() => setChoice('new_amount')}
                className="accent-primary"
              />
              {t('respondDialog.newAmount')}
            </label>
          </fieldset>
          {choice === 'new_amount' ? (
            <Field data-invalid={!!amountError || undefined}>
              <FieldLabel htmlFor={`${id}-amount`}>{t('respondDialog.amount')}</FieldLabel>
              <AmountInput
                id={`${id}-amount`}
                value={value}
                onChange={(v) => {
                  setValue(v);
                  setConfirming(false);
                }}
                required
                aria-invalid={!!amountError || undefined}
                aria-describedby={amountError ? `${id}-amount-error` : undefined}
              />
              {amountError ? <FieldError id={`${id}-amount-error`}>{amountError}</FieldError> : null}
              {confirming ? (
                <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm font-medium" role="alert">
                  {o('confirmTitle')}: {t('errors.proposal_needs_confirmation')}
                </p>
              ) : null}
            </Field>
          ) : null}
          <Field>
            <FieldLabel htmlFor={`${id}-message`}>{t('respondDialog.message')}</FieldLabel>
            <Textarea
              id={`${id}-message`}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={2000}
              rows={3}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {t('respondDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
