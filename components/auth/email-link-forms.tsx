'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { resendEmailLinkAction, verifyEmailCodeAction } from '@/lib/actions/auth';
import { emailCodeSchema, resendSchema, type EmailCodeInput, type ResendInput } from '@/lib/auth/email-links';
import { useRouter } from '@/lib/i18n/navigation';
import { useValidationMessage } from './use-validation-message';

type Kind = 'signup' | 'recovery';

/**
 * The code of a sign-up or recovery e-mail, typed where the person asked for the e-mail (the sign-up
 * dialog, 'Esqueci minha senha', /link-expirado): the same as opening the e-mail's button, on this device.
 */
export function EmailCodeForm({ email, kind, onDone }: { email: string; kind: Kind; onDone?: () => void }) {
  const t = useTranslations('ConfirmEmail');
  const tm = useTranslations('AuthMessages');
  const router = useRouter();
  const id = useId().replace(/:/g, '');
  const [pending, startTransition] = useTransition();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EmailCodeInput>({ resolver: zodResolver(emailCodeSchema), defaultValues: { email, kind, code: '' } });
  const formatError = form.formState.errors.code ? t('codeFormat') : null;
  const error = formatError ?? serverError;

  return (
    <form
      method="post"
      noValidate
      aria-busy={pending}
      className="flex flex-col gap-3 text-left"
      data-testid="email-code-form"
      onSubmit={form.handleSubmit((values) =>
        startTransition(async () => {
          setServerError(null);
          try {
            const result = await verifyEmailCodeAction(values);
            if (!result.ok) {
              setServerError(result.fieldErrors?.code?.[0] ?? null);
              if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
              return;
            }
            onDone?.();
            router.replace(result.data.next);
            router.refresh();
          } catch {
            toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
          }
        }),
      )}
    >
      <Field data-invalid={!!error}>
        <FieldLabel htmlFor={`${id}-code`}>{t('codeLabel')}</FieldLabel>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          disabled={pending}
          aria-invalid={!!error}
          aria-describedby={`${id}-code-hint`}
          className="text-center font-mono text-lg tracking-[0.4em] tabular-nums"
          {...form.register('code')}
        />
        <FieldDescription id={`${id}-code-hint`}>{t('codeHint')}</FieldDescription>
        <FieldError errors={error ? [{ message: error }] : undefined} />
      </Field>
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? t('codeSubmitting') : t('codeSubmit')}
      </Button>
    </form>
  );
}

/**
 * 'Reenviar e-mail' on /link-expirado: a new confirmation or recovery e-mail for the address typed. The
 * answer is the same for every address; then the new e-mail's code can be typed right here.
 */
export function ResendEmailForm({ kind }: { kind: Kind }) {
  const t = useTranslations('ConfirmEmail');
  const tm = useTranslations('AuthMessages');
  const message = useValidationMessage();
  const id = useId().replace(/:/g, '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<ResendInput>({ resolver: zodResolver(resendSchema), defaultValues: { email: '', kind } });
  const { errors } = form.formState;

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <div role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
          <p className="font-medium">{t('resentTitle')}</p>
          <p className="text-muted-foreground">{t('resent', { email: sentTo })}</p>
        </div>
        <EmailCodeForm email={sentTo} kind={kind} />
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
            const result = await resendEmailLinkAction(values);
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
          <FieldLabel htmlFor={`${id}-email`}>{t('email')}</FieldLabel>
          <Input id={`${id}-email`} type="email" autoComplete="email" disabled={pending} aria-invalid={!!errors.email} {...form.register('email')} />
          <FieldError errors={message(errors.email)} />
        </Field>
      </FieldGroup>
      <Button type="submit" disabled={pending}>
        {pending ? t('resending') : t('resend')}
      </Button>
    </form>
  );
}
