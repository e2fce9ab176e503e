// Lar's service worker (issue #24): shows a Web Push message ({ title, body, url }) and opens its link.
// Registered by /configuracoes when 'Notificações push' is on and the browser allows it.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : 'Lar' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notificacoes';
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Lar', {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(self.clients.openWindow(url));
});
