'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { completeProfileAction } from '@/lib/actions/profile';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { maskCep, maskCpf, maskPhone } from '@/lib/validations/rules/masks';
import { completeProfileSchema, type CompleteProfileInput } from '@/lib/validations/profile';
import { TextField, UfSelect } from './masked-field';

/** /completar-cadastro: name and phone required, CPF optional (check digits), address optional. */
export function CompleteProfileForm({ defaults }: { defaults: Partial<CompleteProfileInput> }) {
  const t = useTranslations('CompleteProfile');
  const tm = useTranslations('AuthMessages');
  const tv = useTranslations('AuthValidation');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<CompleteProfileInput>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: { name: '', phone: '', cpf: '', address: '', city: '', state: '', zipCode: '', ...defaults },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      startTransition(async () => {
        try {
          const result = await completeProfileAction(values);
          if (!result.ok) {
            if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
            return;
          }
          toast.success(t('successTitle'), { description: t('success') });
          router.replace(result.data.redirectTo);
          router.refresh();
        } catch {
          toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
        }
      }),
    (invalid) => {
      const values = form.getValues();
      if (!values.name?.trim() || !values.phone?.trim()) toast.error(t('requiredTitle'), { description: t('required') });
      else if (invalid.cpf) toast.error(t('cpfTitle'), { description: tv('cpf') });
    },
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-6">
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <TextField id="cp-name" label={t('name')} autoComplete="name" disabled={pending} registration={form.register('name')} error={errors.name} className="sm:col-span-2" />
        <TextField id="cp-phone" label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 90000-0000" mask={maskPhone} disabled={pending} registration={form.register('phone')} error={errors.phone} />
        <TextField id="cp-cpf" label={t('cpf')} inputMode="numeric" placeholder="000.000.000-00" maxLength={14} mask={maskCpf} disabled={pending} registration={form.register('cpf')} error={errors.cpf} />
        <TextField id="cp-address" label={t('address')} autoComplete="street-address" disabled={pending} registration={form.register('address')} error={errors.address} className="sm:col-span-2" />
        <TextField id="cp-city" label={t('city')} autoComplete="address-level2" disabled={pending} registration={form.register('city')} error={errors.city} />
        <UfSelect id="cp-state" label={t('state')} placeholder={t('statePlaceholder')} disabled={pending} registration={form.register('state')} error={errors.state} />
        <TextField id="cp-zip" label={t('zipCode')} inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" maxLength={9} mask={maskCep} disabled={pending} registration={form.register('zipCode')} error={errors.zipCode} />
      </FieldGroup>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link href="/">{t('skip')}</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
