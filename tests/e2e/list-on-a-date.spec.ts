/**
 * The list on a date, on a server of its own (a placement moves every level below it): `?at=` shows
 * a list as it stood then, under a notice with the way back to today; the page's date picker sets
 * it; a date before the list's history says when that history begins; and it speaks Arabic at 360 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { levelListTexts } from '../../src/client/features/levels/texts';
import arFirst from '../../src/client/i18n/ar/first';
import { pointsText } from '../../src/client/lib/format';
import { apiGet, expect, expectNoSidewaysOverflow, playerId, signToken } from './support/fixtures';
import { staffTest as test } from './support/staff';

type Level = { id: string; name: string; ranking: number; points: number };

const texts = levelListTexts.onDate;
const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const mainList = (request: APIRequestContext) => apiGet<Level[]>(request, '/api/public/classic-levels/list/main');

/** A level id no demo level has: twelve digits, starting with 9. */
const freshId = () => `9${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** Places a new classic level at #3 through the staff API. */
async function placeAtThree(request: APIRequestContext): Promise<Level> {
  const id = freshId();
  const response = await request.post('/api/staff/classic-levels/create', {
    headers: { authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` },
    data: {
      id,
      name: `On a date ${id.slice(-6)}`,
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
  return (await response.json()) as Level;
}

/** A moment in the page's language as the page writes it (lib/i18n/format.ts): a day, or a day and a time. */
const formatted = (page: Page, moment: string, withTime: boolean) =>
  page.evaluate(
    ([moment, withTime]) =>
      new Intl.DateTimeFormat(document.documentElement.lang === 'ar' ? 'ar-MA' : document.documentElement.lang === 'fr' ? 'fr-MA' : 'en', {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }).format(new Date(moment)),
    [moment, withTime] as const,
  );

/**
 * The layout shifts of the page's own content so far (in <main>; none right after an input counts),
 * summed as CLS sums them. (The side panel beside the page on a desktop is not this page's to keep still.)
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
        const inPage = (shift: Shift) =>
          !shift.hadRecentInput && shift.sources.some(({ node }) => document.getElementById('main')?.contains(node) === true);
        new PerformanceObserver((entries) =>
          resolve((entries.getEntries() as Shift[]).filter(inPage).reduce((sum, shift) => sum + shift.value, 0)),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

const card = (page: Page, ranking: number, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `#${ranking} - ${name}`, exact: true }) });

test('?at= shows the list as it stood then, under a notice; Back to today shows the list of now', async ({ page, request }) => {
  const before = await mainList(request);
  const third = before[2]!;
  // A time with seconds, then a placement a second later: the moment comes strictly before it.
  const moment = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  await page.waitForTimeout(1100);
  const placed = await placeAtThree(request);

  await page.goto(`/?at=${encodeURIComponent(moment)}`);
  const notice = page.getByRole('status').filter({ hasText: texts.shown(await formatted(page, moment, true)) });
  await expect(notice).toBeVisible();
  const old = card(page, 3, third.name);
  await expect(old).toContainText(`Points: ${pointsText(third.points)}`);
  await expect(page.getByText(placed.name)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(before.length);
  expect(await layoutShift(page), 'layout shift while the list on a date came').toBe(0);
  // A card of the past still opens its level.
  await expect(old.getByRole('link', { name: `#3 - ${third.name}`, exact: true })).toHaveAttribute('href', `/classic/level/${third.id}`);

  await notice.getByRole('link', { name: texts.today, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('at'));
  await expect(card(page, 3, placed.name)).toBeVisible();
  await expect(card(page, 4, third.name)).toBeVisible();
  await expect(page.getByRole('link', { name: texts.today })).toHaveCount(0);
  await expect(page.getByText(texts.shown(await formatted(page, moment, true)))).toHaveCount(0);
});

test('the date picker sets ?at= in the address, and clearing it goes back to today', async ({ page }) => {
  await page.goto('/platformer/main');
  await expect(page.getByRole('article').first()).toBeVisible();
  const picker = page.getByLabel(texts.pick, { exact: true });
  const today = (await picker.getAttribute('max'))!;
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await picker.fill(today);
  await expect(page).toHaveURL((url) => url.pathname === '/platformer/main' && url.searchParams.get('at') === today);
  await expect(page.getByRole('status').filter({ hasText: texts.shown(await formatted(page, `${today}T00:00`, false)) })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await picker.fill('');
  await expect(page).toHaveURL((url) => url.pathname === '/platformer/main' && !url.searchParams.has('at'));
  await expect(page.getByRole('link', { name: texts.today })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test("a date before the list's history says when it begins, with the way back to today", async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const refusal = await request.get('/api/public/classic-levels/list/extended?at=2020-01-01');
  expect(refusal.status()).toBe(404);
  const begins = /\d{4}-\d{2}-\d{2}T[\d:.]+Z/.exec(((await refusal.json()) as { message: string }).message)![0];

  const asked: string[] = [];
  page.on('request', (sent) => void (sent.url().includes('/list/extended?at=') && asked.push(sent.url())));
  await page.goto('/classic/extended?at=2020-01-01');
  const notice = page.getByRole('status').filter({ hasText: texts.begins(await formatted(page, begins, false)) });
  await expect(notice).toBeVisible();
  // A 404 that asking again cannot change is asked for once: not again when the page is shown again or the device reconnects.
  await page.evaluate(async () => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('online'));
    await new Promise((settled) => setTimeout(settled, 500));
  });
  expect(asked).toHaveLength(1);
  await expect(page.getByText(levelListTexts.failed)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);
  await notice.getByRole('link', { name: texts.today, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/classic/extended' && !url.searchParams.has('at'));
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('in Arabic the notice reads in Arabic, right to left, with no sideways overflow at 360 px', { tag: '@phone' }, async ({ page }) => {
  const day = new Date().toISOString().slice(0, 10);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto(`/?at=${day}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const ar = arFirst.levelListTexts.onDate;
  const notice = page.getByRole('status').filter({ hasText: ar.shown(await formatted(page, `${day}T00:00`, false)) });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: ar.today, exact: true })).toBeVisible();
  await expect(page.getByLabel(ar.pick, { exact: true })).toHaveValue(day);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSidewaysOverflow(page);
});
