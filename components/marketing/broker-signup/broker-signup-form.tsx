'use client';

import { useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MailCheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordChecklist } from '@/components/auth/password-checklist';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { signUpBrokerAction } from '@/lib/actions/broker-signup';
import { EXPERIENCES } from '@/lib/validations/broker-signup-fields';
import type { BrokerSignupInput } from '@/lib/validations/broker-signup';
import { showToast } from '@/lib/toast';

const resolver = lazyZodResolver<BrokerSignupInput>(() => import('@/lib/validations/broker-signup').then((m) => m.brokerSignupSchema));

const empty = { firstName: '', lastName: '', email: '', phone: '', creci: '', city: '', experience: '', password: '' } as unknown as BrokerSignupInput;
const ERROR_KEYS = ['required', 'emailInvalid', 'passwordShort', 'creciInvalid'] as const;

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';

/** The broker sign-up card: creates a corretor account and asks to confirm the e-mail. */
export function BrokerSignupForm() {
  const t = useTranslations('BrokerSignup');
  const [pending, startTransition] = useTransition();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<BrokerSignupInput>({ resolver, defaultValues: empty });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const err = (name: keyof BrokerSignupInput) => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    const known = (ERROR_KEYS as readonly string[]).includes(key) ? (key as (typeof ERROR_KEYS)[number]) : 'required';
    return [{ message: t(`errors.${known}`) }];
  };

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      try {
        const result = await signUpBrokerAction(values);
        if (result.ok) {
          form.reset(empty);
          setSentTo(result.data.email);
          showToast('success', t('success.title'), { description: t('success.description') });
          return;
        }
        for (const [name, keys] of Object.entries(result.fieldErrors ?? {})) {
          form.setError(name as keyof BrokerSignupInput, { message: keys?.[0] });
        }
        if (result.formError === 'already') showToast('error', t('errors.alreadyTitle'), { description: t('errors.already') });
        else if (result.formError) showToast('error', t('errors.otherTitle'), { description: result.message });
      } catch {
        showToast('error', t('errors.otherTitle'), { description: t('errors.unexpected') });
      }
    }),
  );

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <MailCheckIcon className="size-10 text-primary" aria-hidden />
        <p className="text-lg font-bold">{t('success.title')}</p>
        <p className="text-muted-foreground">{t('success.description')}</p>
        <p className="text-sm text-muted-foreground">{t('success.sentTo', { email: sentTo })}</p>
      </div>
    );
  }

  const text = (name: keyof BrokerSignupInput, label: string, type = 'text', autoComplete?: string) => (
    <Field data-invalid={!!errors[name]}>
      <FieldLabel htmlFor={`broker-${name}`}>{label}</FieldLabel>
      <Input
        id={`broker-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        disabled={pending}
        {...form.register(name)}
      />
      {/* The one password rule's live checklist (issue #39), as on sign-up and /trocar-senha. */}
      {name === 'password' ? (
        <>
          <FieldDescription>{t('passwordHint')}</FieldDescription>
          <PasswordChecklist password={typeof password === 'string' ? password : ''} confirm="" />
        </>
      ) : null}
      <FieldError errors={err(name)} />
    </Field>
  );

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t('firstName'), 'text', 'given-name')}
        {text('lastName', t('lastName'), 'text', 'family-name')}
      </div>
      {text('email', t('email'), 'email', 'email')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('phone', t('phone'), 'tel', 'tel')}
        {text('creci', t('creci'))}
      </div>
      {text('city', t('city'), 'text', 'address-level2')}
      <Field data-invalid={!!errors.experience}>
        <FieldLabel htmlFor="broker-experience">{t('experience')}</FieldLabel>
        <select id="broker-experience" className={selectClass} aria-invalid={!!errors.experience} disabled={pending} {...form.register('experience')}>
          <option value="">{t('experiencePlaceholder')}</option>
          {EXPERIENCES.map((e) => (
            <option key={e} value={e}>
              {t(`experiences.${e}`)}
            </option>
          ))}
        </select>
        <FieldError errors={err('experience')} />
      </Field>
      {text('password', t('password'), 'password', 'new-password')}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
