'use client';

import * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** The app's toast host (spec notifications). Colours follow the theme tokens, so dark mode just works. */
function Toaster({ toastOptions, ...props }: ToasterProps) {
  const t = useTranslations('Common');
  return (
    <Sonner
      className="toaster group"
      containerAriaLabel={t('notifications')}
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
        } as React.CSSProperties
      }
      toastOptions={{ closeButtonAriaLabel: t('close'), ...toastOptions }}
      {...props}
    />
  );
}

export { Toaster };
