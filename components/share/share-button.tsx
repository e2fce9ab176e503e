'use client';

import { LinkIcon, MailIcon, MessageCircleIcon, Share2Icon } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { emailShareUrl, whatsappShareUrl, type ShareData } from './share-links';

export type ShareLabels = {
  button: string;
  menuLabel: string;
  whatsapp: string;
  copy: string;
  email: string;
  copied: string;
  copyFailed: string;
};

const noChange = () => () => {};

/**
 * 'Compartilhar' (issue #37): the browser's share sheet (Web Share API) with the title, the short text and
 * the canonical address where there is one — phones, mostly; otherwise a menu with WhatsApp, 'Copiar link'
 * (with a toast) and e-mail. Until hydration, and without the API, the button opens the menu.
 */
export function ShareButton({
  data,
  labels,
  testId = 'share',
  compact = false,
}: {
  data: ShareData;
  labels: ShareLabels;
  testId?: string;
  /** Only the icon on a phone-sized screen (the label stays the button's accessible name). */
  compact?: boolean;
}) {
  const hasShareSheet = useSyncExternalStore(noChange, () => typeof navigator.share === 'function', () => false);
  const [shareFailed, setShareFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const native = hasShareSheet && !shareFailed;

  const label = <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{labels.button}</span>;

  const share = async () => {
    try {
      await navigator.share(data);
    } catch (e) {
      // The visitor closed the sheet: done. Anything else (not allowed here, a refused address): the menu.
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setShareFailed(true);
      setOpen(true);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      toast.success(labels.copied);
    } catch {
      toast.error(labels.copyFailed);
    }
  };

  if (native) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => void share()} data-testid={testId}>
        <Share2Icon aria-hidden />
        {label}
      </Button>
    );
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm" data-testid={testId}>
          <Share2Icon aria-hidden />
          {label}
        </Button>
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
