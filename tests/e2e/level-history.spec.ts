/**
 * A level's history on its page, on a server of its own (a placement moves every level below it):
 * a level pushed down by another's placement shows its position chart and the sentence naming the
 * placed level, with its own move beside it; each point of the chart says why the level moved, by
 * pointer and by keyboard, to a screen reader too, and changes of one day stand apart; a reorder
 * reads as the changelog says it; a first victor shows as one; after one visit the page reads its
 * history offline; and it speaks Arabic.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { changeSentenceTexts } from '../../src/client/components/texts';
import { changelogTexts } from '../../src/client/components/changelog/texts';
import { levelTexts } from '../../src/client/features/levels/page-texts';
import arPublic from '../../src/client/i18n/ar/public';
import { expectAccessible } from './support/axe';
import { DEMO } from './support/constants';
import { apiGet, controlledByServiceWorker, expect, expectNoSidewaysOverflow, playerId, signToken } from './support/fixtures';
import { staffTest as test } from './support/staff';

type Level = { id: string; name: string; ranking: number };

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A level id no demo level has: twelve digits, starting with 8. */
const freshId = () => `8${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

const staffHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}`,
});

/** Places a new classic level at #3 through the staff API: the level that was at #5 moves to #6. */
async function placeAtThree(request: APIRequestContext) {
  const before = (await apiGet<Level[]>(request, '/api/public/classic-levels/list')).sort((a, b) => a.ranking - b.ranking);
  const id = freshId();
  const response = await request.post('/api/staff/classic-levels/create', {
    headers: await staffHeaders(request),
    data: {
      id,
      name: `History ${id.slice(-6)}`,
      publisher: 'Tester',
      difficulty: 'EXTREME_DEMON',
      link: LINK,
      thumbnail: 'https://img.example/t.png',
      duration: 'LONG',
      minimumCompletion: 60,
      ranking: 3,
    },
  });
  expect(response.status()).toBe(201);
  const level = (await response.json()) as Level;
  return { level, above: before[1]!, below: before[2]!, pushed: before[4]! };
}

/**
 * Whether the saved query cache holds the level's history (levelKeys.history). Read without creating
 * the database: opened first by a test, it would lack the store the app creates with it.
 */
const historySaved = (page: Page, id: string) =>
  page.evaluate(
    (level) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const read = db.transaction('keyval').objectStore('keyval').get('query-cache');
          type Saved = { clientState?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] } } | undefined;
          read.onsuccess = () =>
            resolve(
              (read.result as Saved)?.clientState?.queries?.some(
                (query) => query.queryKey[1] === 'history' && query.queryKey[3] === level && query.state.data !== undefined,
              ) ?? false,
            );
          read.onerror = () => resolve(false);
        };
      }),
    id,
  );

const chart = (page: Page) => page.getByRole('img', { name: /^Position over time: / });
const points = (page: Page) => page.getByRole('toolbar', { name: levelTexts.history.steps }).getByRole('button');
const history = (page: Page) => page.getByRole('region', { name: 'History' });

test('a level pushed down by a placement shows its chart and the sentence naming the placed level', async ({ page, request }) => {
  const { level, above, below, pushed } = await placeAtThree(request);
  await page.goto(`/classic/level/${pushed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#6 - ${pushed.name}`);
  await expect(chart(page)).toHaveAttribute('aria-label', /to #6$/);
  const newest = history(page).locator('[data-kind]').first();
  await expect(newest).toHaveAttribute('data-kind', 'level.placed');
  await expect(newest).toContainText(changelogTexts.placedBetween(level.name, '#3', below.name, above.name));
  await expect(newest).toContainText(levelTexts.history.moved('#5', '#6'));
  await expect(newest.getByRole('link', { name: level.name, exact: true })).toHaveAttribute('href', `/classic/level/${level.id}`);
  // The chart's points, one per change: the last is today's place.
  await expect(points(page).last()).toHaveAccessibleName(/: #6$/);
  await expectNoSidewaysOverflow(page);
});

test('each point of the chart says why the level moved, by pointer and by keyboard, and changes of one day stand apart', async ({
  page,
  request,
}) => {
  const { level, above, below, pushed } = await placeAtThree(request);
  await page.goto(`/classic/level/${pushed.id}`);
  await expect(chart(page)).toHaveAttribute('aria-label', /to #6$/);
  const [previous, placed] = [points(page).nth(-2), points(page).last()];
  await expect(placed).toHaveAccessibleName(/: #6$/);
  await expect(previous).toHaveAccessibleName(/: #5$/);
  // The level's history began minutes before the placement, on the same day: no point is drawn over another.
  const [from, to] = [(await previous.boundingBox())!, (await placed.boundingBox())!];
  expect(to.x - from.x, 'the two points apart').toBeGreaterThanOrEqual(23);

  // Before a point is chosen, the space under the chart says how to choose one.
  const why = history(page).locator('[aria-live="polite"]');
  await expect(why).toHaveText(levelTexts.history.pointHint);
  await placed.hover();
  await expect(why).toContainText(changelogTexts.placedBetween(level.name, '#3', below.name, above.name));
  await expect(why).toContainText(levelTexts.history.moved('#5', '#6'));
  await expect(placed).toHaveAttribute('aria-pressed', 'true');
  await expect(why.getByRole('link', { name: level.name, exact: true })).toHaveAttribute('href', `/classic/level/${level.id}`);

  // One tab stop; the arrow keys go from point to point, and what the point says is announced.
  await placed.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(previous).toBeFocused();
  await expect(previous).toHaveAttribute('tabindex', '0');
  await expect(placed).toHaveAttribute('tabindex', '-1');
  await expect(why).toContainText(/ · (#\d+ → )?#5/);
  // The first point is where its history began.
  await page.keyboard.press('Home');
  const first = points(page).first();
  await expect(first).toBeFocused();
  const began = /: (#\d+)$/.exec((await first.getAttribute('aria-label'))!)![1]!;
  // Where the level entered the log: when history began, or its own placement (a level other tests
  // placed meanwhile at #3 can be the one pushed to #6).
  const oldest = await history(page).locator('[data-kind]').last().getAttribute('data-kind');
  await expect(why).toContainText(
    oldest === 'level.baseline' ? changelogTexts.baseline(pushed.name, began) : changelogTexts.placed(pushed.name, began),
  );
  await page.keyboard.press('End');
  await expect(placed).toBeFocused();
  await expect(why).toContainText(level.name);
  await expectAccessible(page, "a level's history with a point of its chart chosen");
});

test('a reorder that moved the level reads in its history and on its chart as the changelog says it', async ({ page, request }) => {
  const before = (await apiGet<Level[]>(request, '/api/public/classic-levels/list')).sort((a, b) => a.ranking - b.ranking);
  const [first, second, third] = before as [Level, Level, Level];
  const ids = before.map((one) => one.id);
  const response = await request.put('/api/staff/classic-levels/reorder', {
    headers: await staffHeaders(request),
    data: [third.id, first.id, second.id, ...ids.slice(3)].map((id, index) => ({ id, ranking: index + 1 })),
  });
  expect(response.status()).toBe(200);
  await page.goto(`/classic/level/${first.id}`);
  const sentence =
    changelogTexts.reorderedUp(third.name, '#3', '#1', first.name, null) +
    changeSentenceTexts.separator +
    changeSentenceTexts.shiftedDown(new Intl.ListFormat('en', { type: 'conjunction' }).format([first.name, second.name]), 2, 1);
  const newest = history(page).locator('[data-kind]').first();
  await expect(newest).toHaveAttribute('data-kind', 'levels.reordered');
  await expect(newest).toContainText(sentence);
  await expect(newest).toContainText(levelTexts.history.moved('#1', '#2'));
  await points(page).last().click();
  await expect(history(page).locator('[aria-live="polite"]')).toContainText(sentence);
});

test("a placed level's first victor shows in its history", async ({ page, request }) => {
  const { level } = await placeAtThree(request);
  const created = await request.post('/api/staff/classic-records/create', {
    headers: await staffHeaders(request),
    data: { level: level.id, player: DEMO.player.username, recordPercentage: 100, link: null },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/classic/level/${level.id}`);
  await expect(chart(page)).toHaveAttribute('aria-label', 'Position over time: #3 throughout');
  const newest = history(page).locator('[data-kind]').first();
  await expect(newest).toContainText(changelogTexts.holderBecame.classic(DEMO.player.username));
  await expect(newest.getByRole('link', { name: DEMO.player.username })).toHaveAttribute('href', `/profile/${DEMO.player.username}`);
});

test('in Arabic, the history is worded in Arabic and fits the screen', async ({ page, request }) => {
  const { level, above, below, pushed } = await placeAtThree(request);
  await page.goto(`/classic/level/${pushed.id}`);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const texts = arPublic.changelogTexts;
  const region = page.getByRole('region', { name: arPublic.levelTexts.history.title });
  // 'Position over time: from #… to #6', in Arabic.
  const label = arPublic.levelTexts.history.chart('FROM', texts.place(6)).replace('FROM', '#\\d+');
  await expect(region.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^${label}$`));
  await expect(region.locator('[data-kind]').first()).toContainText(
    texts.placedBetween(level.name, texts.place(3), below.name, above.name),
  );
  await expectNoSidewaysOverflow(page);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("after one visit, the level's history shows offline", async ({ page, context, request, consoleGuard }) => {
    test.setTimeout(90_000);
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const { level, pushed } = await placeAtThree(request);
    await page.goto(`/classic/level/${pushed.id}`);
    await expect(chart(page)).toBeVisible();
    await expect(history(page).locator('[data-kind]').first()).toContainText(level.name);
    await controlledByServiceWorker(page);
    await expect.poll(() => historySaved(page, pushed.id), { timeout: 20_000, message: 'the history saved on the device' }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(chart(page)).toHaveAttribute('aria-label', /to #6$/);
    await expect(history(page).locator('[data-kind]').first()).toContainText(level.name);
    await context.setOffline(false);
  });
});
