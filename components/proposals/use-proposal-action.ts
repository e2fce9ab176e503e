'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { callAction } from '@/lib/actions/client-call';
import type { ProposalActionResult } from '@/lib/actions/proposals';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * Runs a proposal action: on success a toast and a refresh (the list, the badge and the header's bell are
 * read again); on failure a toast with the translated reason, and the result back for field errors.
 */
export function useProposalAction() {
  const t = useTranslations('Proposals');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function errorText(result: Extract<ProposalActionResult, { ok: false }>): string {
    const key = `errors.${result.formError ?? 'failed'}`;
    return t.has(key as 'errors.failed') ? t(key as 'errors.failed') : t('errors.failed');
  }

  function run(
    action: () => Promise<ProposalActionResult>,
    success: string,
    onDone?: (result: ProposalActionResult) => void,
  ) {
    startTransition(async () => {
      const result = await callAction(() => action());
      if (!result) return;
      if (result.ok) {
        toast.success(success);
        router.refresh();
      } else {
        toast.error(t('toasts.failed'), { description: errorText(result) });
      }
      onDone?.(result);
    });
  }

  /** A field's error message (its first zod key, translated). */
  function fieldError(result: ProposalActionResult | null, field: string): string | undefined {
    if (!result || result.ok) return undefined;
    const key = result.fieldErrors?.[field]?.[0];
    if (!key) return undefined;
    const path = `errors.${key}`;
    return t.has(path as 'errors.failed') ? t(path as 'errors.failed') : t('errors.invalid');
  }

  return { pending, run, fieldError };
}
