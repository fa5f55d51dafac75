/**
 * Claims on a server of their own (an approval makes two players one): demo players other than the
 * demo accounts have no sign-in, as the import leaves players, so a signed-in account may claim one.
 * On a desktop, an account made by a Google sign-in claims a player with 'This is me', staff approve
 * it on /staff/claims, and the player it became finds the approval in its inbox and its profile no
 * longer claimable. On a phone, staff refuse a claim with a reason, which the claimant reads on the
 * profile, on their own profile and in their inbox. On a desktop, the claim of a staff player is
 * marked in the queue and asks twice before the approval goes (with `confirmStaff`), and the audit
 * log says the claimant is staff now.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO } from './support/constants';
import { apiGet, expect, playerId, signInAs } from './support/fixtures';
import { staffTest as test } from './support/staff';

type Player = { id: number; username: string };

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

/** A demo player with records and no sign-in, from the end of the classic leaderboard (the staff specs take theirs from its top). */
async function claimablePlayer(request: APIRequestContext, fromEnd: number): Promise<Player> {
  const board = await apiGet<Player[]>(request, '/api/public/players/classic-points');
  const player = board.filter((row) => !/^demo/i.test(row.username)).at(-fromEnd)!;
  expect(await apiGet(request, `/api/public/players/${player.id}/claimable`)).toEqual({ claimable: true });
  return player;
}

/** A demo staff member with no sign-in (the demo makes a few, as the import brings them), other than DemoStaff: the newest. */
async function claimableStaffMember(request: APIRequestContext): Promise<Player> {
  const staff = await apiGet<{ username: string }[]>(request, '/api/public/players/staff');
  const found: Player[] = [];
  for (const { username } of staff.filter((row) => row.username !== DEMO.staff.username)) {
    const id = await playerId(request, username);
    if ((await apiGet<{ claimable: boolean }>(request, `/api/public/players/${id}/claimable`)).claimable) found.push({ id, username });
  }
  expect(found.length, 'the demo has a staff member with no sign-in').toBeGreaterThan(0);
  return found.sort((a, b) => b.id - a.id)[0]!;
}

/** On the player's profile, signed in as someone else: 'This is me', a proof, and the claim waits for staff. */
async function claimOnProfile(page: Page, player: Player, proof: string): Promise<void> {
  const section = page.locator('[data-claim]');
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Is this you?' })).toBeVisible();
  await section.getByRole('button', { name: 'This is me' }).click();
  const dialog = page.getByRole('dialog', { name: `Claim ${player.username}` });
  await dialog.getByRole('button', { name: 'Send the claim' }).click();
  await expect(dialog.getByText('A claim needs a proof: a link to a video, or a chat handle staff can ask.')).toBeVisible();
  await expect(dialog.getByLabel('Proof')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Proof').fill(proof);
  await dialog.getByRole('button', { name: 'Send the claim' }).click();
  await expect(toast(page, 'Claim sent')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('heading', { name: 'Your claim' })).toBeVisible();
  await expect(section).toContainText('Your claim waits for staff.');
  await expect(section).toContainText(`Proof: ${proof}`);
  await expect(section.getByRole('button', { name: 'This is me' })).toHaveCount(0);
}

/** The staff screen's row of the waiting claim of `player`. */
async function claimRow(page: Page, player: Player) {
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Claims' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: player.username, exact: true }) })
    .first();
  await expect(row).toHaveAttribute('data-status', 'PENDING');
  return row;
}

test(
  'a Google account claims a player, staff approve it, and the player it became reads the approval and is no longer claimable',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.slow();
    const target = await claimablePlayer(request, 1);
    const claimant = DEMO.inactive.username;
    await signInAs(page, request, claimant, `/profile/${encodeURIComponent(target.username)}`);
    await claimOnProfile(page, target, VIDEO);

    await signInAs(page, request, DEMO.staff.username, '/', true);
    const menu = page.getByRole('navigation').getByRole('link', { name: 'Claims', exact: true });
    await expect(menu).toHaveAttribute('href', '/staff/claims');
    await menu.click();
    const row = await claimRow(page, target);
    await expect(row).toContainText(`Claimed by ${claimant}`);
    await expect(row.getByRole('link', { name: VIDEO })).toHaveAttribute('href', VIDEO);
    await expect(row).toContainText('Waiting');
    await expectAccessible(page, 'the staff Claims screen');

    await row.getByRole('button', { name: `Approve ${claimant}'s claim of ${target.username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve this claim?' });
    await expect(confirm).toContainText(`${claimant}'s account becomes ${target.username}`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Claim approved')).toBeVisible({ timeout: 15_000 });
    const decided = page.locator(`[data-claim]`).filter({ hasText: `Claimed by ${claimant}` });
    await expect(decided).toHaveAttribute('data-status', 'APPROVED');
    await expect(decided).toContainText('Approved by DemoStaff');
    await expect(decided.getByRole('button')).toHaveCount(0);

    // The account is the claimed player now: its old name is gone, the player has a sign-in.
    expect((await request.get(`/api/public/players/username/${claimant}`)).status()).toBe(404);
    expect(await apiGet(request, `/api/public/players/${target.id}/claimable`)).toEqual({ claimable: false });

    await signInAs(page, request, target.username, '/inbox');
    const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Your claim' });
    await expect(item).toHaveCount(1, { timeout: 15_000 });
    // Unread until this visit, which marks it read.
    await expect(item).toContainText(`Unread: Your claim was approved: your account is ${target.username} now.`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
    await item.getByRole('link').click();
    await expect(page).toHaveURL(`/profile/${encodeURIComponent(target.username)}`);
    await expect(page.getByRole('heading', { level: 1, name: target.username })).toBeVisible();
    await expect(page.locator('[data-claim]')).toHaveCount(0);

    // Another signed-in visitor is not offered to claim it, once the profile has asked.
    const asked = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
    const answers = Promise.all([asked(`/api/public/players/${target.id}/claimable`), asked('/api/authenticated/claims')]);
    await signInAs(page, request, DEMO.player.username, `/profile/${encodeURIComponent(target.username)}`);
    await answers;
    await expect(page.getByRole('heading', { level: 1, name: target.username })).toBeVisible();
    await expect(page.getByRole('button', { name: 'This is me' })).toHaveCount(0);
  },
);

test(
  'staff refuse a claim with a reason, which the claimant reads on the profile, on their own and in their inbox',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.slow();
    const target = await claimablePlayer(request, 2);
    const claimant = DEMO.player.username;
    const reason = 'The video shows another account.';
    await signInAs(page, request, claimant, `/profile/${encodeURIComponent(target.username)}`);
    await claimOnProfile(page, target, 'discord: demoplayer');
    await expectAccessible(page, 'a profile with a claim waiting');

    await signInAs(page, request, DEMO.staff.username, '/staff/claims', true);
    const row = await claimRow(page, target);
    await expect(row).toContainText('Proof: discord: demoplayer');
    await expect(row.getByRole('link', { name: /discord/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Refuse ${claimant}'s claim of ${target.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refuse the claim of ${target.username}` });
    await dialog.getByLabel('Reason (optional)').fill(reason);
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await expect(toast(page, 'Claim refused')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    const decided = page
      .locator('[data-claim]')
      .filter({ hasText: `Claimed by ${claimant}` })
      .filter({ hasText: target.username });
    await expect(decided).toHaveAttribute('data-status', 'REFUSED');
    await expect(decided).toContainText(`Reason: ${reason}`);
    await expect(decided).toContainText('Refused by DemoStaff');

    await signInAs(page, request, claimant, `/profile/${encodeURIComponent(target.username)}`);
    const section = page.locator('[data-claim]');
    await expect(section).toContainText('Staff refused your claim.');
    await expect(section).toContainText(`Reason: ${reason}`);
    await expect(section.getByRole('button', { name: 'Claim again' })).toBeVisible();

    await page.goto(`/profile/${claimant}`);
    const own = page.getByRole('list', { name: 'Your claims' }).getByRole('listitem');
    await expect(own).toHaveCount(1);
    await expect(own.first()).toContainText(`Claim of ${target.username}`);
    await expect(own.first()).toContainText('Refused');
    await expect(own.first()).toContainText(`Reason: ${reason}`);

    await page.goto('/inbox');
    const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Your claim of' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`Your claim of ${target.username} was refused: ${reason}`);
  },
);

test(
  'the claim of a staff player is marked, asks twice, and its approval makes the claimant staff in the audit log',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.slow();
    const target = await claimableStaffMember(request);
    // A demo player with no sign-in stands in for the account (the test signs its token); the other tests use the end's last two.
    let fromEnd = 3;
    while ((await claimablePlayer(request, fromEnd)).id === target.id) fromEnd += 1;
    const claimant = (await claimablePlayer(request, fromEnd)).username;
    await signInAs(page, request, claimant, `/profile/${encodeURIComponent(target.username)}`);
    await claimOnProfile(page, target, VIDEO);

    await signInAs(page, request, DEMO.staff.username, '/staff/claims', true);
    const row = await claimRow(page, target);
    await expect(row).toHaveAttribute('data-staff-player', 'true');
    await expect(row).toContainText('Staff');
    await expect(row).toContainText(`${target.username} is staff: approving this claim makes ${claimant} staff.`);
    await expectAccessible(page, "the staff Claims screen with a staff player's claim");
    const sent: string[] = [];
    page.on('request', (sending) => {
      if (sending.method() === 'POST' && sending.url().endsWith('/approve')) sent.push(sending.postData() ?? '');
    });
    const approve = row.getByRole('button', { name: `Approve ${claimant}'s claim of ${target.username}` });
    const first = page.getByRole('alertdialog', { name: 'Approve this claim?' });
    const second = page.getByRole('alertdialog', { name: `Make ${claimant} staff?` });

    // Confirming once only asks again; Cancel there sends nothing.
    await approve.click();
    await first.getByRole('button', { name: 'Approve' }).click();
    await expect(first).toBeHidden();
    await expect(second).toContainText(
      `${target.username} is staff and stays staff: once approved, ${claimant} signs in as ${target.username}, with every staff right.`,
    );
    await expectAccessible(page, "the second confirmation of a staff player's claim");
    await second.getByRole('button', { name: 'Cancel' }).click();
    await expect(second).toBeHidden();
    await expect(row).toHaveAttribute('data-status', 'PENDING');
    expect(sent).toEqual([]);

    // Twice: the approval goes, confirmed.
    await approve.click();
    await first.getByRole('button', { name: 'Approve' }).click();
    const approval = page.waitForRequest((sending) => sending.method() === 'POST' && sending.url().endsWith('/approve'));
    await second.getByRole('button', { name: 'Approve and make staff' }).click();
    expect((await approval).postDataJSON()).toEqual({ confirmStaff: true });
    await expect(toast(page, 'Claim approved')).toBeVisible({ timeout: 15_000 });
    const decided = page
      .locator('[data-claim]')
      .filter({ hasText: `Claimed by ${claimant}` })
      .filter({ hasText: target.username });
    await expect(decided).toHaveAttribute('data-status', 'APPROVED');
    await expect(decided).toContainText('Approved by DemoStaff');
    await expect(decided).not.toContainText('approving this claim makes');
    expect(sent).toHaveLength(1);
    expect((await request.get(`/api/public/players/username/${encodeURIComponent(claimant)}`)).status()).toBe(404);
    expect(await apiGet(request, `/api/public/players/username/${encodeURIComponent(target.username)}`)).toMatchObject({
      id: target.id,
      isStaff: true,
    });

    await page.goto(`/staff/audit?target=${encodeURIComponent(`player:${target.id}`)}`);
    const entry = page
      .getByRole('list', { name: 'Changes' })
      .getByRole('listitem')
      .filter({ hasText: `${claimant}'s claim` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(
      `${DEMO.staff.username} approved ${claimant}'s claim of ${target.username}, who is staff: ${claimant} is staff now`,
    );
  },
);
