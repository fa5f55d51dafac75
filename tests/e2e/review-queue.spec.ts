/**
 * The review queue end to end: staff take the oldest pending submission with 'Review next', its
 * player sees it 'Under review' (never by whom); staff write a staff-only note and a note to the
 * player, and reject it with a reason; the player reads the reason and the thread (not the staff-only
 * note) and replies, online, then offline: the reply waits on the device, marked not sent, and
 * reaches the server once the network is back. The review shows what a run is weighed against (the
 * video, the level's place and requirement, the player's record there), and Approve and next
 * approves it and opens the next one.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { classicRequirement, tierOf } from '../../src/shared/points';
import { videoId } from '../../src/shared/video';
import { expectAccessible } from './support/axe';
import { expect, playerId, signInAs, signToken } from './support/fixtures';
import { staffTest as test } from './support/staff';

type Submission = {
  id: number;
  level: string;
  player: string;
  status: string;
  link: string;
  recordPercentage: number;
  claimedBy: { id: number; name: string } | null;
};
type ClassicLevel = { id: string; name: string; ranking: number; minimumCompletion: number };
type Note = { body: string; staffOnly: boolean };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const staffPanel = (page: Page) => page.getByRole('region', { name: 'Classic submissions' });

async function notesOnServer(request: APIRequestContext, id: number): Promise<Note[]> {
  const token = signToken(await playerId(request, 'DemoStaff'), true);
  const response = await request.get(`/api/authenticated/classic-submissions/${id}/notes`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Note[];
}

/** The pending classic submission DemoStaff is reviewing, as the staff queue has it. */
async function claimedByStaff(request: APIRequestContext): Promise<Submission> {
  const staffId = await playerId(request, 'DemoStaff');
  const token = signToken(staffId, true);
  for (let page = 0; ; page++) {
    const response = await request.get(`/api/staff/classic-submissions/list?status=PENDING&page=${page}&size=100`, {
      headers: auth(token),
    });
    const { content } = (await response.json()) as { content: Submission[] };
    const found = content.find((submission) => submission.claimedBy?.id === staffId);
    if (found || content.length === 0) return found!;
  }
}

/** A staff member of the demo data other than DemoStaff. */
async function anotherStaffMember(request: APIRequestContext): Promise<{ id: number; username: string }> {
  const players = ((await (await request.get('/api/public/players')).json()) as { id: number; username: string }[]).sort(
    (a, b) => a.id - b.id,
  );
  for (const player of players) {
    if (player.username === 'DemoStaff') continue;
    const profile = (await (await request.get(`/api/public/players/username/${encodeURIComponent(player.username)}`)).json()) as {
      isStaff: boolean;
    };
    if (profile.isStaff) return player;
  }
  throw new Error('the demo data has one staff member only');
}

test('staff review the next submission with notes and a reason; its player reads them and replies, online and offline @desktop', async ({
  page,
  request,
  browser,
  baseURL,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  await signInAs(page, request, 'DemoStaff', '/staff/submissions', true);
  await expect(staffPanel(page).locator('li[data-submission]').first()).toBeVisible({ timeout: 30_000 });

  // Review next claims the oldest pending submission and opens it.
  await staffPanel(page).getByRole('button', { name: 'Review next: Classic submissions' }).click();
  const dialog = page.locator('[data-review-dialog]');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Under review by you')).toBeVisible();
  const submission = await claimedByStaff(request);
  expect(submission).toBeDefined();
  await expect(dialog.getByRole('heading', { name: new RegExp(`^${submission.player}'s submission for `) })).toBeVisible();

  // Its player, on their own device, sees that it is under review, and not by whom.
  const player = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  await signInAs(player, request, submission.player, '/submissions');
  const row = player.locator(`li[data-submission="${submission.id}"]`);
  await expect(row.getByText('Under review', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('DemoStaff');

  // Staff write a note only staff read, one for the player, and reject with a reason.
  await dialog.getByLabel('Add a note').fill('Looks spliced at 43 %.');
  await dialog.locator('label').filter({ hasText: 'Staff only' }).click();
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.locator('li[data-note][data-staff-only]').filter({ hasText: 'Looks spliced at 43 %.' })).toBeVisible();
  await dialog.locator('label').filter({ hasText: 'Staff only' }).click();
  await dialog.getByLabel('Add a note').fill('Please send the raw footage.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const threadNote = dialog.locator('li[data-note]:not([data-staff-only])').filter({ hasText: 'Please send the raw footage.' });
  await expect(threadNote).toBeVisible();
  await expectAccessible(page, 'the review dialog with both kinds of notes');
  await expect
    .poll(async () => (await notesOnServer(request, submission.id)).map((note) => [note.body, note.staffOnly]))
    .toEqual([
      ['Looks spliced at 43 %.', true],
      ['Please send the raw footage.', false],
    ]);
  await dialog.getByLabel('Reason for the player (optional)').fill('The end of the run is cut.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission status updated successfully' }).first()).toBeVisible();

  // The player reads the reason and the thread, without the staff-only note, and replies.
  await player.reload();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Reason: The end of the run is cut.')).toBeVisible();
  await expect(row.getByText('Under review', { exact: true })).toBeHidden();
  await row.getByRole('button', { name: /^Notes on the submission for / }).click();
  const notes = player.getByRole('dialog');
  await expect(notes.getByText('Please send the raw footage.')).toBeVisible();
  await expect(notes).not.toContainText('Looks spliced');
  await expectAccessible(player, "the player's notes dialog");
  await notes.getByLabel('Add a note').fill('Here is the raw footage.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.locator('li[data-note]').filter({ hasText: 'Here is the raw footage.' })).toBeVisible();
  await expect
    .poll(async () => (await notesOnServer(request, submission.id)).map((note) => note.body))
    .toContain('Here is the raw footage.');

  // Offline, a reply waits on the device, shown as not sent, and is sent once back online.
  await player.context().setOffline(true);
  await notes.getByLabel('Add a note').fill('Sent from the train.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  const queued = notes.locator('li[data-note][data-pending]').filter({ hasText: 'Sent from the train.' });
  await expect(queued).toBeVisible();
  await expect(queued.getByText('Not sent yet')).toBeVisible();
  expect((await notesOnServer(request, submission.id)).map((note) => note.body)).not.toContain('Sent from the train.');
  await player.context().setOffline(false);
  await expect
    .poll(async () => (await notesOnServer(request, submission.id)).map((note) => note.body), { timeout: 30_000 })
    .toContain('Sent from the train.');
  await expect(notes.locator('li[data-note]:not([data-pending])').filter({ hasText: 'Sent from the train.' })).toBeVisible({
    timeout: 15_000,
  });
  await player.context().close();
});

test("a claim made after someone else's waits in the outbox as needing attention, saying who has it @desktop", async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|status of 409/);
  await signInAs(page, request, 'DemoStaff', '/staff/submissions', true);
  const someone = await anotherStaffMember(request);
  const token = signToken(await playerId(request, 'DemoStaff'), true);
  const { content } = (await (
    await request.get('/api/staff/classic-submissions/list?page=0&size=10', { headers: auth(token) })
  ).json()) as { content: Submission[] };
  const target = content.find(
    (submission) =>
      submission.status === 'PENDING' && !submission.claimedBy && ![someone.username, 'DemoStaff'].includes(submission.player),
  )!;
  const first = staffPanel(page).locator(`li[data-submission="${target.id}"]`);
  await expect(first).toBeVisible({ timeout: 30_000 });
  const id = target.id;

  // Another reviewer claims it first, while this one is offline.
  await page.context().setOffline(true);
  await first.getByRole('button', { name: /^Claim / }).click();
  await expect(first.getByText('Under review by you')).toBeVisible();
  await expect(first.getByText('Not sent yet')).toBeVisible();
  const claimed = await request.post(`/api/staff/classic-submissions/${id}/claim`, { headers: auth(signToken(someone.id, true)) });
  expect(claimed.status(), await claimed.text()).toBe(200);

  await page.context().setOffline(false);
  await expect(first.getByText('Needs attention')).toBeVisible({ timeout: 30_000 });
  await expect(first.getByText(`Under review by ${someone.username}.`)).toBeVisible();
});

test("the review shows the video, the level's place and requirement and the player's record there; Approve and next approves it and opens the next one @desktop", async ({
  page,
  request,
}) => {
  test.slow(); // axe in both themes over the dialog, then an approval and the next claim: more than the default under CI's load
  const staffId = await playerId(request, 'DemoStaff');
  const token = signToken(staffId, true);
  const { content } = (await (
    await request.get('/api/staff/classic-submissions/list?status=PENDING&page=0&size=100', { headers: auth(token) })
  ).json()) as { content: Submission[] };
  const free = (submission: Submission) => !submission.claimedBy && submission.player !== 'DemoStaff';
  // One on the panel's first page (pending first), with a run above 0 % so that a worse record can stand there.
  const target = content.slice(0, 10).find((submission) => free(submission) && submission.recordPercentage > 0)!;
  expect(target, 'a free pending classic submission on the first page').toBeDefined();
  // Review next gives the oldest free one, the queue's order.
  const following = content.find((submission) => free(submission) && submission.id !== target.id)!;
  const levels = (await (await request.get('/api/public/classic-levels/list')).json()) as ClassicLevel[];
  const level = levels.find((candidate) => candidate.id === target.level)!;
  const nextLevel = levels.find((candidate) => candidate.id === following.level)!;
  // The player holds a worse record there, which the approval improves.
  const held = target.recordPercentage - 1;
  const made = await request.post('/api/staff/classic-records/create', {
    headers: auth(token),
    data: { level: target.level, player: target.player, recordPercentage: held, link: null },
  });
  expect(made.status(), await made.text()).toBe(201);

  await signInAs(page, request, 'DemoStaff', '/staff/submissions', true);
  const row = staffPanel(page).locator(`li[data-submission="${target.id}"]`);
  await row.getByRole('button', { name: `Review ${target.player}'s submission for ${level.name}` }).click();
  const dialog = page.locator('[data-review-dialog]');
  await expect(dialog.getByRole('heading', { name: `${target.player}'s submission for ${level.name}` })).toBeVisible();
  const tier = { main: 'Main list', extended: 'Extended list', legacy: 'Legacy list' }[tierOf(level.ranking)];
  const facts = dialog.getByRole('list', { name: "The level and the player's record" });
  await expect(facts.getByRole('listitem')).toHaveText([
    `#${level.ranking}, ${tier}`,
    `Requirement: ${classicRequirement(level.ranking, level.minimumCompletion)}%`,
    `${target.player}'s record here: ${held}%`,
  ]);
  const video = dialog.locator('iframe');
  await expect(video).toHaveAttribute('title', `${target.player}'s run on ${level.name}`);
  await expect(video).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videoId(target.link)}`);
  await expect(dialog.getByRole('link', { name: 'Watch the video' })).toHaveAttribute('href', target.link);
  await expectAccessible(page, 'the review dialog with the video and the facts');

  await dialog.getByRole('button', { name: 'Approve and next' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission status updated successfully' }).first()).toBeVisible();
  const records = (await (await request.get(`/api/public/classic-records/level/${target.level}`)).json()) as {
    player: string;
    recordPercentage: number;
  }[];
  expect(records.find((record) => record.player === target.player)?.recordPercentage).toBe(target.recordPercentage);
  // The next one is open, claimed for this reviewer, with a reason field of its own.
  await expect(dialog.getByRole('heading', { name: `${following.player}'s submission for ${nextLevel.name}` })).toBeVisible();
  await expect(dialog.getByText('Under review by you')).toBeVisible();
  await expect(dialog.getByLabel('Reason for the player (optional)')).toHaveValue('');
  expect((await claimedByStaff(request))?.id).toBe(following.id);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('combobox', { name: /^Status of / })).toHaveText('Approved');
});
