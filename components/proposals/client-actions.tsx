'use client';

import { useState } from 'react';
import { PencilIcon, Undo2Icon } from 'lucide-react';
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
import { reviseProposalAction, withdrawProposalAction } from '@/lib/actions/proposals';
import { formatBRL } from '@/lib/format';
import { checkOffer } from '@/lib/proposals/bounds';
import { parseBrlAmount, type ProposalStatus } from '@/lib/validations/proposals';
import { AmountInput } from './amount-input';
import { ConfirmAction } from './confirm-action';
import { useProposalAction } from './use-proposal-action';

/**
 * The client's own moves on an open offer (issue #38): 'Alterar valor' (pendente: a new round, the same
 * price bounds as a new offer) and 'Retirar proposta' (pendente or negociada), each confirmed first.
 */
export function ClientProposalActions({
  proposalId,
  status,
  amount,
  price,
  title,
  perMonth,
}: {
  proposalId: number;
  status: ProposalStatus;
  amount: number;
  price: number;
  title: string;
  /** '/mês' for a rental offer, '' for a purchase. */
  perMonth: string;
}) {
  const t = useTranslations('Deal');
  if (status !== 'pendente' && status !== 'negociada') return null;
  const money = (v: number) => `${formatBRL(v)}${perMonth}`;
  return (
    <div className="flex flex-wrap gap-2" data-testid="client-actions">
      {status === 'pendente' ? (
        <ReviseDialog proposalId={proposalId} amount={amount} price={price} perMonth={perMonth} />
      ) : null}
      <ConfirmAction
        label={t('actions.withdraw')}
        icon={<Undo2Icon aria-hidden />}
        variant="outline"
        title={t('confirm.withdrawTitle')}
        text={t('confirm.withdrawText', { amount: money(amount), title })}
        confirmLabel={t('confirm.withdrawSubmit')}
        success={t('toasts.withdrawn')}
        action={() => withdrawProposalAction(proposalId)}
        testId="proposal-withdraw"
      />
    </div>
  );
}

function ReviseDialog({ proposalId, amount, price, perMonth }: { proposalId: number; amount: number; price: number; perMonth: string }) {
  const t = useTranslations('Deal');
  const to = useTranslations('Offer');
  const { pending, run, fieldError } = useProposalAction();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(formatBRL(amount));
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ direction: 'below' | 'above'; percent: number } | null>(null);
  const money = (v: number) => `${formatBRL(v)}${perMonth}`;

  function send(confirmed: boolean) {
    const typed = parseBrlAmount(value);
    if (typed !== null) {
      const check = checkOffer(typed, price);
      if (check.kind === 'too_low') return setError(to('tooLow', { min: money(check.min) }));
      if (check.kind === 'confirm' && !confirmed) {
        setError(null);
        return setConfirm({ direction: check.direction, percent: check.percent });
      }
    }
    run(
      () => reviseProposalAction({ proposalId, amount: value, confirmed }),
      t('toasts.revised'),
      (r) => {
        setConfirm(null);
        if (r.ok) setOpen(false);
        else setError(fieldError(r, 'amount') ?? null);
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setConfirm(null);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" data-testid="proposal-revise">
          <PencilIcon aria-hidden />
          {t('actions.revise')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="proposal-revise-dialog">
        <DialogHeader>
          <DialogTitle>{t('confirm.reviseTitle')}</DialogTitle>
          <DialogDescription>{t('confirm.reviseText', { amount: money(amount), price: money(price) })}</DialogDescription>
        </DialogHeader>
        {confirm ? (
          <div className="grid gap-3" data-testid="offer-confirm">
            <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm font-medium" role="alert">
              {to(confirm.direction === 'below' ? 'confirmBelow' : 'confirmAbove', { percent: confirm.percent })}
            </p>
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => setConfirm(null)}>
                {to('confirmBack')}
              </Button>
              <Button type="button" disabled={pending} onClick={() => send(true)}>
                {to('confirmSend')}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            method="post"
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send(false);
            }}
          >
            <Field data-invalid={!!error || undefined}>
              <FieldLabel htmlFor={`revise-amount-${proposalId}`}>{t('confirm.reviseAmount')}</FieldLabel>
              <AmountInput
                id={`revise-amount-${proposalId}`}
                value={value}
                onChange={setValue}
                aria-invalid={!!error || undefined}
                aria-describedby={error ? `revise-amount-${proposalId}-error` : undefined}
              />
              {error ? <FieldError id={`revise-amount-${proposalId}-error`}>{error}</FieldError> : null}
            </Field>
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('actions.back')}
              </Button>
              <Button type="submit" disabled={pending}>
                {t('confirm.reviseSubmit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
