'use client';

import { useTranslations } from 'next-intl';
import { endPartnershipAction } from '@/lib/actions/team';
import { ConfirmAction } from './confirm-action';

/** 'Encerrar parceria': the broker leaves the owner's listings. */
export function EndPartnership({ id, name }: { id: string; name: string }) {
  const t = useTranslations('Team');
  return (
    <ConfirmAction
      run={() => endPartnershipAction(id)}
      trigger={t('owner.end')}
      triggerLabel={t('owner.endLabel', { name })}
      title={t('owner.endTitle', { name })}
      body={t('owner.endBody', { name })}
      confirm={t('owner.endConfirm')}
      keep={t('cancel')}
      done={t('owner.ended', { name })}
      variant="outline"
    />
  );
}
