/**
 * Registers the service worker, tells it which signed-in screens this device keeps, and watches for a new build. A new worker waits (sw/sw.ts) until the
 * user presses Reload on the shell's notice: only then is it told to take over, and the page reloads
 * once it controls the page. Nothing here reloads by itself, so no one loses what they are typing.
 * Loaded after the page's load event, outside the first visit.
 */
import { Workbox } from 'workbox-window';
import { getAuth, subscribeAuth } from './auth/auth-store';
import { KEEP_GROUPS, keepGroups, type SignedInGroup } from '../../shared/offline-groups';

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

  // Written where an installing worker reads it, so a first install already keeps a signed-in device's screens.
  await rememberGroups();
  // Listening first: a worker already waiting is announced during register().
  const registration = await workbox.register();
  keepSignedInScreens();
  subscribeAuth(keepSignedInScreens);
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    void registration?.update().catch(() => {});
  });
}

/**
 * A device where someone signs in keeps their screens offline too (sw/sw.ts): the player's, and the
 * staff's code for staff. Said again at each start and sign-in; the worker keeps what it was told.
 */
const groupsOf = (): SignedInGroup[] => {
  const user = getAuth().user;
  return !user ? [] : user.role === 'STAFF' ? ['player', 'staff'] : ['player'];
};
function keepSignedInScreens(): void {
  const groups = groupsOf();
  if (groups.length)
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: KEEP_GROUPS, groups }));
}
/** The same choice where the worker keeps it, for a worker that installs now. */
async function rememberGroups(): Promise<void> {
  const groups = groupsOf();
  if (!groups.length) return;
  try {
    await keepGroups(groups);
  } catch {
    // no cache storage: the worker is told by message instead
  }
}
