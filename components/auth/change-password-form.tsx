'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { changePasswordAction } from '@/lib/actions/auth';
import { changePasswordSchema, isStrongPassword, type ChangePasswordInput } from '@/lib/validations/auth';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { useValidationMessage } from './use-validation-message';
import { useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';

/**
 * /trocar-senha: current, new and confirmation with show/hide; the live checklist; submit enabled only when
 * every rule and the match hold and the current password is filled. The server checks the current password.
 */
export function ChangePasswordForm() {
  const t = useTranslations('ChangePassword');
  const tm = useTranslations('AuthMessages');
  const message = useValidationMessage();
  const [pending, startTransition] = useTransition();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [current, next, confirm] = useWatch({ control: form.control, name: ['currentPassword', 'newPassword', 'confirmPassword'] });
  useTypedBeforeHydration(form);
  const ready = current.length > 0 && isStrongPassword(next) && next === confirm;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      try {
        const result = await changePasswordAction(values);
        if (!result.ok) {
          if (result.fieldErrors?.currentPassword) form.setError('currentPassword', { message: result.fieldErrors.currentPassword[0] });
          if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
          return;
        }
        toast.success(t('successTitle'), { description: t('success') });
        form.reset();
      } catch {
        toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
      }
    }),
  );

  const field = (name: keyof ChangePasswordInput, id: string, label: string, autoComplete: string) => (
    <Field data-invalid={!!errors[name]}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <PasswordInput
        id={id}
        autoComplete={autoComplete}
        disabled={pending}
        aria-invalid={!!errors[name]}
        showLabel={t('show')}
        hideLabel={t('hide')}
        {...form.register(name)}
      />
      <FieldError errors={message(errors[name])} />
    </Field>
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-4">
      <FieldGroup className="gap-4">
        {field('currentPassword', 'cp-current', t('current'), 'current-password')}
        {field('newPassword', 'cp-new', t('new'), 'new-password')}
        {field('confirmPassword', 'cp-confirm', t('confirm'), 'new-password')}
      </FieldGroup>
      <PasswordChecklist password={next} confirm={confirm} />
      <Button type="submit" disabled={!ready || pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
