'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export default function MyListingsError({ reset }: { reset: () => void }) {
  const t = useTranslations('ListingsManage');
  return (
    <div className="page-container flex flex-col items-start gap-4 py-12" role="alert">
      <p>{t('loadError')}</p>
      <Button type="button" onClick={reset}>
        {t('retry')}
      </Button>
    </div>
  );
}
