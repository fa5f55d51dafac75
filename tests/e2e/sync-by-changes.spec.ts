/**
 * Sync by changes, on a server of its own (staff remove a record): a device that kept the offline copy
 * brings it forward by asking for the changes since its position, not by downloading the snapshot
 * again, and offline a level page never visited shows the list as it is now; the changelog, a level's
 * history and the list on a date, never opened online, read offline from the same copy.
 */
import type { Page } from '@playwright/test';
import { changelogTexts } from '../../src/client/components/changelog/texts';
import { levelListTexts } from '../../src/client/features/levels/texts';
import { apiGet, expect, playerId, signToken, visitAndKeepOffline } from './support/fixtures';
import { staffTest as test } from './support/staff';

test.use({ serviceWorkers: 'allow' });

type Meta = { position?: number; checkedAt: number };
type Level = { id: string; name: string; ranking: number };

/** The saved copy's meta (sync.ts); `expire` makes it due for a check. */
const readMeta = (page: Page, expire = false) =>
  page.evaluate(
    (expire) =>
      new Promise<Meta | null>((resolve, reject) => {
        const open = indexedDB.open('moroccan-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('snapshot', 'readwrite').objectStore('snapshot');
          const read = store.get('meta');
          read.onsuccess = () => {
            const meta = read.result as Meta | undefined;
            if (meta && expire) store.put({ ...meta, checkedAt: 0 }, 'meta');
            resolve(meta ?? null);
          };
        };
      }),
    expire,
  );

test('a kept copy catches up by the changes since its position, and offline shows them', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  // A legacy level (not on the home page) with at least two records.
  const legacy = await apiGet<{ id: string; name: string; ranking: number }[]>(request, '/api/public/classic-levels/list/legacy');
  let level = legacy[0]!;
  let records: { id: number; player: string }[] = [];
  for (const candidate of legacy) {
    records = await apiGet(request, `/api/public/classic-records/level/${candidate.id}`);
    level = candidate;
    if (records.length >= 2) break;
  }
  expect(records.length).toBeGreaterThanOrEqual(2);

  await visitAndKeepOffline(page);
  const kept = await readMeta(page);
  expect(kept?.position).toEqual(expect.any(Number));

  const [removed, ...rest] = records as [(typeof records)[number], ...typeof records];
  const token = signToken(await playerId(request, 'DemoStaff'), true);
  const deleted = await request.delete(`/api/staff/classic-records/delete/${removed.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(204);

  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname + new URL(sent.url()).search));
  await readMeta(page, true);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await readMeta(page))?.position ?? 0, { timeout: 20_000 }).toBeGreaterThan(kept!.position!);
  expect(asked).toContain(`/api/public/changes?since=${kept!.position}`);
  expect(asked.filter((path) => path.startsWith('/api/public/snapshot'))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/classic/level/${level.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${level.ranking} - ${level.name}`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(rest.length);
  await expect(rows.getByRole('link', { name: removed.player, exact: true })).toHaveCount(0);
  await context.setOffline(false);
});

test("offline, the changelog, a level's history and the list on a date are read from the kept copy", async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  const order = (await apiGet<Level[]>(request, '/api/public/classic-levels/list')).sort((a, b) => a.ranking - b.ranking);
  const [above, below, pushed] = [order[0]!, order[1]!, order[3]!];
  const before = new Date();
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const id = `7${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const placed = await request.post('/api/staff/classic-levels/create', {
    headers: { authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` },
    data: {
      id,
      name: `Kept ${id.slice(-6)}`,
      publisher: 'Tester',
      difficulty: 'EXTREME_DEMON',
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnail: 'https://img.example/t.png',
      duration: 'LONG',
      minimumCompletion: 60,
      ranking: 2,
    },
  });
  expect(placed.status()).toBe(201);
  const name = `Kept ${id.slice(-6)}`;

  // One visit of the home page keeps the copy; none of the pages below is opened online.
  await visitAndKeepOffline(page);
  await context.setOffline(true);

  await page.goto('/changelog');
  await expect(page.locator('[data-kind]').first().locator('p')).toHaveText(
    changelogTexts.placedBetween(name, '#2', below.name, above.name),
  );

  await page.goto(`/classic/level/${pushed.id}`);
  await expect(page.getByRole('img', { name: /^Position over time: / })).toHaveAttribute('aria-label', /to #5$/);
  await expect(page.getByRole('region', { name: 'History' }).locator('[data-kind]').first()).toContainText(name);

  await page.goto(`/?at=${encodeURIComponent(before.toISOString())}`);
  const cards = page.getByRole('list', { name: levelListTexts.levels }).getByRole('article');
  await expect(cards.nth(1)).toContainText(levelListTexts.title(2, below.name));
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: levelListTexts.onDate.today })).toBeVisible();
  await context.setOffline(false);
});
