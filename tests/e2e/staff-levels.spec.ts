/**
 * The Staff levels screen on a server of its own: the two panels and their totals, the Add Level
 * dialog's checks and an add at a ranking, an edit and a delete, reordering by keyboard (points move
 * with the ranking, Escape cancels) and by pointer, a reorder made on a stale list refused with
 * nothing changed, and an edit made offline sent once the network is back. Every test reads the
 * server's state first: the tests of a worker share its server.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { staffTest as test } from './support/staff';
import { apiGet, expect, expectNoSidewaysOverflow, playerId, signInAs, signToken } from './support/fixtures';

type LevelType = 'classic' | 'platformer';
type Level = {
  id: string;
  name: string;
  ranking: number;
  points: number;
  version: number;
  firstVictor?: number | null;
  recordHolder?: number | null;
};

const STAFF = 'DemoStaff';
const PANELS: Record<LevelType, string> = { classic: 'Classic Levels', platformer: 'Platformer Levels' };

const levelsOf = async (request: APIRequestContext, type: LevelType) =>
  (await apiGet<Level[]>(request, `/api/public/${type}-levels/list`)).sort((a, b) => a.ranking - b.ranking);
const idsOf = (levels: Level[]) => levels.map((level) => level.id);

const panel = (page: Page, type: LevelType) => page.getByRole('region', { name: PANELS[type] });
const item = (scope: Locator, level: { name: string }, ranking: number) => scope.getByText(`#${ranking} - ${level.name}`, { exact: true });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
const dialog = (page: Page) => page.getByRole('dialog');

async function openScreen(page: Page, request: APIRequestContext): Promise<void> {
  await signInAs(page, request, STAFF, '/staff/levels', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff levels' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${signToken(await playerId(request, STAFF), true)}` };
}

/** Picks up a level by its handle with the keyboard, moves it `down` places, and drops it (or cancels with Escape). */
async function keyboardMove(page: Page, handle: Locator, down: number, finish: 'Space' | 'Escape' = 'Space'): Promise<void> {
  // dnd-kit moves on a frame after each key: each key waits until the move before it is announced, so a
  // busy machine never folds two keys into one move.
  const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /\S/ }).first();
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up, the level is first over its own place.
  await expect(live).toHaveText(/is over place \d+\.$/);
  for (let step = 0; step < down; step += 1) {
    const before = (await live.textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect(live).not.toHaveText(before);
  }
  await page.waitForTimeout(150);
  await page.keyboard.press(finish);
}

test('the two panels show their totals and their levels as #ranking - name', async ({ page, request }) => {
  await openScreen(page, request);
  for (const type of ['classic', 'platformer'] as const) {
    const levels = await levelsOf(request, type);
    const scope = panel(page, type);
    await expect(scope.getByRole('heading', { name: PANELS[type] })).toBeVisible();
    await expect(scope.getByText(`Total: ${levels.length}`, { exact: true })).toBeVisible();
    for (const level of levels.slice(0, 3)) await expect(item(scope, level, level.ranking)).toBeVisible();
    const first = levels[0]!;
    await expect(scope.getByRole('button', { name: `Edit ${first.name}`, exact: true })).toBeVisible();
    await expect(scope.getByRole('button', { name: `Delete ${first.name}`, exact: true })).toBeVisible();
    await expect(scope.getByRole('button', { name: `Reorder ${first.name}`, exact: true })).toBeVisible();
  }
  // A long list draws only the rows in view.
  const classic = await levelsOf(request, 'classic');
  const drawn = await panel(page, 'classic').getByRole('listitem').count();
  expect(drawn).toBeLessThan(classic.length);
  await expectNoSidewaysOverflow(page);
});

test('level names show whole, on two lines at most on a phone, and Add Level stands at the same place in both panels', async ({
  page,
  request,
}) => {
  await openScreen(page, request);
  const places: { end: number; top: number }[] = [];
  for (const type of ['classic', 'platformer'] as const) {
    const scope = panel(page, type);
    await expect(scope.locator('[data-name]').first()).toBeVisible();
    const names = await scope.locator('[data-name]').evaluateAll((elements) =>
      elements.slice(0, 10).map((element) => ({
        text: element.textContent,
        whole: element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
        lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
      })),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.filter((name) => !name.whole),
      `names cut in the ${type} panel`,
    ).toEqual([]);
    for (const name of names) expect(name.lines, name.text ?? '').toBeLessThanOrEqual(2);
    const [panelBox, addBox] = [(await scope.boundingBox())!, (await scope.getByRole('button', { name: 'Add Level' }).boundingBox())!];
    places.push({ end: Math.round(panelBox.x + panelBox.width - (addBox.x + addBox.width)), top: Math.round(addBox.y - panelBox.y) });
  }
  expect(places[1], 'Add Level where it is in the other panel').toEqual(places[0]);
  await expectNoSidewaysOverflow(page);
});

test(
  'Add Level shows each field’s message, then adds a level at the ranking given',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    await openScreen(page, request);
    const sent: string[] = [];
    page.on('request', (req) => req.url().includes('-levels/create') && sent.push(req.url()));
    await panel(page, 'classic').getByRole('button', { name: 'Add Level' }).click();
    const form = dialog(page);
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Add Level' }).click();
    // The form's own words, one message per field, no field name of the API.
    await expect(form.getByLabel('Level ID')).toHaveAccessibleErrorMessage("Enter the level's id: digits only.");
    await expect(form.getByLabel('Name')).toHaveAccessibleErrorMessage('This field is required.');
    await expect(form.getByLabel('Publisher')).toHaveAccessibleErrorMessage('This field is required.');
    await expect(form.getByText('Select a difficulty.')).toBeVisible();
    await expect(form.getByText('Select a duration.')).toBeVisible();
    await expect(form.getByLabel('Minimum completion (%)')).toHaveAccessibleErrorMessage('Enter a whole number from 0 to 100.');
    await expect(form.getByText(/must be|minimumCompletion|level id/)).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Thumbnail URL')).toHaveAttribute('aria-invalid', 'true');

    const id = String(900_000_000 + Math.floor(Math.random() * 90_000_000));
    const name = `Added ${testInfo.project.name} ${id.slice(-5)}`;
    await form.getByLabel('Level ID').fill(id);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Publisher').fill('E2E Publisher');
    await form.getByLabel('Video link').fill('https://www.youtube.com/watch?v=short');
    await form.getByLabel('Thumbnail URL').fill('not a url');
    await form.getByLabel('Difficulty').selectOption({ label: 'Hard' });
    await form.getByLabel('Duration').selectOption({ label: 'Long' });
    await form.getByLabel('Minimum completion (%)').fill('101');
    await form.getByRole('button', { name: 'Add Level' }).click();
    await expect(form.getByLabel('Video link')).toHaveAccessibleErrorMessage('Enter the address of a YouTube video.');
    await expect(form.getByLabel('Thumbnail URL')).toHaveAccessibleErrorMessage('Enter a web address starting with http:// or https://.');
    await expect(form.getByLabel('Minimum completion (%)')).toHaveAccessibleErrorMessage('Enter a whole number from 0 to 100.');
    await expect(form.getByText('This field is required.')).toHaveCount(0);
    expect(sent).toEqual([]);

    await form.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await form.getByLabel('Thumbnail URL').fill('https://example.com/thumbnail.png');
    await form.getByLabel('Minimum completion (%)').fill('60');
    await form.getByLabel('Ranking').fill('3');
    await form.getByRole('button', { name: 'Add Level' }).click();
    await expect(toast(page, 'Level added successfully')).toBeVisible({ timeout: 15_000 });
    const stored = (await levelsOf(request, 'classic')).find((level) => level.id === id);
    expect(stored).toMatchObject({ name, ranking: 3, difficulty: 'HARD_DEMON', duration: 'LONG', minimumCompletion: 60 });
    await expect(item(panel(page, 'classic'), stored!, 3)).toBeVisible();
  },
);

test(
  'a level is edited (new name, no first victor) and another deleted after a confirmation',
  { tag: '@desktop' },
  async ({ page, request }) => {
    await openScreen(page, request);
    const level = (await levelsOf(request, 'classic'))[4]!;
    const scope = panel(page, 'classic');
    await scope.getByRole('button', { name: `Edit ${level.name}`, exact: true }).click();
    const form = dialog(page);
    await expect(form.getByLabel('Level ID')).toHaveValue(level.id);
    await expect(form.getByLabel('Level ID')).toHaveAttribute('readonly', '');
    const renamed = `${level.name.slice(0, 11)} (edited)`; // the game's 20 characters at most
    await form.getByLabel('Name').fill(renamed);
    const holder = form.getByRole('combobox', { name: 'First victor' });
    // Chosen again if the click landed while the list was still opening or the players were still arriving.
    // Emptied first: a level another test made may have no first victor, and typing the text the field
    // already shows ("None") changes nothing, so the list would not open.
    await expect(async () => {
      await holder.fill('');
      await holder.fill('None');
      await page.getByRole('option', { name: 'None', exact: true }).click({ timeout: 3_000 });
      await expect(holder).toHaveValue('None', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const update = page.waitForRequest(
      (req) => req.method() === 'PUT' && req.url().includes(`/api/staff/classic-levels/update/${level.id}`),
    );
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const sent = await update;
    expect(sent.postDataJSON()).toMatchObject({ id: level.id, name: renamed, firstVictor: null });
    expect(sent.headers()['if-match']).toBe(`"${level.version}"`);
    await expect(toast(page, 'Level updated successfully')).toBeVisible({ timeout: 15_000 });
    await expect(item(scope, { name: renamed }, level.ranking)).toBeVisible();
    const stored = await apiGet<Level>(request, `/api/public/classic-levels/${level.id}`);
    expect(stored).toMatchObject({ name: renamed, ranking: level.ranking });
    expect(stored.version).toBeGreaterThan(level.version);

    const platformer = await levelsOf(request, 'platformer');
    const doomed = platformer[platformer.length - 1]!;
    const other = panel(page, 'platformer');
    // The last level is drawn only once the list is scrolled to it.
    await other.getByRole('list').evaluate((list) => list.parentElement!.scrollTo({ top: list.scrollHeight }));
    await other.getByRole('button', { name: `Delete ${doomed.name}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete level?' });
    await expect(confirm).toContainText(doomed.name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Level deleted successfully')).toBeVisible({ timeout: 15_000 });
    await expect(other.getByText(`Total: ${platformer.length - 1}`, { exact: true })).toBeVisible();
    expect(idsOf(await levelsOf(request, 'platformer'))).not.toContain(doomed.id);
    expect((await request.get(`/api/public/platformer-levels/${doomed.id}`)).status()).toBe(404);
  },
);

test(
  'keyboard reorder: Space, ArrowDown twice, Space moves a level two places with its points; Escape cancels',
  { tag: '@desktop' },
  async ({ page, request }) => {
    await openScreen(page, request);
    const before = await levelsOf(request, 'classic');
    const [first, second, third] = before as [Level, Level, Level];
    const scope = panel(page, 'classic');
    // The reorder is held until the screen has shown that it is under way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/staff/classic-levels/reorder', async (route) => {
      await held;
      await route.continue();
    });
    await keyboardMove(page, scope.getByRole('button', { name: `Reorder ${first.name}`, exact: true }), 2);
    await expect(scope.getByText('Reordering... Please wait until reordering is complete.', { exact: true })).toBeVisible();
    await expect(item(scope, first, 3)).toBeVisible();
    release();
    await expect(toast(page, 'Levels reordered successfully')).toBeVisible({ timeout: 15_000 });
    await expect(scope.getByText('Reordering... Please wait until reordering is complete.')).toHaveCount(0);
    await page.unroute('**/api/staff/classic-levels/reorder');

    const after = await levelsOf(request, 'classic');
    expect(idsOf(after).slice(0, 3)).toEqual([second.id, third.id, first.id]);
    expect(idsOf(after).slice(3)).toEqual(idsOf(before).slice(3));
    expect(after[2]).toMatchObject({ id: first.id, ranking: 3, points: third.points });
    expect(after[0]).toMatchObject({ id: second.id, ranking: 1, points: first.points });
    for (const [index, level] of [second, third, first].entries()) await expect(item(scope, level, index + 1)).toBeVisible();

    // Escape puts the level back and sends nothing.
    let reorders = 0;
    page.on('request', (req) => req.url().includes('-levels/reorder') && (reorders += 1));
    await keyboardMove(page, scope.getByRole('button', { name: `Reorder ${second.name}`, exact: true }), 1, 'Escape');
    await expect(item(scope, second, 1)).toBeVisible();
    await page.waitForTimeout(500);
    expect(reorders).toBe(0);
    expect(idsOf(await levelsOf(request, 'classic'))).toEqual(idsOf(after));
  },
);

test('a level carried by keyboard past the rows drawn lands where it was dropped', { tag: '@desktop' }, async ({ page, request }) => {
  // Some 25 key presses, each waiting for its move to be announced.
  test.setTimeout(90_000);
  await openScreen(page, request);
  const before = await levelsOf(request, 'classic');
  const moved = before[0]!;
  const scope = panel(page, 'classic');
  const drawn = await scope.getByRole('listitem').count();
  const places = drawn + 5;
  expect(before.length).toBeGreaterThan(places + 1);
  await keyboardMove(page, scope.getByRole('button', { name: `Reorder ${moved.name}`, exact: true }), places);
  await expect(toast(page, 'Levels reordered successfully')).toBeVisible({ timeout: 15_000 });
  const after = await levelsOf(request, 'classic');
  expect(after[places]).toMatchObject({ id: moved.id, ranking: places + 1 });
  expect(idsOf(after).slice(0, places)).toEqual(idsOf(before).slice(1, places + 1));
  await expect(item(scope, moved, places + 1)).toBeVisible();
});

test('a level dragged with the pointer changes the server’s order', { tag: '@desktop' }, async ({ page, request }) => {
  await openScreen(page, request);
  const before = await levelsOf(request, 'platformer');
  const [first, second, third] = before as [Level, Level, Level];
  const scope = panel(page, 'platformer');
  const handle = scope.getByRole('button', { name: `Reorder ${first.name}`, exact: true });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const target = (await item(scope, third, 3).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, target.y + target.height / 2 + 4, { steps: 20 });
  await page.waitForTimeout(100);
  await page.mouse.up();
  await expect(toast(page, 'Levels reordered successfully')).toBeVisible({ timeout: 15_000 });
  const after = await levelsOf(request, 'platformer');
  expect(idsOf(after).slice(0, 3)).toEqual([second.id, third.id, first.id]);
  await expect(item(scope, first, 3)).toBeVisible();
});

test('on a phone, a level held with a finger and dragged changes the server’s order', { tag: '@phone' }, async ({ page, request }) => {
  await openScreen(page, request);
  const before = await levelsOf(request, 'platformer');
  const [first, second] = before as [Level, Level];
  const scope = panel(page, 'platformer');
  const handle = scope.getByRole('button', { name: `Reorder ${first.name}`, exact: true });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const target = (await item(scope, second, 2).boundingBox())!;
  const x = from.x + from.width / 2;
  const touch = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x, y }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.y + from.height / 2) });
  // Held past the 200 ms delay: a quick swipe scrolls instead.
  await page.waitForTimeout(350);
  const steps = 12;
  const distance = target.y + target.height / 2 + 4 - (from.y + from.height / 2);
  for (let step = 1; step <= steps; step += 1) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(from.y + from.height / 2 + (distance * step) / steps),
    });
  }
  await page.waitForTimeout(100);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(toast(page, 'Levels reordered successfully')).toBeVisible({ timeout: 15_000 });
  expect(idsOf(await levelsOf(request, 'platformer')).slice(0, 2)).toEqual([second.id, first.id]);
  await expect(item(scope, first, 2)).toBeVisible();
});

test(
  'a reorder made on a stale list is refused, changes nothing, and the list reloads',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 412/);
    await openScreen(page, request);
    const shown = await levelsOf(request, 'classic');
    const scope = panel(page, 'classic');
    await expect(item(scope, shown[0]!, 1)).toBeVisible();

    // Someone else moves the last level to the top meanwhile.
    const elsewhere = [shown[shown.length - 1]!, ...shown.slice(0, -1)];
    const response = await request.put('/api/staff/classic-levels/reorder', {
      headers: await staffHeaders(request),
      data: elsewhere.map((level, index) => ({ id: level.id, ranking: index + 1 })),
    });
    expect(response.ok(), `reorder answered ${response.status()}`).toBe(true);

    const refused = page.waitForResponse((res) => res.url().includes('/api/staff/classic-levels/reorder'));
    await keyboardMove(page, scope.getByRole('button', { name: `Reorder ${shown[0]!.name}`, exact: true }), 1);
    expect((await refused).status()).toBe(412);
    await expect(toast(page, 'Failed to update level rankings')).toBeVisible({ timeout: 15_000 });
    expect(idsOf(await levelsOf(request, 'classic'))).toEqual(idsOf(elsewhere));
    await expect(item(scope, elsewhere[0]!, 1)).toBeVisible();
    await expect(item(scope, elsewhere[1]!, 2)).toBeVisible();
    await expect(scope.getByText('Needs attention')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Outbox: / })).toHaveAccessibleName('Outbox: 1 change needs attention');
  },
);

test(
  'an edit made offline shows in place as not sent yet and is sent when the network is back',
  { tag: '@desktop' },
  async ({ page, context, request, consoleGuard }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    await openScreen(page, request);
    const level = (await levelsOf(request, 'platformer'))[1]!;
    const scope = panel(page, 'platformer');
    await context.setOffline(true);
    await scope.getByRole('button', { name: `Edit ${level.name}`, exact: true }).click();
    const renamed = `${level.name.slice(0, 10)} (offline)`;
    await dialog(page).getByLabel('Name').fill(renamed);
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    const row = scope.getByRole('listitem').filter({ hasText: `#${level.ranking} - ${renamed}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('Not sent yet')).toBeVisible();
    await expect(toast(page, 'Saved on this device')).toBeVisible({ timeout: 15_000 });
    expect((await apiGet<Level>(request, `/api/public/platformer-levels/${level.id}`)).name).toBe(level.name);

    await context.setOffline(false);
    await expect
      .poll(async () => (await apiGet<Level>(request, `/api/public/platformer-levels/${level.id}`)).name, { timeout: 15_000 })
      .toBe(renamed);
    await expect(row.getByText('Not sent yet')).toHaveCount(0);
    await expect(item(scope, { name: renamed }, level.ranking)).toBeVisible();
  },
);

test(
  'a reorder made offline keeps its order on screen, marked, and is sent when the network is back',
  { tag: '@desktop' },
  async ({ page, context, request, consoleGuard }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    await openScreen(page, request);
    const before = await levelsOf(request, 'platformer');
    const [first, second] = before as [Level, Level];
    const scope = panel(page, 'platformer');
    await context.setOffline(true);
    await keyboardMove(page, scope.getByRole('button', { name: `Reorder ${first.name}`, exact: true }), 1);
    await expect(item(scope, first, 2)).toBeVisible();
    await expect(item(scope, second, 1)).toBeVisible();
    await expect(
      scope
        .getByRole('listitem')
        .filter({ hasText: `#2 - ${first.name}` })
        .getByText('Not sent yet'),
    ).toBeVisible();
    await expect(toast(page, 'Saved on this device')).toBeVisible({ timeout: 15_000 });
    // Still queued after the wait: the new order stays on screen.
    await expect(item(scope, first, 2)).toBeVisible();
    expect(idsOf(await levelsOf(request, 'platformer'))).toEqual(idsOf(before));

    await context.setOffline(false);
    await expect
      .poll(async () => idsOf(await levelsOf(request, 'platformer')).slice(0, 2), { timeout: 15_000 })
      .toEqual([second.id, first.id]);
    await expect(scope.getByText('Not sent yet')).toHaveCount(0);
    await expect(item(scope, first, 2)).toBeVisible();
  },
);
