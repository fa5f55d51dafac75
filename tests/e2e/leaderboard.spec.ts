import { pointsText } from '../../src/client/lib/format';
import { apiGet, expect, expectNoSidewaysOverflow, signInAs, test } from './support/fixtures';

test('the classic leaderboard ranks players with medals, and the toggle switches to platformer', async ({ page, request }) => {
  const classic = await apiGet(request, '/api/public/players/classic-points');
  const platformer = await apiGet(request, '/api/public/players/platformer-points');
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');

  const rows = page.getByRole('list', { name: 'Classic leaderboard' }).getByRole('link');
  await expect(rows.first()).toContainText(classic[0].username);
  await expect(rows.first()).toContainText(pointsText(classic[0].classicPoints));
  await expect(rows.nth(0).getByRole('img', { name: 'gold medal' })).toBeVisible();
  await expect(rows.nth(1).getByRole('img', { name: 'silver medal' })).toBeVisible();
  await expect(rows.nth(2).getByRole('img', { name: 'bronze medal' })).toBeVisible();
  await expect(rows.nth(3).getByRole('img', { name: /medal/ })).toHaveCount(0);

  await page.getByText('Platformer', { exact: true }).click();
  await expect(page).toHaveURL(/type=platformer/);
  const platformerRows = page.getByRole('list', { name: 'Platformer leaderboard' }).getByRole('link');
  await expect(platformerRows.first()).toContainText(platformer[0].username);
  await expect(platformerRows.first()).toContainText(pointsText(platformer[0].platformerPoints));
  await expectNoSidewaysOverflow(page);

  await platformerRows.first().click();
  await expect(page).toHaveURL(`/profile/${platformer[0].username}`);
});

test('ten skeleton rows show while it loads', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/players/classic-points', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/leaderboard');
  await expect(page.getByTestId('player-skeleton')).toHaveCount(10);
  release();
  await expect(page.getByTestId('player-skeleton')).toHaveCount(0);
});

test('thousands of players stay light: only the rows near the screen exist', async ({ page }) => {
  const rows = Array.from({ length: 5000 }, (_, i) => ({ id: 100_000 + i, username: `player${i + 1}`, classicPoints: 5000 - i, platformerPoints: 0, hasAvatar: false }));
  await page.route('**/api/public/players/classic-points', (route) => route.fulfill({ json: rows }));
  await page.goto('/leaderboard');
  const list = page.getByRole('list', { name: 'Classic leaderboard' });
  await expect(list.getByText('player1', { exact: true })).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThan(60);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.getByText('player5000', { exact: true })).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThan(60);
});

test('a failed load says so', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  await page.route('**/api/public/players/classic-points', (route) => route.fulfill({ status: 500, json: { status: 500, code: 'internal_error', message: 'x' } }));
  await page.goto('/leaderboard');
  await expect(page.getByText('Failed to fetch leaderboard')).toBeVisible();
});

test('gold, silver and bronze each have their own colour, beside the rank number', async ({ page }) => {
  await page.goto('/leaderboard');
  const rows = page.getByRole('list', { name: 'Classic leaderboard' }).getByRole('link');
  const colours: string[] = [];
  for (const [index, medal] of ['gold', 'silver', 'bronze'].entries()) {
    const icon = rows.nth(index).getByRole('img', { name: `${medal} medal` });
    await expect(icon).toBeVisible();
    await expect(rows.nth(index)).toContainText(String(index + 1));
    colours.push(await icon.evaluate((element) => getComputedStyle(element).color));
  }
  const text = await rows.nth(0).evaluate((element) => getComputedStyle(element).color);
  expect(new Set([...colours, text]).size, `medal colours ${colours.join(', ')} and the text ${text}`).toBe(4);
});

test('the signed-in player finds their own row: marked "You", and a button jumps to it', async ({ page, request }) => {
  const classic: { id: number; username: string }[] = await apiGet(request, '/api/public/players/classic-points');
  const index = Math.min(classic.length - 1, 60);
  expect(index, 'a player well down the leaderboard').toBeGreaterThan(20);
  const me = classic[index]!;
  await signInAs(page, request, me.username, '/leaderboard');
  const list = page.getByRole('list', { name: 'Classic leaderboard' });
  await expect(list.getByRole('link').first()).toBeVisible();
  const mine = list.getByRole('listitem').filter({ hasText: me.username });
  await expect(mine).toHaveCount(0);

  await page.getByRole('button', { name: `Jump to your row (#${index + 1})` }).click();
  await expect(mine).toBeInViewport();
  await expect(mine.getByRole('link')).toBeFocused();
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await expect(list.getByText('You', { exact: true })).toHaveCount(1);
});
