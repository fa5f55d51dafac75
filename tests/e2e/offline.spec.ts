/**
 * Local-first: after one visit, the lists, levels, profiles and leaderboards come back from the
 * persisted cache with the API unreachable, under a quiet notice; a cache from another build is not used.
 * A page never saved on this device says so offline, and loads once the device is back online.
 */
import { apiGet, controlledByServiceWorker, expect, test, waitForSavedCache } from './support/fixtures';

const STALE = 'The server could not be reached. Showing saved data, which may be out of date.';
/** The notice, then how long ago the data on screen was fetched: moments ago in these tests. */
const notice = (text: string) => new RegExp(`^${text.replaceAll('.', '\\.')} Saved (now|1 minute ago)\\.$`);

test('with the API unreachable, a reload still shows the last data and says it may be stale', async ({ page, request, consoleGuard }) => {
  test.setTimeout(60_000);
  consoleGuard.allow(/net::ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
  const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
  const [top] = await apiGet(request, '/api/public/players/classic-points');
  const screens = [
    { path: '/', text: `#1 - ${level.name}` },
    { path: `/classic/level/${level.id}`, text: `#1 - ${level.name}` },
    { path: '/leaderboard', text: top.username },
    { path: `/profile/${top.username}`, text: 'Completed levels' },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByText(screen.text, { exact: true }).first()).toBeVisible();
    await waitForSavedCache(page);
  }

  await page.route('**/api/**', (route) => route.abort());
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByText(screen.text, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(notice(STALE));
  }
});

test('a cache saved by a build with other data shapes is not shown', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/net::ERR_FAILED/);
  // Only the saved query cache could answer: the device's offline copy of the public data never arrives.
  await page.route('**/api/public/snapshot', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForSavedCache(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
          const read = store.get('query-cache');
          read.onsuccess = () => {
            store.put({ ...read.result, buster: 'an-older-build' }, 'query-cache').onsuccess = () => resolve();
          };
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.route('**/api/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByText('Failed to load levels. Please try again later.')).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, the installed app opens and shows the saved lists', async ({ page, context, request, consoleGuard }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
    await page.goto('/');
    await expect(page.getByText(`#1 - ${level.name}`)).toBeVisible();
    await controlledByServiceWorker(page);
    await waitForSavedCache(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(`#1 - ${level.name}`)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(notice('You are offline. Showing saved data, which may be out of date.'));
    await context.setOffline(false);
  });
});

test.describe('with the service worker, a page never visited', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, says plainly it is not saved on this device, and loads once back online', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    // Nothing on the device can answer for it: the offline copy of the public data never arrives.
    await context.route('**/api/public/snapshot', (route) => route.abort());
    const levels = await apiGet<{ id: number; name: string; ranking: number }[]>(request, '/api/public/classic-levels/list/main');
    const level = levels.at(-1)!;
    await page.goto('/');
    await expect(page.getByText(`#1 - ${levels[0]!.name}`)).toBeVisible();
    await controlledByServiceWorker(page);
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.goto(`/classic/level/${level.id}`);
    await expect(page.getByRole('status')).toHaveText(
      'You are offline. This page is not saved on this device; it will load when you are back online.',
    );
    await expect(page.getByText('Showing saved data')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level.ranking} - ${level.name}`);
    await expect(page.getByRole('status')).toBeHidden();
  });
});

test.describe('with the service worker, signed out', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'offline, a page that needs a sign-in asks for one rather than failing',
    { tag: '@phone' },
    async ({ page, context, consoleGuard }) => {
      consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|net::ERR_FAILED/);
      await page.goto('/guidelines');
      await controlledByServiceWorker(page);
      await context.setOffline(true);
      await page.goto('/submissions');
      // The sign-in's code is not on a visitor's device: the list, the Login button and the offline notice, then
      // the sign-in prompt once the network is back.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('You are offline.');
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
      await context.setOffline(false);
      await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible({ timeout: 15_000 });
    },
  );
});
