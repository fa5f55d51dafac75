/**
 * The Staff players screen on a server of its own (a ban moves the lists): staff find a player, flag
 * them on the guidelines' first step, see the Flagged mark on the player's submissions and records,
 * ban them for a number of days on the second step, the public profile says until when while the
 * staff screen still lists the hidden records, and revoking brings the records back. A flagged player's
 * submission form asks for raw footage in the server's words.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { staffTest as test } from './support/staff';
import { apiGet, chooseOption, expect, loadOnDemandParts, playerId, signInAs, signToken } from './support/fixtures';

type Player = { id: number; username: string };
type RecordPage = { content: { id: number; level: string }[]; totalElements: number };
type ClassicLevel = { id: string; name: string; ranking: number; minimumCompletion: number };

const DAY = 86_400_000;
const dateText = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

async function staffHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` };
}

/** A player who is neither staff nor a demo account and holds classic records, one per project (each has its own server, but a spec may share it). */
async function playerWithRecords(request: APIRequestContext, skip: number): Promise<Player> {
  const board = await apiGet<Player[]>(request, '/api/public/players/classic-points');
  const candidates = board.filter((player) => !/^demo/i.test(player.username));
  return candidates[skip]!;
}

async function submitAs(request: APIRequestContext, player: Player, level: ClassicLevel): Promise<number> {
  const answer = await request.post('/api/authenticated/classic-submissions/create', {
    headers: { authorization: `Bearer ${signToken(player.id, false)}` },
    data: {
      level: level.id,
      link: 'https://www.youtube.com/watch?v=abcdefghijk',
      rawFootage: 'https://example.com/raw',
      recordPercentage: 100,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).id;
}

async function choosePlayer(page: Page, player: Player) {
  await chooseOption(page.getByRole('combobox', { name: 'Find a player' }), player.username.slice(0, 6), player.username);
  await expect(page.getByRole('heading', { level: 2, name: player.username })).toBeVisible();
}

test("staff flag then ban a player on the guidelines' steps, see the marks in the staff area, and revoking brings the records back", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const player = await playerWithRecords(request, testInfo.project.name === 'phone' ? 3 : 4);
  const levels = await apiGet<ClassicLevel[]>(request, '/api/public/classic-levels/list/main');
  const submission = await submitAs(
    request,
    player,
    levels.find((level) => level.minimumCompletion < 100)!,
  );
  const publicRecords = () => apiGet<RecordPage>(request, `/api/public/classic-records?player=${player.id}&size=100`);
  const recordCount = (await publicRecords()).totalElements;
  expect(recordCount).toBeGreaterThan(0);

  await signInAs(page, request, 'DemoStaff', '/staff/players', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await choosePlayer(page, player);
  const standing = page.locator('[data-standing]');
  await expect(standing).toHaveText('No sanction in force');
  await expect(page.locator('p[data-proposal]')).toHaveText(
    'First offence: the guidelines call for a flag (raw footage with every submission).',
  );

  await page.getByRole('button', { name: 'Flag', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: `Sanction ${player.username}` });
  await expect(dialog.getByText('First offence: the guidelines call for a flag')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('A sanction needs a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Spliced run');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Sanction applied')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await expect(standing).toHaveText('Flagged');
  const history = page.getByRole('list', { name: 'Sanctions' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Flag');
  await expect(history.first()).toContainText('In force');
  await expect(history.first()).toContainText('Reason: Spliced run');
  await expect(history.first()).toContainText('Set by DemoStaff');

  // The Flagged mark beside the player's name in the staff submissions and records.
  await page.goto('/staff/submissions');
  // The queue lists pending submissions oldest first: the new one is on the last page of the pending.
  const queue = page.getByRole('region', { name: 'Classic submissions' });
  await queue.getByRole('radiogroup').getByText('Pending', { exact: true }).click();
  const pending = await request.get('/api/staff/classic-submissions/list?page=0&size=10&status=PENDING', {
    headers: await staffHeaders(request),
  });
  const { totalPages } = (await pending.json()) as { totalPages: number };
  if (totalPages > 1) await queue.getByRole('button', { name: `Page ${totalPages}`, exact: true }).click();
  await expect(queue.locator(`[data-submission="${submission}"]`).locator('[data-mark="flagged"]')).toHaveText('Flagged', {
    timeout: 15_000,
  });
  await page.goto('/staff/records');
  if (testInfo.project.name === 'phone')
    await page.getByRole('radiogroup', { name: 'Level type' }).getByText('Classic', { exact: true }).click();
  const classic = page.getByRole('region', { name: 'Classic records' });
  await chooseOption(classic.getByRole('combobox', { name: 'Player' }), player.username.slice(0, 6), player.username);
  const rows = classic.getByRole('list', { name: 'Classic records' }).getByRole('listitem');
  await expect(rows.first()).toContainText(player.username);
  await expect(rows.first().locator('[data-mark="flagged"]')).toBeVisible();

  // The second step: a ban of 2 weeks to 2 months, typed as a number of days.
  await page.goto(`/staff/players?player=${player.id}`);
  await expect(page.locator('p[data-proposal]')).toHaveText('Second offence: the guidelines call for a ban of 2 weeks to 2 months.');
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  dialog = page.getByRole('dialog', { name: `Sanction ${player.username}` });
  await expect(dialog.getByText('Second offence: the guidelines call for a ban of 2 weeks to 2 months.')).toBeVisible();
  const days = dialog.getByRole('spinbutton', { name: 'Days' });
  await expect(days).toHaveValue('14');
  await days.fill('61');
  await dialog.getByLabel('Reason').fill('Hacked runs');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('A ban lasts from 14 to 60 days.')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveValue('Hacked runs');
  await days.fill('20');
  const before = Date.now();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Sanction applied')).toBeVisible({ timeout: 15_000 });
  await expect(history).toHaveCount(2);
  const sanctions = await (await request.get(`/api/staff/players/${player.id}/sanctions`, { headers: await staffHeaders(request) })).json();
  const ends = new Date(sanctions[0].endsAt);
  expect(Math.abs(ends.getTime() - (before + 20 * DAY))).toBeLessThan(5 * 60_000);
  await expect(standing).toHaveText(`Flagged · Banned until ${dateText(ends)}`);
  expect((await publicRecords()).totalElements).toBe(0);
  // Staff still see the hidden records, marked.
  const ownRows = page.getByRole('list', { name: 'Records: Classic' }).getByRole('listitem');
  await expect(ownRows.first().locator('[data-mark="banned"]')).toBeVisible();

  const profile = await page.context().newPage();
  await profile.goto(`/profile/${encodeURIComponent(player.username)}`);
  await expect(profile.getByText(`Banned until ${dateText(ends)}`)).toBeVisible();
  await profile.close();

  // A third step would be a permanent ban.
  await expect(page.locator('p[data-proposal]')).toHaveText('Offence 3: the guidelines call for a permanent ban.');
  // Revoking the ban as issued in error brings the records back to the public lists, and it no longer counts.
  const ban = history.filter({ hasText: 'Hacked runs' });
  await ban.getByRole('button', { name: /^Revoke/ }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke this sanction?' });
  await expect(revoke.locator('[data-revoke-effect]')).toHaveText('It still counts as an offence: the next sanction follows it.');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(revoke.getByText('Say why the sanction is revoked.')).toBeVisible();
  await revoke.getByRole('radiogroup', { name: 'The sanction was' }).getByText('Issued in error', { exact: true }).click();
  await expect(revoke.locator('[data-revoke-effect]')).toHaveText(
    'It will never count as an offence: the next sanction is worked out as if it had not been.',
  );
  await revoke.getByLabel('Why').fill("Wrong account: the runs were another player's");
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Sanction revoked')).toBeVisible({ timeout: 15_000 });
  await expect(ban).toContainText('Revoked by DemoStaff');
  await expect(ban.locator('[data-revoked="in-error"]')).toContainText('Issued in error: not an offence');
  await expect(ban).toContainText("Why it was revoked: Wrong account: the runs were another player's");
  await expect(standing).toHaveText('Flagged');
  await expect(page.locator('p[data-proposal]')).toHaveText(
    'Second offence: the guidelines call for a ban of 2 weeks to 2 months. One sanction revoked as issued in error does not count.',
  );
  expect((await publicRecords()).totalElements).toBe(recordCount);
});

test("a flagged player's submission form asks for raw footage, and a banned player is told until when instead of offered the form", async ({
  page,
  request,
}, testInfo) => {
  const player = await playerWithRecords(request, testInfo.project.name === 'phone' ? 5 : 6);
  const headers = await staffHeaders(request);
  const flag = await request.post(`/api/staff/players/${player.id}/sanctions`, { headers, data: { kind: 'FLAG', reason: 'Spliced run' } });
  expect(flag.status(), await flag.text()).toBe(201);
  const levels = await apiGet<ClassicLevel[]>(request, '/api/public/classic-levels/list/main');
  const level = levels.find((row) => row.minimumCompletion < 100)!;

  await signInAs(page, request, player.username, '/submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Submission' }).click();
  const form = page.getByRole('dialog', { name: 'Create Submission' });
  const raw = form.getByLabel(/^Raw footage/);
  await expect(form.getByText('Your account is flagged: send raw footage with every submission.')).toBeVisible();
  await chooseOption(form.getByRole('combobox', { name: 'Level' }), level.name.slice(0, 6), `#${level.ranking} - ${level.name}`);
  await form.getByLabel('Percentage').fill('100');
  await form.getByLabel('Video link').fill('https://www.youtube.com/watch?v=abcdefghijk');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(raw).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');

  const ban = await request.post(`/api/staff/players/${player.id}/sanctions`, {
    headers,
    data: { kind: 'BAN', days: 30, reason: 'Hacked runs' },
  });
  expect(ban.status(), await ban.text()).toBe(201);
  const ends = new Date((await ban.json()).endsAt);
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: `You are banned from submitting records until ${dateText(ends)}.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Submission' })).toHaveCount(0);
});

test(
  "a sanction made offline waits in the history, and refused when sent it lands in needs attention with the server's words",
  { tag: '@desktop' },
  async ({ page, context, request, consoleGuard }) => {
    test.slow(); // the queued toast comes after the outbox's wait for an answer
    consoleGuard.allow(/status of 403|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const self = { id: await playerId(request, 'DemoStaff'), username: 'DemoStaff' };
    await signInAs(page, request, 'DemoStaff', `/staff/players?player=${self.id}`, true);
    await expect(page.getByRole('heading', { level: 2, name: self.username })).toBeVisible();
    await expect(page.locator('[data-standing]')).toHaveText('No sanction in force');
    // The dialog's code and the toasts' are on the page before the network goes.
    await page.getByRole('button', { name: 'Flag', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Sanction ${self.username}` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await loadOnDemandParts(page, /(outbox-button|toast-store|toaster)-[\w-]+\.js/g);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Flag', exact: true }).click();
    await dialog.getByLabel('Reason').fill('Testing the queue');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    const queued = page.getByRole('list', { name: 'Sanctions' }).getByRole('listitem').filter({ hasText: 'Testing the queue' });
    await expect(queued).toContainText('Not sent yet');

    await context.setOffline(false);
    await expect(queued).toContainText('Needs attention', { timeout: 20_000 });
    await expect(queued).toContainText('You cannot sanction yourself.');
  },
);
