'use client';

import { useState, useTransition } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordChecklist } from '@/components/auth/password-checklist';
import { callAction } from '@/lib/actions/client-call';
import { signUpFromInvitationAction } from '@/lib/actions/team';
import { maskPhone } from '@/lib/validations';
import { invitationSignUpSchema, type InvitationSignUpErrorKey, type InvitationSignUpInput } from '@/lib/validations/team';
import { useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';

const KNOWN = ['nameRequired', 'phoneRequired', 'phoneInvalid', 'passwordMin', 'passwordMismatch', 'tooLong'];
const empty: InvitationSignUpInput = { name: '', phone: '', password: '', confirmPassword: '' };

/**
 * Signed out on /convite/{token}: a broker account for the invited e-mail (shown, not editable — the server
 * takes it from the invitation). The confirmation e-mail brings the person back to this page to accept.
 */
export function InvitationSignUpForm({ token, email, defaultName }: { token: string; email: string; defaultName: string }) {
  const t = useTranslations('Invitation');
  const [sent, setSent] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useForm<InvitationSignUpInput>({
    resolver: zodResolver(invitationSignUpSchema),
    defaultValues: { ...empty, name: defaultName },
  });
  const { errors } = form.formState;
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  useTypedBeforeHydration(form);
  const err = (name: keyof InvitationSignUpInput) => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    return [{ message: KNOWN.includes(key) ? t(`errors.${key as Exclude<InvitationSignUpErrorKey, 'emailRequired' | 'emailInvalid' | 'creciInvalid'>}`) : t('errors.invalid') }];
  };

  const onSubmit = form.handleSubmit((values) => {
    startTransition(async () => {
      const result = await callAction(() => signUpFromInvitationAction(token, values));
      if (!result) return;
      if (result.ok) {
        setSent(true);
        return;
      }
      for (const [name, keys] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(name as keyof InvitationSignUpInput, { message: keys?.[0] });
      }
      toast.error(t('signUpErrorTitle'), { description: t(`errors.${result.formError ?? 'invalid'}`) });
    });
  });

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-2 rounded-xl border bg-card p-4 sm:p-6" data-testid="invitation-signup-sent">
        <MailCheckIcon className="size-6 text-primary" aria-hidden />
        <h2 className="font-heading text-lg font-semibold">{t('sentTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('sentBody', { email })}</p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby="invitation-signup-title" data-testid="invitation-signup">
      <h2 id="invitation-signup-title" className="font-heading text-lg font-semibold">
        {t('signUpTitle')}
      </h2>
      <Field>
        <FieldLabel htmlFor="inv-email">{t('email')}</FieldLabel>
        <Input id="inv-email" type="email" value={email} readOnly aria-describedby="inv-email-hint" />
        <FieldDescription id="inv-email-hint">{t('emailHint')}</FieldDescription>
      </Field>
      <Field data-invalid={!!errors.name}>
        <FieldLabel htmlFor="inv-name">{t('name')}</FieldLabel>
        <Input id="inv-name" autoComplete="name" aria-required aria-invalid={!!errors.name} disabled={pending} {...form.register('name')} />
        <FieldError errors={err('name')} />
      </Field>
      <Field data-invalid={!!errors.phone}>
        <FieldLabel htmlFor="inv-phone">{t('phone')}</FieldLabel>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <Input
              id="inv-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(11) 90000-0000"
              aria-required
              aria-invalid={!!errors.phone}
              disabled={pending}
              {...field}
              onChange={(e) => field.onChange(maskPhone(e.target.value))}
            />
          )}
        />
        <FieldError errors={err('phone')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field data-invalid={!!errors.password}>
          <FieldLabel htmlFor="inv-password">{t('password')}</FieldLabel>
          <Input id="inv-password" type="password" autoComplete="new-password" aria-required aria-invalid={!!errors.password} disabled={pending} {...form.register('password')} />
          <FieldError errors={err('password')} />
        </Field>
        <Field data-invalid={!!errors.confirmPassword}>
          <FieldLabel htmlFor="inv-confirm">{t('confirmPassword')}</FieldLabel>
          <Input id="inv-confirm" type="password" autoComplete="new-password" aria-required aria-invalid={!!errors.confirmPassword} disabled={pending} {...form.register('confirmPassword')} />
          <FieldError errors={err('confirmPassword')} />
        </Field>
      </div>
      {/* The one password rule's live checklist (issue #39), as on sign-up and /trocar-senha. */}
      <PasswordChecklist password={password ?? ''} confirm={confirmPassword ?? ''} />
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
