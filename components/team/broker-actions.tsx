'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { callAction } from '@/lib/actions/client-call';
import { removeBrokerAction, setBrokerStatusAction } from '@/lib/actions/team';
import { useRouter } from '@/lib/i18n/navigation';
import { BROKER_STATUSES, type BrokerStatus } from '@/lib/validations/team';
import { ConfirmAction } from './confirm-action';

const selectClass = nativeSelectClassName('h-8 w-auto px-2 text-sm md:text-sm');

/** A broker's status (ativo, 'Em Licença', inativo) and 'Remover da equipe', on /corretores. */
export function BrokerActions({ id, name, status }: { id: string; name: string; status: BrokerStatus }) {
  const t = useTranslations('Team');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    startTransition(async () => {
      const result = await callAction(() => setBrokerStatusAction(id, next));
      if (!result) return;
      if (result.ok) {
        toast.success(t('statusChanged', { name }));
        router.refresh();
        return;
      }
      toast.error(t('errorTitle'), { description: t(`errors.${result.formError ?? 'unexpected'}`) });
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('changeStatus', { name })}
        className={selectClass}
        defaultValue={status}
        disabled={pending}
        onChange={(e) => change(e.target.value)}
        data-testid="broker-status"
      >
        {BROKER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
      <ConfirmAction
        run={() => removeBrokerAction(id)}
        trigger={t('remove')}
        triggerLabel={t('removeLabel', { name })}
        title={t('removeTitle', { name })}
        body={t('removeBody', { name })}
        confirm={t('removeConfirm')}
        keep={t('cancel')}
        done={t('removed', { name })}
        variant="ghost"
        testId="broker-remove"
      />
    </div>
  );
}
