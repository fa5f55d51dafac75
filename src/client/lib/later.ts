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

/** Runs `then` once the page has loaded (at once if it already has: main.tsx may await the cache restore past it). */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', () => then(), { once: true });
}

/** Runs `then` when the browser is idle (soon, where it cannot say). */
export const whenIdle = (then: () => void): void => void (window.requestIdleCallback ?? setTimeout)(then);
