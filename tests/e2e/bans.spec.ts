/**
 * A ban as visitors and the banned player see it, on a server of its own (a ban moves leaderboards
 * and first victors): the profile says 'Banned' and until when, the level page lists the next first
 * victor and not the banned player's record, and all of it comes back when staff revoke the ban; a
 * submission the player queued offline meets the ban when it is sent and lands in needs attention
 * with the server's words.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { staffTest as test } from './support/staff';
import { apiGet, chooseOption, expect, loadOnDemandParts, playerId, signInAs, signToken } from './support/fixtures';

type PointsRow = { id: number; username: string };
type ClassicLevel = { id: string; name: string; ranking: number; minimumCompletion: number; firstVictor: number | null };

const DAY = 86_400_000;

async function staffHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` };
}

async function ban(request: APIRequestContext, id: number, days: number): Promise<{ id: number; endsAt: string }> {
  const answer = await request.post(`/api/staff/players/${id}/sanctions`, {
    headers: await staffHeaders(request),
    data: { kind: 'BAN', until: new Date(Date.now() + days * DAY).toISOString(), reason: 'Hacked runs' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

async function revoke(request: APIRequestContext, sanction: number) {
  const answer = await request.post(`/api/staff/sanctions/${sanction}/revoke`, { headers: await staffHeaders(request) });
  expect(answer.status()).toBe(200);
}

/** A player holding the first victory of some level, one per project, so the two widths never ban the same player. */
async function firstVictor(request: APIRequestContext, testInfo: TestInfo): Promise<{ player: PointsRow; level: ClassicLevel }> {
  const board = await apiGet<PointsRow[]>(request, '/api/public/players/classic-points');
  let skip = testInfo.project.name === 'phone' ? 0 : 1;
  for (const player of board.slice(0, 20)) {
    const held = await apiGet<{ id: string }[]>(request, `/api/public/classic-levels/firstVictor/${player.id}`);
    if (held.length === 0 || skip-- > 0) continue;
    return { player, level: await apiGet<ClassicLevel>(request, `/api/public/classic-levels/${held[0]!.id}`) };
  }
  throw new Error('no first victor to ban');
}

/** The level page's records (its history may still tell of the banned player's past records: that is the list's memory). */
const recordsTable = (page: Page) => page.getByRole('main').getByRole('table');

test("a banned player's profile says until when, their record leaves the level page, and everything returns when the ban is revoked", async ({
  page,
  request,
}, testInfo) => {
  const { player, level } = await firstVictor(request, testInfo);
  await page.goto(`/classic/level/${level.id}`);
  await expect(recordsTable(page).getByRole('link', { name: player.username, exact: true }).first()).toBeVisible();
  const sanction = await ban(request, player.id, 20);
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(sanction.endsAt));

  await page.goto(`/profile/${encodeURIComponent(player.username)}`);
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  await expect(page.getByText(`Banned until ${until}`)).toBeVisible();

  const after = await apiGet<ClassicLevel>(request, `/api/public/classic-levels/${level.id}`);
  expect(after.firstVictor).not.toBe(player.id);
  await page.goto(`/classic/level/${level.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(level.name) })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(recordsTable(page).getByRole('link', { name: player.username, exact: true })).toHaveCount(0);

  await revoke(request, sanction.id);
  await page.goto(`/profile/${encodeURIComponent(player.username)}`);
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Banned/)).toHaveCount(0);
  expect((await apiGet<ClassicLevel>(request, `/api/public/classic-levels/${level.id}`)).firstVictor).toBe(player.id);
});

test(
  'a submission queued offline by a player banned meanwhile lands in needs attention, saying until when',
  { tag: '@phone' },
  async ({ page, context, request, consoleGuard }) => {
    test.slow(); // the queued toast comes after the outbox's wait for an answer
    consoleGuard.allow(/status of 403|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const players = await apiGet<PointsRow[]>(request, '/api/public/players');
    const player = players.filter((row) => !/^demo/i.test(row.username)).sort((a, b) => b.id - a.id)[0]!;
    const levels = await apiGet<ClassicLevel[]>(request, '/api/public/classic-levels/list/main');
    const level = levels.find((row) => row.minimumCompletion < 100)!;

    await signInAs(page, request, player.username, '/submissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await loadOnDemandParts(page, /(outbox-button|toast-store|toaster)-[\w-]+\.js/g);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create Submission' }).click();
    const form = page.getByRole('dialog', { name: 'Create Submission' });
    await chooseOption(form.getByRole('combobox', { name: 'Level' }), level.name.slice(0, 6), `#${level.ranking} - ${level.name}`);
    await form.getByLabel('Percentage').fill('100');
    await form.getByLabel('Video link').fill('https://www.youtube.com/watch?v=abcdefghijk');
    await form.getByLabel('Raw footage (mandatory for Extreme demons)').fill('https://example.com/raw');
    await form.getByRole('button', { name: 'Submit' }).click();
    const queued = page.getByRole('listitem').filter({ hasText: level.name });
    await expect(queued).toContainText('Not sent yet');

    const sanction = await ban(request, player.id, 14);
    await context.setOffline(false);
    await expect(queued).toContainText('Needs attention', { timeout: 20_000 });
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(sanction.endsAt));
    await expect(queued).toContainText(`You are banned from submitting records until ${day}.`);
  },
);
