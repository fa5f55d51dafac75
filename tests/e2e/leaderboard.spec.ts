import type { Page } from '@playwright/test';
import { pointsText } from '../../src/client/lib/format';
import { apiGet, expect, expectNoSidewaysOverflow, signInAs, test, visitAndKeepOffline } from './support/fixtures';

type Row = { id: number; username: string; classicPoints: number; platformerPoints: number };

const CLASSIC = '/api/public/players/classic-points';
/** The whole ranking's request (no query), and the top's (`?limit=…`). */
const wholeRequest = (url: URL) => url.pathname === CLASSIC && url.search === '';
const topRequest = (url: URL) => url.pathname === CLASSIC && url.searchParams.has('limit');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Checks that the classic list shows exactly `expected`, each link starting with its rank in the whole ranking `all`, then the name. */
async function expectRows(page: Page, all: Row[], expected: Row[]) {
  const list = page.getByRole('list', { name: 'Classic leaderboard' });
  await expect(list.getByRole('listitem')).toHaveCount(expected.length);
  const links = list.getByRole('link');
  for (const [at, row] of expected.entries()) {
    const rank = all.findIndex((other) => other.id === row.id) + 1;
    await expect(links.nth(at)).toHaveText(new RegExp(`^${rank}${escape(row.username)}`));
  }
}

/** A piece of a username (in capitals, to show case does not matter) that 2 to 6 ranked players share, away from the top. */
function sharedPiece(all: Row[]): { piece: string; matches: Row[] } {
  for (const size of [3, 2, 4]) {
    for (const row of all.slice(5)) {
      const piece = row.username.slice(1, 1 + size).toLowerCase();
      if (piece.length < size) continue;
      const matches = all.filter((other) => other.username.toLowerCase().includes(piece));
      if (matches.length >= 2 && matches.length <= 6) return { piece: piece.toUpperCase(), matches };
    }
  }
  throw new Error('no shared piece of a name in the demo data');
}

/** A region with 1 to 8 ranked classic players, and them in ranking order. */
async function smallRegion(request: Parameters<typeof apiGet>[0], all: Row[]) {
  const regions: { id: number; name: string }[] = await apiGet(request, '/api/public/regions');
  for (const region of regions) {
    const members: { id: number }[] = await apiGet(request, `/api/public/players/region/${region.id}`);
    const ids = new Set(members.map((member) => member.id));
    const matches = all.filter((row) => ids.has(row.id));
    if (matches.length >= 1 && matches.length <= 8) return { region, matches };
  }
  throw new Error('no region with a few ranked players in the demo data');
}

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
  // Both the top (the first screen) and the whole ranking held back.
  await page.route(
    (url) => url.pathname === CLASSIC,
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  await page.goto('/leaderboard');
  await expect(page.getByTestId('player-skeleton')).toHaveCount(10);
  release();
  await expect(page.getByTestId('player-skeleton')).toHaveCount(0);
});

test('thousands of players stay light: only the rows near the screen exist', async ({ page }) => {
  const rows = Array.from({ length: 5000 }, (_, i) => ({
    id: 100_000 + i,
    username: `player${i + 1}`,
    classicPoints: 5000 - i,
    platformerPoints: 0,
    hasAvatar: false,
  }));
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
  await page.route(
    (url) => url.pathname === CLASSIC,
    (route) => route.fulfill({ status: 500, json: { status: 500, code: 'internal_error', message: 'x' } }),
  );
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

test('the first screen comes from the top of the ranking, then the whole ranking follows', async ({ page, request }) => {
  const classic: Row[] = await apiGet(request, CLASSIC);
  expect(classic.length, 'more ranked players than the top holds').toBeGreaterThan(50);
  const tops: string[] = [];
  page.on('request', (sent) => {
    if (topRequest(new URL(sent.url()))) tops.push(new URL(sent.url()).search);
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(wholeRequest, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/leaderboard');
  const list = page.getByRole('list', { name: 'Classic leaderboard' });
  await expect(list.getByRole('link').first()).toHaveText(new RegExp(`^1${escape(classic[0]!.username)}`));
  await expect(list.getByRole('link').nth(2)).toHaveText(new RegExp(`^3${escape(classic[2]!.username)}`));
  expect(tops).toEqual(['?limit=50']);
  const rest = page.getByLabel('Loading the rest of the leaderboard');
  await expect(rest).toBeAttached();
  // The top ends at rank 50 while the rest is held back.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.getByRole('link').filter({ hasText: new RegExp(`^50${escape(classic[49]!.username)}`) })).toBeVisible();
  await expect(list.getByText(classic[50]!.username, { exact: true })).toHaveCount(0);
  await expectNoSidewaysOverflow(page);

  release();
  await expect(rest).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = classic.at(-1)!;
  await expect(list.getByRole('link').filter({ hasText: new RegExp(`^${classic.length}${escape(last.username)}`) })).toBeVisible();
});

test('when only the whole ranking fails, the top stays on screen with the failure and a retry', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  const classic: Row[] = await apiGet(request, CLASSIC);
  // The app may read the ranking again on its own (a reload of the route's data, its one retry): until
  // the retry is clicked, every read fails, so none can take the failure and its button off screen first.
  let clickSeen = false;
  const clicked = () => page.evaluate(() => (window as { retryClicked?: boolean }).retryClicked === true);
  await page.route(wholeRequest, async (route) =>
    clickSeen || (clickSeen = await clicked().catch(() => false))
      ? route.continue()
      : route.fulfill({ status: 500, json: { status: 500, code: 'internal_error', message: 'x' } }),
  );
  await page.goto('/leaderboard');
  const list = page.getByRole('list', { name: 'Classic leaderboard' });
  await expect(list.getByRole('link').first()).toContainText(classic[0]!.username);
  await expect(page.getByText('Failed to fetch leaderboard')).toBeVisible();
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent === 'Try again')
          (window as { retryClicked?: boolean }).retryClicked = true;
      },
      true,
    ),
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Failed to fetch leaderboard')).toHaveCount(0);
  // The failure goes as the retry starts: the ranking's end is reached once its rows have arrived, so
  // the scroll to the bottom is made again until then.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.getByText(classic.at(-1)!.username, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});

test('the name filter finds players as one types, ignoring case, with their overall rank; the address keeps it', async ({
  page,
  request,
}) => {
  const classic: Row[] = await apiGet(request, CLASSIC);
  const { piece, matches } = sharedPiece(classic);
  await page.goto('/leaderboard');
  await expect(page.getByRole('list', { name: 'Classic leaderboard' }).getByRole('link').first()).toBeVisible();
  const name = page.getByRole('searchbox', { name: 'Player name' });
  await name.pressSequentially(piece, { delay: 30 });
  await expect(name).toHaveValue(piece);
  await expectRows(page, classic, matches);
  await expect(page).toHaveURL(new RegExp(`name=${piece}`));
  await expectNoSidewaysOverflow(page);

  await page.reload();
  await expect(name).toHaveValue(piece);
  await expectRows(page, classic, matches);

  // A profile and back: the filter is still there.
  await page.getByRole('list', { name: 'Classic leaderboard' }).getByRole('link').first().click();
  await expect(page).toHaveURL(`/profile/${matches[0]!.username}`);
  await page.goBack();
  await expect(name).toHaveValue(piece);
  await expectRows(page, classic, matches);
});

test("the region filter keeps the region's ranked players with their overall rank, also with a name", async ({ page, request }) => {
  const classic: Row[] = await apiGet(request, CLASSIC);
  const { region, matches } = await smallRegion(request, classic);
  await page.goto('/leaderboard');
  const select = page.getByRole('combobox', { name: 'Region' });
  await expect(select.getByRole('option', { name: region.name })).toBeAttached();
  await expect(select).toHaveValue('');
  await expect(select.getByRole('option').first()).toHaveText('All regions');
  await select.selectOption({ label: region.name });
  await expectRows(page, classic, matches);
  await expect(page).toHaveURL(new RegExp(`region=${region.id}`));
  await expectNoSidewaysOverflow(page);

  const first = matches[0]!;
  await page.getByRole('searchbox', { name: 'Player name' }).fill(first.username.toUpperCase());
  await expectRows(
    page,
    classic,
    matches.filter((row) => row.username.toLowerCase().includes(first.username.toLowerCase())),
  );

  await select.selectOption({ label: 'All regions' });
  await expect(page).not.toHaveURL(/region=/);
  const named = classic.filter((row) => row.username.toLowerCase().includes(first.username.toLowerCase()));
  if (named.length <= 8) await expectRows(page, classic, named);
  else
    await expect(page.getByRole('list', { name: 'Classic leaderboard' }).getByRole('link').first()).toHaveText(
      new RegExp(`^\\d+${escape(named[0]!.username)}`),
    );
});

test('a filter that matches nobody says so, and clearing it brings the ranking back', async ({ page, request }) => {
  const classic: Row[] = await apiGet(request, CLASSIC);
  await page.goto('/leaderboard?type=platformer');
  const name = page.getByRole('searchbox', { name: 'Player name' });
  await name.fill('no-such-player-anywhere');
  await expect(page.getByText('No ranked player matches these filters.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Platformer leaderboard' })).toHaveCount(0);
  // The filter stays when switching to classic.
  await page.getByText('Classic', { exact: true }).click();
  await expect(page.getByText('No ranked player matches these filters.')).toBeVisible();
  await expect(page).toHaveURL(/type=classic/);
  await expectNoSidewaysOverflow(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(name).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Classic leaderboard' }).getByRole('link').first()).toContainText(classic[0]!.username);
  await expect(page).not.toHaveURL(/name=/);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('never opened before, the leaderboard and its filters work from the offline copy', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    const classic: Row[] = await apiGet(request, CLASSIC);
    const { piece, matches } = sharedPiece(classic);
    const { region, matches: inRegion } = await smallRegion(request, classic);
    await visitAndKeepOffline(page);

    await context.setOffline(true);
    await page.goto('/leaderboard');
    const list = page.getByRole('list', { name: 'Classic leaderboard' });
    await expect(list.getByRole('link').first()).toHaveText(new RegExp(`^1${escape(classic[0]!.username)}`));
    await page.getByRole('searchbox', { name: 'Player name' }).fill(piece);
    await expectRows(page, classic, matches);
    await page.getByRole('searchbox', { name: 'Player name' }).fill('');
    await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: region.name });
    await expectRows(page, classic, inRegion);
    await page.getByRole('searchbox', { name: 'Player name' }).fill('no-such-player-anywhere');
    await expect(page.getByText('No ranked player matches these filters.')).toBeVisible();
    await context.setOffline(false);
  });
});
