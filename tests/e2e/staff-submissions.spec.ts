/**
 * The staff Submissions screen against its own server: both queues with the API's totals and pages
 * (pending first, oldest first, as the page says), the status filter, approving from a row in one step
 * (the record appears), rejecting from a row after its reason is asked, deleting with a confirmation,
 * and a status change made offline that waits in place and is sent back online.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSidewaysOverflow, loadedWhenIdle, playerId, signInAs, signToken } from './support/fixtures';
import { staffTest as test } from './support/staff';

type LevelType = 'classic' | 'platformer';
type Status = 'PENDING' | 'APPROVED' | 'REJECTED';
type Submission = {
  id: number;
  level: string;
  player: string;
  status: Status;
  version: number;
  submissionDate: string;
  recordPercentage?: number;
  recordTime?: string;
  rejectionReason?: string | null;
};
type SubmissionPage = { content: Submission[]; totalPages: number; totalElements: number };
type LevelRecord = { player: string; recordPercentage?: number; recordTime?: string };

const TITLES: Record<LevelType, string> = { classic: 'Classic submissions', platformer: 'Platformer submissions' };
const STATUS_TEXT: Record<Status, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };

async function authedGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function staffPage(request: APIRequestContext, type: LevelType, page = 0, status?: Status): Promise<SubmissionPage> {
  const token = signToken(await playerId(request, 'DemoStaff'), true);
  return authedGet(request, `/api/staff/${type}-submissions/list?page=${page}&size=10${status ? `&status=${status}` : ''}`, token);
}

/** The submission as its player's own list has it (the only read of one submission by id). */
async function stored(request: APIRequestContext, type: LevelType, submission: Submission): Promise<Submission | undefined> {
  const token = signToken(await playerId(request, submission.player), false);
  const own = await authedGet<Submission[]>(request, `/api/authenticated/${type}-submissions/list`, token);
  return own.find((item) => item.id === submission.id);
}

async function recordOf(request: APIRequestContext, type: LevelType, submission: Submission): Promise<LevelRecord | undefined> {
  const response = await request.get(`/api/public/${type}-records/level/${submission.level}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LevelRecord[]).find((record) => record.player === submission.player);
}

async function levelName(request: APIRequestContext, type: LevelType, id: string): Promise<string> {
  const response = await request.get(`/api/public/${type}-levels/list`);
  return ((await response.json()) as { id: string; name: string }[]).find((level) => level.id === id)!.name;
}

const panel = (page: Page, type: LevelType) => page.getByRole('region', { name: TITLES[type] });
const rowOf = (page: Page, type: LevelType, id: number) => panel(page, type).locator(`li[data-submission="${id}"]`);
const shownIds = async (scope: Locator) =>
  await scope.locator('li[data-submission]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-submission'))));
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

async function openScreen(page: Page, request: APIRequestContext): Promise<void> {
  await signInAs(page, request, 'DemoStaff', '/staff/submissions', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  for (const type of ['classic', 'platformer'] as const)
    await expect(panel(page, type).locator('li[data-submission]').first()).toBeVisible();
}

/** The rows on screen are the API's page, in its order. */
async function expectPage(page: Page, type: LevelType, expected: SubmissionPage): Promise<void> {
  await expect.poll(() => shownIds(panel(page, type))).toEqual(expected.content.map((submission) => submission.id));
  await expect(panel(page, type).getByText(`Total: ${expected.totalElements}`)).toBeVisible();
}

/** Chooses a status in the row's selector, again if a click landed while the list was still opening. */
async function setStatus(page: Page, type: LevelType, submission: Submission, status: Status): Promise<void> {
  const select = rowOf(page, type, submission.id).getByRole('combobox', { name: /^Status of / });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: STATUS_TEXT[status], exact: true }).click({ timeout: 3_000 });
    // The list closes once a choice is taken (the row itself may leave the page once the change is applied).
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function filterBy(page: Page, type: LevelType, label: string): Promise<void> {
  await panel(page, type).getByRole('radiogroup').getByText(label, { exact: true }).click();
}

test("both panels show the API's totals and first page, pending first, oldest first, and page through the API's pages", async ({
  page,
  request,
}, testInfo) => {
  await openScreen(page, request);
  await expect(page.getByText('Pending submissions first, oldest first: the order Review next takes them in.')).toBeVisible();
  for (const type of ['classic', 'platformer'] as const) {
    const first = await staffPage(request, type);
    await expectPage(page, type, first);
    const statuses = first.content.map((submission) => submission.status);
    const selects = panel(page, type).getByRole('combobox', { name: /^Status of / });
    await expect(selects).toHaveText(statuses.map((status) => STATUS_TEXT[status]));
    await expect(panel(page, type).getByRole('listitem').first()).toContainText(first.content[0]!.player);
  }
  if (testInfo.project.name === 'phone') await expectNoSidewaysOverflow(page);

  // Pending first: the page where the pending ones end holds them first, then the others.
  const pending = (await staffPage(request, 'classic', 0, 'PENDING')).totalElements;
  const boundary = (await staffPage(request, 'classic', Math.floor(pending / 10))).content.map((submission) => submission.status);
  expect(boundary.slice(0, pending % 10).every((status) => status === 'PENDING')).toBe(true);
  expect(boundary.slice(pending % 10).some((status) => status === 'PENDING')).toBe(false);
  // Oldest first, as Review next takes them.
  const dates = (await staffPage(request, 'classic', 0, 'PENDING')).content.map((submission) => submission.submissionDate);
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort());

  const first = await staffPage(request, 'classic');
  expect(first.totalPages).toBeGreaterThan(2);
  const pages = panel(page, 'classic').getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expectPage(page, 'classic', await staffPage(request, 'classic', 1));
  await pages.getByRole('button', { name: `Page ${first.totalPages}`, exact: true }).click();
  await expectPage(page, 'classic', await staffPage(request, 'classic', first.totalPages - 1));
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expectPage(page, 'classic', await staffPage(request, 'classic', first.totalPages - 2));
  if (testInfo.project.name === 'phone') await expectNoSidewaysOverflow(page);
});

test("every row's controls line up, with or without raw footage; on a phone they start where the row does", async ({
  page,
  request,
  isMobile,
}) => {
  await openScreen(page, request);
  const rows = panel(page, 'classic').locator('li[data-submission]');
  const boxes = await rows.evaluateAll((items) =>
    items.map((item) => {
      const row = item.getBoundingClientRect();
      const status = item.querySelector('[role="combobox"]')!.getBoundingClientRect();
      const buttons = [...item.querySelectorAll('button[aria-label^="Delete"]')].map((button) => button.getBoundingClientRect());
      return {
        rowLeft: row.left,
        statusLeft: status.left,
        deleteLeft: buttons[0]!.left,
        raw: item.querySelector('a[aria-label^="Raw footage"]') !== null,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  expect(new Set(boxes.map((box) => box.raw)).size, 'rows with and without raw footage').toBe(2);
  // The delete buttons stand in one column, whatever links the rows have.
  expect(new Set(boxes.map((box) => Math.round(box.deleteLeft))).size).toBe(1);
  if (isMobile)
    for (const box of boxes) expect(box.statusLeft - box.rowLeft, "the status picker at the row's start").toBeLessThanOrEqual(16);
});

test(
  "the status filter shows the API's submissions of that status and goes back to the first page",
  { tag: '@desktop' },
  async ({ page, request }) => {
    await openScreen(page, request);
    const pages = panel(page, 'platformer').getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expectPage(page, 'platformer', await staffPage(request, 'platformer', 1));

    for (const status of ['APPROVED', 'REJECTED', 'PENDING'] as const) {
      await filterBy(page, 'platformer', STATUS_TEXT[status]);
      const expected = await staffPage(request, 'platformer', 0, status);
      expect(expected.content.length).toBeGreaterThan(0);
      await expectPage(page, 'platformer', expected);
      await expect(panel(page, 'platformer').getByRole('combobox', { name: /^Status of / })).toHaveText(
        expected.content.map(() => STATUS_TEXT[status]),
      );
    }
    await filterBy(page, 'platformer', 'All');
    await expectPage(page, 'platformer', await staffPage(request, 'platformer'));
    // The classic panel kept its own filter and page.
    await expectPage(page, 'classic', await staffPage(request, 'classic'));
  },
);

test(
  'approving a pending submission makes the record, says so, and the API has it approved',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const submission = (await staffPage(request, 'classic')).content.find((item) => item.status === 'PENDING')!;
    expect(submission, 'a pending classic submission').toBeTruthy();
    expect(await recordOf(request, 'classic', submission)).toBeUndefined();
    const name = await levelName(request, 'classic', submission.level);
    await openScreen(page, request);
    await expect(rowOf(page, 'classic', submission.id)).toContainText(name);
    const before = await shownIds(panel(page, 'classic'));
    await setStatus(page, 'classic', submission, 'APPROVED');

    const done = toast(page, 'Submission status updated successfully');
    await expect(done).toBeVisible();
    await expect(done).toContainText(`Record: ${submission.player} ${submission.recordPercentage}% on ${name}`);
    expect((await stored(request, 'classic', submission))?.status).toBe('APPROVED');
    expect(await recordOf(request, 'classic', submission)).toMatchObject({
      player: submission.player,
      recordPercentage: submission.recordPercentage,
    });
    // The decided row stays where it was, approved, with the record it made, until the page changes,
    // also once the list is the server's new one (pending first: it has left that block).
    const row = rowOf(page, 'classic', submission.id);
    const after = await staffPage(request, 'classic');
    const ids = after.content.map((item) => item.id).filter((id) => id !== submission.id);
    ids.splice(before.indexOf(submission.id), 0, submission.id);
    await expect.poll(() => shownIds(panel(page, 'classic'))).toEqual(ids);
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Record: ${submission.player} ${submission.recordPercentage}% on ${name}`);
    await expect(row.getByRole('combobox', { name: /^Status of / })).toContainText('Approved');
    // …then the page is the server's again: pending ones first, the approved one out of their block.
    await filterBy(page, 'classic', 'Approved');
    await filterBy(page, 'classic', 'All');
    await expectPage(page, 'classic', await staffPage(request, 'classic'));
  },
);

test(
  'rejecting from a row asks for the reason first; Cancel changes nothing; the rejection stores the reason and makes no record',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const submission = (await staffPage(request, 'platformer', 0, 'PENDING')).content[0]!;
    const name = await levelName(request, 'platformer', submission.level);
    await openScreen(page, request);
    await filterBy(page, 'platformer', 'Pending');
    const status = rowOf(page, 'platformer', submission.id).getByRole('combobox', { name: /^Status of / });
    await expect(status).toHaveText('Pending');
    const ask = page.getByRole('alertdialog', { name: `Reject ${submission.player}'s submission for ${name}?` });

    // The player would be told at once: the choice asks first, and Cancel sends nothing.
    await setStatus(page, 'platformer', submission, 'REJECTED');
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(`${submission.player} is told at once, with the reason you give.`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(status).toHaveText('Pending');
    await expect(rowOf(page, 'platformer', submission.id).getByText('Not sent yet')).toHaveCount(0);
    expect((await stored(request, 'platformer', submission))?.status).toBe('PENDING');

    await setStatus(page, 'platformer', submission, 'REJECTED');
    await ask.getByLabel('Reason for the player (optional)').fill('  The click track is missing.  ');
    await ask.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(toast(page, 'Submission status updated successfully')).toBeVisible({ timeout: 15_000 });
    expect(await stored(request, 'platformer', submission)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The click track is missing.',
    });
    expect(await recordOf(request, 'platformer', submission)).toBeUndefined();
    // Still in sight, rejected, once the list is the server's again (one pending fewer), until the
    // filter or the page changes; then out of the pending filter.
    const pending = await staffPage(request, 'platformer', 0, 'PENDING');
    await expect(panel(page, 'platformer').getByText(`Total: ${pending.totalElements}`)).toBeVisible();
    await expect(status).toContainText('Rejected');
    await filterBy(page, 'platformer', 'All');
    await filterBy(page, 'platformer', 'Pending');
    await expect(rowOf(page, 'platformer', submission.id)).toHaveCount(0);
    await expectPage(page, 'platformer', await staffPage(request, 'platformer', 0, 'PENDING'));
  },
);

test('a submission is deleted only after the confirmation', { tag: '@desktop' }, async ({ page, request }) => {
  const before = await staffPage(request, 'classic', 0, 'REJECTED');
  const submission = before.content[0]!;
  const name = await levelName(request, 'classic', submission.level);
  await openScreen(page, request);
  await filterBy(page, 'classic', 'Rejected');
  const row = rowOf(page, 'classic', submission.id);
  const remove = row.getByRole('button', { name: `Delete ${submission.player}'s submission for ${name}` });

  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete submission?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await stored(request, 'classic', submission)).toBeDefined();

  await remove.click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Submission deleted successfully')).toBeVisible({ timeout: 15_000 });
  expect(await stored(request, 'classic', submission)).toBeUndefined();
  const after = await staffPage(request, 'classic', 0, 'REJECTED');
  expect(after.totalElements).toBe(before.totalElements - 1);
  await expectPage(page, 'classic', after);
});

test(
  'a status change made offline shows as not sent yet, then reaches the server once back online',
  { tag: '@desktop' },
  async ({ page, context, request, consoleGuard }) => {
    test.slow(); // the queued toast comes after the outbox's wait for an answer
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const submission = (await staffPage(request, 'platformer')).content.find((item) => item.status === 'PENDING')!;
    await openScreen(page, request);
    const row = rowOf(page, 'platformer', submission.id);
    await expect(row).toBeVisible();
    await loadedWhenIdle(page);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await setStatus(page, 'platformer', submission, 'APPROVED');
    await expect(row.getByText('Not sent yet')).toBeVisible();
    await expect(row.getByRole('combobox', { name: /^Status of / })).toHaveText('Approved');
    await expect(toast(page, 'Saved on this device')).toBeVisible({ timeout: 15_000 });
    expect((await stored(request, 'platformer', submission))?.status).toBe('PENDING');

    await context.setOffline(false);
    await expect(page.getByText('Not sent yet')).toHaveCount(0, { timeout: 15_000 });
    expect((await stored(request, 'platformer', submission))?.status).toBe('APPROVED');
    expect(await recordOf(request, 'platformer', submission)).toMatchObject({ player: submission.player });
  },
);

test(
  'approving a submission that a better record already beats is refused: the toast says why, the row needs attention, nothing changes',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 409/);
    const submission = (await staffPage(request, 'classic', 0, 'PENDING')).content[0]!;
    // The player's record on the level is already 100%, so the submission is not better.
    const token = signToken(await playerId(request, 'DemoStaff'), true);
    const created = await request.post('/api/staff/classic-records/create', {
      headers: { authorization: `Bearer ${token}` },
      data: { level: submission.level, player: submission.player, recordPercentage: 100, link: null },
    });
    expect(created.status()).toBe(201);
    await openScreen(page, request);
    const row = rowOf(page, 'classic', submission.id);
    await setStatus(page, 'classic', submission, 'APPROVED');

    await expect(toast(page, 'Failed to update submission status')).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('Needs attention')).toBeVisible();
    expect((await stored(request, 'classic', submission))?.status).toBe('PENDING');
    expect(await recordOf(request, 'classic', submission)).toMatchObject({ recordPercentage: 100 });
    // Choosing the stored status again drops the refused change.
    await setStatus(page, 'classic', submission, 'PENDING');
    await expect(row.getByText('Needs attention')).toHaveCount(0);
    await expect(row.getByRole('combobox', { name: /^Status of / })).toHaveText('Pending');
  },
);

test(
  'a list the server fails to give says so with a toast, a zero total and a retry',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    let failing = true;
    await page.route('**/api/staff/classic-submissions/list?**', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, code: 'internal', message: 'Down.' }),
          })
        : route.fallback(),
    );
    await signInAs(page, request, 'DemoStaff', '/staff/submissions', true);
    await expect(toast(page, 'Failed to fetch submissions')).toBeVisible({ timeout: 15_000 });
    const classic = panel(page, 'classic');
    await expect(classic.getByText('Total: 0')).toBeVisible();
    await expect(classic.getByText('Failed to fetch submissions')).toBeVisible();
    // The other panel is not affected.
    await expectPage(page, 'platformer', await staffPage(request, 'platformer'));

    failing = false;
    await classic.getByRole('button', { name: 'Try again' }).click();
    await expectPage(page, 'classic', await staffPage(request, 'classic'));
  },
);
