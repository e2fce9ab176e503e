'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { makeProposalAction } from '@/lib/actions/listing-requests';
import { formatBRL } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import { maskBrlAmount, PAYMENT_METHODS } from '@/lib/validations/proposals';
import { ListingRequestDialog } from './listing-request-dialog';

/**
 * 'Fazer proposta': amount (auto-formatted as BRL), payment method and a message, through make_proposal.
 * Signed out, it asks to sign in.
 */
export function ProposalDialog({
  propertyId,
  price,
  signedIn,
  children,
  defaultOpen = false,
}: {
  propertyId: number;
  price: number;
  signedIn: boolean;
  children: React.ReactNode;
  /** Open on mount (the lazy trigger was clicked before this code arrived). */
  defaultOpen?: boolean;
}) {
  const t = useTranslations('ListingRequests');
  const [open, setOpen] = useState(defaultOpen);
  const [amount, setAmount] = useState(formatBRL(price));
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await makeProposalAction(null, data);
      if (result.ok) {
        toast.success(t('proposal.success'), { description: t('proposal.successDescription') });
        setOpen(false);
        router.refresh();
        return;
      }
      const key = `errors.${result.formError}`;
      toast.error(t('proposal.failed'), {
          description: t.has(key as 'errors.failed') ? t(key as 'errors.failed') : t('errors.failed'),
        });
    });
  }

  return (
    <ListingRequestDialog
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      title={t('proposal.title')}
      description={t('proposal.description', { price: formatBRL(price) })}
      signedIn={signedIn}
      signInText={t('signInProposal')}
      testId="proposal-dialog"
    >
      <form onSubmit={submit} className="grid gap-4">
        <input type="hidden" name="propertyId" value={propertyId} />
        <Field>
          <FieldLabel htmlFor="proposal-amount">{t('proposal.amount')}</FieldLabel>
          <Input
            id="proposal-amount"
            name="amount"
            inputMode="numeric"
            required
            value={amount}
            onChange={(e) => setAmount(maskBrlAmount(e.target.value))}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor="proposal-method">{t('proposal.paymentMethod')}</FieldLabel>
          <select
            id="proposal-method"
            name="paymentMethod"
            required
            defaultValue="financiamento"
            className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`proposal.methods.${m}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <FieldLabel htmlFor="proposal-message">{t('message')}</FieldLabel>
          <Textarea id="proposal-message" name="message" maxLength={2000} rows={3} />
        </Field>
        <DialogFooter>
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {t('proposal.submit')}
          </Button>
        </DialogFooter>
      </form>
    </ListingRequestDialog>
  );
}
