/** What loads after the first screen: tried again until it comes, or run once the page has loaded. */

const RETRY_ONLINE_MS = 5_000;

/** `load`, tried again until it succeeds: when the device comes back online, or every few seconds while it says it is online. */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => resolve(loadWhenOnline(load));
        if (navigator.onLine) setTimeout(again, RETRY_ONLINE_MS);
        else window.addEventListener('online', again, { once: true });
      }),
  );
}

/** How long the work after the first screen waits for it at most (a first screen that never settles). */
const FIRST_SCREEN_WAIT_MS = 10_000;

let drawn = () => {};
const firstScreen = new Promise<void>((resolve) => {
  drawn = resolve;
  setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
});

/** The app's shell says so once the first page's screen has been drawn, data and all (app/app-shell.tsx). */
export const firstScreenDrawn = (): void => drawn();

/** Settles once the first page's screen has been drawn (at most FIRST_SCREEN_WAIT_MS after start). */
export const afterFirstScreen = (): Promise<void> => firstScreen;

/**
 * Runs `then` once the page has loaded and its first screen has been drawn (index.html loads the code
 * only after its frame has painted, so the load event may come before the app has even started).
 */
export function afterLoad(then: () => void): void {
  const loaded = document.readyState === 'complete' ? null : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([loaded, firstScreen]).then(then);
}

/** Runs `then` when the browser is idle (soon, where it cannot say). */
export const whenIdle = (then: () => void): void => void (window.requestIdleCallback ?? setTimeout)(then);
