import { pointsText } from '../../src/client/lib/format';
import type { Locator, Page } from '@playwright/test';
import { DEMO } from './support/constants';
import { apiGet, expect, expectNoSidewaysOverflow, playerId, test } from './support/fixtures';
import { expectedStanding, rankedPlayerWithRegion, type ExpectedStanding, type Mode } from './support/standing';

const TIERS = [
  { tier: 'Main', first: 1, last: 75 },
  { tier: 'Extended', first: 76, last: 150 },
  { tier: 'Legacy', first: 151, last: Infinity },
] as const;

/** The box of one mode in the profile's facts. */
const modeBox = (page: Page, mode: Mode): Locator =>
  page
    .locator('header dl > div')
    .filter({ has: page.getByText(mode === 'classic' ? 'Classic points' : 'Platformer points', { exact: true }) });

async function expectStanding(box: Locator, expected: ExpectedStanding) {
  await expect(box).toContainText(pointsText(expected.points));
  if (expected.rank === null) {
    await expect(box).toContainText('Unranked');
    await expect(box).not.toContainText('Rank #');
    return;
  }
  await expect(box).toContainText(`Rank ${expected.rank}`);
  if (expected.regionRank === null) await expect(box).not.toContainText('In region');
  else await expect(box).toContainText(`In region ${expected.regionRank}`);
}

/** The player's levels of one answer, grouped by tier in ranking order, as the profile must list them. */
async function expectTierGroups(
  page: Page,
  section: Locator,
  levels: { id: string; name: string }[],
  rankings: Map<string, number>,
  type: Mode,
) {
  for (const { tier, first, last } of TIERS) {
    const expected = levels
      .map((level) => ({ ...level, ranking: rankings.get(level.id)! }))
      .filter((level) => level.ranking >= first && level.ranking <= last)
      .sort((a, b) => a.ranking - b.ranking);
    const group = section.getByRole('region', { name: tier, exact: true });
    if (expected.length === 0) {
      await expect(group).toHaveCount(0);
      continue;
    }
    const links = group.getByRole('link');
    await expect(links).toHaveText(expected.map((level) => `#${level.ranking} ${level.name}`));
    await expect(links.first()).toHaveAttribute('href', `/${type}/level/${expected[0]!.id}`);
  }
}

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
  // The hardest level as the other level buttons show it: its #rank, then its name.
  const ranked = await apiGet<{ id: string; ranking: number }[]>(request, '/api/public/classic-levels/list');
  const rank = ranked.find((level) => level.id === hardest.id)!.ranking;
  const hardestBlock = page.getByRole('region', { name: 'Hardest level' });
  await expect(hardestBlock.getByRole('link')).toHaveText(`#${rank} ${hardest.name}`);
  await expect(hardestBlock.getByRole('link')).toHaveAttribute('href', `/classic/level/${hardest.id}`);
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
    await route.fulfill({
      json: {
        ...player,
        id,
        discord: 'demo#1234',
        youtube: 'https://www.youtube.com/@demo',
        twitter: 'demo',
        twitch: 'https://www.twitch.tv/demo',
      },
    });
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

test('a profile shows the rank in each mode and in the region, as the leaderboards order them, in compact boxes', async ({
  page,
  request,
}) => {
  const player = await rankedPlayerWithRegion(request);
  const classic = await expectedStanding(request, player, 'classic');
  const platformer = await expectedStanding(request, player, 'platformer');
  expect(classic.rank && classic.regionRank && platformer.rank && platformer.regionRank).toBeTruthy();
  await page.goto(`/profile/${player.username}`);

  await expectStanding(modeBox(page, 'classic'), classic);
  await expectStanding(modeBox(page, 'platformer'), platformer);

  const facts = await page.locator('header dl').boundingBox();
  const classicBox = await modeBox(page, 'classic').boundingBox();
  const platformerBox = await modeBox(page, 'platformer').boundingBox();
  // Side by side at every width (never stacked one per row), the three facts in a short block.
  expect(Math.abs(classicBox!.y - platformerBox!.y)).toBeLessThan(1);
  expect(facts!.height).toBeLessThanOrEqual(page.viewportSize()!.width <= 360 ? 170 : 120);
  await expectNoSidewaysOverflow(page);
});

test('a player with no points is unranked in both modes', async ({ page }) => {
  await page.goto(`/profile/${DEMO.inactive.username}`);
  await expect(modeBox(page, 'classic')).toContainText('Unranked');
  await expect(modeBox(page, 'platformer')).toContainText('Unranked');
  await expect(page.locator('header dl')).not.toContainText('Rank #');
});

test('completed and first-victor levels are grouped by tier, with their positions, in ranking order', async ({ page, request }) => {
  const [top] = await apiGet(request, '/api/public/players/classic-points');
  const completed = await apiGet(request, `/api/public/classic-levels/player/${top.id}`);
  const held = await apiGet(request, `/api/public/classic-levels/firstVictor/${top.id}`);
  const counts = await apiGet(request, `/api/public/classic-levels/count/${top.id}`);
  const rankings = new Map<string, number>(
    (await apiGet(request, '/api/public/classic-levels/list')).map((level: any) => [level.id, level.ranking]),
  );
  expect(completed.length).toBeGreaterThan(0);
  await page.goto(`/profile/${top.username}`);

  const completedSection = page.getByRole('region', { name: 'Completed levels' });
  await expectTierGroups(page, completedSection, completed, rankings, 'classic');
  // The groups hold as many levels as the level count says each tier has.
  for (const { tier } of TIERS) {
    const count = counts[tier.toLowerCase()];
    await expect(completedSection.getByRole('region', { name: tier, exact: true }).getByRole('link')).toHaveCount(count);
  }
  await expectTierGroups(page, page.getByRole('region', { name: 'First victor levels' }), held, rankings, 'classic');
  await expectNoSidewaysOverflow(page);

  const platformerCompleted = await apiGet(request, `/api/public/platformer-levels/player/${top.id}`);
  const platformerRankings = new Map<string, number>(
    (await apiGet(request, '/api/public/platformer-levels/list')).map((level: any) => [level.id, level.ranking]),
  );
  await page.getByRole('tab', { name: 'Platformer' }).click();
  const platformerSection = page.getByRole('tabpanel').getByRole('region', { name: 'Completed levels' });
  if (platformerCompleted.length === 0) await expect(platformerSection).toContainText('No levels available');
  else await expectTierGroups(page, platformerSection, platformerCompleted, platformerRankings, 'platformer');

  const link = completedSection.getByRole('link').first();
  await page.getByRole('tab', { name: 'Classic' }).click();
  const [first] = completed
    .map((level: any) => ({ ...level, ranking: rankings.get(level.id)! }))
    .sort((a: any, b: any) => a.ranking - b.ranking);
  await link.click();
  await expect(page).toHaveURL(`/classic/level/${first.id}`);
});
