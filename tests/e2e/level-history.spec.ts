/**
 * A level's history on its page, on a server of its own (a placement moves every level below it):
 * a level pushed down by another's placement shows its position chart and the sentence naming the
 * placed level, with its own move beside it; a first victor shows as one; after one visit the page
 * reads its history offline; and it speaks Arabic.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { changelogTexts } from '../../src/client/features/changelog/texts';
import { levelTexts } from '../../src/client/features/levels/page-texts';
import arPublic from '../../src/client/i18n/ar/public';
import { DEMO } from './support/constants';
import { apiGet, controlledByServiceWorker, expect, expectNoSidewaysOverflow, playerId, signToken } from './support/fixtures';
import { staffTest as test } from './support/staff';

type Level = { id: string; name: string; ranking: number };

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A level id no demo level has: twelve digits, starting with 8. */
const freshId = () => `8${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

const staffHeaders = async (request: APIRequestContext) => ({ authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` });

/** Places a new classic level at #3 through the staff API: the level that was at #5 moves to #6. */
async function placeAtThree(request: APIRequestContext) {
  const before = (await apiGet<Level[]>(request, '/api/public/classic-levels/list')).sort((a, b) => a.ranking - b.ranking);
  const id = freshId();
  const response = await request.post('/api/staff/classic-levels/create', {
    headers: await staffHeaders(request),
    data: {
      id, name: `History ${id.slice(-6)}`, publisher: 'Tester', difficulty: 'EXTREME_DEMON', link: LINK,
      thumbnail: 'https://img.example/t.png', duration: 'LONG', minimumCompletion: 60, ranking: 3,
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
            resolve((read.result as Saved)?.clientState?.queries?.some((query) => query.queryKey[1] === 'history' && query.queryKey[3] === level && query.state.data !== undefined) ?? false);
          read.onerror = () => resolve(false);
        };
      }),
    id,
  );

const chart = (page: Page) => page.getByRole('img', { name: /^Position over time: / });
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
  // The chart as a list, for assistive technology: its last step is today's place.
  await expect(history(page).getByRole('list', { name: levelTexts.history.steps }).getByRole('listitem').last()).toHaveText(/: #6$/);
  await expectNoSidewaysOverflow(page);
});

test('a placed level\'s first victor shows in its history', async ({ page, request }) => {
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
  await expect(region.locator('[data-kind]').first()).toContainText(texts.placedBetween(level.name, texts.place(3), below.name, above.name));
  await expectNoSidewaysOverflow(page);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the level\'s history shows offline', async ({ page, context, request, consoleGuard }) => {
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
