/**
 * The staff pages' code (their screens, drag and drop) loads only on the staff pages: every script a
 * visitor or a player loads on the public and player screens is read for the staff screens' own texts
 * and drag and drop's code, and none may hold them; the staff pages load them.
 */
import type { Page } from '@playwright/test';
import { DEMO } from './support/constants';
import { apiGet, expect, signInAs, test } from './support/fixtures';

/** Texts only the staff screens show, and a name only @dnd-kit's code holds. */
const STAFF_ONLY = [
  'Reordering... Please wait until reordering is complete.',
  'No regions found.',
  'No records found.',
  'Record already exists',
  'DndLiveRegion',
  'Find a player to see their sanctions and records',
  'Check the proof, then approve',
];

/** Collects the body of every script the page loads from now on, by path. */
function scriptsOf(page: Page): { bodies: Map<string, string>; settled: () => Promise<void> } {
  const bodies = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then(
        (text) => {
          bodies.set(new URL(response.url()).pathname, text);
        },
        () => {},
      ),
    );
  });
  return {
    bodies,
    settled: async () => {
      await Promise.all(pending);
    },
  };
}

const holding = (bodies: Map<string, string>, text: string) => [...bodies].filter(([, body]) => body.includes(text)).map(([path]) => path);

test('the staff pages load their code; no public or player screen does', { tag: '@desktop' }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const [level] = await apiGet<[{ id: string }]>(request, '/api/public/classic-levels/list/main');
  const publicScripts = scriptsOf(page);

  // A visitor: the lists, a level, the leaderboard, a profile, the stat viewer, the login dialog.
  for (const path of [
    '/',
    `/classic/level/${level.id}`,
    '/leaderboard',
    `/profile/${DEMO.player.username}`,
    '/stat-viewer',
    '/guidelines',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // A player: the avatar menu, Settings, Submissions and its form, a profile's claim.
  await signInAs(page, request, DEMO.player.username, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/submissions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // And on the profile of a player with no sign-in, 'This is me'.
  const [claimable] = (await apiGet<{ username: string }[]>(request, '/api/public/players/classic-points')).filter(
    (row) => !/^demo/i.test(row.username),
  );
  await page.goto(`/profile/${encodeURIComponent(claimable!.username)}`);
  await expect(page.getByRole('button', { name: 'This is me' })).toBeVisible();
  await publicScripts.settled();
  expect(publicScripts.bodies.size).toBeGreaterThan(5);
  for (const text of STAFF_ONLY) expect(holding(publicScripts.bodies, text), `scripts holding "${text}"`).toEqual([]);

  // Staff: each staff page loads what it needs, and the public screens loaded none of it.
  const staffScripts = scriptsOf(page);
  for (const [path, heading] of [
    ['/staff/levels', 'Levels'],
    ['/staff/records', 'Records'],
    ['/staff/regions', 'Regions'],
    ['/staff/submissions', 'Submissions'],
    ['/staff/players', 'Players'],
    ['/staff/claims', 'Claims'],
  ]) {
    await signInAs(page, request, DEMO.staff.username, path, true);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await staffScripts.settled();
  for (const text of STAFF_ONLY) expect(holding(staffScripts.bodies, text), `scripts holding "${text}"`).not.toEqual([]);
});
