/**
 * The changelog on a server of its own (a placement moves every level below it): a level staff
 * place shows first, as a sentence naming its new neighbours and linking to its page, with each
 * level it pushed into another list and the time it was made; the list filter asks the server for a
 * list's changes; a reorder says which level moved, with its new neighbours, and a long one opens to
 * every move; where history begins is one line, opening to the list as it stood; older changes load
 * a page at a time; after one visit the page reads offline, a list's changes from the device's copy
 * too; and it speaks Arabic.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { changeSentenceTexts } from '../../src/client/components/texts';
import { changelogTexts } from '../../src/client/components/changelog/texts';
import arPublic from '../../src/client/i18n/ar/public';
import { throughBaselines, withBeginnings } from '../../src/client/lib/baselines';
import { expectAccessible } from './support/axe';
import {
  apiGet,
  controlledByServiceWorker,
  expect,
  expectNoSidewaysOverflow,
  playerId,
  signToken,
  visitAndKeepOffline,
  waitForSavedCache,
} from './support/fixtures';
import { staffTest as test } from './support/staff';

type Level = { id: string; name: string; ranking: number };
type ChangelogPage = { changes: { baseline: boolean; type: 'classic' | 'platformer' | null }[]; next: number | null };

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const classicLevels = async (request: APIRequestContext) =>
  (await apiGet<Level[]>(request, '/api/public/classic-levels/list')).sort((a, b) => a.ranking - b.ranking);

/** A level id no demo level has: twelve digits, starting with 9. */
const freshId = () => `9${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

const staffHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}`,
});

/** Places a new classic level at `ranking` (past the end: last) through the staff API. */
async function place(request: APIRequestContext, ranking: number): Promise<Level> {
  const id = freshId();
  const headers = await staffHeaders(request);
  const response = await request.post('/api/staff/classic-levels/create', {
    headers,
    data: {
      id,
      name: `Changelog ${id.slice(-6)}`,
      publisher: 'Tester',
      difficulty: 'EXTREME_DEMON',
      link: LINK,
      thumbnail: 'https://img.example/t.png',
      duration: 'LONG',
      minimumCompletion: 60,
      ranking,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Level;
}

/** Places a level at #3 and returns the sentence the changelog says of it, with its neighbours and the levels it pushed. */
async function placeAtThree(request: APIRequestContext) {
  const before = await classicLevels(request);
  const level = await place(request, 3);
  const [above, below] = [before[1]!, before[2]!];
  const pushed = [before[74], before[149]].filter((one): one is Level => one !== undefined);
  return { level, above, below, pushed };
}

/** Puts the classic list in a new order through the staff API: `reorder` gets the ids by place and rearranges them. */
async function reorder(request: APIRequestContext, rearrange: (ids: string[]) => string[]): Promise<Level[]> {
  const levels = await classicLevels(request);
  const ids = rearrange(levels.map((level) => level.id));
  const response = await request.put('/api/staff/classic-levels/reorder', {
    headers: await staffHeaders(request),
    data: ids.map((id, index) => ({ id, ranking: index + 1 })),
  });
  expect(response.status()).toBe(200);
  return levels;
}

/** The changes the changelog shows first: the newest page, read through where history begins, with each beginning one item. */
async function firstItems(request: APIRequestContext, before: number | null): Promise<{ count: number; next: number | null }> {
  const path = '/api/public/changelog?type=classic';
  const more = (older: number) => apiGet<ChangelogPage>(request, `${path}&before=${older}&limit=200`);
  const first = await apiGet<ChangelogPage>(request, before === null ? path : `${path}&before=${before}`);
  const page = await throughBaselines(
    first,
    (read) => read.changes,
    more,
    (a, b) => ({ changes: [...a.changes, ...b.changes], next: b.next }),
  );
  return { count: withBeginnings(page.changes).length, next: page.next };
}

const changes = (page: Page) => page.locator('[data-kind]');
const list = (items: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

test('a placed level shows first, with its new neighbours, a link to its page and the levels it pushed', async ({ page, request }) => {
  const { level, above, below, pushed } = await placeAtThree(request);
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  const first = changes(page).first();
  await expect(first.locator('p')).toHaveText(changelogTexts.placedBetween(level.name, '#3', below.name, above.name));
  await expect(first.getByRole('link', { name: level.name, exact: true })).toHaveAttribute('href', `/classic/level/${level.id}`);
  await expect(first.getByRole('link', { name: above.name, exact: true })).toHaveAttribute('href', `/classic/level/${above.id}`);
  const [toExtended, toLegacy] = pushed;
  if (toExtended) await expect(first).toContainText(changelogTexts.movedToList.extended(toExtended.name));
  if (toLegacy) await expect(first).toContainText(changelogTexts.movedToList.legacy(toLegacy.name));
  // The time of day it was made.
  await expect(first.locator('time')).toHaveText(/^\d{1,2}:\d{2}(\s[AP]M)?$/);
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expectNoSidewaysOverflow(page);

  await first.getByRole('link', { name: level.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#3 - ${level.name}`);
});

test('the list filter asks the server for the changes to that list', async ({ page, request }) => {
  const { level } = await placeAtThree(request);
  const last = await place(request, 100_000);
  await page.goto('/changelog');
  const placedLast = changes(page).filter({ hasText: last.name });
  const placedThird = changes(page).filter({ hasText: `${level.name} was placed at #3` });
  await expect(placedLast).toHaveCount(1);
  await expect(placedThird).toHaveCount(1);

  const asked = page.waitForRequest((request) => request.url().includes('/api/public/changelog?type=classic&list=main'));
  await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'Main list' });
  await asked;
  await expect(page).toHaveURL(/[?&]list=main/);
  await expect(placedLast).toHaveCount(0);
  await expect(placedThird).toHaveCount(1);
  // A placement at #3 pushes a level into the legacy list: it is news there, as the last place is.
  await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'Legacy list' });
  await expect(placedLast).toHaveCount(1);
  await expect(placedThird).toHaveCount(1);
  await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'All lists' });
  await expect(placedLast).toHaveCount(1);

  // Straight to a list's address: its first read asks for that list.
  const first = page.waitForRequest((request) => request.url().includes('/api/public/changelog?type=classic&list=legacy'));
  await page.goto('/changelog?list=legacy');
  await first;
  await expect(placedLast).toHaveCount(1);
});

test('older changes load a page at a time', async ({ page, request }) => {
  // More list changes than a page holds (50): edits of one level that move nothing.
  const level = await place(request, 100_000);
  const headers = await staffHeaders(request);
  for (let edit = 1; edit <= 51; edit += 1) {
    const response = await request.put(`/api/staff/classic-levels/update/${level.id}`, {
      headers,
      data: {
        id: level.id,
        name: `Edited ${edit} ${level.id.slice(-4)}`,
        publisher: 'Tester',
        difficulty: 'EXTREME_DEMON',
        link: LINK,
        thumbnail: 'https://img.example/t.png',
        duration: 'LONG',
        minimumCompletion: 60,
        ranking: level.ranking,
      },
    });
    expect(response.status()).toBe(200);
  }
  const newest = await firstItems(request, null);
  expect(newest.next, 'more than a page of changes').not.toBeNull();
  const older = await firstItems(request, newest.next);
  await page.goto('/changelog');
  await expect(changes(page)).toHaveCount(newest.count);
  await page.getByRole('button', { name: 'Load older changes' }).click();
  await expect(changes(page)).toHaveCount(newest.count + older.count);
});

test('a reorder says which level moved, between which levels, and which made room', async ({ page, request }) => {
  const before = await reorder(request, ([first, second, third, ...rest]) => [third!, first!, second!, ...rest]);
  const [first, second, third] = before as [Level, Level, Level];
  await page.goto('/changelog');
  const newest = changes(page).first();
  await expect(newest).toHaveAttribute('data-kind', 'levels.reordered');
  await expect(newest.locator('p')).toHaveText(
    changelogTexts.reorderedUp(third.name, '#3', '#1', first.name, null) +
      changeSentenceTexts.separator +
      changeSentenceTexts.shiftedDown(list([first.name, second.name]), 2, 1),
  );
  await expect(newest.getByRole('link', { name: third.name, exact: true })).toHaveAttribute('href', `/classic/level/${third.id}`);
  await expect(newest.getByRole('button')).toHaveCount(0);
});

test('a long reorder shows its first moves and opens to every move', async ({ page, request }) => {
  const before = await reorder(request, (ids) => [...ids.slice(0, 10).reverse(), ...ids.slice(10)]);
  await page.goto('/changelog');
  const newest = changes(page).first();
  await expect(newest.locator('p')).toContainText(changelogTexts.reorderedUp(before[9]!.name, '#10', '#1', before[8]!.name, null));
  await expect(newest.locator('p')).toContainText(changeSentenceTexts.movedMore(6));
  const open = newest.getByRole('button', { name: changeSentenceTexts.allMoves(10) });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(newest.getByRole('listitem')).toHaveCount(0);
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const moves = page.locator(`[id="${await open.getAttribute('aria-controls')}"]`).getByRole('listitem');
  await expect(moves).toHaveCount(10);
  await expect(moves.first()).toHaveText(changeSentenceTexts.move(before[9]!.name, '#10', '#1'));
  await expect(moves.last()).toHaveText(changeSentenceTexts.move(before[0]!.name, '#1', '#10'));
  await expectAccessible(page, 'the changelog with a reorder opened');
  await open.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expectNoSidewaysOverflow(page);
});

test('where history begins is one line per list, opening to the list as it stood', async ({ page }) => {
  await page.goto('/changelog');
  const older = page.getByRole('button', { name: 'Load older changes' });
  const end = page.getByText(changelogTexts.end, { exact: true });
  // However long the history, its beginning is on the last page.
  for (let pages = 0; pages < 40 && !(await end.isVisible()); pages += 1) {
    await expect(older.or(end)).toBeVisible();
    if (await older.isVisible()) await older.click();
  }
  await expect(end).toBeVisible();
  const beginning = page.locator('[data-kind="level.baseline"]').filter({ hasText: 'History begins: ' });
  await expect(beginning).toHaveCount(1);
  const line = (await beginning.locator('p').textContent())!;
  const count = Number(/^History begins: (\d+) levels on the classic list$/.exec(line)?.[1]);
  expect(count, line).toBeGreaterThan(1);
  await beginning.getByRole('button', { name: changelogTexts.standingList }).click();
  const levels = beginning.getByRole('listitem');
  await expect(levels).toHaveCount(count);
  await expect(levels.first()).toHaveText(/^#1 \S/);
  await expect(levels.first().getByRole('link')).toHaveAttribute('href', /^\/classic\/level\/\d+$/);
});

test("the mode switch shows the platformer list's changes", async ({ page, request }) => {
  const { level } = await placeAtThree(request);
  await page.goto('/changelog');
  await expect(changes(page).first()).toContainText(level.name);
  await page.getByText('Platformer', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=platformer/);
  await expect(page.getByText(level.name)).toHaveCount(0);
  await expect(changes(page).first()).toBeVisible();
});

test('in Arabic, the sentence is worded in Arabic, right to left', async ({ page, request }) => {
  const { level, above, below } = await placeAtThree(request);
  await page.goto('/changelog');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const texts = arPublic.changelogTexts;
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(changes(page).first().locator('p')).toHaveText(texts.placedBetween(level.name, texts.place(3), below.name, above.name));
  await expectNoSidewaysOverflow(page);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the changelog reads offline', async ({ page, context, request, consoleGuard }) => {
    test.setTimeout(90_000);
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const { level, above, below } = await placeAtThree(request);
    const sentence = changelogTexts.placedBetween(level.name, '#3', below.name, above.name);
    await page.goto('/changelog');
    await expect(changes(page).first().locator('p')).toHaveText(sentence);
    await controlledByServiceWorker(page);
    await waitForSavedCache(page);

    await context.setOffline(true);
    await page.reload();
    await expect(changes(page).first().locator('p')).toHaveText(sentence);
    await expect(page.getByRole('status')).toContainText('You are offline. Showing saved data');
    await context.setOffline(false);
  });

  test("offline, a list's changes are read from the device's copy, as the server keeps them", async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const { level } = await placeAtThree(request);
    const last = await place(request, 100_000);
    // One visit of the home page keeps the copy; the changelog is never opened online.
    await visitAndKeepOffline(page);
    await context.setOffline(true);
    await page.goto('/changelog?list=main');
    await expect(changes(page).filter({ hasText: `${level.name} was placed at #3` })).toHaveCount(1);
    await expect(changes(page).filter({ hasText: last.name })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'Legacy list' });
    await expect(changes(page).first()).toContainText(last.name);
    await context.setOffline(false);
  });
});
