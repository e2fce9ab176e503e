'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { updateProfileAction } from '@/lib/actions/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { maskCep, maskPhone } from '@/lib/validations/rules/masks';
import { updateProfileSchema, type UpdateProfileInput } from '@/lib/validations/profile';
import { TextField, UfSelect } from './masked-field';

/**
 * /minha-conta: view mode first; 'Editar' opens the form; 'Salvar' ('Salvando...') or 'Cancelar' (restores
 * the saved values). E-mail and account type are read-only.
 */
export function MyAccountForm({
  values,
  email,
  roleLabel,
}: {
  values: Required<UpdateProfileInput>;
  email: string;
  roleLabel: string;
}) {
  const t = useTranslations('MyAccount');
  const tm = useTranslations('AuthMessages');
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useForm<UpdateProfileInput>({ resolver: zodResolver(updateProfileSchema), defaultValues: values });
  const { errors } = form.formState;

  const cancel = () => {
    form.reset(values);
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(
    (v) =>
      startTransition(async () => {
        try {
          const result = await updateProfileAction(v);
          if (!result.ok) {
            if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
            return;
          }
          toast.success(t('successTitle'), { description: t('success') });
          form.reset(v);
          setEditing(false);
          router.refresh();
        } catch {
          toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
        }
      }),
    (invalid) => {
      const first = Object.values(invalid).find((e) => e?.message);
      if (first) toast.error(t('errorTitle'));
    },
  );

  const show = (v: string | undefined) => (v && v.trim() ? v : t('notInformed'));

  if (!editing) {
    const rows: [string, string][] = [
      [t('name'), show(values.name)],
      [t('email'), email],
      [t('phone'), show(values.phone)],
      [t('address'), show(values.address)],
      [t('city'), show(values.city)],
      [t('state'), show(values.state)],
      [t('zipCode'), show(values.zipCode)],
      [t('role'), roleLabel],
    ];
    return (
      <div className="flex flex-col gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <Button type="button" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-6">
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <TextField id="ma-name" label={t('name')} autoComplete="name" disabled={pending} registration={form.register('name')} error={errors.name} className="sm:col-span-2" />
        <Field>
          <FieldLabel htmlFor="ma-email">{t('email')}</FieldLabel>
          <Input id="ma-email" value={email} readOnly disabled aria-describedby="ma-email-hint" />
          <FieldDescription id="ma-email-hint">{t('emailHint')}</FieldDescription>
        </Field>
        <TextField id="ma-phone" label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 90000-0000" mask={maskPhone} disabled={pending} registration={form.register('phone')} error={errors.phone} />
        <TextField id="ma-address" label={t('address')} autoComplete="street-address" disabled={pending} registration={form.register('address')} error={errors.address} className="sm:col-span-2" />
        <TextField id="ma-city" label={t('city')} autoComplete="address-level2" disabled={pending} registration={form.register('city')} error={errors.city} />
        <UfSelect id="ma-state" label={t('state')} placeholder={t('statePlaceholder')} disabled={pending} registration={form.register('state')} error={errors.state} />
        <TextField id="ma-zip" label={t('zipCode')} inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" maxLength={9} mask={maskCep} disabled={pending} registration={form.register('zipCode')} error={errors.zipCode} />
        <Field>
          <FieldLabel htmlFor="ma-role">{t('role')}</FieldLabel>
          <Input id="ma-role" value={roleLabel} readOnly disabled aria-describedby="ma-role-hint" />
          <FieldDescription id="ma-role-hint">{t('roleHint')}</FieldDescription>
        </Field>
      </FieldGroup>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={cancel} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
