'use client';

import { useId, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { AmountInput } from '@/components/proposals/amount-input';
import { NativeSelect } from '@/components/search/native-select';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { PayNotice } from '@/components/reports/pay-notice';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { makeOfferAction } from '@/lib/actions/proposals';
import { formatBRL } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import { checkOffer } from '@/lib/proposals/bounds';
import {
  DEFAULT_RENT_TERM,
  DEPOSIT_MONTHS,
  FINANCED_METHODS,
  GUARANTEES,
  moveInMax,
  offerSchema,
  PAYMENT_METHODS,
  RENT_TERMS,
  spToday,
  type OfferInput,
  type PaymentMethod,
} from '@/lib/validations/proposals';
import { useViewerSignedIn } from '@/components/listing-viewer/use-listing-viewer';
import { ListingRequestDialog } from './listing-request-dialog';

type Errors = Partial<Record<string, string>>;

/**
 * 'Fazer proposta' (issue #38). A sale: amount, payment (à vista, financiamento, financiamento + FGTS,
 * parcelado direto, misto) and the down payment when financed. A rental: the monthly rent offered ('/mês',
 * with the listing's condomínio and IPTU for the total), move-in date (today … 6 months), term (30 months
 * preselected), guarantee (caução of 1–3 rents), residents and pets. Below 20 % of the asking price the offer
 * is refused; from 20 % to 70 % or above 150 % a confirmation states the difference before it goes.
 * Signed out, it asks to sign in.
 */
export function ProposalDialog({
  propertyId,
  price,
  transaction = 'venda',
  condoFee = null,
  iptu = null,
  signedIn,
  children,
  defaultOpen = false,
}: {
  propertyId: number;
  price: number;
  transaction?: 'venda' | 'aluguel';
  condoFee?: number | null;
  iptu?: number | null;
  /** 'browser' on the listing's cached copy: the session as the browser knows it (use-listing-viewer.ts). */
  signedIn: boolean | 'browser';
  children: React.ReactNode;
  /** Open on mount (the lazy trigger was clicked before this code arrived). */
  defaultOpen?: boolean;
}) {
  const t = useTranslations('Offer');
  const viewerSignedIn = useViewerSignedIn(propertyId, signedIn);
  const tl = useTranslations('ListingRequests');
  const id = useId();
  const rent = transaction === 'aluguel';
  const [open, setOpen] = useState(defaultOpen);
  const [amount, setAmount] = useState(formatBRL(price));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | ''>('');
  const [downPayment, setDownPayment] = useState('');
  const [moveInDate, setMoveInDate] = useState('');
  const [termMonths, setTermMonths] = useState(String(DEFAULT_RENT_TERM));
  const [guarantee, setGuarantee] = useState('');
  const [depositMonths, setDepositMonths] = useState('');
  const [residents, setResidents] = useState('');
  const [pets, setPets] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirm, setConfirm] = useState<{ direction: 'below' | 'above'; percent: number; amount: number } | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const today = spToday();
  const perMonth = rent ? t('perMonth') : '';

  function input(confirmed: boolean): OfferInput {
    return rent
      ? { transaction: 'aluguel', propertyId, amount, message, confirmed, moveInDate, termMonths, guarantee: guarantee as never, depositMonths, residents, pets: pets as never }
      : { transaction: 'venda', propertyId, amount, message, confirmed, paymentMethod: paymentMethod as never, downPayment };
  }

  function errorText(key: string | undefined): string | undefined {
    if (!key) return undefined;
    const path = `errors.${key}`;
    return t.has(path as 'errors.failed') ? t(path as 'errors.failed') : t('errors.failed');
  }

  function send(confirmed: boolean) {
    const parsed = offerSchema.safeParse(input(confirmed));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        next[field] ??= errorText(issue.message);
      }
      setErrors(next);
      setConfirm(null);
      return;
    }
    const check = checkOffer(parsed.data.amount, price);
    if (check.kind === 'too_low') {
      setErrors({ amount: t('tooLow', { min: `${formatBRL(check.min)}${perMonth}` }) });
      return;
    }
    if (check.kind === 'confirm' && !confirmed) {
      setErrors({});
      setConfirm({ direction: check.direction, percent: check.percent, amount: parsed.data.amount });
      requestAnimationFrame(() => confirmRef.current?.focus());
      return;
    }
    setErrors({});
    startTransition(async () => {
      const result = await callAction(() => makeOfferAction(input(confirmed)));
      if (!result) return;
      if (result.ok) {
        toast.success(t('success'), { description: t('successDescription') });
        setOpen(false);
        setConfirm(null);
        router.refresh();
        return;
      }
      setConfirm(null);
      const fieldErrors = result.fieldErrors ?? {};
      const next: Errors = {};
      for (const [field, keys] of Object.entries(fieldErrors)) next[field] = errorText(keys?.[0]);
      if (result.formError === 'proposal_amount_too_low') next.amount = errorText(result.formError);
      setErrors(next);
      toast.error(t('failed'), { description: errorText(result.formError) });
    });
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(false);
  }

  const fieldProps = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorOf = (name: string) =>
    errors[name] ? (
      <FieldError id={`${id}-${name}-error`} data-testid={`offer-error-${name}`}>
        {errors[name]}
      </FieldError>
    ) : null;

  const fee = (v: number | null) => (v != null ? formatBRL(v) : t('notInformed'));
  const description = rent ? t('askingRent', { price: formatBRL(price) }) : t('askingSale', { price: formatBRL(price) });

  return (
    <ListingRequestDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setConfirm(null);
      }}
      trigger={children}
      title={t('title')}
      description={description}
      signedIn={viewerSignedIn}
      signInText={tl('signInProposal')}
      testId="proposal-dialog"
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {confirm ? (
        <div className="grid gap-3" data-testid="offer-confirm" role="group" aria-labelledby={`${id}-confirm-title`}>
          <h3 id={`${id}-confirm-title`} ref={confirmRef} tabIndex={-1} className="font-semibold outline-none">
            {t('confirmTitle')}
          </h3>
          <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm font-medium" data-testid="offer-confirm-text">
            {t(confirm.direction === 'below' ? 'confirmBelow' : 'confirmAbove', { percent: confirm.percent })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('confirmAmounts', { amount: `${formatBRL(confirm.amount)}${perMonth}`, price: `${formatBRL(price)}${perMonth}` })}
          </p>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirm(null)}>
              {t('confirmBack')}
            </Button>
            <Button type="button" disabled={pending} onClick={() => send(true)}>
              {t('confirmSend')}
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <form method="post" onSubmit={submit} className="grid gap-4" noValidate>
          {rent ? (
            <div className="rounded-md bg-muted/50 p-3 text-sm" data-testid="offer-fees">
              <p>{t('fees', { condo: fee(condoFee), iptu: fee(iptu) })}</p>
            </div>
          ) : null}
          <Field data-invalid={!!errors.amount || undefined}>
            <FieldLabel htmlFor={`${id}-amount`}>{rent ? t('amountRent') : t('amountSale')}</FieldLabel>
            <div className="flex items-center gap-2">
              <AmountInput id={`${id}-amount`} value={amount} onChange={setAmount} required {...fieldProps('amount')} />
              {rent ? <span className="text-sm text-muted-foreground">{perMonth}</span> : null}
            </div>
            {rent && !errors.amount ? (
              <FieldDescription data-testid="offer-monthly-total">
                {t('monthlyTotal', {
                  total: formatBRL((Number(amount.replace(/\D/g, '')) || 0) + (condoFee ?? 0) + (iptu ?? 0)),
                })}
              </FieldDescription>
            ) : null}
            {errorOf('amount')}
          </Field>
          {rent ? (
            <>
              <Field data-invalid={!!errors.moveInDate || undefined}>
                <FieldLabel htmlFor={`${id}-move`}>{t('moveInDate')}</FieldLabel>
                <Input
                  id={`${id}-move`}
                  type="date"
                  min={today}
                  max={moveInMax(today)}
                  value={moveInDate}
                  onChange={(e) => setMoveInDate(e.target.value)}
                  required
                  {...fieldProps('moveInDate')}
                />
                {errors.moveInDate ? errorOf('moveInDate') : <FieldDescription>{t('moveInHint')}</FieldDescription>}
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field data-invalid={!!errors.termMonths || undefined}>
                  <FieldLabel htmlFor={`${id}-term`}>{t('term')}</FieldLabel>
                  <NativeSelect id={`${id}-term`} value={termMonths} onChange={(e) => setTermMonths(e.target.value)} {...fieldProps('termMonths')}>
                    {RENT_TERMS.map((m) => (
                      <option key={m} value={String(m)}>
                        {t('termOption', { count: m })}
                      </option>
                    ))}
                  </NativeSelect>
                  {errorOf('termMonths')}
                </Field>
                <Field data-invalid={!!errors.guarantee || undefined}>
                  <FieldLabel htmlFor={`${id}-guarantee`}>{t('guarantee')}</FieldLabel>
                  <NativeSelect id={`${id}-guarantee`} value={guarantee} onChange={(e) => setGuarantee(e.target.value)} required {...fieldProps('guarantee')}>
                    <option value="">{t('choose')}</option>
                    {GUARANTEES.map((g) => (
                      <option key={g} value={g}>
                        {t(`guarantees.${g}`)}
                      </option>
                    ))}
                  </NativeSelect>
                  {errorOf('guarantee')}
                </Field>
              </div>
              {guarantee === 'caucao' ? (
                <Field data-invalid={!!errors.depositMonths || undefined}>
                  <FieldLabel htmlFor={`${id}-deposit`}>{t('depositMonths')}</FieldLabel>
                  <NativeSelect id={`${id}-deposit`} value={depositMonths} onChange={(e) => setDepositMonths(e.target.value)} {...fieldProps('depositMonths')}>
                    <option value="">{t('choose')}</option>
                    {DEPOSIT_MONTHS.map((m) => (
                      <option key={m} value={String(m)}>
                        {t('depositOption', { count: m })}
                      </option>
                    ))}
                  </NativeSelect>
                  {errorOf('depositMonths')}
                </Field>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <Field data-invalid={!!errors.residents || undefined}>
                  <FieldLabel htmlFor={`${id}-residents`}>{t('residents')}</FieldLabel>
                  <Input
                    id={`${id}-residents`}
                    inputMode="numeric"
                    value={residents}
                    onChange={(e) => setResidents(e.target.value)}
                    {...fieldProps('residents')}
                  />
                  {errorOf('residents')}
                </Field>
                <Field>
                  <FieldLabel htmlFor={`${id}-pets`}>{t('pets')}</FieldLabel>
                  <NativeSelect id={`${id}-pets`} value={pets} onChange={(e) => setPets(e.target.value)}>
                    <option value="">{t('petsOptions.none')}</option>
                    <option value="sim">{t('petsOptions.sim')}</option>
                    <option value="nao">{t('petsOptions.nao')}</option>
                  </NativeSelect>
                </Field>
              </div>
            </>
          ) : (
            <>
              <Field data-invalid={!!errors.paymentMethod || undefined}>
                <FieldLabel htmlFor={`${id}-method`}>{t('paymentMethod')}</FieldLabel>
                <NativeSelect
                  id={`${id}-method`}
                  value={paymentMethod}
                  onChange={(e) => setPaymentMethod(e.target.value as PaymentMethod)}
                  required
                  {...fieldProps('paymentMethod')}
                >
                  <option value="">{t('choose')}</option>
                  {PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {t(`methods.${m}`)}
                    </option>
                  ))}
                </NativeSelect>
                {errorOf('paymentMethod')}
              </Field>
              {paymentMethod && FINANCED_METHODS.includes(paymentMethod) ? (
                <Field data-invalid={!!errors.downPayment || undefined}>
                  <FieldLabel htmlFor={`${id}-down`}>{t('downPayment')}</FieldLabel>
                  <AmountInput id={`${id}-down`} value={downPayment} onChange={setDownPayment} {...fieldProps('downPayment')} />
                  {errorOf('downPayment')}
                </Field>
              ) : null}
            </>
          )}
          <Field data-invalid={!!errors.message || undefined}>
            <FieldLabel htmlFor={`${id}-message`}>{t('message')}</FieldLabel>
            <Textarea id={`${id}-message`} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} rows={3} {...fieldProps('message')} />
            {errorOf('message')}
          </Field>
          <PayNotice />
          <DialogFooter>
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {t('submit')}
            </Button>
          </DialogFooter>
        </form>
      )}
    </ListingRequestDialog>
  );
}
