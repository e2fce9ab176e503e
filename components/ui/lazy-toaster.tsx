'use client';

import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { lazyPart } from './lazy-part';

const Toaster = lazyPart(() => import('./sonner').then((m) => m.Toaster));

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The toast host, loaded once the page is idle or the visitor first touches it (a toast always follows
 * an action) instead of with the first paint. sonner replays toasts raised before its host subscribed,
 * so nothing is lost — the page just does not pay for sonner while it hydrates.
 */
export function LazyToaster(props: ToasterProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, load, { capture: true, once: true, passive: true });
    const hasIdle = 'requestIdleCallback' in window;
    const id = hasIdle ? window.requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 1000);
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, { capture: true });
      if (hasIdle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [ready]);
  return ready ? <Toaster {...props} /> : null;
}
