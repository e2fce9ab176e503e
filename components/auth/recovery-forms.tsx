'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { requestPasswordResetAction, resetPasswordAction } from '@/lib/actions/auth';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { isStrongPassword, recoverySchema, resetPasswordSchema, type RecoveryInput, type ResetPasswordInput } from '@/lib/validations/auth';
import { EmailCodeForm } from './email-link-forms';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { useValidationMessage } from './use-validation-message';
import { useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';

/** 'Esqueci minha senha': asks for the e-mail; the answer is the same whether or not the account exists. */
export function RequestRecoveryForm() {
  const t = useTranslations('PasswordRecovery');
  const tm = useTranslations('AuthMessages');
  const message = useValidationMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<RecoveryInput>({ resolver: zodResolver(recoverySchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <div role="status" className="flex flex-col gap-2">
          <h2 className="font-medium">{t('sentTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('sent', { email: sentTo })}</p>
        </div>
        <EmailCodeForm email={sentTo} kind="recovery" />
        <Button asChild variant="ghost">
          <Link href="/login">{t('backToLogin')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form
      method="post"
      noValidate
      aria-busy={pending}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        startTransition(async () => {
          try {
            const result = await requestPasswordResetAction(values);
            if (!result.ok) {
              if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
              return;
            }
            setSentTo(result.data.email);
          } catch {
            toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
          }
        }),
      )}
    >
      <FieldGroup>
        <Field data-invalid={!!errors.email}>
          <FieldLabel htmlFor="recovery-email">{t('email')}</FieldLabel>
          <Input id="recovery-email" type="email" autoComplete="email" disabled={pending} aria-invalid={!!errors.email} {...form.register('email')} />
          <FieldError errors={message(errors.email)} />
        </Field>
      </FieldGroup>
      <Button type="submit" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
      <Link href="/login" className="text-center text-sm text-primary underline-offset-4 hover:underline">
        {t('backToLogin')}
      </Link>
    </form>
  );
}

/** The page the recovery link opens (signed in by the link): the new password with the live checklist. */
export function ResetPasswordForm() {
  const t = useTranslations('PasswordRecovery');
  const tc = useTranslations('ChangePassword');
  const tm = useTranslations('AuthMessages');
  const message = useValidationMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onChange',
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const confirmPassword = useWatch({ control: form.control, name: 'confirmPassword' });
  useTypedBeforeHydration(form);
  // As on /trocar-senha: the button waits for the checklist, so the server-rendered form cannot be sent
  // before its script runs (it would come back empty) or with a password the action refuses.
  const ready = isStrongPassword(newPassword) && newPassword === confirmPassword;

  return (
    <form
      method="post"
      noValidate
      aria-busy={pending}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        startTransition(async () => {
          try {
            const result = await resetPasswordAction(values);
            if (!result.ok) {
              if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
              return;
            }
            toast.success(t('resetSuccessTitle'), { description: t('resetSuccess') });
            router.replace(result.data.home);
            router.refresh();
          } catch {
            toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
          }
        }),
      )}
    >
      <FieldGroup className="gap-4">
        <Field data-invalid={!!errors.newPassword}>
          <FieldLabel htmlFor="reset-new">{tc('new')}</FieldLabel>
          <PasswordInput id="reset-new" autoComplete="new-password" disabled={pending} showLabel={tc('show')} hideLabel={tc('hide')} {...form.register('newPassword')} />
          <FieldError errors={message(errors.newPassword)} />
        </Field>
        <Field data-invalid={!!errors.confirmPassword}>
          <FieldLabel htmlFor="reset-confirm">{tc('confirm')}</FieldLabel>
          <PasswordInput id="reset-confirm" autoComplete="new-password" disabled={pending} showLabel={tc('show')} hideLabel={tc('hide')} {...form.register('confirmPassword')} />
        </Field>
      </FieldGroup>
      <PasswordChecklist password={newPassword} confirm={confirmPassword} />
      <Button type="submit" disabled={!ready || pending}>
        {pending ? tc('submitting') : t('resetSubmit')}
      </Button>
    </form>
  );
}
