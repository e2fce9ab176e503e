'use client';

import { useTranslations } from 'next-intl';

/** A quiet line saying the draft was saved while typing (announced politely). */
export function AutosaveStatus({ state }: { state: 'idle' | 'saving' | 'saved' }) {
  const t = useTranslations('ListingEditor');
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid="autosave-status">
      {state === 'saving' ? t('autosaving') : state === 'saved' ? t('autosaved') : ''}
    </p>
  );
}
