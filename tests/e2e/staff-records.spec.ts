/**
 * The Staff records screen on a server of its own: both panels with the API's totals and pages of
 * 10 (level names, values, links), the pages (page 2, the last page, ellipses), the filters by player
 * and by level, the Add Record and Edit Record dialogs' checks, add / edit / delete through the
 * outbox with their toasts and the server's state, and a duplicate refused with its two texts.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { staffTest as test } from './support/staff';
import { expectAccessible } from './support/axe';
import { apiGet, expect, expectNoSidewaysOverflow, playerId, signInAs, signToken } from './support/fixtures';

type LevelType = 'classic' | 'platformer';
type StoredRecord = {
  id: number;
  level: string;
  player: string;
  link: string | null;
  version: number;
  recordPercentage?: number;
  recordTime?: string;
};
type RecordPage = { content: StoredRecord[]; totalPages: number; totalElements: number; number: number; size: number };
type Level = { id: string; name: string; ranking: number };
type Player = { id: number; username: string };

const TITLES: Record<LevelType, string> = { classic: 'Classic', platformer: 'Platformer' };

/** The page as staff read it (banned players' records included), with the staff's token. */
const recordPage = async (request: APIRequestContext, type: LevelType, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams({
    size: '10',
    ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  const headers = { authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` };
  const answer = await request.get(`/api/staff/${type}-records?${search}`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as RecordPage;
};
const levelsOf = (request: APIRequestContext, type: LevelType) => apiGet<Level[]>(request, `/api/public/${type}-levels/list`);
const players = (request: APIRequestContext) => apiGet<Player[]>(request, '/api/public/players');

/** A toast, as assistive technology finds it (also while a modal dialog is open). */
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
const dialog = (page: Page) => page.getByRole('dialog');
const panel = (page: Page, type: LevelType) => page.getByRole('region', { name: `${TITLES[type]} records` });
const rowsOf = (page: Page, type: LevelType) =>
  panel(page, type)
    .getByRole('list', { name: `${TITLES[type]} records` })
    .getByRole('listitem');

/** '1h 10m 32s 456ms' from '01:10:32.456', as the site words a time. */
function timeText(clock: string): string {
  const [h, m, rest] = clock.split(':');
  const [s, ms] = rest!.split('.');
  const [hours, minutes, seconds, millis] = [Number(h), Number(m), Number(s), Number(ms)];
  return [hours > 0 ? `${hours}h` : '', minutes > 0 || hours > 0 ? `${minutes}m` : '', `${seconds}s`, millis > 0 ? `${millis}ms` : '']
    .filter(Boolean)
    .join(' ');
}
const valueText = (record: StoredRecord) => (record.recordTime === undefined ? `${record.recordPercentage}%` : timeText(record.recordTime));

async function open(page: Page, request: APIRequestContext) {
  await signInAs(page, request, 'DemoStaff', '/staff/records', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** On a phone one panel shows at a time: switch to `type`'s. */
async function show(page: Page, testInfo: TestInfo, type: LevelType) {
  if (testInfo.project.name === 'phone')
    await page.getByRole('radiogroup', { name: 'Level type' }).getByText(TITLES[type], { exact: true }).click();
  await expect(panel(page, type)).toBeVisible();
}

/** The panel lists exactly `records`, in order, each with its player, value, level name and link. */
async function expectRows(page: Page, type: LevelType, records: StoredRecord[], levels: Level[]) {
  const rows = rowsOf(page, type);
  await expect(rows).toHaveCount(records.length);
  const names = new Map(levels.map((level) => [level.id, level.name]));
  for (const [index, record] of records.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(record.player);
    await expect(row).toContainText(valueText(record));
    await expect(row).toContainText(names.get(record.level)!);
    const link = row.getByRole('link');
    if (record.link) await expect(link).toHaveAttribute('href', record.link);
    else await expect(link).toHaveCount(0);
  }
}

/**
 * Picks an option of a combobox by typing part of its text, and waits until its list has closed: the
 * combobox gives its input the focus back as it closes, which on a busy machine can come after the
 * next field was focused and take the keys typed there.
 */
async function choose(page: Page, combobox: Locator, text: string) {
  await combobox.fill(text.slice(0, Math.min(text.length, 8)));
  await page.getByRole('option', { name: text, exact: true }).click();
  await expect(combobox).toHaveValue(text);
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A player and a level of `type` on which the player has no record; `skip` leaves the first ones to other tests. */
/** The pagination on one line, inside the viewport (at 360 px too, with three-digit pages). */
async function expectOneLine(page: Page, pages: Locator) {
  const boxes = await pages
    .locator('button, [aria-label="More pages"]')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const width = page.viewportSize()!.width;
  expect(boxes.length).toBeGreaterThan(8);
  for (const box of boxes) {
    const middle = (of: DOMRect) => (of.top + of.bottom) / 2;
    expect(Math.abs(middle(box) - middle(boxes[0]!)), "every item on the first item's line").toBeLessThan(2);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

async function freeSlot(request: APIRequestContext, type: LevelType, skip = 0): Promise<{ player: Player; level: Level }> {
  const everyone = (await players(request)).filter((player) => player.username !== 'DemoStaff');
  const levels = (await levelsOf(request, type)).slice(0, 30);
  let skipped = 0;
  for (const player of everyone.slice(-20)) {
    const own = await recordPage(request, type, { player: player.id, size: 100 });
    if (own.totalPages > 1) continue;
    const held = new Set(own.content.map((record) => record.level));
    for (const level of levels.filter((candidate) => !held.has(candidate.id))) {
      if (skipped++ >= skip) return { player, level };
    }
  }
  throw new Error('no free player and level');
}

async function addRecord(page: Page, type: LevelType, level: Level, player: Player, value: string, link: string) {
  await panel(page, type).getByRole('button', { name: 'Add Record' }).click();
  await expect(dialog(page)).toBeVisible();
  await choose(page, dialog(page).getByRole('combobox', { name: 'Level' }), `#${level.ranking} - ${level.name}`);
  await choose(page, dialog(page).getByRole('combobox', { name: 'Player' }), player.username);
  for (const [label, text] of [
    [type === 'classic' ? 'Percentage' : 'Time (HH:mm:ss.SSS)', value],
    ['Video link (optional)', link],
  ] as const) {
    const field = dialog(page).getByLabel(label);
    await field.fill(text);
    await expect(field).toHaveValue(text);
  }
  await dialog(page).getByRole('button', { name: 'Save' }).click();
}

test("both panels show the API's totals and first page of 10, with level names, values and links", async ({ page, request }, testInfo) => {
  await open(page, request);
  for (const type of ['classic', 'platformer'] as const) {
    const [first, levels] = await Promise.all([recordPage(request, type), levelsOf(request, type)]);
    expect(first.content).toHaveLength(10);
    await show(page, testInfo, type);
    await expect(panel(page, type)).toContainText(`Total: ${first.totalElements}`);
    await expectRows(page, type, first.content, levels);
    await expect(panel(page, type).getByText('Loading...')).toHaveCount(0);
  }
  if (testInfo.project.name === 'phone') {
    await expect(panel(page, 'classic')).toBeHidden();
    await expectNoSidewaysOverflow(page);
  } else {
    await expect(panel(page, 'classic')).toBeVisible();
  }
});

test("pages: the second, the last, with ellipses between; each lists the API's page", async ({ page, request }, testInfo) => {
  const type: LevelType = testInfo.project.name === 'phone' ? 'platformer' : 'classic';
  const [first, levels] = await Promise.all([recordPage(request, type), levelsOf(request, type)]);
  expect(first.totalPages).toBeGreaterThan(8);
  await open(page, request);
  await show(page, testInfo, type);
  const pages = panel(page, type).getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(pages.getByRole('button', { name: `Page ${first.totalPages}`, exact: true })).toBeVisible();
  await expect(pages.getByLabel('More pages')).toHaveCount(1);
  // SPEC.md: the first and the last page and two either side of the current one, no more.
  await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', String(first.totalPages)]);

  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectRows(page, type, (await recordPage(request, type, { page: 1 })).content, levels);

  // In the middle: the first and the last page, two either side of the current one, an ellipsis each side.
  await pages.getByRole('button', { name: 'Page 4', exact: true }).click();
  await pages.getByRole('button', { name: 'Page 6', exact: true }).click();
  await expect(pages.getByLabel('More pages')).toHaveCount(2);
  for (const shown of [1, 4, 5, 6, 7, 8, first.totalPages])
    await expect(pages.getByRole('button', { name: `Page ${shown}`, exact: true })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Page 3', exact: true })).toHaveCount(0);
  await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '4', '5', '6', '7', '8', String(first.totalPages)]);
  await expectOneLine(page, pages);
  await expectRows(page, type, (await recordPage(request, type, { page: 5 })).content, levels);

  await pages.getByRole('button', { name: `Page ${first.totalPages}`, exact: true }).click();
  await expectRows(page, type, (await recordPage(request, type, { page: first.totalPages - 1 })).content, levels);
  await expect(pages.getByLabel('More pages')).toHaveCount(1);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  if (testInfo.project.name === 'phone') await expectNoSidewaysOverflow(page);
});

test("filters by player and by level list the API's filtered records and go back to page 1", async ({ page, request }, testInfo) => {
  const type: LevelType = 'classic';
  const [first, levels, everyone] = await Promise.all([recordPage(request, type), levelsOf(request, type), players(request)]);
  // A player with more than one page of records, and a level one of their records is on.
  let player: Player | undefined;
  for (const candidate of everyone) {
    if ((await recordPage(request, type, { player: candidate.id })).totalPages > 1) {
      player = candidate;
      break;
    }
  }
  expect(player, 'a player with many records').toBeDefined();
  await open(page, request);
  await show(page, testInfo, type);
  const pages = panel(page, type).getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(pages.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');

  await choose(page, panel(page, type).getByRole('combobox', { name: 'Player' }), player!.username);
  const ofPlayer = await recordPage(request, type, { player: player!.id });
  await expect(panel(page, type)).toContainText(`Total: ${ofPlayer.totalElements}`);
  await expectRows(page, type, ofPlayer.content, levels);
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(ofPlayer.content.every((record) => record.player === player!.username)).toBe(true);

  const level = levels.find((candidate) => candidate.id === ofPlayer.content[0]!.level)!;
  await choose(page, panel(page, type).getByRole('combobox', { name: 'Level' }), `#${level.ranking} - ${level.name}`);
  const both = await recordPage(request, type, { player: player!.id, level: level.id });
  expect(both.totalElements).toBe(1);
  await expect(panel(page, type)).toContainText('Total: 1');
  await expectRows(page, type, both.content, levels);

  await panel(page, type).getByRole('button', { name: 'Clear the player filter' }).click();
  await expect(panel(page, type).getByRole('combobox', { name: 'Player' })).toHaveValue('');
  const ofLevel = await recordPage(request, type, { level: level.id });
  await expect(panel(page, type)).toContainText(`Total: ${ofLevel.totalElements}`);
  await expectRows(page, type, ofLevel.content, levels);

  await panel(page, type).getByRole('button', { name: 'Clear the level filter' }).click();
  await expect(panel(page, type)).toContainText(`Total: ${first.totalElements}`);
  await expectRows(page, type, first.content, levels);

  // A player and a level with no record between them: the empty text.
  const { player: other, level: open_ } = await freeSlot(request, type);
  await choose(page, panel(page, type).getByRole('combobox', { name: 'Player' }), other.username);
  await choose(page, panel(page, type).getByRole('combobox', { name: 'Level' }), `#${open_.ranking} - ${open_.name}`);
  await expect(panel(page, type).getByText('No records found.')).toBeVisible();
  await expect(panel(page, type)).toContainText('Total: 0');
});

test("the level and player pickers look like fields: a border, a focus ring the field's width, a long choice clear of the arrow", async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // ends with an accessibility scan of the whole staff screen under its dialog
  await open(page, request);
  await show(page, testInfo, 'classic');
  await panel(page, 'classic').getByRole('button', { name: 'Add Record' }).click();
  const level = dialog(page).getByRole('combobox', { name: 'Level' });
  const [first] = (await levelsOf(request, 'classic')).sort((a, b) => a.ranking - b.ranking);
  await choose(page, level, `#${first!.ranking} - ${first!.name}`);
  const look = await level.evaluate((input) => {
    const style = getComputedStyle(input);
    const trigger = input.parentElement!.querySelector('button')!.getBoundingClientRect();
    const box = input.getBoundingClientRect();
    return {
      border: parseFloat(style.borderTopWidth),
      width: box.width,
      control: input.parentElement!.getBoundingClientRect().width,
      // The text's room ends before the arrow starts.
      clear: box.right - parseFloat(style.paddingRight) <= trigger.left + 0.5,
    };
  });
  expect(look.border, 'a field border').toBeGreaterThan(0);
  expect(look.width, 'the input is as wide as the field').toBeCloseTo(look.control, 0);
  expect(look.clear, 'the chosen level stays clear of the arrow').toBe(true);
  await expect(dialog(page)).toBeVisible();
  const dialogBox = (await dialog(page).boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page, 'the Add Record dialog');
});

test(
  "the Add Record and Edit Record dialogs show each field's message and send nothing",
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const sent: string[] = [];
    // Writes only: the screen reads its pages from /api/staff/ too.
    page.on(
      'request',
      (sentRequest) => sentRequest.method() !== 'GET' && sentRequest.url().includes('/api/staff/') && sent.push(sentRequest.url()),
    );
    await open(page, request);

    await show(page, testInfo, 'classic');
    await panel(page, 'classic').getByRole('button', { name: 'Add Record' }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Level is required')).toBeVisible();
    await expect(dialog(page).getByText('Player is required')).toBeVisible();
    await expect(dialog(page).getByText('Percentage is required')).toBeVisible();
    await expect(dialog(page).getByLabel('Percentage')).toHaveAttribute('aria-invalid', 'true');
    await dialog(page).getByLabel('Percentage').fill('101');
    await dialog(page).getByLabel('Video link (optional)').fill('not a link');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByLabel('Percentage')).toHaveAccessibleErrorMessage('Enter a whole number from 0 to 100.');
    await expect(dialog(page).getByLabel('Video link (optional)')).toHaveAccessibleErrorMessage(
      'Enter a web address starting with http:// or https://.',
    );
    await expect(dialog(page).getByText(/must be|recordPercentage/)).toHaveCount(0);
    await expect(dialog(page).getByLabel('Video link (optional)')).toHaveAttribute('aria-invalid', 'true');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await show(page, testInfo, 'platformer');
    await panel(page, 'platformer').getByRole('button', { name: 'Add Record' }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Time is required')).toBeVisible();
    const time = dialog(page).getByLabel('Time (HH:mm:ss.SSS)');
    await time.fill('1:02:03');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Enter the time as hours:minutes:seconds.milliseconds, for example 00:01:10.200.')).toBeVisible();
    await time.fill('00:00:00.000');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(time).toHaveAccessibleErrorMessage(
      'Enter a time above zero as hours:minutes:seconds.milliseconds, for example 00:01:10.200.',
    );
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    // Editing: level and player are read-only; the value follows the same rules.
    const record = (await recordPage(request, 'platformer')).content[0]!;
    await rowsOf(page, 'platformer')
      .first()
      .getByRole('button', { name: /^Edit the record of / })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Record' })).toBeVisible();
    await expect(dialog(page).getByLabel('Player')).toHaveValue(record.player);
    await expect(dialog(page).getByLabel('Player')).toHaveAttribute('readonly', '');
    await expect(dialog(page).getByLabel('Level')).toHaveAttribute('readonly', '');
    await expect(time).toHaveValue(record.recordTime!);
    await time.fill('12.5');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Enter the time as hours:minutes:seconds.milliseconds, for example 00:01:10.200.')).toBeVisible();
    expect(sent).toEqual([]);
  },
);

test(
  'a classic record is added, edited and deleted, each with its toast, and the server has each change',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    test.slow(); // three writes through the dialog, each waiting for the server's answer
    const type: LevelType = 'classic';
    const { player, level } = await freeSlot(request, type, testInfo.project.name === 'phone' ? 0 : 1);
    const before = await recordPage(request, type);
    await open(page, request);
    await show(page, testInfo, type);

    await addRecord(page, type, level, player, '57', 'https://www.youtube.com/watch?v=abcdefghijk');
    await expect(toast(page, 'Record added successfully')).toBeVisible({ timeout: 15_000 });
    await expect(dialog(page)).toBeHidden();
    const [added] = (await recordPage(request, type, { player: player.id, level: level.id })).content;
    expect(added).toMatchObject({
      player: player.username,
      level: level.id,
      recordPercentage: 57,
      link: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
    await expect(panel(page, type)).toContainText(`Total: ${before.totalElements + 1}`);
    const row = rowsOf(page, type).first();
    await expect(row).toContainText(player.username);
    await expect(row).toContainText('57%');
    await expect(row).toContainText(level.name);

    await row.getByRole('button', { name: `Edit the record of ${player.username} on ${level.name}` }).click();
    await expect(dialog(page).getByLabel('Percentage')).toHaveValue('57');
    await dialog(page).getByLabel('Percentage').fill('100');
    await dialog(page).getByLabel('Video link (optional)').fill('');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Record updated successfully')).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('100%');
    await expect(row.getByRole('link')).toHaveCount(0);
    const [edited] = (await recordPage(request, type, { player: player.id, level: level.id })).content;
    expect(edited).toMatchObject({ id: added!.id, recordPercentage: 100, link: null, version: added!.version + 1 });

    await row.getByRole('button', { name: `Delete the record of ${player.username} on ${level.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete record?' });
    await expect(confirm).toContainText(`${player.username} on ${level.name} (100%)`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Record deleted successfully')).toBeVisible({ timeout: 15_000 });
    await expect(panel(page, type)).toContainText(`Total: ${before.totalElements}`);
    expect((await recordPage(request, type, { player: player.id, level: level.id })).totalElements).toBe(0);
    await expect(rowsOf(page, type).filter({ hasText: player.username }).filter({ hasText: level.name })).toHaveCount(0);
  },
);

test(
  'a platformer record is added as a time and edited, and a duplicate is refused with its two texts',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }, testInfo) => {
    test.slow(); // three writes through the dialog, each waiting for the server's answer
    consoleGuard.allow(/status of 409/);
    const type: LevelType = 'platformer';
    const { player, level } = await freeSlot(request, type, testInfo.project.name === 'phone' ? 0 : 1);
    await open(page, request);
    await show(page, testInfo, type);

    await addRecord(page, type, level, player, '00:01:02.345', '');
    await expect(toast(page, 'Record added successfully')).toBeVisible({ timeout: 15_000 });
    const [added] = (await recordPage(request, type, { player: player.id, level: level.id })).content;
    expect(added).toMatchObject({ player: player.username, level: level.id, recordTime: '00:01:02.345', link: null });
    const row = rowsOf(page, type).first();
    await expect(row).toContainText('1m 2s 345ms');

    await row.getByRole('button', { name: `Edit the record of ${player.username} on ${level.name}` }).click();
    await dialog(page).getByLabel('Time (HH:mm:ss.SSS)').fill('01:10:32.456');
    await dialog(page).getByLabel('Video link (optional)').fill('https://www.youtube.com/watch?v=bcdefghijkl');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Record updated successfully')).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('1h 10m 32s 456ms');
    await expect(row.getByRole('link')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=bcdefghijkl');
    const [edited] = (await recordPage(request, type, { player: player.id, level: level.id })).content;
    expect(edited).toMatchObject({ id: added!.id, recordTime: '01:10:32.456', link: 'https://www.youtube.com/watch?v=bcdefghijkl' });

    // The same level and player again.
    const total = (await recordPage(request, type)).totalElements;
    await addRecord(page, type, level, player, '00:00:59.000', '');
    await expect(toast(page, 'Record already exists')).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, 'Record already exists')).toContainText('A record with this level and player already exists.');
    await expect(dialog(page).getByText('A record with this level and player already exists.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: /^Outbox: / })).toHaveCount(0);
    expect((await recordPage(request, type)).totalElements).toBe(total);
    expect((await recordPage(request, type, { player: player.id, level: level.id })).content).toEqual([edited]);
  },
);

test.describe('offline', () => {
  // Offline the browser logs every request it could not send: expected here.
  test.use({
    consoleGuard: async ({ consoleGuard }, use) => {
      consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
      await use(consoleGuard);
    },
  });

  test(
    'an edit made offline shows in place as "Not sent yet", then reaches the server when the network returns',
    { tag: '@desktop' },
    async ({ page, context, request }, testInfo) => {
      const type: LevelType = 'classic';
      const { player, level } = await freeSlot(request, type, testInfo.project.name === 'phone' ? 2 : 3);
      const token = signToken(await playerId(request, 'DemoStaff'), true);
      const created = await request.post(`/api/staff/${type}-records/create`, {
        headers: { authorization: `Bearer ${token}` },
        data: { level: level.id, player: player.id, recordPercentage: 41, link: null },
      });
      expect(created.status()).toBe(201);
      const record = (await created.json()) as StoredRecord;
      await open(page, request);
      await show(page, testInfo, type);
      const row = rowsOf(page, type).filter({ hasText: player.username }).filter({ hasText: level.name });
      await expect(row).toContainText('41%');

      await context.setOffline(true);
      await row.getByRole('button', { name: `Edit the record of ${player.username} on ${level.name}` }).click();
      await dialog(page).getByLabel('Percentage').fill('88');
      await dialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(row).toContainText('88%');
      await expect(row.getByText('Not sent yet')).toBeVisible();
      expect((await recordPage(request, type, { player: player.id, level: level.id })).content[0]).toMatchObject({
        recordPercentage: 41,
        version: record.version,
      });

      await context.setOffline(false);
      await expect(row.getByText('Not sent yet')).toHaveCount(0, { timeout: 15_000 });
      await expect(row).toContainText('88%');
      expect((await recordPage(request, type, { player: player.id, level: level.id })).content[0]).toMatchObject({
        recordPercentage: 88,
        version: record.version + 1,
      });
    },
  );
});
