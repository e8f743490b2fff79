/**
 * The service worker: precaches the app shell and the build's hashed files (the list Workbox
 * writes into self.__WB_MANIFEST at build time), answers page loads from the network with the
 * offline page as the fallback, and shows Web Push notifications. Nothing under /api, /uploads or
 * /socket.io is ever cached: those always go to the network.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { PushPayload } from '@serendip/protocol';

/** The parts of the worker's global scope used here (the DOM library does not declare them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

declare const self: WorkerScope;

export const OFFLINE_PAGE = '/offline.html';
/** Paths that always go to the network, never from a cache, never answered with a page. */
const NETWORK_ONLY = [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/socket\.io(\/|$)/];

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A page load goes to the server (it may answer with fresh HTML); offline, the offline page.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: NETWORK_ONLY },
  ),
);

// A new version waits until the page says so ("A new version is available — reload").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let payload: Partial<PushPayload> = {};
  try {
    payload = (event.data?.json() ?? {}) as Partial<PushPayload>;
  } catch {
    // Not JSON: still tell the person something arrived.
  }
  const options: NotificationOptions & { renotify?: boolean } = {
    body: payload.body ?? '',
    tag: payload.tag,
    renotify: Boolean(payload.tag),
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: payload.url ?? '/' },
  };
  event.waitUntil(self.registration.showNotification(payload.title ?? 'Serendip', options));
});

// A click opens the notification's page: in an open tab of the app when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin);
  // Only pages of this app, never another site named in a payload.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const open = windows[0];
      if (open) {
        const moved = await open.navigate(url).catch(() => null);
        return (moved ?? open).focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
