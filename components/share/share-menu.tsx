'use client';

import { LinkIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { showToast } from '@/lib/toast';
import { emailShareUrl, whatsappShareUrl, type ShareData } from './share-links';
import type { ShareLabels } from './share-button';

export type ShareMenuProps = {
  data: ShareData;
  labels: ShareLabels;
  testId: string;
  /** The server-rendered button (./share.tsx): the menu's trigger, the same element the page showed before. */
  trigger: React.ReactNode;
  defaultOpen?: boolean;
  /** The button had the keyboard focus when this replaced it: give it back. */
  focusTrigger?: boolean;
};

/**
 * The menu of 'Compartilhar' where the browser has no share sheet (or refused it): WhatsApp, 'Copiar link'
 * (with a toast) and e-mail. Loaded by ./share-button.tsx when the visitor heads for the button, so Radix's
 * menu and its positioning code are not in the page's first load (issue #21).
 */
export function ShareMenu({ data, labels, testId, trigger, defaultOpen = false, focusTrigger = false }: ShareMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
    // Only when this replaces the page's button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      showToast('success', labels.copied);
    } catch {
      showToast('error', labels.copyFailed);
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel>{labels.menuLabel}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href={whatsappShareUrl(data)} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-whatsapp`}>
            <MessageCircleIcon aria-hidden />
            {labels.whatsapp}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copy()} data-testid={`${testId}-copy`}>
          <LinkIcon aria-hidden />
          {labels.copy}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={emailShareUrl(data)} data-testid={`${testId}-email`}>
            <MailIcon aria-hidden />
            {labels.email}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
