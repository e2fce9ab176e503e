// Lar's service worker, the one worker of the site (scope '/'). Registered on every page with the footer
// (components/pwa/service-worker.tsx) and by /configuracoes when 'Notificações push' is turned on.
//  - Web Push (issue #24): shows a message ({ title, body, url }) and opens its link.
//  - Offline page (issue #37): when a navigation of this site fails for lack of network, answers with the
//    offline page of the address's language ('Você está sem conexão', 'Tentar novamente'), cached at install.
//    Nothing else is cached or answered: pages always come from the network (a private page, a signed-in
//    page, is never stored), and the worker stays out of everything that is not a GET navigation of this
//    origin — cross-origin requests (Supabase's API, the map tiles), fetches, server actions (POST with
//    Next-Action), the router's RSC requests.
//  - Updates: a changed sw.js installs, takes over at once (skipWaiting + clients.claim) and deletes the old
//    caches; pages are never reloaded for it. Change VERSION when the offline page changes, so that browsers
//    fetch the new copy.
const VERSION = '1';
const OFFLINE_CACHE = `lar-offline-v${VERSION}`;
const LOCALES = ['pt-BR', 'en', 'es'];
const offlinePath = (locale) => `/offline/${locale}.html`;

/** The locale of an address of the site: /en/… English, /es/… Spanish, else Portuguese (lib/i18n/routing.ts). */
function localeOf(pathname) {
  const first = pathname.split('/')[1];
  return LOCALES.includes(first) ? first : 'pt-BR';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      await Promise.all(
        LOCALES.map(async (locale) => {
          // No cookies: the offline page is the same for everyone.
          const response = await fetch(offlinePath(locale), { credentials: 'omit', cache: 'no-store' });
          if (!response.ok) throw new Error(`${offlinePath(locale)}: ${response.status}`);
          await cache.put(offlinePath(locale), response);
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== OFFLINE_CACHE) await caches.delete(key);
      }
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded ?? (await fetch(request));
      } catch (error) {
        // Only a failed connection gets here: an HTTP error (404, 500) is a response and goes to the page as is.
        const offline = await caches.match(offlinePath(localeOf(url.pathname)), { cacheName: OFFLINE_CACHE });
        if (offline) return offline;
        throw error;
      }
    })(),
  );
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : 'Lar' };
  }
  const url = typeof data.url === 'string' && /^\/(?![/\\])/.test(data.url) ? data.url : '/notificacoes';
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Lar', {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(self.clients.openWindow(url));
});
