'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/actions/client-call';
import { completeVisitAction, confirmVisitAction } from '@/lib/actions/visits';
import { useRouter } from '@/lib/i18n/navigation';
import { isVisitErrorKey, type VisitStatus } from '@/lib/validations/visits';
import { CancelVisitDialog } from './cancel-visit-dialog';

/**
 * The listing side's moves on one visit of /agendamentos: 'Confirmar' (agendada), 'Marcar como realizada'
 * (confirmada, once it has started) and 'Cancelar' with a reason (agendada or confirmada). The SQL
 * functions refuse anything else; their refusal is shown as a toast.
 */
export function AgendaActions({
  visitId,
  status,
  started,
  clientName,
  when,
}: {
  visitId: number;
  status: VisitStatus;
  started: boolean;
  clientName: string;
  when: string;
}) {
  const t = useTranslations('AgendaPage');
  const te = useTranslations('Visits');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function run(action: (id: number) => ReturnType<typeof confirmVisitAction>, done: string, doneText?: string) {
    startTransition(async () => {
      const result = await callAction(() => action(visitId));
      if (!result) return;
      if (result.ok) {
        toast.success(done, doneText ? { description: doneText } : undefined);
      } else {
        const text = isVisitErrorKey(result.formError) ? te(`errors.${result.formError}`) : result.message || te('errors.failed');
        toast.error(te('errorTitle'), { description: text });
      }
      router.refresh();
    });
  }

  const open = status === 'agendada' || status === 'confirmada';
  if (!open) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('actionsLabel', { name: clientName })}>
      {status === 'agendada' ? (
        <Button type="button" size="sm" disabled={pending} onClick={() => run(confirmVisitAction, t('confirmed'), t('confirmedDescription'))}>
          {t('confirm')}
        </Button>
      ) : null}
      {status === 'confirmada' && started ? (
        <Button type="button" size="sm" disabled={pending} onClick={() => run(completeVisitAction, t('completed'))}>
          {t('complete')}
        </Button>
      ) : null}
      <CancelVisitDialog
        visitId={visitId}
        side="listing"
        trigger={t('cancel')}
        title={t('cancelTitle')}
        description={t('cancelDescription', { name: clientName, when })}
      />
    </div>
  );
}
