'use client';

import { useState } from 'react';
import { BadgeCheckIcon, CheckIcon, MessagesSquareIcon, Undo2Icon, XIcon } from 'lucide-react';
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
  closeDealAction,
  counterProposalAction,
  rejectProposalAction,
  undoDealAction,
  type ProposalActionResult,
} from '@/lib/actions/proposals';
import { formatBRL } from '@/lib/format';
import { parseBrlAmount, type ProposalStatus } from '@/lib/validations/proposals';
import { AmountInput } from './amount-input';
import { ConfirmAction } from './confirm-action';
import { useProposalAction } from './use-proposal-action';

/**
 * The listing side's answers to a received proposal, each confirmed with the amounts (issue #38): 'Aceitar'
 * (aceita: the listing is 'Em negociação') and 'Contraproposta' (negociada) on a pending one, 'Recusar'
 * (rejeitada) on a pending or countered one; on an accepted one, 'Negócio fechado' (the listing becomes
 * vendido / alugado) or 'Negociação desfeita' (active again).
 */
export function ListingProposalActions({
  proposalId,
  status,
  amount,
  title,
  price = amount,
  agreedAmount = null,
  rent = false,
}: {
  proposalId: number;
  status: ProposalStatus;
  amount: number;
  title: string;
  /** The asking price (rent per month for a rental). */
  price?: number;
  agreedAmount?: number | null;
  rent?: boolean;
}) {
  const t = useTranslations('Proposals');
  const d = useTranslations('Deal');
  const o = useTranslations('Offer');
  const perMonth = rent ? o('perMonth') : '';
  const money = (v: number) => `${formatBRL(v)}${perMonth}`;
  if (status === 'aceita') {
    const agreed = money(agreedAmount ?? amount);
    return (
      <div className="flex flex-wrap gap-2" data-testid="proposal-actions">
        <ConfirmAction
          label={d('actions.close')}
          icon={<BadgeCheckIcon aria-hidden />}
          variant="default"
          title={d('confirm.closeTitle')}
          text={d('confirm.closeText', { title, amount: agreed, status: d(rent ? 'confirm.rented' : 'confirm.sold') })}
          confirmLabel={d('confirm.closeSubmit')}
          success={d('toasts.closed')}
          action={() => closeDealAction(proposalId)}
          testId="proposal-close"
        />
        <ConfirmAction
          label={d('actions.undo')}
          icon={<Undo2Icon aria-hidden />}
          variant="outline"
          title={d('confirm.undoTitle')}
          text={d('confirm.undoText', { title, amount: agreed })}
          confirmLabel={d('confirm.undoSubmit')}
          success={d('toasts.undone')}
          action={() => undoDealAction(proposalId)}
          testId="proposal-undo"
        />
      </div>
    );
  }
  if (status !== 'pendente' && status !== 'negociada') return null;

  return (
    <div className="flex flex-wrap gap-2" data-testid="proposal-actions">
      {status === 'pendente' ? (
        <ConfirmAction
          label={t('actions.accept')}
          icon={<CheckIcon aria-hidden />}
          variant="default"
          title={d('confirm.acceptTitle')}
          text={d('confirm.acceptText', { amount: money(amount), title, price: money(price) })}
          confirmLabel={d('confirm.acceptSubmit', { amount: money(amount) })}
          success={t('toasts.accepted')}
          action={() => acceptProposalAction(proposalId)}
          testId="proposal-accept"
        />
      ) : null}
      <ConfirmAction
        label={t('actions.reject')}
        icon={<XIcon aria-hidden />}
        variant="outline"
        title={d('confirm.rejectTitle')}
        text={d('confirm.rejectText', { amount: money(amount), title })}
        confirmLabel={d('confirm.rejectSubmit')}
        success={t('toasts.rejected')}
        action={() => rejectProposalAction(proposalId)}
        testId="proposal-reject"
      />
      {status === 'pendente' ? <CounterDialog proposalId={proposalId} amount={amount} title={title} perMonth={perMonth} /> : null}
    </div>
  );
}

function CounterDialog({ proposalId, amount, title, perMonth }: { proposalId: number; amount: number; title: string; perMonth: string }) {
  const t = useTranslations('Proposals');
  const d = useTranslations('Deal');
  const [confirming, setConfirming] = useState(false);
  const money = (v: number) => `${formatBRL(v)}${perMonth}`;
  const { pending, run, fieldError } = useProposalAction();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<ProposalActionResult | null>(null);
  const counter = parseBrlAmount(value);
  const amountError = fieldError(result, 'amount');
  const messageError = fieldError(result, 'message');

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The amounts are stated (and a counter below the offer warned about) before it goes.
    if (!confirming && counter !== null) return setConfirming(true);
    run(
      () => counterProposalAction({ proposalId, amount: value, message }),
      t('toasts.countered'),
      (r) => {
        setResult(r);
        setConfirming(false);
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
        if (!next) {
          setResult(null);
          setConfirming(false);
        }
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
          <DialogDescription>{t('counterDialog.description', { amount: money(amount), title })}</DialogDescription>
        </DialogHeader>
        {confirming && counter !== null ? (
          <form method="post" onSubmit={submit} className="grid gap-3" data-testid="counter-confirm">
            <p className="text-sm font-medium">{d('confirm.counterTitle')}</p>
            <p className="text-sm">{d('confirm.counterText', { counter: money(counter), amount: money(amount) })}</p>
            {counter < amount ? (
              <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm font-medium" role="alert" data-testid="counter-below">
                {d('confirm.counterBelow', { counter: money(counter), amount: money(amount) })}
              </p>
            ) : null}
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {d('actions.back')}
              </Button>
              <Button type="submit" disabled={pending}>
                {d('confirm.counterSubmit', { counter: money(counter) })}
              </Button>
            </DialogFooter>
          </form>
        ) : (
        <form method="post" onSubmit={submit} className="grid gap-4" noValidate>
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
        )}
      </DialogContent>
    </Dialog>
  );
}
