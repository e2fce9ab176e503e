'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';

/** Messages longer than this show their beginning and 'Ver mais' (issue #38). */
export const LONG_TEXT_LIMIT = 280;

/** A message: its first 280 characters with 'Ver mais' / 'Ver menos' when longer. */
export function LongText({ text, className }: { text: string; className?: string }) {
  const t = useTranslations('Deal');
  const id = useId();
  const [open, setOpen] = useState(false);
  if (text.length <= LONG_TEXT_LIMIT) return <span className={className}>{text}</span>;
  return (
    <span className={className}>
      <span id={id} className="break-words" data-testid="long-text">
        {open ? text : `${text.slice(0, LONG_TEXT_LIMIT).trimEnd()}…`}
      </span>{' '}
      <button
        type="button"
        className="font-medium text-primary underline-offset-2 hover:underline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t('showLess') : t('showMore')}
      </button>
    </span>
  );
}
