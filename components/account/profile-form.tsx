'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField, UfSelect } from '@/components/auth/masked-field';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { updateAccountProfileAction } from '@/lib/actions/account';
import { useRouter } from '@/lib/i18n/navigation';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '@/lib/validations/rules/masks';
import { accountProfileSchema, type AccountProfileInput } from '@/lib/validations/settings';

type Values = Required<AccountProfileInput>;
export type ProfileFormKind = 'agency' | 'broker' | 'person';

/**
 * /perfil and /minha-conta (one form, issue #24): view mode first; 'Editar' opens the form; 'Salvar'
 * ('Salvando...') or 'Cancelar' (restores the saved values). A person has a CPF; an agency the company
 * block (nome fantasia, razão social, CNPJ, CRECI, responsável); a broker a CRECI. Role and e-mail are
 * read-only here (the e-mail changes through 'Alterar e-mail').
 */
export function ProfileForm({ values, email, roleLabel, kind }: { values: Values; email: string; roleLabel: string; kind: ProfileFormKind }) {
  const t = useTranslations('MyAccount');
  const tp = useTranslations('ProfileScreen');
  const tm = useTranslations('AuthMessages');
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useForm<AccountProfileInput>({ resolver: zodResolver(accountProfileSchema), defaultValues: values });
  const { errors } = form.formState;
  const agency = kind === 'agency';

  const cancel = () => {
    form.reset(values);
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(
    (v) =>
      startTransition(async () => {
        try {
          const result = await updateAccountProfileAction(v);
          if (!result.ok) {
            for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
              if (messages?.[0]) form.setError(field as Path<AccountProfileInput>, { message: messages[0] });
            }
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
    () => toast.error(t('errorTitle')),
  );

  const show = (v: string | undefined) => (v && v.trim() ? v : t('notInformed'));
  const nameLabel = agency ? tp('tradeName') : t('name');

  if (!editing) {
    const rows: [string, string][] = [
      [nameLabel, show(values.name)],
      [t('email'), email],
      [t('phone'), show(values.phone)],
      ...(agency
        ? ([
            [tp('legalName'), show(values.legalName)],
            [tp('cnpj'), show(values.cnpj)],
            [tp('creci'), show(values.creci)],
            [tp('responsible'), show(values.responsibleName)],
          ] as [string, string][])
        : ([[tp('cpf'), show(values.cpf)]] as [string, string][])),
      ...(kind === 'broker' ? ([[tp('creci'), show(values.creci)]] as [string, string][]) : []),
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
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-6">
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <TextField id="pf-name" label={nameLabel} autoComplete={agency ? 'organization' : 'name'} disabled={pending} registration={form.register('name')} error={errors.name} className="sm:col-span-2" />
        <Field>
          <FieldLabel htmlFor="pf-email">{t('email')}</FieldLabel>
          <Input id="pf-email" value={email} readOnly disabled aria-describedby="pf-email-hint" />
          <FieldDescription id="pf-email-hint">{tp('emailHint')}</FieldDescription>
        </Field>
        <TextField id="pf-phone" label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 90000-0000" mask={maskPhone} disabled={pending} registration={form.register('phone')} error={errors.phone} />
        {agency ? (
          <>
            <TextField id="pf-legal" label={tp('legalName')} disabled={pending} registration={form.register('legalName')} error={errors.legalName} className="sm:col-span-2" />
            <TextField id="pf-cnpj" label={tp('cnpj')} placeholder="00.000.000/0000-00" maxLength={18} mask={maskCnpj} disabled={pending} registration={form.register('cnpj')} error={errors.cnpj} />
            <TextField id="pf-creci" label={tp('creci')} disabled={pending} registration={form.register('creci')} error={errors.creci} />
            <TextField id="pf-responsible" label={tp('responsible')} autoComplete="name" disabled={pending} registration={form.register('responsibleName')} error={errors.responsibleName} className="sm:col-span-2" />
          </>
        ) : (
          <TextField id="pf-cpf" label={tp('cpf')} inputMode="numeric" placeholder="000.000.000-00" maxLength={14} mask={maskCpf} disabled={pending} registration={form.register('cpf')} error={errors.cpf} />
        )}
        {kind === 'broker' ? <TextField id="pf-creci" label={tp('creci')} disabled={pending} registration={form.register('creci')} error={errors.creci} /> : null}
        <TextField id="pf-address" label={t('address')} autoComplete="street-address" disabled={pending} registration={form.register('address')} error={errors.address} className="sm:col-span-2" />
        <TextField id="pf-city" label={t('city')} autoComplete="address-level2" disabled={pending} registration={form.register('city')} error={errors.city} />
        <UfSelect id="pf-state" label={t('state')} placeholder={t('statePlaceholder')} disabled={pending} registration={form.register('state')} error={errors.state} />
        <TextField id="pf-zip" label={t('zipCode')} inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" maxLength={9} mask={maskCep} disabled={pending} registration={form.register('zipCode')} error={errors.zipCode} />
        <Field>
          <FieldLabel htmlFor="pf-role">{t('role')}</FieldLabel>
          <Input id="pf-role" value={roleLabel} readOnly disabled aria-describedby="pf-role-hint" />
          <FieldDescription id="pf-role-hint">{t('roleHint')}</FieldDescription>
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
