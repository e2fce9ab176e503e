'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { requestVisitAction } from '@/lib/actions/listing-requests';
import { ListingRequestDialog } from './listing-request-dialog';

/** Every half hour from 08:00 to 17:30 (the SQL function request_visit has the final word, Saturdays included). */
const SLOTS = Array.from({ length: 20 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** A date in São Paulo as YYYY-MM-DD, `days` from today. */
function localDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
}

/**
 * 'Visitar': asks for a visit through request_visit (date and slot). Signed out, it asks to sign in.
 * The next issue (visits and proposals) builds the slot picker and the lists on top of this.
 */
export function VisitDialog({
  propertyId,
  signedIn,
  children,
}: {
  propertyId: number;
  signedIn: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations('ListingRequests');
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await requestVisitAction(null, data);
      if (result.ok) {
        toast.success(t('visit.success'), { description: t('visit.successDescription') });
        setOpen(false);
        return;
      }
      const key = `errors.${result.formError}`;
      toast.error(t.has(key as 'errors.failed') ? t(key as 'errors.failed') : t('errors.failed'));
    });
  }

  return (
    <ListingRequestDialog
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      title={t('visit.title')}
      description={t('visit.description')}
      signedIn={signedIn}
      signInText={t('signInVisit')}
      testId="visit-dialog"
    >
      <form onSubmit={submit} className="grid gap-4">
        <input type="hidden" name="propertyId" value={propertyId} />
        <FieldGroup className="gap-4 sm:flex-row">
          <Field>
            <FieldLabel htmlFor="visit-date">{t('visit.date')}</FieldLabel>
            <Input id="visit-date" name="date" type="date" required min={localDate(0)} max={localDate(30)} defaultValue={localDate(1)} />
          </Field>
          <Field>
            <FieldLabel htmlFor="visit-time">{t('visit.time')}</FieldLabel>
            <select
              id="visit-time"
              name="time"
              required
              defaultValue="10:00"
              className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {SLOTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>
        </FieldGroup>
        <Field>
          <FieldLabel htmlFor="visit-message">{t('message')}</FieldLabel>
          <Textarea id="visit-message" name="message" maxLength={1000} rows={3} />
        </Field>
        <DialogFooter>
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {t('visit.submit')}
          </Button>
        </DialogFooter>
      </form>
    </ListingRequestDialog>
  );
}
