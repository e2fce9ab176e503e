'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

const COLLAPSED_CHARS = 360;

/** The description, cut after a few lines with 'Mostrar mais' / 'Mostrar menos' when it is long. */
export function PropertyDescription({ text }: { text: string }) {
  const t = useTranslations('PropertyPage.description');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > COLLAPSED_CHARS;
  if (!text.trim()) return <p className="text-muted-foreground">{t('empty')}</p>;
  return (
    <div>
      <p id={id} className="leading-relaxed whitespace-pre-line" data-testid="property-description">
        {long && !expanded ? `${text.slice(0, COLLAPSED_CHARS).trimEnd()}…` : text}
      </p>
      {long && (
        <Button
          type="button"
          variant="link"
          className="mt-1 h-auto px-0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('less') : t('more')}
        </Button>
      )}
    </div>
  );
}
