'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signInAction } from '@/lib/actions/auth';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/site';
import { safeNextPath, signInSchema, type SignInInput, type ValidationKey } from '@/lib/validations/auth';
import { OAuthButtons } from './oauth-buttons';
import { PasswordInput } from './password-input';
import { useValidationMessage } from './use-validation-message';

/**
 * The 'Entrar' form. On /login (`mode="page"`) a successful sign-in goes to `next` (same-site paths only) or
 * to the role's home; in the modal it goes to `next` when the button that opened it asked for one (e.g.
 * /anunciar-imovel's 'Anunciar meu imóvel' → the wizard), else the agency goes to /dashboard and everyone
 * else stays where they were.
 */
export function LoginForm({
  mode,
  next,
  idPrefix,
  onSignedIn,
}: {
  mode: 'page' | 'dialog';
  next?: string | null;
  idPrefix: string;
  onSignedIn?: () => void;
}) {
  const t = useTranslations('Login');
  const tm = useTranslations('AuthMessages');
  const tv = useTranslations('AuthValidation');
  const message = useValidationMessage();
  const router = useRouter();
  const locale = useLocale();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      startTransition(async () => {
        try {
          const result = await signInAction(values);
          if (!result.ok) {
            if (result.formError) toast.error(result.formError.title, { description: result.formError.description });
            return;
          }
          toast.success(tm('loginSuccessTitle'), { description: tm('loginSuccess', { product: siteConfig.name }) });
          form.reset();
          onSignedIn?.();
          // The account's language (issue #24): the user lands in it, wherever they go.
          const language = result.data.locale && result.data.locale !== locale ? { locale: result.data.locale } : undefined;
          if (mode === 'page' || next) {
            router.replace(next ? safeNextPath(next, result.data.home) : result.data.home, language);
          } else if (result.data.role === 'imobiliaria') {
            router.push('/dashboard', language);
          } else if (language) {
            router.replace(pathname, language);
          }
          router.refresh();
        } catch {
          toast.error(tm('unexpectedTitle'), { description: tm('unexpected') });
        }
      }),
    (invalid) => {
      const first = invalid.email ?? invalid.password;
      if (first?.message) toast.error(tm('loginErrorTitle'), { description: tv(first.message as ValidationKey) });
    },
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-4">
      <FieldGroup className="gap-4">
        <Field data-invalid={!!errors.email}>
          <FieldLabel htmlFor={`${idPrefix}-email`}>{t('email')}</FieldLabel>
          <Input
            id={`${idPrefix}-email`}
            type="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            disabled={pending}
            aria-invalid={!!errors.email}
            {...form.register('email')}
          />
          <FieldError errors={message(errors.email)} />
        </Field>
        <Field data-invalid={!!errors.password}>
          <div className="flex items-center justify-between gap-2">
            <FieldLabel htmlFor={`${idPrefix}-password`}>{t('password')}</FieldLabel>
            <Link href="/recuperar-senha" className="text-sm text-primary underline-offset-4 hover:underline" onClick={onSignedIn}>
              {t('forgot')}
            </Link>
          </div>
          <PasswordInput
            id={`${idPrefix}-password`}
            autoComplete="current-password"
            disabled={pending}
            aria-invalid={!!errors.password}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            {...form.register('password')}
          />
          <FieldError errors={message(errors.password)} />
        </Field>
      </FieldGroup>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
      <OAuthButtons disabled={pending} next={next ?? null} />
    </form>
  );
}
