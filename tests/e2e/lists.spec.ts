import type { Page } from '@playwright/test';
import { difficultyText, pointsText } from '../../src/client/lib/format';
import { tierOf } from '../../src/shared/points';
import { DEMO } from './support/constants';
import { apiGet, expect, expectNoSidewaysOverflow, playerId, signInAs, test } from './support/fixtures';
import { expectLongNamesCutAtTheirEnd } from './support/names';

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
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: `#${first.ranking} - ${first.name}`, exact: true }) });
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
  const skeleton = (await page.getByTestId('level-skeleton').first().boundingBox())!;
  release();
  await expect(page.getByTestId('level-skeleton')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  // The skeleton has the card's layout: the card takes its place without a shift.
  const card = (await page.getByRole('article').first().boundingBox())!;
  expect(Math.abs(card.height - skeleton.height), `skeleton ${skeleton.height} px, card ${card.height} px`).toBeLessThanOrEqual(1);
  expect(card.y).toBeCloseTo(skeleton.y, 0);
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
  const levels = Array.from({ length: 3000 }, (_, i) => ({
    ...sample,
    id: String(5_000_000 + i),
    name: `Level ${i + 1}`,
    ranking: 151 + i,
  }));
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

/** Each card's title and what it says of its first victor and of completion, in list order. */
function cardsOf(page: Page) {
  return page.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const lines = [...card.querySelectorAll('p')].map((line) => line.textContent ?? '');
      return {
        title: card.querySelector('h2')?.textContent ?? '',
        victor: lines.find((line) => line.startsWith('First victor')) ?? null,
        completed: lines.includes('Completed'),
      };
    }),
  );
}

test("long names are cut at their own end: a card's title and publisher, the previous level's link", async ({ page, request }) => {
  await expectLongNamesCutAtTheirEnd(page, request);
});

/** The phone's compact row: at most this tall (as tall as a row whose name takes two lines). */
const ROW_BOUND = 112;

test('on a phone each level is a compact row and a screen holds many', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(75);
  const heights = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
  expect(Math.max(...heights), 'the tallest row').toBeLessThanOrEqual(ROW_BOUND);
  expect(Math.min(...heights), 'every row one height').toBe(Math.max(...heights));

  // With the first row just under the top bar, at least five whole rows are on the 740 px screen.
  const bar = (await page.getByRole('banner').boundingBox())!;
  await cards.first().evaluate((card, top) => window.scrollBy(0, card.getBoundingClientRect().top - top), bar.height);
  const whole = await cards.evaluateAll((all) => all.filter((card) => card.getBoundingClientRect().bottom <= window.innerHeight).length);
  expect(whole).toBeGreaterThanOrEqual(5);

  // Copy Level ID is an icon button of a touch target's size; the row's text still names the facts.
  const first = cards.first();
  const copy = first.getByRole('button', { name: 'Copy Level ID' });
  const box = (await copy.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
  // Under the thumbnail and as wide, so the name has the rest of the row's width.
  const picture = (await first.locator('img, [data-testid="thumbnail-fallback"]').first().boundingBox())!;
  expect(Math.abs(box.width - picture.width), 'as wide as the thumbnail').toBeLessThanOrEqual(1);
  expect(box.y, 'under the thumbnail').toBeGreaterThanOrEqual(picture.y + picture.height);
  // An icon: the label is read out, not shown (a visually hidden box of one pixel).
  expect((await copy.getByText('Copy Level ID').boundingBox())!.width).toBeLessThanOrEqual(1);
  await expect(first.getByText(/^Published by /)).toBeVisible();
  await expect(first.getByText(/Points: /)).toBeVisible();
  await expectNoSidewaysOverflow(page);

  // A tap anywhere on the row, here on its publisher, opens the level.
  const href = await first.getByRole('link').getAttribute('href');
  const row = (await first.boundingBox())!;
  const publisher = (await first.getByText(/^Published by /).boundingBox())!;
  await first.click({ position: { x: publisher.x - row.x + 10, y: publisher.y - row.y + publisher.height / 2 } });
  await expect(page).toHaveURL(href!);
});

test('on a desktop each level is the full card', { tag: '@desktop' }, async ({ page, request }) => {
  const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
  await page.goto('/');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('button', { name: 'Copy Level ID' })).toHaveText('Copy Level ID');
  await expect(card.getByText(`Difficulty: ${difficultyText(level.difficulty)}`)).toBeVisible();
  await expect(card.getByText(`Points: ${pointsText(level.points)}`)).toBeVisible();
  const thumbnail = (await card.locator('img').boundingBox())!;
  expect(thumbnail.width).toBeGreaterThanOrEqual(200);
});

test('classic cards name the first victor as the API does, without loading every player; platformer cards name none', async ({
  page,
  request,
}) => {
  const players: { id: number; username: string }[] = await apiGet(request, '/api/public/players');
  const name = new Map(players.map((player) => [player.id, player.username]));
  // The level carries its first victor's name: a list never asks for the whole players list.
  const everyone: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/public/players') everyone.push(sent.url());
  });
  for (const list of ['main', 'extended'] as const) {
    const levels: { ranking: number; name: string; firstVictor: number | null }[] = await apiGet(
      request,
      `/api/public/classic-levels/list/${list}`,
    );
    expect(levels.some((level) => level.firstVictor !== null)).toBe(true);
    await page.goto(list === 'main' ? '/' : `/classic/${list}`);
    await expect(page.getByRole('article')).toHaveCount(levels.length);
    await expect(page.getByText('First victor: …')).toHaveCount(0);
    expect((await cardsOf(page)).map(({ title, victor }) => ({ title, victor }))).toEqual(
      levels.map((level) => ({
        title: `#${level.ranking} - ${level.name}`,
        victor: `First victor: ${level.firstVictor === null ? 'None yet' : name.get(level.firstVictor)}`,
      })),
    );
  }
  await page.goto('/platformer/main');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^First victor/)).toHaveCount(0);
  expect(everyone).toEqual([]);
});

test('a signed-in player sees Completed on exactly the levels they completed; a visitor sees none and asks for none', async ({
  page,
  request,
}) => {
  const id = await playerId(request, DEMO.player.username);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/public\/\w+-levels\/player\//.test(sent.url())) asked.push(sent.url());
  });
  for (const path of ['/classic/extended', '/platformer/main']) {
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toHaveCount(0);
  }
  expect(asked, 'requests for completed levels while signed out').toEqual([]);

  await signInAs(page, request, DEMO.player.username, '/classic/extended');
  // The classic extended list, and the first platformer list where the player completed something.
  const platformerDone = new Set(
    (await apiGet<{ id: string }[]>(request, `/api/public/platformer-levels/player/${id}`)).map((level) => level.id),
  );
  const platformerRanked = await apiGet<{ id: string; ranking: number }[]>(request, '/api/public/platformer-levels/list');
  const platformerList = tierOf(
    Math.min(...platformerRanked.filter((level) => platformerDone.has(level.id)).map((level) => level.ranking)),
  );
  for (const [type, list] of [
    ['classic', 'extended'],
    ['platformer', platformerList],
  ] as const) {
    const path = `/${type}/${list}`;
    const levels: { id: string; ranking: number; name: string }[] = await apiGet(request, `/api/public/${type}-levels/list/${list}`);
    const done = new Set((await apiGet<{ id: string }[]>(request, `/api/public/${type}-levels/player/${id}`)).map((level) => level.id));
    const expected = levels.filter((level) => done.has(level.id)).map((level) => `#${level.ranking} - ${level.name}`);
    expect(expected.length, `${DEMO.player.username} completed some ${type} ${list} levels`).toBeGreaterThan(0);
    await page.goto(path);
    await expect(page.getByRole('article')).toHaveCount(levels.length);
    await expect(page.getByText('Completed', { exact: true })).toHaveCount(expected.length);
    expect((await cardsOf(page)).filter((card) => card.completed).map((card) => card.title)).toEqual(expected);
  }
  expect(asked.some((url) => url.endsWith(`/classic-levels/player/${id}`))).toBe(true);
});

for (const fontSize of [undefined, '20px']) {
  test(`a long list keeps its height while it scrolls: every row drawn at the height the list expected${fontSize ? ` (text at ${fontSize})` : ''}`, async ({
    page,
    request,
  }) => {
    // A reader's larger text makes every row taller than the list's first guess: the first row drawn corrects it.
    if (fontSize)
      await page.addInitScript(
        (size) => document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = size)),
        fontSize,
      );
    const sample: any[] = await apiGet(request, '/api/public/classic-levels/list/main');
    const levels = Array.from({ length: 1000 }, (_, i) => ({
      ...sample[i % sample.length],
      id: String(5_000_000 + i),
      name: `Level ${i + 1}`,
      ranking: 151 + i,
    }));
    await page.route('**/api/public/classic-levels/list/legacy', (route) => route.fulfill({ json: levels }));
    await page.goto('/classic/legacy');
    await expect(page.locator('li[aria-posinset]').first()).toBeVisible();
    const list = page.getByRole('list', { name: 'Levels' });
    const listHeight = await list.evaluate((element) => element.getBoundingClientRect().height);
    // Rows of 96 px (phone) or 206 px (desktop) and their gaps: the list is as tall as its 1,000 rows before any is drawn.
    expect(listHeight).toBeGreaterThan(1000 * 96);
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    /** The drawn rows, in order: each as high as the others, each starting one row and one gap after the previous one. */
    const rowsInPlace = () =>
      page.locator('main li[aria-posinset]').evaluateAll((rows) => {
        const boxes = rows
          .map((row) => ({ at: Number(row.getAttribute('aria-posinset')), box: row.getBoundingClientRect() }))
          .sort((a, b) => a.at - b.at);
        const pitches = boxes.slice(1).map(({ box }, i) => Math.round(box.top - boxes[i]!.box.top));
        const consecutive = boxes.every(({ at }, i) => i === 0 || at === boxes[i - 1]!.at + 1);
        return { consecutive, pitches: [...new Set(pitches)], heights: [...new Set(boxes.map(({ box }) => box.height))] };
      });
    for (const fraction of [0.5, 1, 0.25, 0]) {
      await page.evaluate((at) => window.scrollTo(0, at * document.documentElement.scrollHeight), fraction);
      await page.waitForTimeout(200);
      expect(await list.evaluate((element) => element.getBoundingClientRect().height), `list height at ${fraction * 100}%`).toBe(
        listHeight,
      );
      expect(await page.evaluate(() => document.documentElement.scrollHeight), `page height at ${fraction * 100}%`).toBe(height);
      const rows = await rowsInPlace();
      expect(rows.consecutive).toBe(true);
      expect(rows.pitches.length, `row pitches ${rows.pitches}`).toBe(1);
      expect(rows.heights.length, `heights ${rows.heights}`).toBe(1);
      // The list's height is exactly its rows' and gaps': no row was estimated at another height.
      expect(Math.abs(listHeight - (999 * rows.pitches[0]! + rows.heights[0]!))).toBeLessThanOrEqual(1);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('heading', { name: '#1150 - Level 1000', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '#1150 - Level 1000', exact: true }).locator('xpath=ancestor::article')).toContainText(
      'First victor: ',
    );
  });
}
