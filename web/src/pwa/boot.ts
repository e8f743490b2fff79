/**
 * The only PWA code in the first load: it keeps the browser's install offer for later (it fires
 * once, early) and loads the rest (service worker, prompts) after the page has loaded, so the
 * landing page does not wait for any of it.
 */

/** The browser's deferred install offer (Chromium's beforeinstallprompt). */
export interface InstallOfferEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installOffer: InstallOfferEvent | null = null;

/** The install offer the browser made, if it made one and it was not used yet. */
export function takeInstallOffer(): InstallOfferEvent | null {
  const offer = installOffer;
  installOffer = null;
  return offer;
}

export function hasInstallOffer(): boolean {
  return installOffer !== null;
}

export function bootPwa(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own banner: the app offers it once, after a good chat.
    event.preventDefault();
    installOffer = event as InstallOfferEvent;
  });
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const start = () => void import('./startPwa').then(({ startPwa }) => startPwa());
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
