'use client';

import { useTransition } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { inviteBrokerAction } from '@/lib/actions/team';
import { useRouter } from '@/lib/i18n/navigation';
import { maskPhone } from '@/lib/validations';
import { TEAM_ERRORS, emptyInvite, inviteSchema, type InviteInput, type TeamErrorKey } from '@/lib/validations/team';

/**
 * The invite form of /corretores/convidar (agency) and /convidar-corretor (owner), spec §3/§5: nome, email,
 * telefone required; creci and mensagem optional; the phone masked as typed. The same zod schema runs here and
 * in inviteBrokerAction; SQL (invite_broker) checks again and sends the e-mail.
 */
export function InviteForm() {
  const t = useTranslations('Team');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<InviteInput>({ resolver: zodResolver(inviteSchema), defaultValues: emptyInvite });
  const { errors } = form.formState;

  const err = (name: keyof InviteInput) => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    const known = (TEAM_ERRORS as readonly string[]).includes(key);
    return [{ message: known ? t(`errors.${key as TeamErrorKey}`) : t('errors.invalid') }];
  };

  const onSubmit = form.handleSubmit((values) => {
    startTransition(async () => {
      const result = await callAction(() => inviteBrokerAction(values));
      if (!result) return;
      if (result.ok) {
        form.reset(emptyInvite);
        toast.success(t('form.success'), { description: t('form.successDescription', { email: result.data.email }) });
        router.refresh();
        return;
      }
      for (const [name, keys] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(name as keyof InviteInput, { message: keys?.[0] });
      }
      toast.error(t('form.errorTitle'), {
        description: result.formError ? t(`errors.${result.formError}`) : t('errors.invalid'),
      });
    });
  });

  const required = <span className="text-destructive" aria-hidden> *</span>;
  const optional = <span className="font-normal text-muted-foreground"> ({t('form.optional')})</span>;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="invite-form">
      <Field data-invalid={!!errors.name}>
        <FieldLabel htmlFor="invite-name">{t('form.name')}{required}</FieldLabel>
        <Input id="invite-name" autoComplete="off" aria-required aria-invalid={!!errors.name} disabled={pending} {...form.register('name')} />
        <FieldError errors={err('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field data-invalid={!!errors.email}>
          <FieldLabel htmlFor="invite-email">{t('form.email')}{required}</FieldLabel>
          <Input id="invite-email" type="email" autoComplete="off" aria-required aria-invalid={!!errors.email} disabled={pending} {...form.register('email')} />
          <FieldError errors={err('email')} />
        </Field>
        <Field data-invalid={!!errors.phone}>
          <FieldLabel htmlFor="invite-phone">{t('form.phone')}{required}</FieldLabel>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <Input
                id="invite-phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
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
      </div>
      <Field data-invalid={!!errors.creci}>
        <FieldLabel htmlFor="invite-creci">{t('form.creci')}{optional}</FieldLabel>
        <Controller
          control={form.control}
          name="creci"
          render={({ field }) => (
            <Input
              id="invite-creci"
              autoComplete="off"
              maxLength={30}
              placeholder={t('form.creciPlaceholder')}
              aria-invalid={!!errors.creci}
              disabled={pending}
              {...field}
              onChange={(e) => field.onChange(e.target.value.toUpperCase())}
            />
          )}
        />
        <FieldError errors={err('creci')} />
      </Field>
      <Field data-invalid={!!errors.message}>
        <FieldLabel htmlFor="invite-message">{t('form.message')}{optional}</FieldLabel>
        <Textarea id="invite-message" rows={4} maxLength={1000} aria-describedby="invite-message-hint" aria-invalid={!!errors.message} disabled={pending} {...form.register('message')} />
        <FieldDescription id="invite-message-hint">{t('form.messagePlaceholder')}</FieldDescription>
        <FieldError errors={err('message')} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={pending}>
        {pending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
