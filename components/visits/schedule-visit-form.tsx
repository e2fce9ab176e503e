'use client';

import { useMemo, useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { VisitListingOption } from '@/lib/data/visits';
import { callAction } from '@/lib/actions/client-call';
import { scheduleVisitAction } from '@/lib/actions/visits';
import { useRouter } from '@/lib/i18n/navigation';
import { maskPhone } from '@/lib/validations/rules/masks';
import {
  addDays,
  bookableDates,
  emptyScheduleVisit,
  isVisitErrorKey,
  saoPauloToday,
  scheduleVisitSchema,
  VISIT_WINDOW_DAYS,
  type ScheduleVisitInput,
  type ScheduleVisitValues,
} from '@/lib/validations/visits';
import { useVisitSlots } from './use-visit-slots';

const selectClass = nativeSelectClassName();

/**
 * /agendamentos/novo: the listing side books a visit for a client on one of its listings — listing, client
 * name, phone (masked), e-mail, a day and one of its free slots (visit_slots), message. schedule_visit
 * stores it confirmed; then back to /agendamentos with a toast.
 */
export function ScheduleVisitForm({
  listings,
  prefill,
}: {
  listings: VisitListingOption[];
  /** From a client's record (/clientes/{id} → 'Agendar visita'): the person and the listing, read on the server. */
  prefill?: { propertyId?: string; clientName?: string; clientPhone?: string; clientEmail?: string };
}) {
  const t = useTranslations('NewVisitPage');
  const te = useTranslations('Visits');
  const tv = useTranslations('VisitDialog');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [version, setVersion] = useState(0);
  const initialDate = useMemo(() => bookableDates().find((d) => d > saoPauloToday()) ?? saoPauloToday(), []);
  const form = useForm<ScheduleVisitInput, unknown, ScheduleVisitValues>({
    resolver: zodResolver(scheduleVisitSchema),
    defaultValues: {
      ...emptyScheduleVisit,
      propertyId: listings.length === 1 ? String(listings[0]!.id) : '',
      ...prefill,
      date: initialDate,
    },
  });
  const [propertyId, date, time] = useWatch({ control: form.control, name: ['propertyId', 'date', 'time'] });
  const slots = useVisitSlots(propertyId ? Number(propertyId) : null, String(date ?? ''), version);
  const free = slots.kind === 'ready' ? slots.slots : [];
  const today = saoPauloToday();
  const errors = form.formState.errors;
  const message = (key: string | undefined) => (key ? (isVisitErrorKey(key) ? te(`errors.${key}`) : key) : undefined);

  const slotStatus =
    slots.kind === 'idle'
      ? t('chooseListing')
      : slots.kind === 'loading'
        ? tv('loadingSlots')
        : slots.kind === 'sunday'
          ? tv('sunday')
          : slots.kind === 'failed'
            ? tv('slotsFailed')
            : free.length === 0
              ? tv('noSlots')
              : null;

  const onSubmit = form.handleSubmit((values) => {
    const data = new FormData();
    data.set('propertyId', String(values.propertyId));
    data.set('clientName', values.clientName);
    data.set('clientPhone', values.clientPhone);
    data.set('clientEmail', values.clientEmail ?? '');
    data.set('date', values.date);
    data.set('time', values.time);
    data.set('message', values.message ?? '');
    startTransition(async () => {
      const result = await callAction(() => scheduleVisitAction(null, data));
      if (!result) return;
      if (result.ok) {
        toast.success(t('success'), { description: t('successDescription', { name: values.clientName }) });
        router.push('/agendamentos');
        router.refresh();
        return;
      }
      if (result.fieldErrors) {
        for (const [field, keys] of Object.entries(result.fieldErrors)) {
          if (keys?.[0]) form.setError(field as keyof ScheduleVisitInput, { message: keys[0] });
        }
      }
      if (result.formError === 'visit_slot_taken') setVersion((v) => v + 1);
      const text = result.formError
        ? isVisitErrorKey(result.formError)
          ? te(`errors.${result.formError}`)
          : result.message || te('errors.failed')
        : te('errors.failed');
      toast.error(te('errorTitle'), { description: text });
    });
  });

  const phone = form.register('clientPhone');
  const timeReg = form.register('time');
  const selectedTime = free.some((s) => s.time === time) ? String(time) : '';

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-6" data-testid="schedule-visit-form">
      <FieldGroup className="gap-4">
        <Field data-invalid={!!errors.propertyId}>
          <FieldLabel htmlFor="schedule-property">{t('listing')}</FieldLabel>
          <select
            id="schedule-property"
            className={selectClass}
            aria-invalid={!!errors.propertyId}
            {...form.register('propertyId', { onChange: () => form.setValue('time', '') })}
          >
            <option value="">{t('listingPlaceholder')}</option>
            {listings.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {`#${l.id} · ${l.title} — ${l.address}`}
              </option>
            ))}
          </select>
          {errors.propertyId ? <FieldError>{message(errors.propertyId.message)}</FieldError> : null}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field data-invalid={!!errors.clientName}>
            <FieldLabel htmlFor="schedule-name">{t('clientName')}</FieldLabel>
            <Input id="schedule-name" autoComplete="off" aria-invalid={!!errors.clientName} {...form.register('clientName')} />
            {errors.clientName ? <FieldError>{message(errors.clientName.message)}</FieldError> : null}
          </Field>
          <Field data-invalid={!!errors.clientPhone}>
            <FieldLabel htmlFor="schedule-phone">{t('clientPhone')}</FieldLabel>
            <Input
              id="schedule-phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={15}
              placeholder="(11) 90000-0000"
              aria-invalid={!!errors.clientPhone}
              {...phone}
              onChange={(e) => {
                e.target.value = maskPhone(e.target.value);
                void phone.onChange(e);
              }}
            />
            {errors.clientPhone ? <FieldError>{message(errors.clientPhone.message)}</FieldError> : null}
          </Field>
        </div>
        <Field data-invalid={!!errors.clientEmail}>
          <FieldLabel htmlFor="schedule-email">{t('clientEmail')}</FieldLabel>
          <Input
            id="schedule-email"
            type="email"
            inputMode="email"
            autoComplete="off"
            aria-invalid={!!errors.clientEmail}
            {...form.register('clientEmail')}
          />
          {errors.clientEmail ? <FieldError>{message(errors.clientEmail.message)}</FieldError> : null}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field data-invalid={!!errors.date}>
            <FieldLabel htmlFor="schedule-date">{t('date')}</FieldLabel>
            <Input
              id="schedule-date"
              type="date"
              min={today}
              max={addDays(today, VISIT_WINDOW_DAYS)}
              aria-invalid={!!errors.date}
              aria-describedby="schedule-date-hint"
              {...form.register('date', { onChange: () => form.setValue('time', '') })}
            />
            <FieldDescription id="schedule-date-hint">{tv('dateHint')}</FieldDescription>
            {errors.date ? <FieldError>{message(errors.date.message)}</FieldError> : null}
          </Field>
          <Field data-invalid={!!errors.time}>
            <FieldLabel htmlFor="schedule-time">{t('time')}</FieldLabel>
            <select
              id="schedule-time"
              className={selectClass}
              disabled={free.length === 0}
              aria-invalid={!!errors.time}
              aria-describedby="schedule-slots-status"
              {...timeReg}
              value={selectedTime}
            >
              <option value="">{t('timePlaceholder')}</option>
              {free.map((s) => (
                <option key={s.time} value={s.time}>
                  {s.time}
                </option>
              ))}
            </select>
            <p id="schedule-slots-status" role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
              {slotStatus}
            </p>
            {errors.time ? <FieldError>{message(errors.time.message)}</FieldError> : null}
          </Field>
        </div>
        <Field>
          <FieldLabel htmlFor="schedule-message">{t('message')}</FieldLabel>
          <Textarea id="schedule-message" rows={3} maxLength={1000} {...form.register('message')} />
        </Field>
      </FieldGroup>
      <div>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
