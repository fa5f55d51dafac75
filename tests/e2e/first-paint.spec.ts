/**
 * What a first screen waits for, and what the service worker keeps for whom:
 * - the first screen's API reads are started by index.html's start-up script and taken by the page,
 *   each asked for once (src/client/lib/first-reads.ts);
 * - the chunks a page's first screen needs (its route's, the language's texts) are requested while the
 *   entry's own are still arriving, on a slow network where waiting for them would show;
 * - a visitor's device keeps the public screens and none of the staff's code; a device where staff
 *   sign in keeps the staff's screens too, and opens them offline.
 */
import type { Page } from '@playwright/test';
import { firstReads } from '../../src/client/lib/first-reads';
import { DEMO } from './support/constants';
import { apiGet, controlledByServiceWorker, expect, signInAs, test } from './support/fixtures';

// What loads is the same at every width: these tests run on a desktop only (@desktop).

test(
  'a first visit to each public page asks for its first reads once, from the start-up script',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const [level] = await apiGet<[{ id: string }]>(request, '/api/public/classic-levels/list/main');
    const paths = [
      '/',
      '/platformer/extended',
      `/classic/level/${level.id}`,
      '/leaderboard',
      '/leaderboard?type=platformer',
      `/profile/${DEMO.player.username}`,
      '/stat-viewer',
    ];
    for (const address of paths) {
      const asked: string[] = [];
      const listener = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/public/')) asked.push(url.pathname + url.search);
      };
      page.on('request', listener);
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').or(page.getByRole('row')).or(page.getByRole('listitem')).first()).toBeVisible();
      const url = new URL(address, 'http://site');
      const reads = firstReads(url.pathname, url.search);
      expect(reads.length, address).toBeGreaterThan(0);
      // Every read the script started was taken by the page (none left), and none was asked for twice.
      await expect
        .poll(() => page.evaluate(() => Object.keys((window as { __firstReads?: object }).__firstReads ?? { none: true })), {
          message: address,
        })
        .toEqual([]);
      for (const read of reads)
        expect(
          asked.filter((path) => path === read),
          `${address}: ${read}`,
        ).toHaveLength(1);
      page.off('request', listener);
    }
  },
);

/** When each script of the visit was requested and when it had arrived (ms from the navigation). */
const scriptTimes = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
  );

test(
  'on a slow network, a level page in French asks for its route and its texts while the framework still arrives',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const [level] = await apiGet<[{ id: string; name: string }]>(request, '/api/public/classic-levels/list/main');
    // (The video's stand-in frame may not use storage.)
    await page.addInitScript(() => {
      try {
        localStorage.setItem('language', 'fr');
      } catch {
        // not the site's own document
      }
    });
    const session = await page.context().newCDPSession(page);
    // About a slow 4G phone's: every file waits a round trip, and the framework takes a good while to arrive.
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200 * 1024,
      uploadThroughput: 100 * 1024,
    });
    await page.goto(`/classic/level/${level.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(level.name);
    const scripts = await scriptTimes(page);
    const framework = scripts.find((script) => /\/framework-/.test(script.name))!;
    expect(framework).toBeDefined();
    // The level page's own chunk (its route file's split-off component) and the French texts its first screen shows.
    for (const name of [/\/_id-[\w-]+\.js$/, /\/first-[\w-]+\.js$/, /\/public-[\w-]+\.js$/]) {
      const matching = scripts.filter((script) => name.test(script.name));
      expect(matching.length, String(name)).toBeGreaterThan(0);
      for (const script of matching)
        expect(script.start, `${script.name} asked for at ${script.start} ms, the framework arrived at ${framework.end} ms`).toBeLessThan(
          framework.end,
        );
    }
  },
);

/** Holds every script back a while, so what index.html paints alone can be seen. */
async function holdScripts(page: Page, ms: number) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
const frame = (page: Page) => page.locator('#app-frame[inert]');

test('before any script has arrived, the frame shows in the language, inert; the first render takes its place', async ({ page }) => {
  await holdScripts(page, 2500);
  await page.goto('/leaderboard', { waitUntil: 'commit' });
  await expect(frame(page)).toBeAttached();
  // What a visitor sees: the sidebar's links and the top bar, this page's link marked as the current one.
  await expect(frame(page).locator('a[href="/leaderboard"]')).toHaveAttribute('aria-current', 'page');
  // (On a phone the sidebar is the closed drawer.)
  await expect(frame(page).getByText('Main list', { exact: true })).toBeAttached();
  await expect(frame(page).getByText('Login', { exact: true })).toBeVisible();
  // Nothing in it can be used yet: the page's own controls come with the first render.
  expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test("a list page's heading, the largest thing its first screen shows, is in the frame where the first render draws it", async ({
  page,
}) => {
  await holdScripts(page, 2500);
  await page.goto('/platformer/extended/', { waitUntil: 'commit' });
  const early = frame(page).locator('main h1');
  await expect(early).toHaveText('Platformer Extended List');
  const before = await early.boundingBox();
  expect(before).not.toBeNull();
  await expect(frame(page)).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: 'Platformer Extended List' });
  await expect(heading).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
  // Not on pages whose first screen has no heading of its own before its data.
  await page.goto('/guidelines', { waitUntil: 'commit' });
  await expect(frame(page)).toBeAttached();
  await expect(frame(page).locator('main > *')).toHaveCount(0);
});

test("the leaderboard's heading and its switch are in the frame where the first render draws them", async ({ page }) => {
  await holdScripts(page, 2500);
  await page.goto('/leaderboard?type=platformer', { waitUntil: 'commit' });
  const early = frame(page).locator('main h1');
  await expect(early).toHaveText('Leaderboard');
  await expect(frame(page).locator('main [role="radiogroup"]')).toContainText('Platformer');
  const before = { heading: await early.boundingBox(), switch: await frame(page).locator('main [role="radiogroup"]').boundingBox() };
  await expect(frame(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const group = page.getByRole('radiogroup', { name: 'List type' });
  await expect(group.getByRole('radio', { name: 'Platformer' })).toBeChecked();
  expect({ heading: await page.getByRole('heading', { level: 1 }).boundingBox(), switch: await group.boundingBox() }).toEqual(before);
});

test("a level page's heading is in the frame, named by the server, where the page draws it while loading and once loaded", async ({
  page,
  request,
}) => {
  const level = (await apiGet<{ id: string; name: string; ranking: number }[]>(request, '/api/public/platformer-levels/list/main'))[1]!;
  const title = `#${level.ranking} - ${level.name}`;
  await holdScripts(page, 2500);
  // The page's data comes late, so its first render draws the heading from the name the page was served with.
  let releaseData = () => {};
  const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
  await page.route(`**/api/public/platformer-levels/${level.id}`, async (route) => {
    await dataHeld;
    await route.continue();
  });
  await page.goto(`/platformer/level/${level.id}`, { waitUntil: 'commit' });
  const early = frame(page).locator('main h1');
  await expect(early).toHaveText(title);
  const before = await early.boundingBox();
  await expect(frame(page)).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Loading...').first()).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
  releaseData();
  await expect(page.getByTestId('level-holder')).toBeVisible();
  // The links to the levels around it have come too, in the room kept for them.
  await expect(page.getByRole('navigation', { name: 'Previous and next levels' })).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
});

test('between the frame and the first render the page is never blank, nor drawn twice', async ({ page }) => {
  // Once the frame is drawn, records each moment the document holds no page (no main) or two, as it changes.
  await page.addInitScript(() => {
    const wrong: string[] = [];
    (window as { wrongMains?: string[] }).wrongMains = wrong;
    let drawn = false;
    new MutationObserver(() => {
      const mains = document.querySelectorAll('main').length;
      if (mains > 0) drawn = true;
      if (drawn && mains !== 1) wrong.push(`${location.pathname}: ${mains}`);
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/leaderboard', '/guidelines', '/stat-viewer', '/classic/extended']) {
    await page.goto(path);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { wrongMains?: string[] }).wrongMains), path).toEqual([]);
  }
});

test('the frame speaks Arabic right to left, and hides Login where someone is signed in', async ({ page, request }) => {
  await signInAs(page, request, DEMO.player.username, '/guidelines');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await holdScripts(page, 2500);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(frame(page)).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame(page).getByText('القائمة الرئيسية', { exact: true }).first()).toBeAttached();
  await expect(frame(page).locator('main h1')).toHaveText('مرحبًا بكم في موقع \u2068The Official Moroccan List\u2069!');
  await expect(frame(page).locator('header')).toBeVisible();
  await expect(frame(page).locator('[data-signed-out]')).toBeHidden();
  await expect(frame(page)).toHaveCount(0, { timeout: 15_000 });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test.setTimeout(120_000);

  /** The text of every script the service worker keeps, by path. */
  const keptScripts = (page: Page) =>
    page.evaluate(async () => {
      const kept: Record<string, string> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          if (key.url.endsWith('.js') || key.url.includes('.js?')) kept[new URL(key.url).pathname] = await (await cache.match(key))!.text();
        }
      }
      return kept;
    });
  const holding = (kept: Record<string, string>, text: string) =>
    Object.entries(kept)
      .filter(([, body]) => body.includes(text))
      .map(([path]) => path);
  // Texts only the staff screens show; one only the settings screen shows.
  const STAFF_ONLY = ['Reordering... Please wait until reordering is complete.', 'No regions found.'];
  const PLAYER_ONLY = 'An image of at most 1 MB.';
  // A text only the login dialog shows: signing in needs the server, so a visitor's device does not keep it.
  const SIGN_IN_ONLY = 'Google sign-in is not available on this site.';
  // A piece of Panda's runtime (its table of utility class names): every screen's classes are written out at build time.
  const PANDA_RUNTIME = 'aspectRatio:asp';

  test(
    "a visitor's device keeps the public screens and none of the staff's nor the sign-in's; a staff member's keeps theirs and opens them offline",
    { tag: '@desktop' },
    async ({ page, context, request, consoleGuard }) => {
      consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
      await controlledByServiceWorker(page);
      const visitor = await keptScripts(page);
      // The public screens: the level page's and the leaderboard's code is there before either was opened.
      expect(Object.keys(visitor).some((path) => /\/_id-/.test(path))).toBe(true);
      expect(Object.keys(visitor).some((path) => /\/leaderboard-/.test(path))).toBe(true);
      for (const text of STAFF_ONLY) expect(holding(visitor, text), text).toEqual([]);
      expect(holding(visitor, PLAYER_ONLY)).toEqual([]);
      expect(holding(visitor, SIGN_IN_ONLY)).toEqual([]);
      expect(holding(visitor, PANDA_RUNTIME)).toEqual([]);
      // The public files the first visit did not load came in the pack, every one of them.
      const packed = ((await (await request.get('/sw.js')).text()).match(/"pack":"assets\/pack-/g) ?? []).length;
      expect(packed).toBeGreaterThan(20);
      expect(await page.evaluate(async () => (await (await caches.open('public-packed')).keys()).length)).toBe(packed);

      await signInAs(page, request, DEMO.staff.username, '/', true);
      await expect(page.getByRole('article').first()).toBeVisible();
      // Every file of the staff's group (the service worker's manifest names them) is kept in a while.
      const staffFiles = ((await (await request.get('/sw.js')).text()).match(/"group":"staff"/g) ?? []).length;
      expect(staffFiles).toBeGreaterThan(3);
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('signed-in-staff')).keys()).length), { timeout: 45_000 })
        .toBe(staffFiles);
      // And the player's, which the staff pages sit in (the signed-in layout's code).
      const playerFiles = ((await (await request.get('/sw.js')).text()).match(/"group":"player"/g) ?? []).length;
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('signed-in-player')).keys()).length), { timeout: 45_000 })
        .toBe(playerFiles);
      const staff = await keptScripts(page);
      for (const text of STAFF_ONLY) expect(holding(staff, text), text).not.toEqual([]);
      expect(holding(staff, PLAYER_ONLY)).not.toEqual([]);
      expect(holding(staff, SIGN_IN_ONLY)).not.toEqual([]);
      expect(holding(staff, PANDA_RUNTIME)).toEqual([]);

      await context.setOffline(true);
      await page.goto('/staff/regions');
      await expect(page.getByRole('heading', { level: 1, name: 'Regions' })).toBeVisible();
      await context.setOffline(false);
    },
  );
});
