'use client';

import { useEffect } from 'react';

/**
 * Registers the site's one service worker (public/sw.js: the offline page, Web Push) once the page has
 * loaded, in production builds. /configuracoes registers the same script for push; registering twice is a
 * no-op. A new deployment's sw.js takes over by itself (see public/sw.js): nothing here reloads the page.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Not allowed here (private mode, a blocked worker): the site works without it.
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
