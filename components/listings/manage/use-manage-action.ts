'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { callAction } from '@/lib/actions/client-call';
import { useRouter } from '@/lib/i18n/navigation';
import type { ActionState } from '@/lib/validations/action-state';

type Result = ActionState<unknown, string, unknown>;

/**
 * Runs a move of /imoveis: on success a toast and a refresh (the page reads listing_manage_search again); on
 * failure a toast with the reason — a key of ListingsManage.errors, else of Listings.errors (the write path's
 * catalogue), else a generic line.
 */
export function useManageAction() {
  const t = useTranslations('ListingsManage');
  const tl = useTranslations('Listings');
  const tTrust = useTranslations('Trust');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function reason(result: Extract<Result, { ok: false }>): string {
    const key = result.formError ?? 'failed';
    if (t.has(`errors.${key}` as 'errors.failed')) return t(`errors.${key}` as 'errors.failed');
    if (tl.has(`errors.${key}` as never)) return tl(`errors.${key}` as never);
    return result.message ?? t('errors.failed');
  }

  function run(action: () => Promise<Result>, success: string, onDone?: (ok: boolean) => void) {
    startTransition(async () => {
      let result: Result;
      try {
        // Offline: the toast says so and the dialog keeps what was chosen or typed.
        const done = await callAction(action);
        if (!done) return;
        result = done;
      } catch {
        result = { ok: false, formError: 'failed' };
      }
      if (result.ok) {
        toast.success(success);
        router.refresh();
      } else {
        // A broker's or agency's listing without a CRECI does not go live (issue #34): the toast opens the
        // account screen where the CRECI is filled in.
        const creciLink =
          result.formError === 'creci_required'
            ? { action: { label: tTrust('creciGateLink'), onClick: () => router.push('/minha-conta') } }
            : {};
        toast.error(t('toasts.failed'), { description: reason(result), ...creciLink });
      }
      onDone?.(result.ok);
    });
  }

  return { pending, run };
}
