import { pointsText } from '../../src/client/lib/format';
import { expect, expectNoSidewaysOverflow, signInAs, test } from './support/fixtures';
import { expectedStanding, rankedPlayerWithRegion } from './support/standing';

test('a signed-in player sees their standing in the mode of the list under its title', async ({ page, request }) => {
  const player = await rankedPlayerWithRegion(request);
  const classic = await expectedStanding(request, player, 'classic');
  const platformer = await expectedStanding(request, player, 'platformer');
  await signInAs(page, request, player.username, '/');

  const standing = page.getByLabel('Your standing');
  await expect(standing).toContainText(`Classic points${pointsText(classic.points)}`);
  await expect(standing).toContainText(`Rank ${classic.rank}`);
  await expect(standing).toContainText(`In region ${classic.regionRank}`);
  // Under the list's title, before the first card.
  const title = await page.getByText('Classic Main List', { exact: true }).boundingBox();
  const box = await standing.boundingBox();
  const card = await page.getByRole('article').first().boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(card!.y);
  await expectNoSidewaysOverflow(page);

  await page.goto('/platformer/extended');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platformer Extended List');
  await expect(standing).toContainText(`Platformer points${pointsText(platformer.points)}`);
  await expect(standing).toContainText(`Rank ${platformer.rank}`);
  await expect(standing).toContainText(`In region ${platformer.regionRank}`);
  await expect(standing).not.toContainText('Classic points');
});

test('a visitor gets no standing and no request for one', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    // The leaderboards, a region's players, the own profile: what a standing is made of.
    if (/\/api\/(public\/players\/(classic-points|platformer-points|region\/)|authenticated\/)/.test(request.url()))
      asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/platformer/main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platformer Main List');
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Your standing')).toHaveCount(0);
  expect(asked).toEqual([]);
});
