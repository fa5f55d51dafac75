import { difficultyText, pointsText } from '../../src/client/lib/format';
import { apiGet, expect, expectNoSidewaysOverflow, test } from './support/fixtures';

const WELCOME = 'Welcome to The Official Moroccan List Website!';
const LISTS = [
  { path: '/', type: 'classic', list: 'main', title: 'Classic Main List' },
  { path: '/classic/extended', type: 'classic', list: 'extended', title: 'Classic Extended List' },
  { path: '/classic/legacy', type: 'classic', list: 'legacy', title: 'Classic Legacy List' },
  { path: '/platformer/main', type: 'platformer', list: 'main', title: 'Platformer Main List' },
  { path: '/platformer/extended', type: 'platformer', list: 'extended', title: 'Platformer Extended List' },
  { path: '/platformer/legacy', type: 'platformer', list: 'legacy', title: 'Platformer Legacy List' },
] as const;

for (const { path, type, list, title } of LISTS) {
  test(`${path} shows the ${title} as level cards`, async ({ page, request }) => {
    const levels = await apiGet(request, `/api/public/${type}-levels/list/${list}`);
    await page.goto(path);
    if (path === '/') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME);
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(WELCOME)).toHaveCount(0);
    }
    if (levels.length === 0) {
      await expect(page.getByText('No levels in this list yet.')).toBeVisible();
    } else {
      const first = levels[0];
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `#${first.ranking} - ${first.name}`, exact: true }) });
      await expect(card).toContainText(`Published by ${first.publisher}`);
      await expect(card).toContainText(`Difficulty: ${difficultyText(first.difficulty)}`);
      await expect(card).toContainText(`Points: ${pointsText(first.points)}`);
      await expect(card.getByRole('button', { name: 'Copy Level ID' })).toBeVisible();
    }
    await expectNoSidewaysOverflow(page);
  });
}

test('a card opens its level and Copy Level ID copies the id with a toast', async ({ page, request }) => {
  const [first] = await apiGet(request, '/api/public/classic-levels/list/main');
  await page.goto('/');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Copy Level ID' }).click();
  await expect(page.getByText('Level ID copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.id);
  await expect(page).toHaveURL('/');

  await card.click();
  await expect(page).toHaveURL(`/classic/level/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#1 - ${first.name}`);
});

test('skeleton cards show while the list loads', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/classic-levels/list/extended', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/classic/extended');
  await expect(page.getByTestId('level-skeleton')).toHaveCount(4);
  release();
  await expect(page.getByTestId('level-skeleton')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a failed load says so', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  await page.route('**/api/public/classic-levels/list/legacy', (route) =>
    route.fulfill({ status: 500, json: { status: 500, code: 'internal_error', message: 'Something went wrong.' } }),
  );
  await page.goto('/classic/legacy');
  await expect(page.getByText('Failed to load levels. Please try again later.')).toBeVisible();
});

test('a thumbnail that fails to load gives way to a neutral block', async ({ page, request, consoleGuard }) => {
  const [first] = await apiGet(request, '/api/public/classic-levels/list/main');
  consoleGuard.allow(/status of 404/);
  await page.route(first.thumbnail, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  const card = page.getByRole('article').first();
  await expect(card.getByTestId('thumbnail-fallback')).toBeVisible();
  await expect(page.getByRole('article').nth(1).locator('img')).toBeVisible();
});

test('a list of thousands stays light: only the cards near the screen exist', async ({ page, request }) => {
  const [sample] = await apiGet(request, '/api/public/classic-levels/list/main');
  const levels = Array.from({ length: 3000 }, (_, i) => ({ ...sample, id: String(5_000_000 + i), name: `Level ${i + 1}`, ranking: 151 + i }));
  await page.route('**/api/public/classic-levels/list/legacy', (route) => route.fulfill({ json: levels }));
  await page.goto('/classic/legacy');
  await expect(page.getByRole('heading', { name: '#151 - Level 1', exact: true })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeLessThan(40);
  // The virtualised list gives the page the height of all 3000 cards.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(100_000);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { name: '#3150 - Level 3000', exact: true })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeLessThan(40);
});
