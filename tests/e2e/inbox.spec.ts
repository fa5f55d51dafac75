/**
 * The player's inbox: a rejection by staff reaches the bell in the top bar while the app is open, with
 * no reload; the Inbox lists it, opening it marks it read, and it leads to the submission (a staff
 * reply to its notes). People's words in a sentence are isolated. Offline the Inbox opens from the
 * device, and marking read there waits in the outbox, shows at once, and reaches the server once back
 * online. In Arabic at 360 px it reads right to left without overflowing. Each test takes a demo
 * player no other test of this run uses (the claims folder of settings.spec.ts and submissions.spec.ts).
 */
import { closeSync, mkdirSync, openSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './support/constants';
import {
  apiGet,
  controlledByServiceWorker,
  expect,
  expectNoSidewaysOverflow,
  playerId,
  signInAs,
  signToken,
  test,
  waitForSavedCache,
} from './support/fixtures';

type Player = { id: number; username: string; isActive: boolean; isStaff: boolean; token: string };
type Level = { id: string; name: string };

const CLAIMS = join(tmpdir(), `moroccan-settings-e2e-${process.env.E2E_PORT}-${process.ppid}`);
const DEMO_NAMES = new Set(Object.values(DEMO).map((account) => account.username.toLowerCase()));
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** An active player no other test holds, with no pending submission (which the staff tests could review meanwhile). */
async function claimPlayer(request: APIRequestContext): Promise<Player> {
  mkdirSync(CLAIMS, { recursive: true });
  const candidates = (await apiGet<{ id: number; username: string }[]>(request, '/api/public/players')).sort((a, b) => a.id - b.id);
  for (const candidate of candidates) {
    if (DEMO_NAMES.has(candidate.username.toLowerCase())) continue;
    const file = join(CLAIMS, String(candidate.id));
    try {
      closeSync(openSync(file, 'wx'));
    } catch {
      continue;
    }
    const player = await apiGet<Omit<Player, 'token'>>(request, `/api/public/players/username/${encodeURIComponent(candidate.username)}`);
    const token = signToken(player.id, false);
    const pending = await Promise.all(
      ['classic', 'platformer'].map(async (type) =>
        (
          (await (await request.get(`/api/authenticated/${type}-submissions/list`, { headers: auth(token) })).json()) as {
            status: string;
          }[]
        ).some((submission) => submission.status === 'PENDING'),
      ),
    );
    if (player.isActive && !player.isStaff && !pending.includes(true)) return { ...player, token };
    unlinkSync(file);
  }
  throw new Error('no unclaimed demo player fits this test');
}

/** The player's unread count on the server, after marking everything read when `clear`. */
async function serverUnread(request: APIRequestContext, player: Player, clear = false): Promise<number> {
  if (clear)
    expect(
      (await request.post('/api/authenticated/notifications/read', { headers: auth(player.token), data: { all: true } })).status(),
    ).toBe(204);
  const response = await request.get('/api/authenticated/notifications', { headers: auth(player.token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { unread: number }).unread;
}

/** The player submits 100% on a main classic level they hold no record on; staff reject it. Returns the level. */
async function rejectedSubmission(
  request: APIRequestContext,
  player: Player,
  reject = true,
  reason?: string,
): Promise<{ level: Level; id: number; reject: () => Promise<void> }> {
  const levels = await apiGet<Level[]>(request, '/api/public/classic-levels/list/main');
  let level: Level | undefined;
  for (const candidate of levels.slice(5)) {
    const records = await apiGet<{ player: string }[]>(request, `/api/public/classic-records/level/${candidate.id}`);
    if (!records.some((record) => record.player === player.username)) {
      level = candidate;
      break;
    }
  }
  const created = await request.post('/api/authenticated/classic-submissions/create', {
    headers: auth(player.token),
    data: { level: level!.id, link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', recordPercentage: 100 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const staffToken = signToken(await playerId(request, DEMO.staff.username), true);
  const rejectIt = async () => {
    const response = await request.put(`/api/staff/classic-submissions/${id}/change-status/REJECTED`, {
      headers: auth(staffToken),
      ...(reason ? { data: { reason } } : {}),
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  if (reject) await rejectIt();
  return { level: level!, id, reject: rejectIt };
}

const bell = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('link', { name, exact: typeof name === 'string' });
const rejectedText = (level: Level) => `Your ${level.name} submission was rejected.`;

test(
  'a rejection reaches the bell without a reload; opening the Inbox marks it read, and it leads to the submission',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const player = await claimPlayer(request);
    expect(await serverUnread(request, player, true)).toBe(0);
    const { level, id, reject } = await rejectedSubmission(request, player, false);
    await signInAs(page, request, player.username, '/');
    await expect(bell(page, 'Inbox')).toBeVisible();

    await reject();
    // The bell asks again every 30 seconds while the app is open: no reload, no navigation.
    await expect(bell(page, 'Inbox, 1 unread')).toBeVisible({ timeout: 45_000 });
    await expect(bell(page, 'Inbox, 1 unread')).toHaveText('1');

    await bell(page, 'Inbox, 1 unread').click();
    await expect(page).toHaveURL('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(rejectedText(level));
    // Opened, it is read: the bell and the server say so at once, and it keeps its unread look for this visit.
    await expect(bell(page, 'Inbox')).toBeVisible();
    await expect.poll(() => serverUnread(request, player)).toBe(0);
    await expect(item.getByRole('link')).toHaveAccessibleName(new RegExp(`^Unread: ${rejectedText(level).replaceAll('.', '\\.')}`));
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expectNoSidewaysOverflow(page);

    // The item leads to that submission among the player's own: shown, marked and focused.
    await item.getByRole('link').click();
    await expect(page).toHaveURL(`/submissions?type=classic&submission=${id}`);
    const row = page.locator(`li[data-submission="${id}"]`);
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toBeFocused();
    await expect(row).toContainText(level.name);
    // Read now, on a visit of its own.
    await page.goto('/inbox');
    await expect(item.getByRole('link')).toHaveAccessibleName(new RegExp(`^${rejectedText(level).replaceAll('.', '\\.')}`));
  },
);

test(
  "a staff reason and a level name keep their own direction inside the sentence, and a reply opens the submission's notes",
  { tag: '@phone' },
  async ({ page, request }) => {
    const player = await claimPlayer(request);
    await serverUnread(request, player, true);
    const reason = 'الفيديو غير واضح';
    const { level, id } = await rejectedSubmission(request, player, true, reason);
    const staffToken = signToken(await playerId(request, DEMO.staff.username), true);
    const note = await request.post(`/api/authenticated/classic-submissions/${id}/notes`, {
      headers: auth(staffToken),
      data: { body: 'Send the raw footage, please.' },
    });
    expect(note.status(), await note.text()).toBe(201);
    await signInAs(page, request, player.username, '/inbox');
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    const rejected = items.filter({ hasText: 'was rejected' });
    await expect(rejected).toContainText(`Your ${level.name} submission was rejected: ${reason}`);
    await expect(rejected.locator('bdi')).toHaveText([level.name, reason]);
    const replied = items.filter({ hasText: 'Staff replied' });
    await expect(replied.locator('bdi')).toHaveText([level.name, 'Send the raw footage, please.']);

    await replied.getByRole('link').click();
    await expect(page).toHaveURL(`/submissions?type=classic&submission=${id}&notes=true`);
    await expect(page.getByRole('dialog').getByText('Send the raw footage, please.')).toBeVisible();
  },
);

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test(
    'offline, the Inbox opens from the device and marking what it shows read waits, then reaches the server once back online',
    { tag: '@phone' },
    async ({ page, context, request, consoleGuard }) => {
      consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
      const player = await claimPlayer(request);
      await serverUnread(request, player, true);
      const { level } = await rejectedSubmission(request, player);
      await signInAs(page, request, player.username, '/guidelines');
      await expect(bell(page, 'Inbox, 1 unread')).toBeVisible();
      await controlledByServiceWorker(page);
      await waitForSavedCache(page);

      await context.setOffline(true);
      await page.reload();
      await expect(bell(page, 'Inbox, 1 unread')).toBeVisible();
      await bell(page, 'Inbox, 1 unread').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
      await expect(item).toContainText(rejectedText(level));

      await expect(bell(page, 'Inbox')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Outbox: 1 / })).toBeVisible();
      expect(await serverUnread(request, player)).toBe(1);

      await context.setOffline(false);
      await expect.poll(() => serverUnread(request, player), { timeout: 20_000 }).toBe(0);
      await expect(page.getByRole('button', { name: /^Outbox: / })).toHaveCount(0);
      await expect(bell(page, 'Inbox')).toBeVisible();
    },
  );
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-MA' });

  test('the Inbox reads right to left at 360 px', { tag: '@phone' }, async ({ page, request }) => {
    const player = await claimPlayer(request);
    await serverUnread(request, player, true);
    const { level } = await rejectedSubmission(request, player);
    // The bell before the inbox opens: opening it marks what it shows as read.
    await signInAs(page, request, player.username, '/');
    await expect(bell(page, 'صندوق الوارد، إشعار واحد غير مقروء')).toBeVisible();
    await bell(page, 'صندوق الوارد، إشعار واحد غير مقروء').click();
    await expect(page.getByRole('heading', { level: 1, name: 'صندوق الوارد' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const item = page.getByRole('list', { name: 'الإشعارات' }).getByRole('listitem');
    await expect(item).toContainText(`تم رفض طلبك في ${level.name}.`);
    await expect(item.locator('bdi')).toHaveText(level.name);
    await expectNoSidewaysOverflow(page);
  });
});

test('a visitor loads none of the inbox and never asks for it', { tag: '@phone' }, async ({ page }) => {
  const scripts: Promise<string>[] = [];
  const asked: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  page.on('request', (request) => request.url().includes('/api/authenticated/') && asked.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Inbox/ })).toHaveCount(0);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(2);
  expect(bodies.filter((body) => body.includes('No notifications yet.') || body.includes('submission.approved'))).toEqual([]);
  expect(asked).toEqual([]);
});
