'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldGroup } from '@/components/ui/field';
import { completeAgencyAction } from '@/lib/actions/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { maskCep, maskCnpj, maskPhone } from '@/lib/validations/rules/masks';
import { agencyStep1Schema, completeAgencySchema, type CompleteAgencyInput } from '@/lib/validations/profile';
import { TextField, UfSelect } from './masked-field';

const STEP1 = ['name', 'email', 'phone'] as const;

/**
 * The agency completion in two steps (spec §4): 1 name, e-mail (prefilled, locked), phone; 2 CNPJ (numeric or
 * alphanumeric), responsible, CRECI, razão social and address. Used by the page and by the dialog.
 */
export function CompleteAgencyForm({
  defaults,
  idPrefix = 'ca',
  onDone,
}: {
  defaults: Partial<CompleteAgencyInput> & { email: string };
  idPrefix?: string;
  onDone?: () => void;
}) {
  const t = useTranslations('CompleteAgency');
  const tm = useTranslations('AuthMessages');
  const tv = useTranslations('AuthValidation');
  const router = useRouter();
  const [step, setStep] = useState<1 | 2>(1);
  const [pending, startTransition] = useTransition();
  const form = useForm<CompleteAgencyInput>({
    resolver: zodResolver(completeAgencySchema),
    defaultValues: {
      name: '',
      phone: '',
      cnpj: '',
      responsibleName: '',
      creci: '',
      legalName: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      ...defaults,
    },
  });
  const { errors } = form.formState;
  const id = (f: string) => `${idPrefix}-${f}`;

  const goNext = async () => {
    const values = form.getValues();
    const ok = await form.trigger([...STEP1]);
    if (!ok || !agencyStep1Schema.safeParse(values).success) {
      const missing = STEP1.some((f) => !String(values[f] ?? '').trim());
      toast.error(t('errorTitle'), { description: missing ? t('requiredAll') : tv('phone') });
      return;
    }
    setStep(2);
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      startTransition(async () => {
        try {
          const result = await completeAgencyAction(values);
          if (!result.ok) {
            if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
            return;
          }
          toast.success(t('successTitle'), { description: t('success') });
          form.reset();
          setStep(1);
          onDone?.();
          router.replace(result.data.redirectTo);
          router.refresh();
        } catch {
          toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
        }
      }),
    (invalid) => {
      if (invalid.name || invalid.email || invalid.phone) setStep(1);
      if (invalid.cnpj && form.getValues('cnpj')?.trim()) toast.error(t('cnpjTitle'), { description: tv('cnpj') });
      else toast.error(t('errorTitle'), { description: t('requiredAll') });
    },
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-6">
      <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {t('step', { current: step, total: 2 })} — {step === 1 ? t('stepBasic') : t('stepCommercial')}
      </p>
      <FieldGroup className={step === 1 ? 'grid gap-4' : 'hidden'}>
        <TextField id={id('name')} label={t('name')} autoComplete="organization" disabled={pending} registration={form.register('name')} error={errors.name} />
        <TextField id={id('email')} label={t('email')} type="email" readOnly aria-readonly registration={form.register('email')} error={errors.email} />
        <TextField id={id('phone')} label={t('phone')} type="tel" inputMode="tel" placeholder="(11) 90000-0000" mask={maskPhone} disabled={pending} registration={form.register('phone')} error={errors.phone} />
      </FieldGroup>
      <FieldGroup className={step === 2 ? 'grid gap-4 sm:grid-cols-2' : 'hidden'}>
        <TextField id={id('cnpj')} label={t('cnpj')} placeholder="00.000.000/0000-00" maxLength={18} mask={maskCnpj} autoCapitalize="characters" disabled={pending} registration={form.register('cnpj')} error={errors.cnpj} />
        <TextField id={id('creci')} label={t('creci')} disabled={pending} registration={form.register('creci')} error={errors.creci} />
        <TextField id={id('responsible')} label={t('responsibleName')} autoComplete="name" disabled={pending} registration={form.register('responsibleName')} error={errors.responsibleName} />
        <TextField id={id('legal')} label={t('legalName')} disabled={pending} registration={form.register('legalName')} error={errors.legalName} />
        <TextField id={id('address')} label={t('address')} autoComplete="street-address" disabled={pending} registration={form.register('address')} error={errors.address} className="sm:col-span-2" />
        <TextField id={id('city')} label={t('city')} autoComplete="address-level2" disabled={pending} registration={form.register('city')} error={errors.city} />
        <UfSelect id={id('state')} label={t('state')} placeholder={t('statePlaceholder')} disabled={pending} registration={form.register('state')} error={errors.state} />
        <TextField id={id('zip')} label={t('zipCode')} inputMode="numeric" placeholder="00000-000" maxLength={9} mask={maskCep} disabled={pending} registration={form.register('zipCode')} error={errors.zipCode} />
      </FieldGroup>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {step === 2 ? (
          <Button type="button" variant="outline" onClick={() => setStep(1)} disabled={pending}>
            {t('back')}
          </Button>
        ) : null}
        {step === 1 ? (
          <Button type="button" onClick={goNext}>
            {t('next')}
          </Button>
        ) : (
          <Button type="submit" disabled={pending}>
            {pending ? t('submitting') : t('submit')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** 'Complete o cadastro da sua Imobiliária': the same two steps in a dialog (open until finished or closed). */
export function CompleteAgencyDialog({
  defaults,
  defaultOpen = true,
}: {
  defaults: Partial<CompleteAgencyInput> & { email: string };
  defaultOpen?: boolean;
}) {
  const t = useTranslations('CompleteAgency');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      {!open ? (
        <Button type="button" onClick={() => setOpen(true)}>
          {t('openDialog')}
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription className="sr-only">{t('stepBasic')}</DialogDescription>
          </DialogHeader>
          <CompleteAgencyForm defaults={defaults} idPrefix="cad" onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
