/**
 * The player's Settings screen: every field saved through the outbox and shown after a reload and on
 * the public profile, the one-time region, social handles stored once as full addresses, the avatar's
 * device check and upload, the inactive account, a refusal left in the outbox, and saving offline.
 * Each test takes a demo player no other test of this run uses (claimed with a file, see claimPlayer),
 * so the tests can run in parallel on the one server.
 */
import { closeSync, mkdirSync, openSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './support/constants';
import { apiGet, expect, loadOnDemandParts, signInAs, test } from './support/fixtures';

type Profile = {
  id: number;
  username: string;
  region: number | null;
  isActive: boolean;
  isStaff: boolean;
  hasAvatar: boolean;
  discord: string | null;
  youtube: string | null;
  twitter: string | null;
  twitch: string | null;
};

/** One folder per run (the port and the runner process), shared by this run's workers. */
const CLAIMS = join(tmpdir(), `moroccan-settings-e2e-${process.env.E2E_PORT}-${process.ppid}`);
const DEMO_NAMES = new Set(Object.values(DEMO).map((account) => account.username.toLowerCase()));

/**
 * A demo player matching `wanted` that no other test of this run has: the claim (an exclusively
 * created file) comes before the look, so two workers never take the same player. Players on no
 * leaderboard come first, so the screens other specs read from rankings are disturbed least.
 */
async function claimPlayer(request: APIRequestContext, wanted: (player: Profile) => boolean): Promise<Profile> {
  mkdirSync(CLAIMS, { recursive: true });
  const all = await apiGet<{ id: number; username: string }[]>(request, '/api/public/players');
  const ranked = new Set<number>();
  for (const type of ['classic', 'platformer']) {
    for (const row of await apiGet<{ id: number }[]>(request, `/api/public/players/${type}-points`)) ranked.add(row.id);
  }
  const order = all
    .filter((player) => !DEMO_NAMES.has(player.username.toLowerCase()))
    .sort((a, b) => Number(ranked.has(a.id)) - Number(ranked.has(b.id)) || a.id - b.id);
  for (const candidate of order) {
    const claim = join(CLAIMS, String(candidate.id));
    try {
      closeSync(openSync(claim, 'wx'));
    } catch {
      continue;
    }
    const response = await request.get(`/api/public/players/username/${encodeURIComponent(candidate.username)}`);
    const player = response.ok() ? ((await response.json()) as Profile) : null;
    if (player && !player.isStaff && wanted(player)) return player;
    unlinkSync(claim);
  }
  throw new Error('no unclaimed demo player fits this test');
}

/** A player's public profile; asked twice at most, as a kept-alive connection may have been closed by the server meanwhile. */
async function profileOf(request: APIRequestContext, username: string): Promise<Profile> {
  const path = `/api/public/players/username/${encodeURIComponent(username)}`;
  return apiGet<Profile>(request, path).catch(() => apiGet<Profile>(request, path));
}

/** A username no demo player has: letters and digits, unique per test and project. */
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 32);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' }).click();
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

async function openSettings(page: Page, request: APIRequestContext, player: Profile) {
  await signInAs(page, request, player.username, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(field(page, 'Username')).toHaveValue(player.username);
}

test('each field is saved, shown after a reload and on the public profile', async ({ page, request }) => {
  const player = await claimPlayer(request, (p) => p.isActive && p.region !== null);
  await openSettings(page, request, player);
  const username = freshName('Saved');
  await field(page, 'Username').fill(username);
  await field(page, 'Discord').fill('saved_discord');
  await field(page, 'YouTube').fill('savedtube');
  await field(page, 'Twitter').fill('savedbird');
  await field(page, 'Twitch').fill('savedstream');
  await save(page);
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Username')).toHaveValue(username);
  await expect(field(page, 'Discord')).toHaveValue('saved_discord');
  await expect(field(page, 'YouTube')).toHaveValue('savedtube');
  await expect(field(page, 'Twitter')).toHaveValue('savedbird');
  await expect(field(page, 'Twitch')).toHaveValue('savedstream');

  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(username);
  await expect(page.getByRole('button', { name: 'Copy Discord handle saved_discord' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@savedtube',
  );
  await expect(page.getByRole('link', { name: 'Twitter (opens in a new tab)' })).toHaveAttribute('href', 'https://twitter.com/savedbird');
  await expect(page.getByRole('link', { name: 'Twitch (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.twitch.tv/savedstream',
  );
});

test('the region can be chosen once, then the selector is locked', { tag: '@phone' }, async ({ page, request }) => {
  const player = await claimPlayer(request, (p) => p.isActive && p.region === null);
  const regions = await apiGet<{ id: number; name: string }[]>(request, '/api/public/regions');
  const region = regions[regions.length - 1]!;
  await openSettings(page, request, player);
  const selector = field(page, 'Region');
  await expect(selector).toBeEnabled();
  await expect(page.getByText(/locked once a region is saved/)).toBeVisible();
  await selector.selectOption({ label: region.name });
  await save(page);
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await expect(selector).toBeDisabled();
  await expect(selector.locator('option:checked')).toHaveText(region.name);

  await page.reload();
  await expect(field(page, 'Region')).toBeDisabled();
  await expect(field(page, 'Region').locator('option:checked')).toHaveText(region.name);
  expect((await profileOf(request, player.username)).region).toBe(region.id);
});

test(
  'social fields take handles: a typed address or @handle is stored once, never doubled',
  { tag: '@phone' },
  async ({ page, request }) => {
    const player = await claimPlayer(request, (p) => p.isActive && p.region !== null);
    await openSettings(page, request, player);
    await expect(page.getByText('youtube.com/@', { exact: true })).toBeVisible();
    await field(page, 'YouTube').fill('https://www.youtube.com/@abc');
    await field(page, 'Twitter').fill('https://twitter.com/abc');
    await field(page, 'Twitch').fill('https://www.twitch.tv/abc');
    await field(page, 'Discord').click();
    await expect(field(page, 'YouTube')).toHaveValue('abc');
    await expect(field(page, 'Twitter')).toHaveValue('abc');
    await expect(field(page, 'Twitch')).toHaveValue('abc');
    await save(page);
    await expect(toast(page, 'Settings updated successfully')).toBeVisible();
    expect(await profileOf(request, player.username)).toMatchObject({
      youtube: 'https://www.youtube.com/@abc',
      twitter: 'https://twitter.com/abc',
      twitch: 'https://www.twitch.tv/abc',
    });

    await page.reload();
    // The stored handles are shown (the saved cache may first show older ones) before the next edit.
    await expect(field(page, 'YouTube')).toHaveValue('abc');
    await field(page, 'YouTube').fill('@xyz');
    await field(page, 'Twitter').fill('@xyz');
    // Saved straight from the field, without leaving it first.
    await field(page, 'Twitch').fill('https://www.twitch.tv/xyz');
    await save(page);
    await expect(toast(page, 'Settings updated successfully')).toBeVisible();
    await expect.poll(async () => (await profileOf(request, player.username)).youtube).toBe('https://www.youtube.com/@xyz');
    expect(await profileOf(request, player.username)).toMatchObject({
      twitter: 'https://twitter.com/xyz',
      twitch: 'https://www.twitch.tv/xyz',
    });
  },
);

test('an avatar over 1 MB or not an image is refused on the device, and nothing is sent', { tag: '@phone' }, async ({ page, request }) => {
  const player = await claimPlayer(request, (p) => p.isActive && p.region !== null && !p.hasAvatar);
  const uploads: string[] = [];
  page.on('request', (sent) => sent.url().includes('/upload/avatar') && uploads.push(sent.url()));
  await openSettings(page, request, player);
  await expect(page.getByText('An image of at most 1 MB.')).toBeVisible();
  const chooser = field(page, 'Avatar');
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1, 1) });
  await expect(page.getByText('The image is larger than 1 MB. Choose a smaller one.')).toBeVisible();
  await expect(chooser).toHaveAttribute('aria-invalid', 'true');
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Choose an image file (JPEG, PNG, WebP or GIF).')).toBeVisible();

  await save(page);
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  expect(uploads).toEqual([]);
  expect((await profileOf(request, player.username)).hasAvatar).toBe(false);
});

test('a valid avatar is uploaded and shows on the avatar menu', { tag: '@phone' }, async ({ page, request }) => {
  const player = await claimPlayer(request, (p) => p.isActive && p.region !== null && !p.hasAvatar);
  await openSettings(page, request, player);
  const menuPicture = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(menuPicture).toHaveCount(0);
  // The chooser speaks the site's words, not the browser's 'Choose File / No file chosen'.
  await expect(page.getByText('Choose an image', { exact: true })).toBeVisible();
  await expect(page.getByText('No image chosen', { exact: true })).toBeVisible();
  await field(page, 'Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(page.getByRole('img', { name: 'Your new avatar' })).toHaveAttribute('src', /^data:image\/png/);
  await expect(page.getByText('me.png', { exact: true })).toBeVisible();
  await save(page);
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await expect(menuPicture).toHaveAttribute('src', /^data:image\/jpeg/);
  expect((await profileOf(request, player.username)).hasAvatar).toBe(true);
});

test('an inactive account is asked to act, and a new username activates it', { tag: '@phone' }, async ({ page, request }) => {
  const player = await claimPlayer(request, (p) => !p.isActive);
  await openSettings(page, request, player);
  const alert = page.getByRole('alert').filter({ hasText: 'Action Required' });
  await expect(alert).toContainText('Your account is inactive. Please change your username to activate your account.');
  const username = freshName('Active');
  await field(page, 'Username').fill(username);
  await save(page);
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(await profileOf(request, username)).toMatchObject({ id: player.id, isActive: true });
  await page.reload();
  await expect(field(page, 'Username')).toHaveValue(username);
  await expect(page.getByText('Action Required')).toHaveCount(0);
});

test(
  'a taken username is refused on the Username field and stays in the outbox to edit',
  { tag: '@phone' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 409/);
    const player = await claimPlayer(request, (p) => p.isActive && p.region !== null);
    await openSettings(page, request, player);
    await field(page, 'Username').fill(DEMO.staff.username);
    await save(page);
    // Said once, on the field: no banner, no toast besides.
    const taken = page.getByText('This username is already taken.');
    await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(taken).toHaveCount(1);
    await expect(field(page, 'Username')).toHaveAccessibleErrorMessage(/This username is already taken\./);
    await expect(page.getByText('The server refused these changes:')).toHaveCount(0);
    await expect(page.getByText('Failed to update settings')).toHaveCount(0);

    // Still there after a reload: the refused entry needs attention, with its values and its error, once.
    await page.reload();
    await expect(field(page, 'Username')).toHaveValue(DEMO.staff.username);
    await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(taken).toHaveCount(1);
    const [entry] = await outboxEntries(page);
    expect(entry).toMatchObject({ kind: 'profile.update', state: 'attention', editPath: '/settings' });

    // Opened from the outbox (?entry=), fixed and sent: the same entry is replaced, none is left.
    await page.goto(`/settings?entry=${entry!.id}`);
    const username = freshName('Fixed');
    await field(page, 'Username').fill(username);
    await save(page);
    await expect(toast(page, 'Settings updated successfully')).toBeVisible();
    await expect(field(page, 'Username')).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    expect((await profileOf(request, username)).id).toBe(player.id);
  },
);

test(
  'saved offline, the values show as not sent yet, then are sent once online',
  { tag: '@phone' },
  async ({ page, context, request, consoleGuard }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const player = await claimPlayer(request, (p) => p.isActive && p.region !== null);
    await openSettings(page, request, player);
    await loadOnDemandParts(page, /(?:outbox-button|toaster|toast-store)-[\w-]+\.js/g);
    await context.setOffline(true);
    const username = freshName('Offline');
    await field(page, 'Username').fill(username);
    await field(page, 'Discord').fill('offline_discord');
    await save(page);
    await expect(toast(page, 'Saved on this device')).toBeVisible({ timeout: 15_000 });
    const note = page.getByText('These changes are saved on this device and not sent yet.');
    await expect(note).toBeVisible();
    await expect(field(page, 'Username')).toHaveValue(username);
    await expect(field(page, 'Discord')).toHaveValue('offline_discord');

    await context.setOffline(false);
    await expect(note).toHaveCount(0, { timeout: 15_000 });
    await expect(field(page, 'Username')).toHaveValue(username);
    expect(await profileOf(request, username)).toMatchObject({ id: player.id, discord: 'offline_discord' });
  },
);

/** The outbox as stored on the device (IndexedDB `outbox`, store `entries`). */
function outboxEntries(page: Page): Promise<{ id: string; kind: string; state: string; editPath?: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('entries').objectStore('entries').getAll();
          read.onsuccess = () => resolve(read.result.map(({ id, kind, state, editPath }) => ({ id, kind, state, editPath })));
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** An 8×8 red PNG. */
const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=',
  'base64',
);
