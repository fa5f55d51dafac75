/**
 * The player's Submissions screen: creating classic and platformer submissions through the outbox,
 * the device's checks on their fields, the searchable level chooser, deleting with a confirmation,
 * the inactive account, drafts that survive closing and reloading, offline submissions sent once, and
 * a refusal left to edit and resend. Each writing test takes a demo player no other test of this run
 * uses, so the tests run in parallel on the one server.
 */
import { closeSync, mkdirSync, openSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './support/constants';
import { apiGet, chooseOption, expect, loadOnDemandParts, signInAs, signToken, test } from './support/fixtures';

type Player = { id: number; username: string; isActive: boolean; isStaff: boolean };
type ClassicLevel = { id: string; name: string; ranking: number; minimumCompletion: number };
type PlatformerLevel = { id: string; name: string; ranking: number };
type Submission = { id: number; level: string; status: string; submissionDate: string; recordPercentage?: number; recordTime?: string };

/**
 * The claims folder of settings.spec.ts, on purpose: that spec renames the players it claims, so both
 * specs claim from one folder and never take the same player.
 */
const CLAIMS = join(tmpdir(), `moroccan-settings-e2e-${process.env.E2E_PORT}-${process.ppid}`);
const DEMO_NAMES = new Set(Object.values(DEMO).map((account) => account.username.toLowerCase()));

/** Claims the first active, non-staff player of `candidates` that no other test of this run holds. */
async function claim(request: APIRequestContext, candidates: { id: number; username: string }[]): Promise<Player> {
  mkdirSync(CLAIMS, { recursive: true });
  for (const candidate of candidates) {
    if (DEMO_NAMES.has(candidate.username.toLowerCase())) continue;
    const file = join(CLAIMS, String(candidate.id));
    try {
      closeSync(openSync(file, 'wx'));
    } catch {
      continue;
    }
    const response = await request.get(`/api/public/players/username/${encodeURIComponent(candidate.username)}`);
    const player = response.ok() ? ((await response.json()) as Player) : null;
    if (player && player.isActive && !player.isStaff) return player;
    unlinkSync(file);
  }
  throw new Error('no unclaimed demo player fits this test');
}

const anyPlayer = async (request: APIRequestContext) =>
  claim(
    request,
    (await apiGet<{ id: number; username: string }[]>(request, '/api/public/players')).sort((a, b) => b.id - a.id),
  );

const classicMain = (request: APIRequestContext) => apiGet<ClassicLevel[]>(request, '/api/public/classic-levels/list/main');
const recordsOf = (request: APIRequestContext, type: string, id: string) =>
  apiGet<{ player: string; recordPercentage?: number; recordTime?: string }[]>(request, `/api/public/${type}-records/level/${id}`);

/** A main classic level with a requirement below 100 on which `username` has no record. */
async function openLevelFor(request: APIRequestContext, username: string, skip = 0): Promise<ClassicLevel> {
  const levels = (await classicMain(request)).filter((level) => level.minimumCompletion > 1 && level.minimumCompletion < 100);
  let skipped = 0;
  for (const level of levels) {
    if ((await recordsOf(request, 'classic', level.id)).some((record) => record.player === username)) continue;
    if (skipped++ >= skip) return level;
  }
  throw new Error('no open classic level');
}

async function ownSubmissions(request: APIRequestContext, player: Player, type: 'classic' | 'platformer'): Promise<Submission[]> {
  const response = await request.get(`/api/authenticated/${type}-submissions/list`, {
    headers: { authorization: `Bearer ${signToken(player.id, false)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Submission[];
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
const dialog = (page: Page, name = 'Create Submission') => page.getByRole('dialog', { name });
const row = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

async function openScreen(page: Page, request: APIRequestContext, username: string, path = '/submissions') {
  await signInAs(page, request, username, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Picks a level in the chooser by typing part of its name, then the option that names it. */
async function chooseLevel(page: Page, level: { name: string; ranking: number }) {
  const input = dialog(page).getByRole('combobox', { name: 'Level' });
  await chooseOption(input, level.name.slice(1, Math.max(4, Math.min(level.name.length, 8))), `#${level.ranking} - ${level.name}`);
}

async function fillClassic(page: Page, level: ClassicLevel, percentage: number, link = 'https://www.youtube.com/watch?v=abcdefghijk') {
  await page.getByRole('button', { name: 'Create Submission' }).click();
  await expect(dialog(page)).toBeVisible();
  await chooseLevel(page, level);
  await dialog(page).getByLabel('Percentage').fill(String(percentage));
  await dialog(page).getByLabel('Video link').fill(link);
}

test('a classic and a platformer submission are created, listed as Pending and stored once', async ({ page, request }) => {
  const player = await anyPlayer(request);
  const level = await openLevelFor(request, player.username);
  await openScreen(page, request, player.username);
  await fillClassic(page, level, level.minimumCompletion);
  await dialog(page).getByLabel('Raw footage (mandatory for Extreme demons)').fill('https://example.com/raw');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Submission created successfully!')).toBeVisible();
  const created = row(page, level.name);
  await expect(created).toContainText(`${level.minimumCompletion}%`);
  await expect(created.getByText('Pending')).toBeVisible();
  await expect(created.getByRole('link', { name: `Video of ${level.name}` })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=abcdefghijk',
  );
  await expect(created.getByRole('link', { name: `Raw footage of ${level.name}` })).toHaveAttribute('href', 'https://example.com/raw');
  const classic = (await ownSubmissions(request, player, 'classic')).filter((submission) => submission.level === level.id);
  expect(classic).toEqual([expect.objectContaining({ recordPercentage: level.minimumCompletion, status: 'PENDING' })]);
  // When it was sent, as the server stored it: just now, with the full date as its tooltip.
  const sent = created.locator('time');
  await expect(sent).toHaveAttribute('datetime', classic[0]!.submissionDate);
  await expect(sent).toHaveText(/^Submitted (now|\d+ minutes? ago)$/);

  const platformer = (await apiGet<PlatformerLevel[]>(request, '/api/public/platformer-levels/list/main'))[0]!;
  await page.getByText('Platformer', { exact: true }).click();
  await expect(page).toHaveURL(/type=platformer/);
  await page.getByRole('button', { name: 'Create Submission' }).click();
  await chooseLevel(page, platformer);
  // Typed as a phone's decimal keypad can (its separator in place of ':' and '.'), sent as HH:mm:ss.SSS.
  await expect(dialog(page).getByLabel('Time (HH:mm:ss.SSS)')).toHaveAttribute('inputmode', 'decimal');
  await dialog(page).getByLabel('Time (HH:mm:ss.SSS)').fill('00.01.02.300');
  await dialog(page).getByLabel('Video link').fill('https://www.youtube.com/watch?v=bcdefghijkl');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Submission created successfully!').last()).toBeVisible();
  await expect(row(page, platformer.name)).toContainText('1m 2s 300ms');
  await expect(row(page, platformer.name).getByText('Pending')).toBeVisible();
  const stored = (await ownSubmissions(request, player, 'platformer')).filter((submission) => submission.level === platformer.id);
  expect(stored).toEqual([expect.objectContaining({ recordTime: '00:01:02.300', status: 'PENDING' })]);
});

test('the device checks show on their fields and nothing is sent', { tag: '@phone' }, async ({ page, request }) => {
  test.slow(); // looks through levels' records for a player holding one
  // A player holding a classic record at or above the level's requirement: submitting the same value is refused.
  let found: { level: ClassicLevel; percentage: number; player: Player } | null = null;
  for (const level of (await classicMain(request)).slice(0, 20)) {
    const held = (await recordsOf(request, 'classic', level.id)).filter(
      (record) => (record.recordPercentage ?? 0) >= level.minimumCompletion,
    );
    const players = await apiGet<{ id: number; username: string }[]>(request, '/api/public/players');
    const candidates = players.filter((player) => held.some((record) => record.player === player.username));
    if (candidates.length === 0) continue;
    const player = await claim(request, candidates).catch(() => null);
    if (!player) continue;
    found = { level, percentage: held.find((record) => record.player === player.username)!.recordPercentage!, player };
    break;
  }
  expect(found, 'a player with a record').not.toBeNull();
  const { level: recorded, percentage, player } = found!;
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));

  await openScreen(page, request, player.username);
  await fillClassic(page, recorded, percentage);
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByText(`You already have ${percentage}% on this level, equal or better.`)).toBeVisible();
  await expect(dialog(page).getByLabel('Percentage')).toHaveAttribute('aria-invalid', 'true');

  const open = await openLevelFor(request, player.username);
  await dialog(page).getByRole('combobox', { name: 'Level' }).fill('');
  await chooseLevel(page, open);
  await dialog(page)
    .getByLabel('Percentage')
    .fill(String(open.minimumCompletion - 1));
  await dialog(page).getByLabel('Video link').fill('not a link');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByText(`At least ${open.minimumCompletion}% is needed on this level.`)).toBeVisible();
  await expect(dialog(page).getByLabel('Video link')).toHaveAccessibleErrorMessage(
    'Enter a web address starting with http:// or https://.',
  );
  await expect(dialog(page).getByLabel('Video link')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByText('Platformer', { exact: true }).click();
  const platformer = (await apiGet<PlatformerLevel[]>(request, '/api/public/platformer-levels/list/main'))[0]!;
  await page.getByRole('button', { name: 'Create Submission' }).click();
  await chooseLevel(page, platformer);
  // A time not in the pattern: the field says the pattern, with an example.
  const time = dialog(page).getByLabel('Time (HH:mm:ss.SSS)');
  await time.fill('1:2:3');
  await dialog(page).getByLabel('Video link').fill('https://www.youtube.com/watch?v=abcdefghijk');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(time).toHaveAccessibleErrorMessage('Enter the time as hours:minutes:seconds.milliseconds, for example 00:01:10.200.');
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await time.fill('00:61:00.000');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(time).toHaveAccessibleErrorMessage('Enter the time as hours:minutes:seconds.milliseconds, for example 00:01:10.200.');
  await time.fill('00:00:00.000');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByText('The time must be above zero.')).toBeVisible();
  await expect(dialog(page).getByLabel('Time (HH:mm:ss.SSS)')).toHaveAttribute('aria-invalid', 'true');
  expect(sent.filter((url) => url.includes('-submissions/create'))).toEqual([]);
  expect((await ownSubmissions(request, player, 'classic')).filter((submission) => submission.level === open.id)).toEqual([]);
});

test('the level chooser finds a level by part of its name', { tag: '@phone' }, async ({ page, request }) => {
  const levels = await classicMain(request);
  const level = levels[levels.length - 1]!;
  await openScreen(page, request, DEMO.player.username);
  await page.getByRole('button', { name: 'Create Submission' }).click();
  const input = dialog(page).getByRole('combobox', { name: 'Level' });
  const part = level.name.slice(2, 7).toUpperCase();
  await input.fill(part);
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: level.name })).toBeVisible();
  for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain(part.toLowerCase());
  await input.fill('zzzz-no-such-level');
  await expect(page.getByText('No level matches.')).toBeVisible();
});

test('a submission is deleted after a confirmation', { tag: '@phone' }, async ({ page, request }) => {
  const player = await anyPlayer(request);
  const level = await openLevelFor(request, player.username);
  const token = signToken(player.id, false);
  const created = await request.post('/api/authenticated/classic-submissions/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { level: level.id, link: 'https://www.youtube.com/watch?v=abcdefghijk', recordPercentage: 100 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as Submission;
  await openScreen(page, request, player.username);
  const listed = row(page, level.name);
  await listed.getByRole('button', { name: `Delete submission for ${level.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete submission?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(listed).toBeVisible();
  await listed.getByRole('button', { name: `Delete submission for ${level.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Submission deleted successfully')).toBeVisible();
  await expect(listed).toHaveCount(0);
  expect((await ownSubmissions(request, player, 'classic')).map((submission) => submission.id)).not.toContain(id);
});

test(
  'a delete the server refuses leaves the row, saying it needs attention',
  { tag: '@phone' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const player = await anyPlayer(request);
    const level = await openLevelFor(request, player.username);
    const headers = { authorization: `Bearer ${signToken(player.id, false)}` };
    const created = await request.post('/api/authenticated/classic-submissions/create', {
      headers,
      data: { level: level.id, link: 'https://www.youtube.com/watch?v=abcdefghijk', recordPercentage: 100 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Submission;
    await openScreen(page, request, player.username);
    const listed = row(page, level.name);
    await expect(listed).toBeVisible();
    // Gone from the server meanwhile (deleted from another device): this delete gets a 404.
    expect((await request.delete(`/api/authenticated/classic-submissions/delete/${id}`, { headers })).status()).toBe(204);
    await listed.getByRole('button', { name: `Delete submission for ${level.name}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete submission?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete submission')).toBeVisible();
    await expect(listed.getByText('Needs attention')).toBeVisible();
    await expect(listed.getByRole('button', { name: `Delete submission for ${level.name}` })).toBeVisible();
  },
);

test('an inactive account is told to act and cannot create a submission', { tag: '@phone' }, async ({ page, request }) => {
  await openScreen(page, request, DEMO.inactive.username);
  await expect(
    page.getByText(
      'Action Required: Your account is inactive. Please change your username in your account settings to activate your account.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Submission' })).toBeDisabled();
});

test('a draft survives closing the dialog and a reload, and ends once submitted', { tag: '@phone' }, async ({ page, request }) => {
  const player = await anyPlayer(request);
  const level = await openLevelFor(request, player.username);
  await openScreen(page, request, player.username);
  await fillClassic(page, level, level.minimumCompletion);
  await dialog(page).getByLabel('Comment').fill('kept as a draft');
  await page.waitForTimeout(600); // the draft is written once typing pauses
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Create Submission' }).click();
  await expect(dialog(page).getByLabel('Comment')).toHaveValue('kept as a draft');
  await page.reload();
  await page.getByRole('button', { name: 'Create Submission' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Level' })).toHaveValue(`#${level.ranking} - ${level.name}`);
  await expect(dialog(page).getByLabel('Percentage')).toHaveValue(String(level.minimumCompletion));
  await expect(dialog(page).getByLabel('Comment')).toHaveValue('kept as a draft');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Submission created successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Create Submission' }).click();
  await expect(dialog(page).getByLabel('Comment')).toHaveValue('');
  await expect(dialog(page).getByLabel('Percentage')).toHaveValue('');
});

test(
  'offline, a submission shows as not sent yet at once and is sent once back online',
  { tag: '@phone' },
  async ({ page, context, request, consoleGuard }) => {
    test.slow(); // the queued toast comes after the outbox's wait for an answer
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const player = await anyPlayer(request);
    const level = await openLevelFor(request, player.username);
    const answers: number[] = [];
    page.on('response', (response) => response.url().includes('/classic-submissions/create') && answers.push(response.status()));
    await openScreen(page, request, player.username);
    await loadOnDemandParts(page, /(outbox-button|toast-store|toaster)-[\w-]+\.js/g);
    await context.setOffline(true);
    await fillClassic(page, level, level.minimumCompletion);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    const queued = row(page, level.name);
    await expect(queued).toContainText('Not sent yet');
    await expect(toast(page, 'Saved on this device')).toBeVisible({ timeout: 15_000 });
    expect(answers).toEqual([]);

    await context.setOffline(false);
    await expect(queued.getByText('Pending')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Not sent yet')).toHaveCount(0);
    expect(answers).toEqual([201]);
    expect((await ownSubmissions(request, player, 'classic')).filter((submission) => submission.level === level.id)).toHaveLength(1);
  },
);

test(
  "online, a refusal keeps the form open with the server's message on its field, and the corrected form replaces the refused change",
  { tag: '@phone' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    const player = await anyPlayer(request);
    const level = await openLevelFor(request, player.username);
    // The first send reaches the server below the level's requirement, as if the level had moved since the list was read.
    await page.route(
      '**/api/authenticated/classic-submissions/create',
      (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), recordPercentage: 0 }) }),
      { times: 1 },
    );
    await openScreen(page, request, player.username);
    await fillClassic(page, level, level.minimumCompletion);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    const message = 'This is below what the level requires.';
    // The form waited for the answer: refused, it stays open, the message once, on the field it is about (no toast besides).
    const form = dialog(page);
    await expect(form.getByLabel('Percentage')).toHaveAccessibleErrorMessage(message);
    await expect(page.getByText('Failed to create submission. Please try again.')).toHaveCount(0);
    await expect(form.getByLabel('Percentage')).toHaveValue(String(level.minimumCompletion));
    await form.getByLabel('Percentage').fill(String(level.minimumCompletion + 1));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Submission created successfully!')).toBeVisible();
    await expect(row(page, level.name).getByText('Pending')).toBeVisible();
    await expect(page.getByText('Needs attention')).toHaveCount(0);
    const stored = await ownSubmissions(request, player, 'classic');
    expect(stored.filter((submission) => submission.level === level.id)).toEqual([
      expect.objectContaining({ recordPercentage: level.minimumCompletion + 1 }),
    ]);
  },
);

test(
  "a refusal that comes once the form has closed stays as needs attention with the server's message, and edit + resend sends it",
  { tag: '@phone' },
  async ({ page, context, request, consoleGuard }) => {
    test.slow(); // the queued toast comes after the outbox's wait for an answer
    consoleGuard.allow(/status of 400|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const player = await anyPlayer(request);
    const level = await openLevelFor(request, player.username);
    // The first send reaches the server below the level's requirement, as if the level had moved since the list was read.
    await page.route(
      '**/api/authenticated/classic-submissions/create',
      (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), recordPercentage: 0 }) }),
      { times: 1 },
    );
    await openScreen(page, request, player.username);
    await loadOnDemandParts(page, /(outbox-button|toast-store|toaster)-[\w-]+\.js/g);
    // Queued offline: the form closes at once, and the refusal comes when the network is back.
    await context.setOffline(true);
    await fillClassic(page, level, level.minimumCompletion);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(row(page, level.name)).toContainText('Not sent yet');
    await expect(toast(page, 'Saved on this device')).toBeVisible({ timeout: 15_000 });
    await context.setOffline(false);
    const message = 'This is below what the level requires.';
    const refused = row(page, level.name);
    await expect(refused).toContainText('Needs attention', { timeout: 15_000 });
    await expect(refused).toContainText(message);

    await refused.getByRole('button', { name: /^Edit/ }).click();
    const edit = dialog(page, 'Edit Submission');
    await expect(edit.getByText(message)).toBeVisible();
    await expect(edit.getByLabel('Percentage')).toHaveValue(String(level.minimumCompletion));
    await edit.getByLabel('Percentage').fill(String(level.minimumCompletion + 1));
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Submission created successfully!')).toBeVisible();
    await expect(row(page, level.name).getByText('Pending')).toBeVisible();
    await expect(page.getByText('Needs attention')).toHaveCount(0);
    const stored = await ownSubmissions(request, player, 'classic');
    expect(stored.filter((submission) => submission.level === level.id)).toEqual([
      expect.objectContaining({ recordPercentage: level.minimumCompletion + 1 }),
    ]);
  },
);
