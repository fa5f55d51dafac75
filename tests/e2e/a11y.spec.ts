/**
 * axe-core on every route and every open overlay: no serious or critical violation of WCAG 2.1 A
 * and AA, nor of WCAG 2.2's target size, and the dark theme's contrast too. A screen is checked once
 * its data is on it, so the rules see what a reader sees.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO } from './support/constants';
import { apiGet, expect, signInAs, test } from './support/fixtures';

// axe walks the whole page, then checks the dark theme's contrast: on a busy machine that alone can take half a minute.
test.describe.configure({ timeout: 60_000 });

/** Opens a path and waits until its main heading (and so its data) is shown. */
async function open(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await (heading ? expect(h1).toHaveText(heading) : expect(h1).toBeVisible());
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

type Route = { path: (request: APIRequestContext) => Promise<string>; heading?: (request: APIRequestContext) => Promise<string> };
const fixed = (path: string, heading?: string): Route => ({ path: async () => path, heading: heading ? async () => heading : undefined });
const level = (type: 'classic' | 'platformer'): Route => {
  const first = async (request: APIRequestContext) => (await apiGet(request, `/api/public/${type}-levels/list/main`))[0];
  return {
    path: async (request) => `/${type}/level/${(await first(request)).id}`,
    heading: async (request) => {
      const { ranking, name } = await first(request);
      return `#${ranking} - ${name}`;
    },
  };
};

/**
 * Each public screen once, in each mode where the mode changes what it shows (a percentage or a time):
 * the six lists are one screen, seen as the home list and a platformer list.
 */
const ROUTES: Record<string, Route> = {
  '/': fixed('/', 'Welcome to The Official Moroccan List Website!'),
  '/platformer/extended': fixed('/platformer/extended'),
  'a classic level': level('classic'),
  'a platformer level': level('platformer'),
  '/leaderboard': fixed('/leaderboard'),
  '/stat-viewer': fixed('/stat-viewer'),
  '/guidelines': fixed('/guidelines'),
  'a profile, classic tab': fixed(`/profile/${DEMO.staff.username}`, DEMO.staff.username),
  'a profile, platformer tab': fixed(`/profile/${DEMO.staff.username}?type=platformer`, DEMO.staff.username),
  'the fallback screen': fixed('/nowhere', 'Unexpected Application Error!'),
};

for (const [name, route] of Object.entries(ROUTES)) {
  test(`axe: ${name}`, async ({ page, request }) => {
    await open(page, await route.path(request), await route.heading?.(request));
    await expectAccessible(page, name);
  });
}

test('axe: the login dialog and the phone menu', async ({ page, isMobile }) => {
  await open(page, '/guidelines');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page, 'the open phone menu');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await expectAccessible(page, 'the login dialog');
});

test("axe: signed in, the avatar menu and the player's screens", async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff.username, '/guidelines', true);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the avatar menu');
  await page.keyboard.press('Escape');
  for (const path of ['/submissions', '/settings']) {
    await open(page, path);
    await expectAccessible(page, path);
  }
});

// Staff work at a desk: their screens are checked at a desktop's width.
test("axe: the staff's screens", { tag: '@desktop' }, async ({ page, request }) => {
  test.slow(); // four screens
  await signInAs(page, request, DEMO.staff.username, '/guidelines', true);
  for (const path of ['/staff/levels', '/staff/records', '/staff/regions', '/staff/submissions']) {
    await open(page, path);
    await expectAccessible(page, path);
  }
});
