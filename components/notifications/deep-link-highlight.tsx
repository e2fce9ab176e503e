'use client';

import { useEffect } from 'react';

const HIGHLIGHT = ['ring-2', 'ring-primary', 'ring-offset-2', 'ring-offset-background', 'rounded-xl'];

/**
 * The landing of a notification's deep link ('/propostas?id=12'): the item whose `attribute` equals `id` is
 * scrolled to, marked data-highlighted and given focus, so the reader (and a screen reader) starts there.
 * Works on reload and when the link is shared, since the id is in the URL. Renders nothing.
 */
export function DeepLinkHighlight({ attribute, id }: { attribute: 'data-proposal-id' | 'data-visit-id'; id: string | null }) {
  useEffect(() => {
    if (!id || !/^\d{1,18}$/.test(id)) return;
    const item = document.querySelector<HTMLElement>(`[${attribute}="${id}"]`);
    if (!item) return;
    item.dataset.highlighted = 'true';
    item.classList.add(...HIGHLIGHT);
    if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
    item.scrollIntoView({ block: 'center' });
    item.focus({ preventScroll: true });
    return () => {
      delete item.dataset.highlighted;
      item.classList.remove(...HIGHLIGHT);
    };
  }, [attribute, id]);
  return null;
}
