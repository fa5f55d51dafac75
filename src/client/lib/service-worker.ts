/**
 * What the installed app offers beyond the page: a new build waiting to take over, and installation.
 * This part is in the first visit and stays tiny: it catches the browser's install offer as soon as
 * the app starts (the event fires once, maybe before anything lazy has loaded) and, after the page
 * has loaded, loads the code that registers the service worker and watches for a new build
 * (worker-updates.ts, outside the first visit). The shell draws both offers lazily.
 */
import { useSyncExternalStore } from 'react';
import { afterLoad } from './later';

/** The browser's install offer (`beforeinstallprompt`), which lib.dom does not describe. */
export type InstallOffer = Event & { prompt: () => Promise<unknown> };

type Offers = { install: InstallOffer | null; reload: (() => void) | null };

let offers: Offers = { install: null, reload: null };
const listeners = new Set<() => void>();

export function setOffers(next: Partial<Offers>): void {
  offers = { ...offers, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useOffers(): Offers {
  return useSyncExternalStore(
    subscribe,
    () => offers,
    () => offers,
  );
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button asks instead of the browser's mini-infobar.
    event.preventDefault();
    setOffers({ install: event as InstallOffer });
  });
  window.addEventListener('appinstalled', () => setOffers({ install: null }));
}

/** Registers the service worker of the production build once the page has loaded. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./worker-updates')
      .then(({ watchServiceWorker }) => watchServiceWorker('/sw.js', (reload) => setOffers({ reload })))
      .catch((error: unknown) => console.warn('Service worker not registered:', error));
  };
  afterLoad(register);
}
