'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { changeEmailAction } from '@/lib/actions/account';

/** 'Alterar e-mail' (issue #24): asks Supabase for the change; the confirmation link goes to the new address. */
export function ChangeEmailForm() {
  const t = useTranslations('ProfileScreen');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      try {
        const result = await changeEmailAction({ email });
        if (!result.ok) {
          setError(result.fieldErrors?.email?.[0] ?? result.formError?.description ?? t('emailError'));
          return;
        }
        setError(null);
        setSentTo(result.data.email);
        toast.success(t('emailSentTitle'), { description: t('emailSent', { email: result.data.email }) });
      } catch {
        setError(t('emailError'));
      }
    });
  };

  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {t('changeEmail')}
      </Button>
    );
  }
  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={pending} className="flex flex-col gap-3 sm:max-w-md">
      <Field data-invalid={!!error}>
        <FieldLabel htmlFor={`${id}-email`}>{t('newEmail')}</FieldLabel>
        <Input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={pending} aria-invalid={!!error} />
        <FieldError errors={error ? [{ message: error }] : undefined} />
      </Field>
      {sentTo ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('emailSent', { email: sentTo })}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('sending') : t('sendLink')}
        </Button>
      </div>
    </form>
  );
}
