'use client';

import { Share2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/**
 * Shares the page's address: the Web Share API where the browser has it (phones), else the address is
 * copied to the clipboard with a 'Link copiado!' toast; when even that fails, the toast shows the address.
 */
export function ShareButton({
  url,
  title,
  text,
  labels,
}: {
  url: string;
  title: string;
  text: string;
  labels: { share: string; copied: string; copyFailed: string };
}) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title, text });
        return;
      } catch (e) {
        // The visitor closed the share sheet: nothing to do.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(labels.copied);
    } catch {
      toast.error(labels.copyFailed);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void share()} data-testid="page-share">
      <Share2Icon aria-hidden />
      {labels.share}
    </Button>
  );
}
