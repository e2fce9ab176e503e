'use client';

import { useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckCircle2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/components/ui/use-hydrated';
import { callAction } from '@/lib/actions/client-call';
import { sendContactMessageAction } from '@/lib/actions/contact';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { ContactInput } from '@/lib/validations/contact';
import { CONTACT_ERRORS, CONTACT_SUBJECTS, emptyContact, type ContactErrorKey } from '@/lib/validations/contact-fields';
import { showToast } from '@/lib/toast';

const resolver = lazyZodResolver<ContactInput>(() => import('@/lib/validations/contact').then((m) => m.contactSchema));

const selectClass = nativeSelectClassName();

/** The support page's contact form (spec §2 Support): validated on both sides, stored in contact_messages. */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const [pending, startTransition] = useTransition();
  const [sent, setSent] = useState(false);
  // Rendered by the server and hydrated from its own chunk (./lazy-contact-form.tsx): sending, and the urgency box (a
  // button, not a native input: a tap before this script would be lost), wait for it. Typed text is kept meanwhile.
  const hydrated = useHydrated();
  const form = useForm<ContactInput>({ resolver, defaultValues: emptyContact });
  const { errors } = form.formState;
  const urgent = useWatch({ control: form.control, name: 'urgent' });

  const message = (key: string | undefined) =>
    key && (CONTACT_ERRORS as readonly string[]).includes(key) ? t(`errors.${key as ContactErrorKey}`) : key ? t('errors.unexpected') : undefined;
  const err = (name: keyof ContactInput) => {
    const m = message(errors[name]?.message);
    return m ? [{ message: m }] : undefined;
  };

  const onSubmit = form.handleSubmit((values) => {
    setSent(false);
    startTransition(async () => {
      const result = await callAction(() => sendContactMessageAction(values));
      if (!result) return;
      if (result.ok) {
        form.reset(emptyContact);
        setSent(true);
        showToast('success', t('success.title'), { description: t('success.description') });
        return;
      }
      for (const [name, keys] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(name as keyof ContactInput, { message: keys?.[0] });
      }
      if (result.formError) {
        showToast('error', t('errors.title'), {
          description: result.formError === 'rateLimited' ? t('errors.rateLimited') : t('errors.unexpected'),
        });
      }
    });
  });

  const required = <span className="text-destructive" aria-hidden> *</span>;

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-4" aria-labelledby="contact-title">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field data-invalid={!!errors.name}>
          <FieldLabel htmlFor="contact-name">{t('name')}{required}</FieldLabel>
          <Input id="contact-name" autoComplete="name" aria-required aria-invalid={!!errors.name} disabled={pending} {...form.register('name')} />
          <FieldError errors={err('name')} />
        </Field>
        <Field data-invalid={!!errors.phone}>
          <FieldLabel htmlFor="contact-phone">{t('phone')}</FieldLabel>
          <Input id="contact-phone" type="tel" autoComplete="tel" aria-invalid={!!errors.phone} disabled={pending} {...form.register('phone')} />
          <FieldError errors={err('phone')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field data-invalid={!!errors.email}>
          <FieldLabel htmlFor="contact-email">{t('email')}{required}</FieldLabel>
          <Input id="contact-email" type="email" autoComplete="email" aria-required aria-invalid={!!errors.email} disabled={pending} {...form.register('email')} />
          <FieldError errors={err('email')} />
        </Field>
        <Field data-invalid={!!errors.subject}>
          <FieldLabel htmlFor="contact-subject">{t('subject')}{required}</FieldLabel>
          <select id="contact-subject" className={selectClass} aria-required aria-invalid={!!errors.subject} disabled={pending} {...form.register('subject')}>
            <option value="">{t('subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {t(`subjects.${s}`)}
              </option>
            ))}
          </select>
          <FieldError errors={err('subject')} />
        </Field>
      </div>
      <Field data-invalid={!!errors.message}>
        <FieldLabel htmlFor="contact-message">{t('message')}{required}</FieldLabel>
        <Textarea id="contact-message" rows={5} aria-required aria-invalid={!!errors.message} disabled={pending} {...form.register('message')} />
        <FieldError errors={err('message')} />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id="contact-urgent"
          checked={urgent}
          onCheckedChange={(v) => form.setValue('urgent', v === true)}
          disabled={pending || !hydrated}
        />
        <label htmlFor="contact-urgent" className="text-sm">
          {t('urgent')}
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={pending || !hydrated}>
        {pending ? t('submitting') : t('submit')}
      </Button>
      <div role="status" aria-live="polite">
        {sent ? (
          <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-secondary p-4 text-sm">
            <CheckCircle2Icon className="size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <strong className="block">{t('success.title')}</strong>
              {t('success.description')}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
