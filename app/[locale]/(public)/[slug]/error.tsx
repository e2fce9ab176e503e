'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export default function AgencyPageError({ reset }: { reset: () => void }) {
  const t = useTranslations('AgencyPageError');
  return (
    <div className="page-container flex flex-col items-start gap-4 py-12" role="alert">
      <p>{t('error')}</p>
      <Button type="button" onClick={reset}>
        {t('retry')}
      </Button>
    </div>
  );
}
