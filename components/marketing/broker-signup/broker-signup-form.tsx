'use client';

import { useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MailCheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/use-hydrated';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { signUpBrokerAction } from '@/lib/actions/broker-signup';
import type { BrokerSignupInput } from '@/lib/validations/broker-signup';
import { showToast } from '@/lib/toast';
import { BrokerSignupFields } from './broker-signup-fields';
import { useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';

const resolver = lazyZodResolver<BrokerSignupInput>(() => import('@/lib/validations/broker-signup').then((m) => m.brokerSignupSchema));

const empty = { firstName: '', lastName: '', email: '', phone: '', creci: '', city: '', experience: '', password: '' } as unknown as BrokerSignupInput;
const ERROR_KEYS = ['required', 'emailInvalid', 'passwordShort', 'creciInvalid'] as const;

/** The broker sign-up card: creates a corretor account and asks to confirm the e-mail. */
export function BrokerSignupForm() {
  const t = useTranslations('BrokerSignup');
  const [pending, startTransition] = useTransition();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Hydrated from its own chunk after the page (./lazy-broker-signup-form.tsx): sending waits for this script.
  const hydrated = useHydrated();
  const form = useForm<BrokerSignupInput>({ resolver, defaultValues: empty });
  const password = useWatch({ control: form.control, name: 'password' });
  useTypedBeforeHydration(form);
  const { errors } = form.formState;

  const message = (name: keyof BrokerSignupInput) => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    const known = (ERROR_KEYS as readonly string[]).includes(key) ? (key as (typeof ERROR_KEYS)[number]) : 'required';
    return t(`errors.${known}`);
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

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-4">
      <BrokerSignupFields
        bind={(name) => form.register(name)}
        error={message}
        password={typeof password === 'string' ? password : ''}
        pending={pending}
        disabled={pending || !hydrated}
      />
    </form>
  );
}
