'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/actions/client-call';
import { cancelInvitationAction, resendInvitationAction } from '@/lib/actions/team';
import { useRouter } from '@/lib/i18n/navigation';
import { ConfirmAction } from './confirm-action';

/** 'Reenviar' (a new link, valid 7 days more) and 'Cancelar' of one pending invitation. */
export function InvitationActions({ id, email }: { id: string; email: string }) {
  const t = useTranslations('Team');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function resend() {
    startTransition(async () => {
      const result = await callAction(() => resendInvitationAction(id));
      if (!result) return;
      if (result.ok) {
        toast.success(t('invitations.resent', { email }));
        router.refresh();
        return;
      }
      toast.error(t('form.errorTitle'), { description: t(`errors.${result.formError ?? 'unexpected'}` as 'errors.unexpected') });
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" variant="outline" onClick={resend} disabled={pending} aria-label={t('invitations.resendLabel', { email })}>
        {t('invitations.resend')}
      </Button>
      <ConfirmAction
        run={() => cancelInvitationAction(id)}
        trigger={t('invitations.cancel')}
        triggerLabel={t('invitations.cancelLabel', { email })}
        title={t('invitations.cancelTitle', { email })}
        body={t('invitations.cancelBody')}
        confirm={t('invitations.cancelConfirm')}
        keep={t('invitations.keep')}
        done={t('invitations.cancelled')}
        variant="ghost"
      />
    </div>
  );
}
