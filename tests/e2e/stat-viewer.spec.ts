import { pointsText } from '../../src/client/lib/format';
import { apiGet, expect, expectNoSidewaysOverflow, test } from './support/fixtures';

type Region = { id: number; name: string; classicPoints: number; platformerPoints: number };
/** Ranked as the stat viewer ranks them: both modes' points together, highest first, then by name. */
const ranked = (regions: Region[]) =>
  [...regions].sort(
    (a, b) => b.classicPoints + b.platformerPoints - (a.classicPoints + a.platformerPoints) || a.name.localeCompare(b.name) || a.id - b.id,
  );

test('regions ranked by points with totals, the top one selected with its players; a click opens a profile', async ({ page, request }) => {
  const regions = ranked(await apiGet(request, '/api/public/regions')) as [Region, Region, ...Region[]];
  const players = await apiGet(request, `/api/public/players/region/${regions[0].id}`);
  await page.goto('/stat-viewer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stat Viewer');

  const buttons = page.getByRole('list', { name: 'Regions' }).getByRole('button');
  await expect(buttons).toHaveCount(regions.length);
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(buttons.first()).toContainText(`#1${regions[0].name}`);
  await expect(buttons.nth(1)).toContainText(`#2${regions[1].name}`);
  await expect(buttons.first()).toContainText(
    `Classic ${pointsText(regions[0].classicPoints)} · Platformer ${pointsText(regions[0].platformerPoints)}`,
  );
  await expect(page.getByRole('heading', { name: `Players of ${regions[0].name}` })).toBeVisible();
  const rows = page.getByRole('list', { name: `Players of ${regions[0].name}` }).getByRole('link');
  await expect(rows.first()).toContainText(players[0].username);
  await expect(rows.first()).toContainText(
    `Classic ${pointsText(players[0].classicPoints)} · Platformer ${pointsText(players[0].platformerPoints)}`,
  );
  await expectNoSidewaysOverflow(page);

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'false');
  const second = await apiGet(request, `/api/public/players/region/${regions[1].id}`);
  const secondRows = page.getByRole('list', { name: `Players of ${regions[1].name}` }).getByRole('link');
  await expect(secondRows.first()).toContainText(second[0].username);
  await secondRows.first().click();
  await expect(page).toHaveURL(`/profile/${second[0].username}`);
});

test('choosing a region brings its players into view', async ({ page, request }) => {
  const regions = ranked(await apiGet(request, '/api/public/regions')) as [Region, Region, ...Region[]];
  const last = regions[regions.length - 1]!;
  await page.goto('/stat-viewer');
  const button = page.getByRole('list', { name: 'Regions' }).getByRole('button', { name: new RegExp(last.name) });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByRole('heading', { name: `Players of ${last.name}` })).toBeInViewport();
});
