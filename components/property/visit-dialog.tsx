'use client';

import { useMemo, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { useVisitSlots } from '@/components/visits/use-visit-slots';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { PayNotice } from '@/components/reports/pay-notice';
import { Field, FieldDescription, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { requestVisitAction } from '@/lib/actions/listing-requests';
import { useRouter } from '@/lib/i18n/navigation';
import { bookableDates, isVisitErrorKey, VISIT_WINDOW_DAYS, addDays, saoPauloToday } from '@/lib/validations/visits';
import { useViewerSignedIn } from '@/components/listing-viewer/use-listing-viewer';
import { ListingRequestDialog } from './listing-request-dialog';

const selectClass = nativeSelectClassName();

/**
 * 'Visitar': a day in the next 30 days (no Sundays) and one of its free slots, read from visit_slots (taken
 * and past slots are not offered), plus an optional message; request_visit creates the visit `agendada` and
 * notifies the listing's side. Signed out, it asks to sign in.
 */
export function VisitDialog({
  propertyId,
  signedIn,
  children,
  defaultOpen = false,
}: {
  propertyId: number;
  /** 'browser' on the listing's cached copy: the session as the browser knows it (use-listing-viewer.ts). */
  signedIn: boolean | 'browser';
  children: React.ReactNode;
  /** Open on mount (the lazy trigger was clicked before this code arrived). */
  defaultOpen?: boolean;
}) {
  const t = useTranslations('ListingRequests');
  const viewerSignedIn = useViewerSignedIn(propertyId, signedIn);
  const tv = useTranslations('VisitDialog');
  const te = useTranslations('Visits');
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);

  return (
    <ListingRequestDialog
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      title={t('visit.title')}
      description={t('visit.description')}
      signedIn={viewerSignedIn}
      signInText={t('signInVisit')}
      testId="visit-dialog"
    >
      {open ? (
        <VisitForm
          propertyId={propertyId}
          onDone={() => {
            setOpen(false);
            toast.success(t('visit.success'), {
              description: t('visit.successDescription'),
              action: { label: tv('viewVisits'), onClick: () => router.push('/minhas-visitas') },
            });
          }}
          errorText={(key, message) =>
            isVisitErrorKey(key) ? te(`errors.${key}`) : message || te('errors.failed')
          }
        />
      ) : null}
    </ListingRequestDialog>
  );
}

function VisitForm({
  propertyId,
  onDone,
  errorText,
}: {
  propertyId: number;
  onDone: () => void;
  errorText: (key: string | undefined, message?: string) => string;
}) {
  const t = useTranslations('ListingRequests');
  const tv = useTranslations('VisitDialog');
  const te = useTranslations('Visits');
  const [pending, startTransition] = useTransition();
  // The dialog opens on the first bookable day after today (today's remaining slots stay one change away).
  const initialDate = useMemo(() => bookableDates().find((d) => d > saoPauloToday()) ?? saoPauloToday(), []);
  const [date, setDate] = useState(initialDate);
  const [version, setVersion] = useState(0);
  const [time, setTime] = useState('');
  const slots = useVisitSlots(propertyId, date, version);
  const free = slots.kind === 'ready' ? slots.slots : [];
  const selected = free.some((s) => s.time === time) ? time : (free[0]?.time ?? '');
  const today = saoPauloToday();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await callAction(() => requestVisitAction(null, data));
      if (!result) return;
      if (result.ok) return onDone();
      if (result.formError === 'visit_slot_taken') setVersion((v) => v + 1);
      toast.error(te('errorTitle'), { description: errorText(result.formError) });
    });
  }

  const status =
    slots.kind === 'loading'
      ? tv('loadingSlots')
      : slots.kind === 'sunday'
        ? tv('sunday')
        : slots.kind === 'failed'
          ? tv('slotsFailed')
          : slots.kind === 'ready' && free.length === 0
            ? tv('noSlots')
            : null;

  return (
    <form method="post" onSubmit={submit} className="grid gap-4">
      <input type="hidden" name="propertyId" value={propertyId} />
      <FieldGroup className="gap-4 sm:flex-row">
        <Field>
          <FieldLabel htmlFor="visit-date">{t('visit.date')}</FieldLabel>
          <Input
            id="visit-date"
            name="date"
            type="date"
            required
            min={today}
            max={addDays(today, VISIT_WINDOW_DAYS)}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-describedby="visit-date-hint"
          />
          <FieldDescription id="visit-date-hint">{tv('dateHint')}</FieldDescription>
        </Field>
        <Field>
          <FieldLabel htmlFor="visit-time">{t('visit.time')}</FieldLabel>
          <select
            id="visit-time"
            name="time"
            required
            value={selected}
            onChange={(e) => setTime(e.target.value)}
            disabled={free.length === 0}
            aria-describedby={status ? 'visit-slots-status' : undefined}
            className={selectClass}
          >
            {free.map((s) => (
              <option key={s.time} value={s.time}>
                {s.time}
              </option>
            ))}
          </select>
        </Field>
      </FieldGroup>
      <p id="visit-slots-status" role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {status}
      </p>
      <Field>
        <FieldLabel htmlFor="visit-message">{t('message')}</FieldLabel>
        <Textarea id="visit-message" name="message" maxLength={1000} rows={3} />
      </Field>
      <PayNotice />
      <DialogFooter>
        <Button type="submit" disabled={pending || !selected} className="w-full sm:w-auto">
          {pending ? tv('submitting') : t('visit.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
