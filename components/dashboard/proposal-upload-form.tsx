'use client';

import { useEffect, useTransition } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { submitProposalUploadAction } from '@/lib/actions/proposal-upload';
import { maskPhone } from '@/lib/validations';
import { DEPOSIT_MONTHS, GUARANTEES, moveInMax, RENT_TERMS, spToday, type Guarantee } from '@/lib/validations/proposals';
import {
  PAYMENT_METHODS,
  PROPOSAL_UPLOAD_ERRORS,
  emptyProposalUpload,
  maskAmount,
  proposalUploadSchema,
  type ProposalUploadErrorKey,
  type ProposalUploadInput,
} from '@/lib/validations/proposal-upload';

const selectClass = nativeSelectClassName();

/** The form's copy, translated on the server (ProposalUpload.*), so no catalogue is sent to the browser. */
export interface ProposalUploadCopy {
  clientSection: string;
  proposalSection: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  property: string;
  propertyPlaceholder: string;
  amount: string;
  amountPlaceholder: string;
  paymentMethod: string;
  paymentPlaceholder: string;
  methods: Record<(typeof PAYMENT_METHODS)[number], string>;
  message: string;
  messagePlaceholder: string;
  submit: string;
  submitting: string;
  success: { title: string; description: string };
  errorTitle: string;
  errors: Record<ProposalUploadErrorKey | 'invalid' | 'forbidden' | 'not_listing_side' | 'unexpected', string>;
  /** A rental's terms (issue #38), in the offer form's words (Offer.*). */
  rent: {
    amount: string;
    moveInDate: string;
    moveInHint: string;
    term: string;
    termOptions: Record<string, string>;
    guarantee: string;
    choose: string;
    guarantees: Record<Guarantee, string>;
    depositMonths: string;
    depositOptions: Record<string, string>;
    residents: string;
    pets: string;
    petsOptions: { none: string; sim: string; nao: string };
    /** Offer.errors for the terms' keys and proposal_amount_too_low. */
    errors: Record<string, string>;
  };
}

/**
 * /propostas/subir: the agency or broker registers a client's proposal on one of their listings. Validated
 * by the shared zod schema here and in submitProposalUploadAction (which stores it through submit_proposal).
 */
export function ProposalUploadForm({
  listings,
  copy,
  prefill,
}: {
  /** The listings the user handles, each with its label ('#id · title') and transaction. */
  listings: { id: number; label: string; transaction: 'venda' | 'aluguel' }[];
  copy: ProposalUploadCopy;
  /** From a client's record ('Registrar proposta', issue #39): the person and the listing, read on the server. */
  prefill?: { propertyId?: string; clientName?: string; clientEmail?: string; clientPhone?: string };
}) {
  const [pending, startTransition] = useTransition();
  const form = useForm<ProposalUploadInput>({ resolver: zodResolver(proposalUploadSchema), defaultValues: { ...emptyProposalUpload, ...prefill } as ProposalUploadInput });
  const { errors } = form.formState;
  const propertyId = useWatch({ control: form.control, name: 'propertyId' });
  const guarantee = useWatch({ control: form.control, name: 'guarantee' });
  const rent = listings.find((l) => String(l.id) === propertyId)?.transaction === 'aluguel';
  // The chosen listing decides which questions are asked (a rental's terms, or a sale's payment method).
  useEffect(() => {
    form.setValue('transaction', rent ? 'aluguel' : 'venda');
  }, [form, rent]);
  const today = spToday();

  const err = (name: keyof ProposalUploadInput) => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    const message = (PROPOSAL_UPLOAD_ERRORS as readonly string[]).includes(key)
      ? copy.errors[key as ProposalUploadErrorKey]
      : (copy.rent.errors[key] ?? copy.errors.invalid);
    return [{ message }];
  };

  const onSubmit = form.handleSubmit((values) => {
    startTransition(async () => {
      const result = await callAction(() => submitProposalUploadAction(values));
      if (!result) return;
      if (result.ok) {
        form.reset(emptyProposalUpload);
        toast.success(copy.success.title, { description: copy.success.description });
        return;
      }
      for (const [name, keys] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(name as keyof ProposalUploadInput, { message: keys?.[0] });
      }
      toast.error(copy.errorTitle, { description: copy.errors[result.formError ?? 'invalid'] });
    });
  });

  const required = <span className="text-destructive" aria-hidden> *</span>;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-labelledby="proposal-upload-title" data-testid="proposal-upload-form">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 font-heading text-lg font-semibold">{copy.clientSection}</legend>
        <Field data-invalid={!!errors.clientName}>
          <FieldLabel htmlFor="pu-client-name">{copy.clientName}{required}</FieldLabel>
          <Input id="pu-client-name" autoComplete="off" aria-required aria-invalid={!!errors.clientName} disabled={pending} {...form.register('clientName')} />
          <FieldError errors={err('clientName')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field data-invalid={!!errors.clientEmail}>
            <FieldLabel htmlFor="pu-client-email">{copy.clientEmail}{required}</FieldLabel>
            <Input id="pu-client-email" type="email" autoComplete="off" aria-required aria-invalid={!!errors.clientEmail} disabled={pending} {...form.register('clientEmail')} />
            <FieldError errors={err('clientEmail')} />
          </Field>
          <Field data-invalid={!!errors.clientPhone}>
            <FieldLabel htmlFor="pu-client-phone">{copy.clientPhone}{required}</FieldLabel>
            <Controller
              control={form.control}
              name="clientPhone"
              render={({ field }) => (
                <Input
                  id="pu-client-phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="(11) 90000-0000"
                  aria-required
                  aria-invalid={!!errors.clientPhone}
                  disabled={pending}
                  {...field}
                  onChange={(e) => field.onChange(maskPhone(e.target.value))}
                />
              )}
            />
            <FieldError errors={err('clientPhone')} />
          </Field>
        </div>
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 font-heading text-lg font-semibold">{copy.proposalSection}</legend>
        <Field data-invalid={!!errors.propertyId}>
          <FieldLabel htmlFor="pu-property">{copy.property}{required}</FieldLabel>
          <select id="pu-property" className={selectClass} aria-required aria-invalid={!!errors.propertyId} disabled={pending} {...form.register('propertyId')}>
            <option value="">{copy.propertyPlaceholder}</option>
            {listings.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.label}
              </option>
            ))}
          </select>
          <FieldError errors={err('propertyId')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field data-invalid={!!errors.amount}>
            <FieldLabel htmlFor="pu-amount">{rent ? copy.rent.amount : copy.amount}{required}</FieldLabel>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <Input
                  id="pu-amount"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={copy.amountPlaceholder}
                  aria-required
                  aria-invalid={!!errors.amount}
                  disabled={pending}
                  {...field}
                  onChange={(e) => field.onChange(maskAmount(e.target.value))}
                />
              )}
            />
            <FieldError errors={err('amount')} />
          </Field>
          {rent ? null : (
            <Field data-invalid={!!errors.paymentMethod}>
              <FieldLabel htmlFor="pu-payment">{copy.paymentMethod}{required}</FieldLabel>
              <select id="pu-payment" className={selectClass} aria-required aria-invalid={!!errors.paymentMethod} disabled={pending} {...form.register('paymentMethod')}>
                <option value="">{copy.paymentPlaceholder}</option>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {copy.methods[m]}
                  </option>
                ))}
              </select>
              <FieldError errors={err('paymentMethod')} />
            </Field>
          )}
          {rent ? (
            <Field data-invalid={!!errors.moveInDate}>
              <FieldLabel htmlFor="pu-move-in">{copy.rent.moveInDate}{required}</FieldLabel>
              <Input id="pu-move-in" type="date" min={today} max={moveInMax(today)} aria-required aria-invalid={!!errors.moveInDate} aria-describedby="pu-move-in-hint" disabled={pending} {...form.register('moveInDate')} />
              <p id="pu-move-in-hint" className="text-sm text-muted-foreground">{copy.rent.moveInHint}</p>
              <FieldError errors={err('moveInDate')} />
            </Field>
          ) : null}
        </div>
        {rent ? (
          <div className="grid gap-4 sm:grid-cols-2" data-testid="proposal-upload-rent">
            <Field data-invalid={!!errors.termMonths}>
              <FieldLabel htmlFor="pu-term">{copy.rent.term}{required}</FieldLabel>
              <select id="pu-term" className={selectClass} aria-required aria-invalid={!!errors.termMonths} disabled={pending} {...form.register('termMonths')}>
                {RENT_TERMS.map((n) => (
                  <option key={n} value={String(n)}>
                    {copy.rent.termOptions[String(n)]}
                  </option>
                ))}
              </select>
              <FieldError errors={err('termMonths')} />
            </Field>
            <Field data-invalid={!!errors.guarantee}>
              <FieldLabel htmlFor="pu-guarantee">{copy.rent.guarantee}{required}</FieldLabel>
              <select id="pu-guarantee" className={selectClass} aria-required aria-invalid={!!errors.guarantee} disabled={pending} {...form.register('guarantee')}>
                <option value="">{copy.rent.choose}</option>
                {GUARANTEES.map((g) => (
                  <option key={g} value={g}>
                    {copy.rent.guarantees[g]}
                  </option>
                ))}
              </select>
              <FieldError errors={err('guarantee')} />
            </Field>
            {guarantee === 'caucao' ? (
              <Field data-invalid={!!errors.depositMonths}>
                <FieldLabel htmlFor="pu-deposit">{copy.rent.depositMonths}{required}</FieldLabel>
                <select id="pu-deposit" className={selectClass} aria-required aria-invalid={!!errors.depositMonths} disabled={pending} {...form.register('depositMonths')}>
                  <option value="">{copy.rent.choose}</option>
                  {DEPOSIT_MONTHS.map((n) => (
                    <option key={n} value={String(n)}>
                      {copy.rent.depositOptions[String(n)]}
                    </option>
                  ))}
                </select>
                <FieldError errors={err('depositMonths')} />
              </Field>
            ) : null}
            <Field data-invalid={!!errors.residents}>
              <FieldLabel htmlFor="pu-residents">{copy.rent.residents}</FieldLabel>
              <Input id="pu-residents" type="number" inputMode="numeric" min={1} max={20} step={1} aria-invalid={!!errors.residents} disabled={pending} {...form.register('residents')} />
              <FieldError errors={err('residents')} />
            </Field>
            <Field data-invalid={!!errors.pets}>
              <FieldLabel htmlFor="pu-pets">{copy.rent.pets}</FieldLabel>
              <select id="pu-pets" className={selectClass} aria-invalid={!!errors.pets} disabled={pending} {...form.register('pets')}>
                <option value="">{copy.rent.petsOptions.none}</option>
                <option value="sim">{copy.rent.petsOptions.sim}</option>
                <option value="nao">{copy.rent.petsOptions.nao}</option>
              </select>
              <FieldError errors={err('pets')} />
            </Field>
          </div>
        ) : null}
        <Field data-invalid={!!errors.message}>
          <FieldLabel htmlFor="pu-message">{copy.message}</FieldLabel>
          <Textarea id="pu-message" rows={4} maxLength={2000} placeholder={copy.messagePlaceholder} aria-invalid={!!errors.message} disabled={pending} {...form.register('message')} />
          <FieldError errors={err('message')} />
        </Field>
      </fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
