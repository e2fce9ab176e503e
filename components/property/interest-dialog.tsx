'use client';

import { useEffect, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { PayNotice } from '@/components/reports/pay-notice';
import { Field, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { callAction } from '@/lib/actions/client-call';
import { createLeadAction, interestPrefillAction } from '@/lib/actions/leads';
import { emptyLead, hasBlankField, leadSchema, type LeadErrorKey, type LeadInput } from '@/lib/validations/lead';
import { maskPhone } from '@/lib/validations/rules/masks';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', inputMode: undefined },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
] as const;

/**
 * 'Tenho interesse': name, e-mail and phone, all required ('Erro' / 'Por favor, preencha todos os campos.'),
 * prefilled with a signed-in person's own data (editable); no CPF at this stage (issue #38). The lead is stored
 * for the listing's side; then 'Interesse registrado!', the form is cleared and the dialog closes.
 */
export function InterestDialog({
  propertyId,
  title,
  children,
  defaultOpen = false,
}: {
  propertyId: number;
  title: string;
  children: React.ReactNode;
  /** Open on mount (the lazy trigger was clicked before this code arrived). */
  defaultOpen?: boolean;
}) {
  const t = useTranslations('Lead');
  const [open, setOpen] = useState(defaultOpen);
  const [pending, startTransition] = useTransition();
  const form = useForm<LeadInput>({ resolver: zodResolver(leadSchema), defaultValues: emptyLead, mode: 'onSubmit' });
  const [prefill, setPrefill] = useState<LeadInput>(emptyLead);
  // A signed-in person's own name, e-mail and phone, once the dialog opens (never overwriting what was typed).
  useEffect(() => {
    if (!open) return;
    let live = true;
    void interestPrefillAction().then((data) => {
      if (!live || !data) return;
      const values = { ...data, phone: data.phone ? maskPhone(data.phone) : '' };
      setPrefill(values);
      for (const k of ['name', 'email', 'phone'] as const) {
        if (!form.getValues(k)) form.setValue(k, values[k]);
      }
    });
    return () => {
      live = false;
    };
  }, [open, form]);
  const errorText = (key: string | undefined) =>
    key && key !== 'required' ? t(`errors.${key as LeadErrorKey}`) : key ? t('errors.required') : undefined;

  function incomplete() {
    toast.error(t('errorTitle'), { description: t('incomplete') });
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      const data = new FormData();
      data.set('propertyId', String(propertyId));
      for (const [k, v] of Object.entries(values)) data.set(k, v);
      startTransition(async () => {
        const result = await callAction(() => createLeadAction(null, data));
        if (!result) return;
        if (result.ok) {
          toast.success(t('successTitle'), { description: t('successDescription') });
          form.reset(prefill);
          setOpen(false);
          return;
        }
        if (result.formError === 'incomplete') return incomplete();
        if (result.fieldErrors) {
          for (const [field, keys] of Object.entries(result.fieldErrors)) {
            form.setError(field as keyof LeadInput, { message: keys?.[0] });
          }
          return;
        }
        const reason = result.formError === 'unavailable' || result.formError === 'rateLimited' ? result.formError : 'failed';
        toast.error(t('errorTitle'), { description: t(reason) });
      });
    },
    () => {
      if (hasBlankField(form.getValues())) incomplete();
    },
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent data-testid="interest-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description', { title })}</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
          <FieldGroup className="gap-4">
            {FIELDS.map((f) => {
              const error = form.formState.errors[f.name]?.message;
              const reg = form.register(f.name);
              return (
                <Field key={f.name} data-invalid={!!error}>
                  <FieldLabel htmlFor={`lead-${f.name}`}>{t(f.name)}</FieldLabel>
                  <Input
                    id={`lead-${f.name}`}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    inputMode={f.inputMode}
                    aria-invalid={!!error}
                    {...reg}
                    onChange={(e) => {
                      if (f.name === 'phone') e.target.value = maskPhone(e.target.value);
                      return reg.onChange(e);
                    }}
                  />
                  {error && <FieldError>{errorText(error)}</FieldError>}
                </Field>
              );
            })}
          </FieldGroup>
          <PayNotice />
          <DialogFooter>
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {pending ? t('submitting') : t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
