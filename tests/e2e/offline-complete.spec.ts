/**
 * Offline-complete: after one visit to `/`, the device keeps a copy of the public data, so that
 * offline a level page and a profile never opened before still show their real data.
 */
import { pointsText } from '../../src/client/lib/format';
import { apiGet, expect, test, visitAndKeepOffline } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

test('offline, a level page and a profile never visited show their real data', async ({ page, context, request, consoleGuard }) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  // A legacy level (the home page lists main levels only) with records, and a player from them.
  const legacy: { id: string; name: string; ranking: number }[] = await apiGet(request, '/api/public/classic-levels/list/legacy');
  let level = legacy[0]!;
  let records: { player: string; recordPercentage: number }[] = [];
  for (const candidate of legacy) {
    records = await apiGet(request, `/api/public/classic-records/level/${candidate.id}`);
    level = candidate;
    if (records.length >= 2) break;
  }
  expect(records.length).toBeGreaterThan(0);
  const player = await apiGet(request, `/api/public/players/username/${encodeURIComponent(records[0]!.player)}`);
  const hardest = await apiGet(request, `/api/public/classic-levels/hardestLevel/${player.id}`);

  await visitAndKeepOffline(page);

  await context.setOffline(true);
  await page.goto(`/classic/level/${level.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level.ranking} - ${level.name}`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(records.length);
  for (const [at, record] of records.entries()) {
    await expect(rows.nth(at).getByRole('link', { name: record.player, exact: true })).toBeVisible();
    await expect(rows.nth(at).getByRole('cell').nth(1)).toHaveText(`${record.recordPercentage}%`);
  }

  await page.goto(`/profile/${encodeURIComponent(player.username)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(player.username);
  const facts = page.locator('header dl');
  await expect(facts).toContainText(`Classic points${pointsText(player.classicPoints)}`);
  await expect(facts).toContainText(`Platformer points${pointsText(player.platformerPoints)}`);
  if (hardest) await expect(page.getByRole('link', { name: hardest.name }).first()).toHaveAttribute('href', `/classic/level/${hardest.id}`);
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);
  await context.setOffline(false);
});

test('offline, the notice says how long ago the server last confirmed the copy the page was read from', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  const [level] = await apiGet<{ id: string; name: string; ranking: number }[]>(request, '/api/public/classic-levels/list/legacy');
  await page.clock.install();
  await visitAndKeepOffline(page);

  await context.setOffline(true);
  await page.clock.fastForward('10:00');
  // Never visited: the copy answers it, read now but last confirmed ten minutes ago.
  await page.goto(`/classic/level/${level!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level!.ranking} - ${level!.name}`);
  const status = page.getByRole('status');
  await expect(status).toHaveText('You are offline. Showing saved data, which may be out of date. Saved 10 minutes ago.');
  await expect(status.locator('time')).toHaveAttribute('title', /\d/);
  // It stays true while the device stays offline.
  await page.clock.fastForward('05:00');
  await expect(status).toHaveText('You are offline. Showing saved data, which may be out of date. Saved 15 minutes ago.');
  await context.setOffline(false);
});
