'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, BriefcaseIcon, Building2Icon, HomeIcon, UserIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signUpAction } from '@/lib/actions/auth';
import { siteConfig } from '@/lib/site';
import {
  agencySignUpSchema,
  SIGN_UP_ROLES,
  signUpSchema,
  type AgencySignUpInput,
  type SignUpInput,
  type SignUpRole,
  type ValidationKey,
} from '@/lib/validations/auth';
import { maskPhone } from '@/lib/validations/rules/masks';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { useValidationMessage } from './use-validation-message';
import { useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';

const ROLE_ICONS = { cliente: UserIcon, proprietario: HomeIcon, corretor: BriefcaseIcon, imobiliaria: Building2Icon };

/**
 * 'Cadastrar': the account type first, then the full form (clients, owners, brokers) or the short one
 * (agencies). Success opens the confirmation dialog with the e-mail; closing it resets everything and
 * calls `onDone` (the modal closes).
 */
export function RegisterForm({ idPrefix, onDone }: { idPrefix: string; onDone?: () => void }) {
  const t = useTranslations('Register');
  const tr = useTranslations('Register.types');
  const [role, setRole] = useState<SignUpRole | null>(null);
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);

  const closeConfirmation = () => {
    setConfirmedEmail(null);
    setRole(null);
    onDone?.();
  };

  return (
    <div className="flex flex-col gap-4">
      {role === null ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">{t('chooseType', { product: siteConfig.name })}</legend>
          <div className="grid grid-cols-2 gap-3">
            {SIGN_UP_ROLES.map((r) => {
              const Icon = ROLE_ICONS[r];
              return (
                <button
                  key={r}
                  type="button"
                  onClick={() => setRole(r)}
                  className="flex flex-col items-center gap-1 rounded-lg border p-3 text-center transition-colors hover:border-primary hover:bg-primary/5 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <Icon className="size-5 text-primary" aria-hidden />
                  <span className="text-sm font-medium">{tr(r)}</span>
                  <span className="text-xs text-muted-foreground">{t(`typeHints.${r}`)}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <>
          <div className="flex items-center justify-between gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setRole(null)} className="-ml-2">
              <ArrowLeftIcon aria-hidden />
              {t('back')}
            </Button>
            <span className="text-sm text-muted-foreground">{t('selectedType', { type: tr(role) })}</span>
          </div>
          {role === 'imobiliaria' ? (
            <AgencySignUpForm idPrefix={idPrefix} onSuccess={setConfirmedEmail} />
          ) : (
            <FullSignUpForm key={role} role={role} idPrefix={idPrefix} onSuccess={setConfirmedEmail} />
          )}
        </>
      )}
      <ConfirmEmailDialog email={confirmedEmail} onClose={closeConfirmation} />
    </div>
  );
}

function useSignUpSubmit(onSuccess: (email: string) => void) {
  const tm = useTranslations('AuthMessages');
  const tv = useTranslations('AuthValidation');
  const [pending, startTransition] = useTransition();
  const submit = (values: SignUpInput | AgencySignUpInput, reset: () => void) =>
    startTransition(async () => {
      try {
        const result = await signUpAction(values);
        if (!result.ok) {
          if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
          return;
        }
        toast.success(tm('signUpSuccessTitle'), { description: tm('signUpSuccess') });
        reset();
        onSuccess(result.data.email);
      } catch {
        toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
      }
    });
  /** Invalid input: the first message as a toast (e.g. 'As senhas não coincidem.'). */
  const invalid = (errors: FieldErrors) => {
    const first = Object.values(errors).find((e) => e?.message)?.message;
    if (typeof first === 'string') toast.error(tv(first as ValidationKey));
  };
  return { pending, submit, invalid };
}

function FullSignUpForm({
  role,
  idPrefix,
  onSuccess,
}: {
  role: Exclude<SignUpRole, 'imobiliaria'>;
  idPrefix: string;
  onSuccess: (email: string) => void;
}) {
  const t = useTranslations('Register');
  const tl = useTranslations('Login');
  const message = useValidationMessage();
  const { pending, submit, invalid } = useSignUpSubmit(onSuccess);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { role, name: '', phone: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  useTypedBeforeHydration(form);
  const { errors } = form.formState;
  const id = (f: string) => `${idPrefix}-${f}`;
  const phone = form.register('phone');

  return (
    <form
      method="post"
      onSubmit={form.handleSubmit((v) => submit(v, () => form.reset()), invalid)}
      noValidate
      aria-busy={pending}
      className="flex flex-col gap-4"
    >
      <FieldGroup className="gap-4">
        <Field data-invalid={!!errors.name}>
          <FieldLabel htmlFor={id('name')}>{t('name')}</FieldLabel>
          <Input id={id('name')} autoComplete="name" disabled={pending} aria-invalid={!!errors.name} {...form.register('name')} />
          <FieldError errors={message(errors.name)} />
        </Field>
        <Field data-invalid={!!errors.phone}>
          <FieldLabel htmlFor={id('phone')}>{t('phone')}</FieldLabel>
          <Input
            id={id('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 90000-0000"
            disabled={pending}
            {...phone}
            onChange={(e) => {
              e.target.value = maskPhone(e.target.value);
              void phone.onChange(e);
            }}
          />
          <FieldError errors={message(errors.phone)} />
        </Field>
        <Field data-invalid={!!errors.email}>
          <FieldLabel htmlFor={id('email')}>{t('email')}</FieldLabel>
          <Input id={id('email')} type="email" autoComplete="email" disabled={pending} aria-invalid={!!errors.email} {...form.register('email')} />
          <FieldError errors={message(errors.email)} />
        </Field>
        <Field data-invalid={!!errors.password}>
          <FieldLabel htmlFor={id('password')}>{t('password')}</FieldLabel>
          <PasswordInput
            id={id('password')}
            autoComplete="new-password"
            disabled={pending}
            aria-invalid={!!errors.password}
            showLabel={tl('showPassword')}
            hideLabel={tl('hidePassword')}
            {...form.register('password')}
          />
          <FieldError errors={message(errors.password)} />
        </Field>
        <Field data-invalid={!!errors.confirmPassword}>
          <FieldLabel htmlFor={id('confirm')}>{t('confirmPassword')}</FieldLabel>
          <PasswordInput
            id={id('confirm')}
            autoComplete="new-password"
            disabled={pending}
            aria-invalid={!!errors.confirmPassword}
            showLabel={tl('showPassword')}
            hideLabel={tl('hidePassword')}
            {...form.register('confirmPassword')}
          />
          <FieldError errors={message(errors.confirmPassword)} />
        </Field>
        <PasswordChecklist password={password ?? ''} confirm={confirmPassword ?? ''} />
      </FieldGroup>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

function AgencySignUpForm({ idPrefix, onSuccess }: { idPrefix: string; onSuccess: (email: string) => void }) {
  const t = useTranslations('Register');
  const tl = useTranslations('Login');
  const message = useValidationMessage();
  const { pending, submit, invalid } = useSignUpSubmit(onSuccess);
  const form = useForm<AgencySignUpInput>({
    resolver: zodResolver(agencySignUpSchema),
    defaultValues: { role: 'imobiliaria', email: '', password: '' },
  });
  const agencyPassword = useWatch({ control: form.control, name: 'password' });
  useTypedBeforeHydration(form);
  const { errors } = form.formState;
  const id = (f: string) => `${idPrefix}-agency-${f}`;

  return (
    <form
      method="post"
      onSubmit={form.handleSubmit((v) => submit(v, () => form.reset()), invalid)}
      noValidate
      aria-busy={pending}
      className="flex flex-col gap-4"
    >
      <FieldGroup className="gap-4">
        <Field data-invalid={!!errors.email}>
          <FieldLabel htmlFor={id('email')}>{t('email')}</FieldLabel>
          <Input id={id('email')} type="email" autoComplete="email" disabled={pending} aria-invalid={!!errors.email} {...form.register('email')} />
          <FieldError errors={message(errors.email)} />
        </Field>
        <Field data-invalid={!!errors.password}>
          <FieldLabel htmlFor={id('password')}>{t('password')}</FieldLabel>
          <PasswordInput
            id={id('password')}
            autoComplete="new-password"
            disabled={pending}
            aria-invalid={!!errors.password}
            showLabel={tl('showPassword')}
            hideLabel={tl('hidePassword')}
            {...form.register('password')}
          />
          <FieldError errors={message(errors.password)} />
        </Field>
        <PasswordChecklist password={agencyPassword ?? ''} confirm="" />
      </FieldGroup>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
