/**
 * The changelog on a server of its own (a placement moves every level below it): a level staff
 * place shows first, as a sentence naming its new neighbours and linking to its page, with each
 * level it pushed into another list; the list filter keeps only the changes that touch a list;
 * older changes load a page at a time; after one visit the page reads offline; and it speaks Arabic.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { changelogTexts } from '../../src/client/features/changelog/texts';
import arPublic from '../../src/client/i18n/ar/public';
import { apiGet, controlledByServiceWorker, expect, expectNoSidewaysOverflow, playerId, signToken, waitForSavedCache } from './support/fixtures';
import { staffTest as test } from './support/staff';

type Level = { id: string; name: string; ranking: number };
type ChangelogPage = { changes: unknown[]; next: number | null };

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const classicLevels = async (request: APIRequestContext) =>
  (await apiGet<Level[]>(request, '/api/public/classic-levels/list')).sort((a, b) => a.ranking - b.ranking);

/** A level id no demo level has: twelve digits, starting with 9. */
const freshId = () => `9${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** Places a new classic level at `ranking` (past the end: last) through the staff API. */
async function place(request: APIRequestContext, ranking: number): Promise<Level> {
  const id = freshId();
  const headers = { authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` };
  const response = await request.post('/api/staff/classic-levels/create', {
    headers,
    data: {
      id, name: `Changelog ${id.slice(-6)}`, publisher: 'Tester', difficulty: 'EXTREME_DEMON', link: LINK,
      thumbnail: 'https://img.example/t.png', duration: 'LONG', minimumCompletion: 60, ranking,
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

const changes = (page: Page) => page.locator('[data-kind]');

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
  await expectNoSidewaysOverflow(page);

  await first.getByRole('link', { name: level.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#3 - ${level.name}`);
});

test('the list filter keeps the changes that touch that list, and older changes load a page at a time', async ({ page, request }) => {
  const { level } = await placeAtThree(request);
  const last = await place(request, 100_000);
  await page.goto('/changelog');
  const placedLast = changes(page).filter({ hasText: last.name });
  const placedThird = changes(page).filter({ hasText: `${level.name} was placed at #3` });
  await expect(placedLast).toHaveCount(1);
  await expect(placedThird).toHaveCount(1);

  await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'Main list' });
  await expect(page).toHaveURL(/[?&]list=main/);
  await expect(placedLast).toHaveCount(0);
  await expect(placedThird).toHaveCount(1);
  await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'All lists' });
  await expect(placedLast).toHaveCount(1);

  const newest = await apiGet<ChangelogPage>(request, '/api/public/changelog?type=classic');
  expect(newest.next, 'the demo data holds more than a page of changes').not.toBeNull();
  const older = await apiGet<ChangelogPage>(request, `/api/public/changelog?type=classic&before=${newest.next}`);
  await expect(changes(page)).toHaveCount(newest.changes.length);
  await page.getByRole('button', { name: 'Load older changes' }).click();
  await expect(changes(page)).toHaveCount(newest.changes.length + older.changes.length);
});

test('the mode switch shows the platformer list\'s changes', async ({ page, request }) => {
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
});
