'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { updatePageDetailsAction } from '@/lib/actions/agency-page';
import { useRouter } from '@/lib/i18n/navigation';
import { DESCRIPTION_MAX, pageDetailsSchema, type PageDetailsInput } from '@/lib/validations/agency-page';
import { maskPhone } from '@/lib/validations/rules/masks';

type Key = keyof PageDetailsInput;

/**
 * /minha-pagina: the page's details edited in place — 'Editar informações' opens the form inside the card;
 * 'Salvar' checks with the shared schema, then the action (and SQL) check again; errors under each field
 * and in a toast. A new address takes effect at once and the old one redirects to it.
 */
export function PageDetailsEditor({ values }: { values: PageDetailsInput }) {
  const t = useTranslations('AgencyPage');
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [pending, startTransition] = useTransition();
  const form = useForm<PageDetailsInput>({ resolver: zodResolver(pageDetailsSchema), defaultValues: values });
  const { errors } = form.formState;
  const message = (key: Key) => {
    const m = errors[key]?.message;
    return m ? [{ message: t(`errors.${m}` as 'errors.failed') }] : undefined;
  };

  const onSubmit = form.handleSubmit(
    (v) =>
      startTransition(async () => {
        try {
          const result = await updatePageDetailsAction(v);
          if (!result.ok) {
            for (const [field, keys] of Object.entries(result.fieldErrors ?? {})) {
              if (keys?.[0]) form.setError(field as FieldPath<PageDetailsInput>, { message: keys[0] });
            }
            const first = Object.values(result.fieldErrors ?? {})[0]?.[0];
            toast.error(t(`errors.${result.formError ?? first ?? 'failed'}` as 'errors.failed'));
            return;
          }
          toast.success(t('editor.saved'));
          form.reset({ ...v, slug: result.data.slug });
          setEditing(false);
          router.refresh();
        } catch {
          toast.error(t('errors.failed'));
        }
      }),
    (invalid) => {
      const first = Object.values(invalid)[0]?.message;
      if (first) toast.error(t(`errors.${first}` as 'errors.failed'));
    },
  );

  if (!editing) {
    return (
      <Button type="button" variant="outline" className="w-full" onClick={() => setEditing(true)} data-testid="page-edit-details">
        {t('editor.editDetails')}
      </Button>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4 border-t pt-4" aria-labelledby="page-details-title" data-testid="page-details-form">
      <h2 id="page-details-title" className="text-sm font-semibold">
        {t('editor.detailsTitle')}
      </h2>
      <FieldGroup className="gap-4">
        <Field data-invalid={!!errors.description}>
          <FieldLabel htmlFor="page-description">{t('editor.description')}</FieldLabel>
          <Textarea
            id="page-description"
            rows={6}
            maxLength={DESCRIPTION_MAX + 200}
            aria-invalid={!!errors.description}
            aria-describedby="page-description-hint"
            {...form.register('description')}
          />
          <FieldDescription id="page-description-hint">{t('editor.descriptionHelp')}</FieldDescription>
          <FieldError errors={message('description')} />
        </Field>
        <Field data-invalid={!!errors.phone}>
          <FieldLabel htmlFor="page-phone">{t('editor.phone')}</FieldLabel>
          <Input
            id="page-phone"
            inputMode="tel"
            autoComplete="tel"
            aria-invalid={!!errors.phone}
            {...form.register('phone', { onChange: (e) => (e.target.value = maskPhone(e.target.value)) })}
          />
          <FieldError errors={message('phone')} />
        </Field>
        <Field data-invalid={!!errors.whatsapp}>
          <FieldLabel htmlFor="page-whatsapp">{t('editor.whatsapp')}</FieldLabel>
          <Input
            id="page-whatsapp"
            inputMode="tel"
            aria-invalid={!!errors.whatsapp}
            {...form.register('whatsapp', { onChange: (e) => (e.target.value = maskPhone(e.target.value)) })}
          />
          <FieldError errors={message('whatsapp')} />
        </Field>
        <Field data-invalid={!!errors.contactEmail}>
          <FieldLabel htmlFor="page-email">{t('editor.contactEmail')}</FieldLabel>
          <Input
            id="page-email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.contactEmail}
            aria-describedby="page-email-hint"
            {...form.register('contactEmail')}
          />
          <FieldDescription id="page-email-hint">{t('editor.contactEmailHelp')}</FieldDescription>
          <FieldError errors={message('contactEmail')} />
        </Field>
        <Field data-invalid={!!errors.slug}>
          <FieldLabel htmlFor="page-slug">{t('editor.slug')}</FieldLabel>
          <Input
            id="page-slug"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={!!errors.slug}
            aria-describedby="page-slug-hint"
            {...form.register('slug')}
          />
          <FieldDescription id="page-slug-hint">{t('editor.slugHelp')}</FieldDescription>
          <FieldError errors={message('slug')} />
        </Field>
      </FieldGroup>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? t('editor.saving') : t('editor.save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={pending}
          className="w-full sm:w-auto"
          onClick={() => {
            form.reset(values);
            setEditing(false);
          }}
        >
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
