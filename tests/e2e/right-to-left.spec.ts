/**
 * The staff area right to left (the `ar-desktop` project, Arabic on a desktop, on a server of its
 * own): a level's reorder handle stands at the start of its row, which is its right; a keyboard
 * reorder moves the level and the server's order; the records' pages run from
 * right to left (previous at the right, next at the left) with their arrows pointing that way.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import arFirst from '../../src/client/i18n/ar/first';
import arRest from '../../src/client/i18n/ar/rest';
import { staffTest as test } from './support/staff';
import { apiGet, expect, signInAs } from './support/fixtures';

const texts = { ...arFirst, ...arRest };
const levelTexts = texts.staffLevelTexts;
const recordTexts = texts.staffRecordTexts;

type Level = { id: string; name: string; ranking: number };

test.beforeEach(() => {
  expect(test.info().project.use.locale, 'this spec runs in Arabic').toBe('ar-MA');
});

const levelsOf = async (request: APIRequestContext) =>
  (await apiGet<Level[]>(request, '/api/public/classic-levels/list')).sort((a, b) => a.ranking - b.ranking);

async function open(page: Page, request: APIRequestContext, path: string, title: string): Promise<void> {
  await signInAs(page, request, 'DemoStaff', path, true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test("a level's handle stands at the right of its row, and a keyboard reorder moves it on the server", async ({ page, request }) => {
  const before = await levelsOf(request);
  const [first, second] = before as [Level, Level];
  await open(page, request, '/staff/levels', levelTexts.title);
  const scope = page.getByRole('region', { name: levelTexts.panels.classic });
  const handleOf = (within: Page | Locator) => within.getByRole('button', { name: levelTexts.handle(first.name), exact: true });
  const handle = handleOf(scope);
  const row = scope.getByRole('listitem').filter({ has: handleOf(page) });
  const [handleBox, rowBox] = [await box(handle), await box(row)];
  expect(handleBox.x + handleBox.width / 2, 'the handle is in the right half of its row').toBeGreaterThan(rowBox.x + rowBox.width / 2);

  const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /\S/ }).first();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(first.name);
  const picked = (await live.textContent()) ?? '';
  await page.keyboard.press('ArrowDown');
  await expect(live).not.toHaveText(picked);
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: levelTexts.toasts.reordered }).first()).toBeVisible({ timeout: 15_000 });
  const after = await levelsOf(request);
  expect(after.slice(0, 2).map((level) => level.id)).toEqual([second.id, first.id]);
});

test("the records' pages run from right to left, with mirrored arrows", async ({ page, request }) => {
  await open(page, request, '/staff/records', recordTexts.title);
  const panel = page.getByRole('region', { name: recordTexts.panelTitle(recordTexts.types.classic) });
  const pages = panel.getByRole('navigation', { name: texts.paginationTexts.label });
  const previous = pages.getByRole('button', { name: texts.paginationTexts.previous });
  const next = pages.getByRole('button', { name: texts.paginationTexts.next });
  const [one, two] = [
    pages.getByRole('button', { name: texts.paginationTexts.page(1), exact: true }),
    pages.getByRole('button', { name: texts.paginationTexts.page(2), exact: true }),
  ];
  await expect(one).toHaveAttribute('aria-current', 'page');
  const [previousBox, oneBox, twoBox, nextBox] = await Promise.all([box(previous), box(one), box(two), box(next)]);
  expect(previousBox.x).toBeGreaterThan(oneBox.x);
  expect(oneBox.x).toBeGreaterThan(twoBox.x);
  expect(twoBox.x).toBeGreaterThan(nextBox.x);
  // The arrows are drawn mirrored, so "next" points left, the way the pages run.
  for (const arrow of [previous, next]) {
    expect(await arrow.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  }
  await next.click();
  await expect(two).toHaveAttribute('aria-current', 'page');
});

test('text typed by players keeps its own direction: a Latin comment reads left to right, its full stop at its end', async ({
  page,
  request,
}) => {
  const submissionTexts = texts.staffSubmissionTexts;
  await open(page, request, '/staff/submissions', submissionTexts.title);
  const comments = page.locator('[data-submission] [dir="auto"]');
  await expect(comments.first()).toBeVisible();
  const seen = await comments.evaluateAll((elements) =>
    elements.slice(0, 5).map((element) => ({
      text: element.textContent ?? '',
      direction: getComputedStyle(element).direction,
    })),
  );
  const latin = seen.filter((comment) => /^[A-Za-z]/.test(comment.text));
  expect(latin.length, 'Latin comments in the demo data').toBeGreaterThan(0);
  for (const comment of latin) expect(comment, 'a Latin comment runs left to right').toMatchObject({ direction: 'ltr' });
  // The row itself stays right to left.
  expect(
    await page
      .locator('[data-submission]')
      .first()
      .evaluate((row) => getComputedStyle(row).direction),
  ).toBe('rtl');
});
