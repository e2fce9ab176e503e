'use client';

import * as React from 'react';
import { toast, Toaster as Sonner, type ToasterProps } from 'sonner';
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { registerToast } from '@/lib/toast';

// lib/toast's showToast uses this module's sonner from now on, without an import (or the network).
registerToast(toast);

const PHONE = '(max-width: 639px)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The app's toast host (spec notifications). Colours follow the theme tokens, so dark mode just works.
 * Toasts never cover a header control (issue #39): on phones they sit at the bottom; on wider screens they
 * start below the header.
 */
function Toaster({ toastOptions, position, offset, ...props }: ToasterProps) {
  const t = useTranslations('Common');
  const phone = React.useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE).matches, () => false);
  return (
    <Sonner
      position={phone ? 'bottom-center' : (position ?? 'top-center')}
      offset={offset ?? { top: '4.75rem' }}
      mobileOffset={{ bottom: '1rem', left: '1rem', right: '1rem' }}
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
