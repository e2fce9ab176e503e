'use client';

import { useState, useTransition } from 'react';
import { FlagIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { reportListingAction } from '@/lib/actions/reports';
import { showToast } from '@/lib/toast';
import { isReportErrorKey, REPORT_DETAILS_MAX, REPORT_OTHER_MIN, REPORT_REASONS, reportSchema, type ReportReason } from '@/lib/validations/trust';

/**
 * 'Denunciar anúncio' for a signed-in visitor (issue #34): a reason from the list, details (required for
 * 'Outro motivo'), checked here with the action's zod schema, then by the action and listing_report in SQL.
 * Nothing personal is rendered before the dialog opens (the page may be a cached copy for others).
 */
export function ReportDialog({ propertyId, defaultOpen = false }: { propertyId: number; defaultOpen?: boolean }) {
  const t = useTranslations('Trust.report');
  const [open, setOpen] = useState(defaultOpen);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit() {
    const parsed = reportSchema.safeParse({ propertyId, reason, details });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message;
      setError(t(`errors.${isReportErrorKey(key) ? key : 'reason_invalid'}`));
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => reportListingAction({ propertyId, reason, details }));
      if (!result) return;
      if (!result.ok) {
        setError(t(`errors.${result.formError && isReportErrorKey(result.formError) ? result.formError : 'failed'}`));
        return;
      }
      showToast('success', t('done'));
      setOpen(false);
      setReason('');
      setDetails('');
    });
  }

  const errorId = `report-error-${propertyId}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="self-start text-muted-foreground" data-testid="report-open">
          <FlagIcon aria-hidden />
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          method="post"
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t('description')}</DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
            <legend className="mb-1 text-sm font-medium">{t('reasonLabel')}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`report-reason-${propertyId}`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-primary"
                />
                {t(`reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`report-details-${propertyId}`}>{t('detailsLabel')}</Label>
            <Textarea
              id={`report-details-${propertyId}`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              minLength={reason === 'outro' ? REPORT_OTHER_MIN : undefined}
              onChange={(e) => setDetails(e.target.value)}
              aria-describedby={`report-details-hint-${propertyId}`}
            />
            <p id={`report-details-hint-${propertyId}`} className="text-xs text-muted-foreground">
              {t('detailsHint')}
            </p>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-destructive" data-testid="report-error">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending} data-testid="report-submit">
              {pending ? t('sending') : t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
