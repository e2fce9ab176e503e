'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { callAction } from '@/lib/actions/client-call';
import { saveListingAction } from '@/lib/actions/listings';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';
import { isListingErrorKey, type ListingErrorKey, type ListingPatchInput } from '@/lib/validations/listings';
import { editorPath, type WizardStep } from './wizard-types';

/** A field's error, already translated (Listings.errors). */
export type StepErrors = Partial<Record<string, string>>;

/**
 * Saving one step of the wizard: the step's schema (lib/validations/listings.ts) checks the patch in the
 * browser, saveListingAction checks it again and listing_save a third time; on success the wizard moves to
 * `next` (a new draft gets its address, /imoveis/{id}/editar). Errors come back per field (translated) and
 * as a toast.
 */
export function useStepSave({ listingId, step, live }: { listingId: number | null; step: WizardStep; live: boolean }) {
  const t = useTranslations('ListingEditor');
  const tErrors = useTranslations('Listings.errors');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<StepErrors>({});

  const message = (key: string) => tErrors(isListingErrorKey(key) ? key : 'failed');

  /** Checks `values` with `schema`, saves `patch` (default: the parsed values), then goes to `to`. */
  const save = <S extends z.ZodType>(
    schema: S,
    values: unknown,
    toPatch: (parsed: z.output<S>) => ListingPatchInput,
    to: WizardStep | null,
  ) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: StepErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        next[field] ??= message(issue.message);
      }
      setErrors(next);
      showToast('error', t('errorTitle'), { description: Object.values(next)[0] });
      return;
    }
    setErrors({});
    startTransition(async () => {
      const result = await callAction(() => saveListingAction(listingId, toPatch(parsed.data)));
      if (!result) return;
      if (!result.ok) {
        const next: StepErrors = {};
        for (const [field, keys] of Object.entries(result.fieldErrors ?? {})) {
          const key = (keys as ListingErrorKey[] | undefined)?.[0];
          if (key) next[field] = message(key);
        }
        setErrors(next);
        showToast('error', t('errorTitle'), { description: message(result.formError ?? 'failed') });
        return;
      }
      const id = result.data?.id ?? listingId;
      showToast('success', t(live ? 'savedLive' : 'saved'));
      // A new draft replaces /imoveis/novo in the history, so 'back' does not start another draft.
      if (id == null || to == null) router.refresh();
      else if (listingId == null) router.replace(editorPath(id, to));
      else router.push(editorPath(id, to));
    });
  };

  return { save, pending, errors, setErrors, step };
}
