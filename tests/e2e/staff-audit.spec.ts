/**
 * The staff audit log on a server of its own: a change made through the API reads as a sentence
 * naming the staff member and the before → after, the kind filter and a name in a sentence narrow
 * the log (kept in the address), a target is found by name (players and levels in a searchable
 * picker), the staff member menu lists the staff and former staff (marked), not players, older
 * changes load on demand, a player is sent away (and refused by the API), a reorder reads as its
 * moves, where history begins is one line per list, and in Arabic the same change reads in Arabic,
 * right to left; each passes axe.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { changeSentenceTexts } from '../../src/client/components/texts';
import { auditTexts } from '../../src/client/features/audit/texts';
import arStaff from '../../src/client/i18n/ar/staff';
import { expectAccessible } from './support/axe';
import { DEMO } from './support/constants';
import { staffTest as test } from './support/staff';
import { expect, expectNoSidewaysOverflow, playerId, signInAs, signToken } from './support/fixtures';

// Each of these makes staff writes through the API and then checks a page of the trail with axe; on
// CI's two loaded cores that came to 47-52 s, past the default 45 s, while the same tests take 10-18 s
// on a quiet machine.
test.describe.configure({ timeout: 90_000 });

type Region = { id: number; name: string };
type Actor = { id: number; name: string; staff: boolean; mergedIds: number[] };

const staffHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${signToken(await playerId(request, DEMO.staff.username), true)}`,
});

/** DemoPlayer edits their own profile: a change in the log, by someone who is not staff. */
async function playerEdits(request: APIRequestContext, testInfo: TestInfo): Promise<number> {
  const id = await playerId(request, DEMO.player.username);
  const edited = await request.put('/api/authenticated/players/profile/update', {
    headers: { authorization: `Bearer ${signToken(id, false)}` },
    data: { username: DEMO.player.username, discord: freshName(testInfo, 'runner').replace(' ', '#') },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return id;
}

/** A name no other test of this run uses. */
const freshName = (testInfo: TestInfo, what: string) => `${what} ${testInfo.project.name.slice(0, 1)}${Date.now() % 100_000}`;

/** DemoStaff creates a region and renames it, through the API. */
async function createAndRename(request: APIRequestContext, testInfo: TestInfo): Promise<{ region: Region; from: string; to: string }> {
  const headers = { authorization: `Bearer ${signToken(await playerId(request, DEMO.staff.username), true)}` };
  const from = freshName(testInfo, 'Audit');
  const created = await request.post('/api/staff/regions/create', { headers, data: { name: from } });
  expect(created.status()).toBe(201);
  const region = (await created.json()) as Region;
  const to = `${from} renamed`;
  expect((await request.put(`/api/staff/regions/update/${region.id}`, { headers, data: { name: to } })).status()).toBe(200);
  return { region, from, to };
}

/** More changes than a page of the log holds (50): a region of its own, renamed again and again. */
async function fillAPage(request: APIRequestContext, testInfo: TestInfo): Promise<void> {
  const headers = { authorization: `Bearer ${signToken(await playerId(request, DEMO.staff.username), true)}` };
  const name = freshName(testInfo, 'Filler');
  const created = await request.post('/api/staff/regions/create', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as Region;
  for (let time = 1; time <= 50; time += 1) {
    expect((await request.put(`/api/staff/regions/update/${id}`, { headers, data: { name: `${name} ${time}` } })).status()).toBe(200);
  }
}

async function open(page: Page, request: APIRequestContext, path = '/staff/audit', title = 'Audit log') {
  await signInAs(page, request, DEMO.staff.username, path, true);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const entries = (page: Page) => page.getByRole('list', { name: 'Changes' }).getByRole('listitem');

test('a region created and renamed reads as sentences naming the staff member, before → after', async ({ page, request }) => {
  const { from, to } = await createAndRename(request, test.info());
  await open(page, request);
  const renamed = entries(page).filter({ hasText: `${DEMO.staff.username} renamed the region ${from} to ${to}` });
  await expect(renamed).toHaveCount(1);
  await expect(renamed.locator('time')).toBeVisible();
  await expect(entries(page).filter({ hasText: `${DEMO.staff.username} created the region ${from}` })).toHaveCount(1);
  // The newest change comes first.
  await expect(entries(page).first()).toContainText(to);
  // No control changes the log.
  await expect(page.getByRole('main').getByRole('button', { name: /delete|edit/i })).toHaveCount(0);
  await expectNoSidewaysOverflow(page);
  await expectAccessible(page, 'the audit log');
});

test(
  'the kind filter and a name in a sentence narrow the log, in the address; older changes load on demand',
  { tag: '@desktop' },
  async ({ page, request }) => {
    await fillAPage(request, test.info());
    const { region, to } = await createAndRename(request, test.info());
    await open(page, request);

    // The history is longer than a page.
    const shown = await entries(page).count();
    await page.getByRole('button', { name: 'Load older' }).click();
    await expect.poll(() => entries(page).count()).toBeGreaterThan(shown);

    const kind = page.getByRole('combobox', { name: 'Kind' });
    await kind.selectOption({ label: 'Levels' });
    await expect(page).toHaveURL(/[?&]kind=level\b/);
    await expect(entries(page).first()).toBeVisible();
    expect(new Set(await entries(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')!.split('.')[0])))).toEqual(
      new Set(['level']),
    );
    await expect(entries(page).filter({ hasText: to })).toHaveCount(0);

    await kind.selectOption({ label: 'Regions' });
    await expect(page).toHaveURL(/[?&]kind=region\b/);
    await expect(entries(page).filter({ hasText: to })).toHaveCount(1);

    // The region's name sets the target: only its own changes are left.
    await entries(page).filter({ hasText: `renamed the region` }).getByRole('link', { name: to }).first().click();
    await expect(page).toHaveURL(new RegExp(`[?&]target=region%3A${region.id}\\b`));
    await expect(page.getByRole('combobox', { name: 'Target' })).toHaveValue(`${to} (region)`);
    await expect(entries(page)).toHaveCount(2);

    // The filters come back from the address.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('region');
    await expect(entries(page)).toHaveCount(2);
  },
);

test(
  'a target is found by name: a player or a level chosen in the picker narrows the log to its changes, and clears',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const player = await playerEdits(request, test.info());
    const [level] = (await (await request.get('/api/public/classic-levels/list')).json()) as {
      id: string;
      name: string;
      ranking: number;
    }[];
    await open(page, request);
    const target = page.getByRole('combobox', { name: 'Target' });

    await target.fill(DEMO.player.username);
    await page.getByRole('option', { name: `${DEMO.player.username} (player)`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]target=player%3A${player}\\b`));
    await expect(target).toHaveValue(`${DEMO.player.username} (player)`);
    await expect(entries(page).first()).toContainText(`${DEMO.player.username} edited their profile`);
    const about = (await (
      await request.get(`/api/staff/audit?target=player:${player}`, { headers: await staffHeaders(request) })
    ).json()) as { entries: unknown[] };
    await expect(entries(page)).toHaveCount(about.entries.length);

    await target.fill(level!.name);
    await page.getByRole('option', { name: `${level!.name} (classic level #${level!.ranking})`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]target=level%3Aclassic%3A${level!.id}\\b`));
    await expect(entries(page).first()).toContainText(level!.name);

    await page.getByRole('button', { name: 'Clear the target' }).click();
    await expect(page).not.toHaveURL(/target=/);
    await expect(target).toHaveValue('');
    await expectAccessible(page, 'the audit log with the target picker');
  },
);

test(
  'the staff member menu lists the staff, then former staff marked, by their names now, and no player',
  { tag: '@desktop' },
  async ({ page, request }) => {
    await createAndRename(request, test.info());
    await playerEdits(request, test.info());
    const actors = (await (await request.get('/api/staff/audit/actors', { headers: await staffHeaders(request) })).json()) as Actor[];
    const staff = ((await (await request.get('/api/public/players/staff')).json()) as { username: string }[]).map(
      (member) => member.username,
    );
    expect(
      actors
        .filter((actor) => actor.staff)
        .map((actor) => actor.name)
        .sort(),
    ).toEqual([...staff].sort());
    expect(actors.map((actor) => actor.name)).not.toContain(DEMO.player.username);
    // The demo has no former staff: one as the API names them, to see it marked.
    const former: Actor = { id: 999_999, name: 'Old Moderator', staff: false, mergedIds: [] };
    await page.route('**/api/staff/audit/actors', async (route) =>
      route.fulfill({ response: await route.fetch(), json: [...actors, former] }),
    );
    await open(page, request);
    const menu = page.getByRole('combobox', { name: 'Staff member' });
    await expect(menu.locator('option')).toHaveText([
      'Everyone',
      ...actors.map((actor) => (actor.staff ? actor.name : `${actor.name} (former staff)`)),
      'Old Moderator (former staff)',
    ]);

    await menu.selectOption({ label: DEMO.staff.username });
    await expect(page).toHaveURL(new RegExp(`[?&]actor=${await playerId(request, DEMO.staff.username)}\\b`));
    await expect(entries(page).first()).toContainText(DEMO.staff.username);
    await expect(entries(page).filter({ hasText: `${DEMO.player.username} edited their profile` })).toHaveCount(0);
  },
);

test(
  'a reorder reads as the levels staff moved and those that made room; where history begins is one line per list',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const headers = { authorization: `Bearer ${signToken(await playerId(request, DEMO.staff.username), true)}` };
    type Level = { id: string; name: string; ranking: number };
    const levels = ((await (await request.get('/api/public/classic-levels/list')).json()) as Level[]).sort((a, b) => a.ranking - b.ranking);
    const [first, second, third] = levels as [Level, Level, Level];
    const order = [third, first, second, ...levels.slice(3)].map((level, index) => ({ id: level.id, ranking: index + 1 }));
    expect((await request.put('/api/staff/classic-levels/reorder', { headers, data: order })).status()).toBe(200);
    await open(page, request);
    const texts = auditTexts.reorder;
    const both = new Intl.ListFormat('en', { type: 'conjunction' }).format([first.name, second.name]);
    const reordered = entries(page).first();
    await expect(reordered).toHaveAttribute('data-kind', 'levels.reordered');
    await expect(reordered.locator('p').first()).toHaveText(
      texts.line(
        DEMO.staff.username,
        texts.movedUp(third.name, '#3', '#1', first.name, null) +
          changeSentenceTexts.separator +
          changeSentenceTexts.shiftedDown(both, 2, 1),
      ),
    );
    await expect(reordered.getByRole('link', { name: third.name, exact: true })).toHaveAttribute(
      'href',
      `/staff/audit?target=level%3Aclassic%3A${third.id}`,
    );

    // Where the lists' history begins: one line each, at the end of the log.
    await page.goto('/staff/audit?kind=level');
    const older = page.getByRole('button', { name: 'Load older' });
    const end = page.getByText(auditTexts.end, { exact: true });
    for (let pages = 0; pages < 40 && !(await end.isVisible()); pages += 1) {
      await expect(older.or(end)).toBeVisible();
      if (await older.isVisible()) await older.click();
    }
    const beginnings = page.locator('[data-kind="level.baseline"]').filter({ hasText: 'History begins: ' });
    await expect(beginnings).toHaveCount(2);
    const classic = beginnings.filter({ hasText: 'on the classic list' });
    const count = Number(/History begins: (\d+) levels/.exec((await classic.locator('p').first().textContent())!)?.[1]);
    expect(count).toBeGreaterThan(1);
    await classic.getByRole('button', { name: auditTexts.beginning.standingList }).click();
    await expect(classic.getByRole('list').getByRole('listitem')).toHaveCount(count);
    await expect(classic.getByRole('list').getByRole('listitem').first()).toHaveText(/^#1 \S/);
    await expectAccessible(page, 'the audit log where history begins');
  },
);

test(
  "a long reorder shows its first moves and opens to every move, each linking to its level's trail",
  { tag: '@phone' },
  async ({ page, request }) => {
    // The platformer list: the other tests here and the changelog's reorder the classic one.
    type Level = { id: string; name: string; ranking: number };
    const before = ((await (await request.get('/api/public/platformer-levels/list')).json()) as Level[]).sort(
      (a, b) => a.ranking - b.ranking,
    );
    const order = [...before.slice(0, 10).reverse(), ...before.slice(10)].map((level, index) => ({ id: level.id, ranking: index + 1 }));
    expect(
      (await request.put('/api/staff/platformer-levels/reorder', { headers: await staffHeaders(request), data: order })).status(),
    ).toBe(200);
    await open(page, request, '/staff/audit?kind=levels');
    const texts = auditTexts.reorder;
    const reordered = entries(page)
      .filter({ hasText: texts.movedUp(before[9]!.name, '#10', '#1', before[8]!.name, null) })
      .first();
    await expect(reordered).toHaveAttribute('data-kind', 'levels.reordered');
    await expect(reordered.locator('p').first()).toContainText(changeSentenceTexts.movedMore(6));
    const all = reordered.getByRole('button', { name: changeSentenceTexts.allMoves(10) });
    await expect(all).toHaveAttribute('aria-expanded', 'false');
    await expect(reordered.getByRole('listitem')).toHaveCount(0);
    await all.click();
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    const moves = page.locator(`[id="${await all.getAttribute('aria-controls')}"]`).getByRole('listitem');
    await expect(moves).toHaveCount(10);
    await expect(moves.first()).toHaveText(changeSentenceTexts.move(before[9]!.name, '#10', '#1'));
    await expect(moves.last()).toHaveText(changeSentenceTexts.move(before[0]!.name, '#1', '#10'));
    await expect(moves.last().getByRole('link', { name: before[0]!.name, exact: true })).toHaveAttribute(
      'href',
      `/staff/audit?kind=levels&target=level%3Aplatformer%3A${before[0]!.id}`,
    );
    await expectAccessible(page, 'the audit log with a long reorder opened');
    await expectNoSidewaysOverflow(page);
    await all.press('Enter');
    await expect(all).toHaveAttribute('aria-expanded', 'false');
    await expect(moves).toHaveCount(0);
  },
);

test('a player cannot open the audit log, nor read it from the API', { tag: '@phone' }, async ({ page, request }) => {
  const token = await signInAs(page, request, DEMO.player.username, '/staff/audit');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toHaveCount(0);
  expect((await request.get('/api/staff/audit', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  expect((await request.get('/api/staff/audit')).status()).toBe(401);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-MA' });

  test('the same change reads in Arabic, right to left', async ({ page, request }) => {
    const texts = arStaff.auditTexts;
    const { from, to } = await createAndRename(request, test.info());
    await open(page, request, '/staff/audit?kind=region', texts.title);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const list = page.getByRole('list', { name: texts.listLabel }).getByRole('listitem');
    await expect(list.filter({ hasText: texts.region.renamed(DEMO.staff.username, from, to) })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: texts.kind })).toHaveValue('region');
    await expectNoSidewaysOverflow(page);
    await expectAccessible(page, 'the audit log in Arabic');
  });
});
