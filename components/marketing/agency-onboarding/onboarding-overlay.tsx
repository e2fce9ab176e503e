'use client';

import { useState, useTransition } from 'react';
import { useForm, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, MailCheckIcon, PartyPopperIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordChecklist } from '@/components/auth/password-checklist';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { Link } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/site';
import {
  agencyRegisterSchema,
  agencyLoginSchema,
  createPasswordSchema,
  emailOnlySchema,
  ACTIVE_BROKERS,
  ERROR_KEYS,
  KEY_HANDLING,
  MANAGED_PROPERTIES,
  type AgencyLoginInput,
  type AgencyRegisterInput,
  type CreatePasswordInput,
  type EmailOnlyInput,
  type OnboardingErrorKey,
  type OnboardingResult,
} from '@/lib/validations/agency-onboarding';
import { maskCep, maskCnpj, maskPhone } from '@/lib/validations';
import { agencyLoginAction, createPasswordAction, registerAgencyAction, requestPasswordCodeAction } from '@/lib/actions/agency-onboarding';
import { useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';

/** The overlay's steps (spec §4 Agency landing overlay flow) and where Back goes from each. */
export type OnboardingStep = 'register' | 'verify-email' | 'password-reset' | 'create-password' | 'welcome' | 'login';
const BACK: Record<OnboardingStep, OnboardingStep | null> = {
  register: null,
  'verify-email': 'register',
  'password-reset': 'verify-email',
  'create-password': 'password-reset',
  welcome: 'create-password',
  login: null,
};

const selectClass = nativeSelectClassName();

type T = ReturnType<typeof useTranslations<'AgencyOnboarding'>>;

function errorText(t: T, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return t(`errors.${(ERROR_KEYS as readonly string[]).includes(key) ? (key as OnboardingErrorKey) : 'unexpected'}`);
}

/** Applies a server result to a form; true when it succeeded. */
function applyResult<V extends FieldValues>(form: UseFormReturn<V>, result: OnboardingResult, setFormError: (k: string | null) => void) {
  if (result.ok) return true;
  for (const [name, keys] of Object.entries(result.fieldErrors ?? {})) form.setError(name as Path<V>, { message: keys?.[0] });
  setFormError(result.formError ?? null);
  return false;
}

function FormAlert({ t, error }: { t: T; error: string | null }) {
  return error ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      {errorText(t, error)}
    </p>
  ) : null;
}

function TextField<V extends FieldValues>({
  form,
  name,
  label,
  t,
  type = 'text',
  autoComplete,
  hint,
  mask,
  disabled,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  t: T;
  type?: string;
  autoComplete?: string;
  hint?: string;
  mask?: (v: string) => string;
  disabled?: boolean;
}) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const id = `agency-${name}`;
  const reg = form.register(name);
  return (
    <Field data-invalid={!!error}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={!!error}
        disabled={disabled}
        {...reg}
        onChange={(e) => {
          if (mask) e.target.value = mask(e.target.value);
          return reg.onChange(e);
        }}
      />
      {hint ? <FieldDescription>{hint}</FieldDescription> : null}
      <FieldError errors={error ? [{ message: errorText(t, error) }] : undefined} />
    </Field>
  );
}

function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  t,
  options,
  disabled,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  t: T;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const id = `agency-${name}`;
  return (
    <Field data-invalid={!!error}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} className={selectClass} aria-invalid={!!error} disabled={disabled} {...form.register(name)}>
        <option value="">{t('register.select')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError errors={error ? [{ message: errorText(t, error) }] : undefined} />
    </Field>
  );
}

function RegisterStep({ t, initialEmail, onDone }: { t: T; initialEmail: string; onDone: (email: string) => void }) {
  const [pending, start] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AgencyRegisterInput>({
    resolver: zodResolver(agencyRegisterSchema),
    defaultValues: {
      responsibleName: '', jobTitle: '', agencyName: '', cnpj: '', creci: '', address: '', email: initialEmail,
      phone: '', mainCity: '', cep: '', website: '',
    } as AgencyRegisterInput,
  });
  const onSubmit = form.handleSubmit((values) =>
    start(async () => {
      setFormError(null);
      try {
        const result = await registerAgencyAction(values);
        if (applyResult(form, result, setFormError)) onDone(values.email);
      } catch {
        setFormError('unexpected');
      }
    }),
  );
  const f = { form, t, disabled: pending };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('register.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...f} name="responsibleName" label={t('register.responsibleName')} autoComplete="name" />
        <TextField {...f} name="jobTitle" label={t('register.jobTitle')} autoComplete="organization-title" />
        <TextField {...f} name="agencyName" label={t('register.agencyName')} autoComplete="organization" />
        <TextField {...f} name="cnpj" label={t('register.cnpj')} mask={maskCnpj} />
        <TextField {...f} name="creci" label={t('register.creci')} />
        <TextField {...f} name="phone" label={t('register.phone')} type="tel" autoComplete="tel" mask={maskPhone} />
      </div>
      <TextField {...f} name="email" label={t('register.email')} type="email" autoComplete="email" />
      <TextField {...f} name="address" label={t('register.address')} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...f} name="mainCity" label={t('register.mainCity')} autoComplete="address-level2" />
        <TextField {...f} name="cep" label={t('register.cep')} mask={maskCep} autoComplete="postal-code" />
        <SelectField {...f} name="activeBrokers" label={t('register.activeBrokers')} options={ACTIVE_BROKERS.map((v) => ({ value: v, label: v }))} />
        <SelectField {...f} name="managedProperties" label={t('register.managedProperties')} options={MANAGED_PROPERTIES.map((v) => ({ value: v, label: v }))} />
        <SelectField {...f} name="keyHandling" label={t('register.keyHandling')} options={KEY_HANDLING.map((v) => ({ value: v, label: t(`register.keyOptions.${v}`) }))} />
        <TextField {...f} name="website" label={t('register.website')} type="url" autoComplete="url" />
      </div>
      <FormAlert t={t} error={formError} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}

function ResetStep({ t, email, onDone }: { t: T; email: string; onDone: (email: string) => void }) {
  const [pending, start] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailOnlyInput>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email } });
  const onSubmit = form.handleSubmit((values) =>
    start(async () => {
      setFormError(null);
      try {
        const result = await requestPasswordCodeAction(values);
        if (applyResult(form, result, setFormError)) onDone(values.email);
      } catch {
        setFormError('unexpected');
      }
    }),
  );
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('reset.title')}>
      <TextField form={form} t={t} disabled={pending} name="email" label={t('register.email')} type="email" autoComplete="email" />
      <FormAlert t={t} error={formError} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}

function CreatePasswordStep({ t, email, onDone }: { t: T; email: string; onDone: () => void }) {
  const [pending, start] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreatePasswordInput>({
    resolver: zodResolver(createPasswordSchema),
    defaultValues: { email, code: '', password: '', confirm: '' },
  });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  useTypedBeforeHydration(form);
  const onSubmit = form.handleSubmit((values) =>
    start(async () => {
      setFormError(null);
      try {
        const result = await createPasswordAction(values);
        if (applyResult(form, result, setFormError)) onDone();
      } catch {
        setFormError('unexpected');
      }
    }),
  );
  const f = { form, t, disabled: pending };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('create.title')}>
      <p className="text-sm text-muted-foreground">{t('reset.sent', { email })}</p>
      <TextField {...f} name="code" label={t('create.code')} autoComplete="one-time-code" />
      <TextField {...f} name="password" label={t('create.password')} type="password" autoComplete="new-password" hint={t('create.hint')} />
      <TextField {...f} name="confirm" label={t('create.confirm')} type="password" autoComplete="new-password" />
      {/* The one password rule's live checklist (issue #39), as on sign-up and /trocar-senha. */}
      <PasswordChecklist password={password ?? ''} confirm={confirm ?? ''} />
      <FormAlert t={t} error={formError} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('create.submitting') : t('create.submit')}
      </Button>
    </form>
  );
}

function LoginStep({ t, email, onDone }: { t: T; email: string; onDone: () => void }) {
  const [pending, start] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AgencyLoginInput>({ resolver: zodResolver(agencyLoginSchema), defaultValues: { email, password: '' } });
  const onSubmit = form.handleSubmit((values) =>
    start(async () => {
      setFormError(null);
      try {
        const result = await agencyLoginAction(values);
        if (applyResult(form, result, setFormError)) onDone();
      } catch {
        setFormError('unexpected');
      }
    }),
  );
  const f = { form, t, disabled: pending };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('loginStep.title')}>
      <TextField {...f} name="email" label={t('loginStep.email')} type="email" autoComplete="email" />
      <TextField {...f} name="password" label={t('loginStep.password')} type="password" autoComplete="current-password" />
      <FormAlert t={t} error={formError} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('loginStep.submitting') : t('loginStep.submit')}
      </Button>
    </form>
  );
}

/**
 * The overlay flow behind the agency landing's hero form (spec §4): register → verify-email →
 * password-reset → create-password → welcome; login → welcome; welcome → password-reset through
 * 'Esqueci minha Senha'. Loaded when the visitor heads for the form (see AgencyOnboarding), so its forms
 * and validation do not weigh on the landing page itself.
 */
export function OnboardingOverlay({
  step,
  email,
  setEmail,
  visit,
  go,
}: {
  step: OnboardingStep;
  email: string;
  setEmail: (email: string) => void;
  /** Remounts the step's form when it is entered again. */
  visit: number;
  go: (next: OnboardingStep | null) => void;
}) {
  const t = useTranslations('AgencyOnboarding');
  const titles: Record<OnboardingStep, string> = {
    register: t('register.title'),
    'verify-email': t('verify.title'),
    'password-reset': t('reset.title'),
    'create-password': t('create.title'),
    welcome: t('welcome.title', { product: siteConfig.name }),
    login: t('loginStep.title'),
  };
  const descriptions: Record<OnboardingStep, string> = {
    register: t('register.subtitle'),
    'verify-email': t('verify.text', { email }),
    'password-reset': t('reset.text'),
    'create-password': t('create.hint'),
    welcome: t('welcome.text'),
    login: t('loginStep.title'),
  };

  return (
    <Dialog open onOpenChange={(open) => !open && go(null)}>
      <DialogContent showCloseButton={false} className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl" data-step={step}>
        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => go(BACK[step])}
            data-testid="onboarding-back"
          >
            <ArrowLeftIcon aria-hidden />
            {t('back')}
          </Button>
          <Button type="button" variant="ghost" size="icon" aria-label={t('close')} onClick={() => go(null)} data-testid="onboarding-close">
            <XIcon aria-hidden />
          </Button>
        </div>
        <DialogTitle className="text-2xl">{titles[step]}</DialogTitle>
        <DialogDescription>{descriptions[step]}</DialogDescription>

        {step === 'register' ? (
          <RegisterStep
            key={visit}
            t={t}
            initialEmail={email}
            onDone={(e) => {
              setEmail(e);
              go('verify-email');
            }}
          />
        ) : null}
        {step === 'verify-email' ? (
          <div className="flex flex-col items-center gap-4 py-4 text-center">
            <MailCheckIcon className="size-12 text-primary" aria-hidden />
            <Button size="lg" onClick={() => go('password-reset')}>
              {t('verify.next')}
            </Button>
          </div>
        ) : null}
        {step === 'password-reset' ? (
          <ResetStep
            key={visit}
            t={t}
            email={email}
            onDone={(e) => {
              setEmail(e);
              go('create-password');
            }}
          />
        ) : null}
        {step === 'create-password' ? <CreatePasswordStep key={visit} t={t} email={email} onDone={() => go('welcome')} /> : null}
        {step === 'login' ? <LoginStep key={visit} t={t} email={email} onDone={() => go('welcome')} /> : null}
        {step === 'welcome' ? (
          <div className="flex flex-col items-center gap-4 py-4 text-center">
            <PartyPopperIcon className="size-12 text-primary" aria-hidden />
            <Button asChild size="lg">
              <Link href="/dashboard">{t('welcome.dashboard')}</Link>
            </Button>
            <Button variant="link" onClick={() => go('password-reset')}>
              {t('welcome.forgot')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
