import { videoId } from '../../src/shared/video';
import { difficultyText, pointsText } from '../../src/client/lib/format';
import { recordTimeText } from '../../src/client/lib/record-values/values';
import { apiGet, expect, expectNoSidewaysOverflow, test } from './support/fixtures';

const fact = (page: import('@playwright/test').Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a classic level shows every field, its video and its records', async ({ page, request, isMobile }) => {
  const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
  const records = await apiGet(request, `/api/public/classic-records/level/${level.id}`);
  await page.goto(`/classic/level/${level.id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level.ranking} - ${level.name}`);
  await expect(page.getByText(`Published by ${level.publisher}`)).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`/embed/${videoId(level.link)}$`));
  await expect(fact(page, 'Level ID')).toHaveText(level.id);
  await expect(fact(page, 'Difficulty')).toHaveText(difficultyText(level.difficulty));
  await expect(fact(page, 'Points')).toHaveText(pointsText(level.points));
  await expect(fact(page, 'Duration')).toHaveText(/^(Tiny|Short|Medium|Long|XL)$/);
  await expect(fact(page, 'Minimum points')).toHaveText(pointsText(level.minPoints));
  await expect(fact(page, 'List percentage')).toHaveText(`${level.minimumCompletion}%`);

  // The date has its column on a desktop and goes under the player's name on a phone.
  await expect(page.getByRole('columnheader')).toHaveText(['Player', 'Percentage', 'Video', ...(isMobile ? [] : ['Date'])]);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(records.length);
  const first = rows.first();
  await expect(first.locator(`time[datetime="${records[0].date}"]`).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByTestId('level-list')).toHaveText('List: Classic Main List');
  await expect(page.getByTestId('level-list').getByRole('link')).toHaveAttribute('href', '/');
  const player = first.getByRole('link', { name: records[0].player, exact: true });
  await expect(player).toHaveAttribute('href', `/profile/${records[0].player}`);
  await expect(player).toHaveAttribute('target', '_blank');
  const full = records.findIndex((record: any) => record.recordPercentage === 100);
  if (full >= 0) await expect(rows.nth(full).locator('strong')).toHaveText('100%');
  const partial = records.findIndex((record: any) => record.recordPercentage < 100);
  if (partial >= 0) {
    await expect(rows.nth(partial).getByRole('cell').nth(1)).toHaveText(`${records[partial].recordPercentage}%`);
    await expect(rows.nth(partial).locator('strong')).toHaveCount(0);
  }
  const linked = records.findIndex((record: any) => record.link);
  if (linked >= 0) {
    await expect(rows.nth(linked).getByRole('link', { name: /^Watch/ })).toHaveAttribute('href', records[linked].link);
    await expect(rows.nth(linked).getByRole('link', { name: /^Watch/ })).toHaveAttribute('target', '_blank');
  }
  const unlinked = records.findIndex((record: any) => !record.link);
  if (unlinked >= 0) await expect(rows.nth(unlinked).getByRole('cell').nth(2)).toHaveText('N/A');
  await expectNoSidewaysOverflow(page);
});

test('a platformer level shows times as text and no classic extras', async ({ page, request, isMobile }) => {
  const [level] = await apiGet(request, '/api/public/platformer-levels/list/main');
  const records = await apiGet(request, `/api/public/platformer-records/level/${level.id}`);
  await page.goto(`/platformer/level/${level.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level.ranking} - ${level.name}`);
  await expect(page.getByRole('columnheader')).toHaveText(['Player', 'Time', 'Video', ...(isMobile ? [] : ['Date'])]);
  await expect(page.getByText('List percentage')).toHaveCount(0);
  await expect(page.getByText('Minimum points')).toHaveCount(0);
  const cell = page.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(cell).toHaveText(recordTimeText(records[0].recordTime));
  await expect(cell).toHaveText(/^(\d+h )?(\d+m )?\d+s( \d+ms)?$/);
});

test('no video without an 11-character id; missing values read N/A', async ({ page, request, isMobile }) => {
  const [level] = await apiGet(request, '/api/public/platformer-levels/list/main');
  await page.route(`**/api/public/platformer-levels/${level.id}`, (route) =>
    route.fulfill({ json: { ...level, link: 'https://example.com/watch?v=short' } }),
  );
  await page.route(`**/api/public/platformer-records/level/${level.id}`, (route) =>
    route.fulfill({ json: [{ id: 1, level: level.id, player: 'DemoPlayer', link: null, recordTime: '', version: 1 }] }),
  );
  await page.goto(`/platformer/level/${level.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // A record with no date (as a server of the 2024 API sends them) leaves its date empty.
  await expect(page.getByRole('row').nth(1).getByRole('cell')).toHaveText(['DemoPlayer', 'N/A', 'N/A', ...(isMobile ? [] : [''])]);
});

test('Loading..., then the level; an unknown level; a failing API', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of (404|500)/);
  const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/public/classic-levels/${level.id}`, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`/classic/level/${level.id}`);
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level.ranking} - ${level.name}`);

  expect((await page.goto('/classic/level/999999999'))?.status()).toBe(404);
  await expect(page.getByText('No level data found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the lists' }).click();
  await expect(page).toHaveURL('/');

  await page.route('**/api/public/platformer-levels/*', (route) =>
    route.fulfill({ status: 500, json: { status: 500, code: 'internal_error', message: 'x' } }),
  );
  await page.goto('/platformer/level/123');
  await expect(page.getByText('Error: Failed to fetch platformer level details and records')).toBeVisible();
});

test('an unknown level type, or an id the API would refuse, is the fallback screen', async ({ page, consoleGuard }) => {
  // An address no level can have is a 404 (a crawler gets no preview of it), which Chromium logs.
  consoleGuard.allow(/status of 404/);
  for (const [path, status] of [
    ['/arcade/level/1', 200],
    ['/classic/level/0123', 404],
    ['/platformer/level/12a', 404],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(status);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' }), path).toBeVisible();
  }
});

test(
  'a level link shared in a chat previews the level and its card, as the crawler reads the built page',
  { tag: '@desktop' },
  async ({ request }) => {
    const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
    const discordbot = { 'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', accept: 'text/html' };
    const page = await request.get(`/classic/level/${level.id}?lang=fr`, { headers: discordbot });
    expect(page.status()).toBe(200);
    const html = await page.text();
    const tags = Object.fromEntries(
      [...html.slice(0, html.indexOf('</head>')).matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map(
        ([, key, value]) => [
          key,
          value!
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        ],
      ),
    );
    expect(tags['og:title']).toBe(`#${level.ranking} - ${level.name}`);
    expect(tags['og:description']).toContain('Liste principale classique');
    expect(tags['twitter:card']).toBe('summary_large_image');
    const card = await request.get(tags['og:image']!, { headers: { ...discordbot, accept: 'image/*' } });
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect((await request.get('/classic/level/999999999', { headers: discordbot })).status()).toBe(404);
  },
);

for (const type of ['classic', 'platformer'] as const) {
  test(`a ${type} level names its ${type === 'classic' ? 'first victor' : 'record holder'}, links the levels around it, and links its video`, async ({
    page,
    request,
  }) => {
    const ranked: any[] = await apiGet(request, `/api/public/${type}-levels/list`);
    const players: { id: number; username: string }[] = await apiGet(request, '/api/public/players');
    const holderOf = (level: any): number | null => (type === 'classic' ? level.firstVictor : level.recordHolder);
    const index = ranked.findIndex((level, at) => at > 0 && at < ranked.length - 1 && holderOf(level) !== null);
    expect(index, 'a level with a holder between two others').toBeGreaterThan(0);
    const [previous, level, next] = ranked.slice(index - 1, index + 2);
    const holder = players.find((player) => player.id === holderOf(level))!;
    const label = type === 'classic' ? 'First victor' : 'Record holder';

    await page.goto(`/${type}/level/${level.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level.ranking} - ${level.name}`);
    await expect(page.getByTestId('level-holder')).toHaveText(`${label}: ${holder.username}`);
    const watch = page.getByRole('link', { name: 'Watch the video' });
    await expect(watch).toHaveAttribute('href', level.link);
    await expect(watch).toHaveAttribute('target', '_blank');
    await expectNoSidewaysOverflow(page);

    const around = page.getByRole('navigation', { name: 'Previous and next levels' });
    await around.getByRole('link', { name: `Next level: #${next.ranking} - ${next.name}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${next.ranking} - ${next.name}`);
    await page.goBack();
    await around.getByRole('link', { name: `Previous level: #${previous.ranking} - ${previous.name}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${previous.ranking} - ${previous.name}`);
    await page.goBack();

    await page.getByTestId('level-holder').getByRole('link', { name: holder.username }).click();
    await expect(page).toHaveURL(`/profile/${holder.username}`);
  });
}

test('the first level has no previous link; a level with no holder says so', async ({ page, request }) => {
  const ranked: any[] = await apiGet(request, '/api/public/classic-levels/list');
  await page.route(`**/api/public/classic-levels/${ranked[0].id}`, (route) =>
    route.fulfill({ json: { ...ranked[0], firstVictor: null, firstVictorName: null } }),
  );
  await page.goto(`/classic/level/${ranked[0].id}`);
  await expect(page.getByTestId('level-holder')).toHaveText('First victor: None yet');
  const around = page.getByRole('navigation', { name: 'Previous and next levels' });
  await expect(around.getByRole('link', { name: /^Next level: / })).toBeVisible();
  await expect(around.getByRole('link', { name: /^Previous level: / })).toHaveCount(0);
});
