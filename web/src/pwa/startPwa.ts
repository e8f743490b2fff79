import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { onApplyUpdate, setPwaState } from './pwaStore';
import { PwaPrompts } from './PwaPrompts';

/**
 * Registers the service worker and mounts the PWA prompts (update, install, notifications) in a
 * root of their own, outside the page tree. A new version waits until the person chooses to
 * reload, so a page never changes code under their hands.
 */
export async function startPwa(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setPwaState({ updateReady: true }));
  onApplyUpdate(() => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
  const host = document.createElement('div');
  host.id = 'pwa-prompts';
  document.body.append(host);
  createRoot(host).render(createElement(PwaPrompts));
  try {
    await workbox.register();
  } catch {
    // No service worker (private mode, an old browser): the site works as before.
  }
}
