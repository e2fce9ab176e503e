'use client';

import { useTranslations } from 'next-intl';
import { PasswordChecklist } from '@/components/auth/password-checklist';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { EXPERIENCES } from '@/lib/validations/broker-signup-fields';
import type { BrokerSignupInput } from '@/lib/validations/broker-signup';

export type BrokerFieldName = keyof BrokerSignupInput;

/** What a field gets from its form: react-hook-form's `register(name)`, or just its name in the page's placeholder. */
export type BoundField = {
  name: string;
  onChange?: React.ChangeEventHandler<HTMLInputElement | HTMLSelectElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement | HTMLSelectElement>;
  ref?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
};

const selectClass = nativeSelectClassName();

/**
 * The broker sign-up card's fields and button, without react-hook-form: the working form (broker-signup-form.tsx)
 * binds them, and the page shows them unbound while that form's code loads (lazy-broker-signup-form.tsx).
 */
export function BrokerSignupFields({
  bind,
  error,
  password,
  pending,
  disabled = pending,
  idPrefix = 'broker',
}: {
  bind: (name: BrokerFieldName) => BoundField;
  /** A field's translated error message, if any. */
  error: (name: BrokerFieldName) => string | undefined;
  password: string;
  pending: boolean;
  disabled?: boolean;
  idPrefix?: string;
}) {
  const t = useTranslations('BrokerSignup');
  const id = (name: BrokerFieldName) => `${idPrefix}-${name}`;
  // FieldError's shape of a field's message.
  const fieldErrors = (name: BrokerFieldName) => {
    const message = error(name);
    return message ? [{ message }] : undefined;
  };

  const text = (name: BrokerFieldName, label: string, type = 'text', autoComplete?: string) => (
    <Field data-invalid={!!error(name)}>
      <FieldLabel htmlFor={id(name)}>{label}</FieldLabel>
      <Input id={id(name)} type={type} autoComplete={autoComplete} aria-invalid={!!error(name)} disabled={pending} {...bind(name)} />
      {/* The one password rule's live checklist (issue #39), as on sign-up and /trocar-senha. */}
      {name === 'password' ? (
        <>
          <FieldDescription>{t('passwordHint')}</FieldDescription>
          <PasswordChecklist password={password} confirm="" />
        </>
      ) : null}
      <FieldError errors={fieldErrors(name)} />
    </Field>
  );

  return (
    <>
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
      <Field data-invalid={!!error('experience')}>
        <FieldLabel htmlFor={id('experience')}>{t('experience')}</FieldLabel>
        <select id={id('experience')} className={selectClass} aria-invalid={!!error('experience')} disabled={pending} {...bind('experience')}>
          <option value="">{t('experiencePlaceholder')}</option>
          {EXPERIENCES.map((e) => (
            <option key={e} value={e}>
              {t(`experiences.${e}`)}
            </option>
          ))}
        </select>
        <FieldError errors={fieldErrors('experience')} />
      </Field>
      {text('password', t('password'), 'password', 'new-password')}
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </>
  );
}
