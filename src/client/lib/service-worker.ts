/** Registers the service worker of the production build once the page has loaded. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered:', error));
  };
  // main.tsx awaits the cache restore, so the load event may already be past.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
