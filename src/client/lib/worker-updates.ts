/**
 * Registers the service worker and watches for a new build. A new worker waits (sw/sw.ts) until the
 * user presses Reload on the shell's notice: only then is it told to take over, and the page reloads
 * once it controls the page. Nothing here reloads by itself, so no one loses what they are typing.
 * Loaded after the page's load event, outside the first visit.
 */
import { Workbox } from 'workbox-window';

/** A page left open for days still hears of new builds: it checks when shown again, at most hourly. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** `offerReload`: how the shell is told a new build waits, and how to let it in. */
export async function watchServiceWorker(url: string, offerReload: (reload: () => void) => void): Promise<void> {
  const workbox = new Workbox(url);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  workbox.addEventListener('waiting', () => {
    offerReload(() => {
      // Another tab's Reload may already have let the new worker in: then this page only reloads.
      if (!registration?.waiting) return reload();
      workbox.addEventListener('controlling', reload);
      workbox.messageSkipWaiting();
    });
  });

  // Listening first: a worker already waiting is announced during register().
  const registration = await workbox.register();
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    void registration?.update().catch(() => {});
  });
}
