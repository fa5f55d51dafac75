import { pointsText } from '../../src/client/lib/format';
import { DEMO } from './support/constants';
import { apiGet, expect, expectNoSidewaysOverflow, playerId, test } from './support/fixtures';

test('a profile shows the player, their region and points, and the Classic tab first', async ({ page, request }) => {
  const [top] = await apiGet(request, '/api/public/players/classic-points');
  const player = await apiGet(request, `/api/public/players/username/${top.username}`);
  const region = await apiGet(request, `/api/public/regions/${player.region}`);
  const counts = await apiGet(request, `/api/public/classic-levels/count/${player.id}`);
  const hardest = await apiGet(request, `/api/public/classic-levels/hardestLevel/${player.id}`);
  await page.goto(`/profile/${player.username}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(player.username);
  await expect(page.getByText('List mod')).toHaveCount(0);
  const facts = page.locator('header dl');
  await expect(facts).toContainText(`Region${region.name}`);
  await expect(facts).toContainText(`Classic points${pointsText(player.classicPoints)}`);
  await expect(facts).toContainText(`Platformer points${pointsText(player.platformerPoints)}`);

  await expect(page.getByRole('tab', { name: 'Classic' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: hardest.name }).first()).toHaveAttribute('href', `/classic/level/${hardest.id}`);
  for (const tier of ['main', 'extended', 'legacy'] as const) {
    const label = tier.charAt(0).toUpperCase() + tier.slice(1);
    await expect(page.getByRole('tabpanel').locator('dl > div').filter({ hasText: label })).toHaveText(`${label}${counts[tier]}`);
  }
  await expect(page.getByRole('heading', { name: 'First victor levels' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Completed levels' })).toBeVisible();

  await page.getByRole('tab', { name: 'Platformer' }).click();
  await expect(page).toHaveURL(/tab=platformer/);
  await expect(page.getByRole('heading', { name: 'Record holder levels' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
});

test('staff carry the List mod badge; a player with nothing shows the empty states', async ({ page }) => {
  await page.goto(`/profile/${DEMO.staff.username}`);
  await expect(page.getByText('List mod', { exact: true })).toBeVisible();

  await page.goto(`/profile/${DEMO.inactive.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.inactive.username);
  await expect(page.getByText('No level available', { exact: true })).toBeVisible();
  await expect(page.getByText('No levels available', { exact: true })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Platformer' }).click();
  await expect(page.getByRole('tabpanel').getByText('No levels available', { exact: true })).toHaveCount(2);
});

test('social icons: the chat handle is copied, the others open in a new tab', async ({ page, request }) => {
  const id = await playerId(request, DEMO.player.username);
  await page.route(`**/api/public/players/username/${DEMO.player.username}`, async (route) => {
    const player = await (await route.fetch()).json();
    await route.fulfill({ json: { ...player, id, discord: 'demo#1234', youtube: 'https://www.youtube.com/@demo', twitter: 'demo', twitch: 'https://www.twitch.tv/demo' } });
  });
  await page.goto(`/profile/${DEMO.player.username}`);
  await expect(page.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/@demo');
  await expect(page.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', 'https://twitter.com/demo');
  await expect(page.getByRole('link', { name: /Twitch/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: /Copy Discord handle/ }).click();
  await expect(page.getByText('Discord handle copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('demo#1234');
});

test('an unknown player is said so, with a way back to the leaderboard', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  await page.goto('/profile/nobody-by-that-name');
  await expect(page.getByText('No player found with the name nobody-by-that-name.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the leaderboard' }).click();
  await expect(page).toHaveURL('/leaderboard');
});
