/**
 * The outbox end to end: writes made offline wait on the device, survive a reload and a killed
 * browser, are held while the token is expired or another player's, and reach the server exactly
 * once, sent by the page or, with the page closed, by the service worker.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { apiGet, chooseOption, expect, keptOnDevice, signToken, test as base, waitForOfflineCopy } from './support/fixtures';
import { killBrowser, runAndKill, startBrowser } from './support/killed-browser';

// Going offline makes the browser log every request it could not send: expected here.
const test = base.extend({
  consoleGuard: async ({ consoleGuard }, use) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    await use(consoleGuard);
  },
});

type Level = { id: string; name: string; ranking: number };
type Player = { id: number; username: string };

/** A main classic level and an active player with no record on it, one per test and project, so tests run side by side. */
async function playerAndLevel(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<{ player: Player; level: Level }> {
  const level = (await apiGet<Level[]>(request, '/api/public/classic-levels/list/main'))[2]!;
  const holders = new Set(
    (await apiGet<{ player: string }[]>(request, `/api/public/classic-records/level/${level.id}`)).map((record) => record.player),
  );
  const players = (await apiGet<Player[]>(request, '/api/public/players')).filter((player) => !holders.has(player.username));
  const active: Player[] = [];
  for (const player of players.slice(-60)) {
    const profile = await apiGet<{ isActive: boolean }>(request, `/api/public/players/username/${encodeURIComponent(player.username)}`);
    if (profile.isActive) active.push(player);
  }
  // A retry takes players of its own (ten slots, two projects): the first try's submissions stay on the server.
  const index = slot * 2 + (testInfo.project.name === 'phone' ? 0 : 1) + testInfo.retry * 20;
  return { player: active[index]!, level };
}

async function serverSubmissions(request: APIRequestContext, player: Player, level: Level): Promise<number> {
  const response = await request.get('/api/authenticated/classic-submissions/list', {
    headers: { authorization: `Bearer ${signToken(player.id, false)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { level: string }[]).filter((submission) => submission.level === level.id).length;
}

async function putToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('jwtToken', value), token);
}

/** Fills and sends the Create Submission dialog (100% on the level). */
async function submit(page: Page, level: Level): Promise<void> {
  await page.getByRole('button', { name: 'Create Submission' }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(dialog.getByRole('combobox', { name: 'Level' }), level.name, `#${level.ranking} - ${level.name}`);
  await dialog.getByRole('textbox', { name: /Percentage/ }).fill('100');
  await dialog.getByRole('textbox', { name: /Video link/ }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

const waitingRow = (page: Page, level: Level) =>
  page.getByRole('listitem').filter({ hasText: level.name }).filter({ hasText: 'Not sent yet' });
const outboxButton = (page: Page) => page.getByRole('button', { name: /^Outbox: / });

/**
 * Waits until the service worker controls the page and keeps its scripts (the player's screens a moment
 * after it took over), so it can be reloaded offline. Installing means precaching the public screens:
 * on a loaded machine that takes a while.
 */
/** Signed in with `token`, the player submits `level` with the device offline: it waits on the device. */
async function queueSignedInOffline(page: Page, context: BrowserContext, level: Level, token: string): Promise<void> {
  await page.goto('/guidelines');
  await putToken(page, token);
  await page.goto('/submissions');
  await expect(page.getByRole('button', { name: 'Create Submission' })).toBeEnabled();
  await waitForOfflineCopy(page);
  await context.setOffline(true);
  await submit(page, level);
  await expect(waitingRow(page, level)).toBeVisible();
}

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    undefined,
    { timeout: 45_000 },
  );
  await keptOnDevice(page);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // Installing the worker (see `controlled`) can take most of the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test(
    'a submission made offline waits, survives a reload, and is sent once by the page when the network returns',
    { tag: '@phone' },
    async ({ page, context, request }, testInfo) => {
      const { player, level } = await playerAndLevel(request, testInfo, 0);
      await page.goto('/guidelines');
      await putToken(page, signToken(player.id, false));
      await page.goto('/submissions');
      await controlled(page);
      await expect(page.getByRole('button', { name: 'Create Submission' })).toBeEnabled();
      await waitForOfflineCopy(page);

      await context.setOffline(true);
      await submit(page, level);
      await expect(waitingRow(page, level)).toBeVisible();
      await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 waiting change');
      await page.reload();
      await expect(waitingRow(page, level)).toBeVisible();
      expect(await serverSubmissions(request, player, level)).toBe(0);

      await context.setOffline(false);
      await expect(waitingRow(page, level)).toHaveCount(0, { timeout: 15_000 });
      await expect(outboxButton(page)).toHaveCount(0);
      expect(await serverSubmissions(request, player, level)).toBe(1);
    },
  );

  test(
    'with the page closed, the service worker sends a waiting submission on Background Sync, once',
    { tag: '@phone' },
    async ({ page, context, request }, testInfo) => {
      const { player, level } = await playerAndLevel(request, testInfo, 1);
      await page.goto('/guidelines');
      await putToken(page, signToken(player.id, false));
      await page.goto('/submissions');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) =>
        registrations.push(...event.registrations),
      );
      await cdp.send('ServiceWorker.enable');
      await waitForOfflineCopy(page);

      await context.setOffline(true);
      await submit(page, level);
      await expect(waitingRow(page, level)).toBeVisible();
      // Another page of the site stays open without the outbox (a plain page), to keep the CDP session; the app page closes.
      const keeper = await context.newPage();
      const keeperCdp = await context.newCDPSession(keeper);
      await keeperCdp.send('ServiceWorker.enable');
      await page.close();
      // The app page was offline all the while it was open, so nothing reached the server from it. Back online,
      // Chromium may fire the sync itself; either way the worker, not a page, sends it.
      expect(await serverSubmissions(request, player, level)).toBe(0);
      await context.setOffline(false);

      const origin = new URL(testInfo.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT}`).origin;
      const registration = registrations.find((item) => item.scopeURL.startsWith(origin));
      expect(registration, 'the service worker registration').toBeTruthy();
      await expect(async () => {
        await keeperCdp.send('ServiceWorker.dispatchSyncEvent', {
          origin,
          registrationId: registration!.registrationId,
          tag: 'outbox',
          lastChance: false,
        });
        expect(await serverSubmissions(request, player, level)).toBe(1);
      }).toPass({ timeout: 20_000 });
      // A second sync finds nothing left to send.
      await keeperCdp.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: registration!.registrationId,
        tag: 'outbox',
        lastChance: false,
      });
      expect(await serverSubmissions(request, player, level)).toBe(1);
    },
  );
});

test(
  'a token that expires while a submission waits holds it; another player does not send it; the same player signing in again does, once',
  { tag: '@phone' },
  async ({ page, context, request }, testInfo) => {
    test.setTimeout(90_000);
    const { player, level } = await playerAndLevel(request, testInfo, 2);
    const other = (await playerAndLevel(request, testInfo, 3)).player;
    await queueSignedInOffline(page, context, level, signToken(player.id, false, 20));

    // The token expires while offline; back online, nothing is sent and the app asks for a sign-in.
    const expiry = await page.evaluate(
      () => JSON.parse(atob(localStorage.getItem('jwtToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp * 1000,
    );
    await page.waitForTimeout(Math.max(0, expiry - Date.now() + 1500));
    await context.setOffline(false);
    await page.goto('/guidelines');
    await expect(page.getByRole('status').filter({ hasText: 'Sign in again to send 1 waiting change' })).toBeVisible();
    expect(await serverSubmissions(request, player, level)).toBe(0);

    // Another player signs in on the device: the entry stays held, and says whose it is.
    await putToken(page, signToken(other.id, false));
    await page.reload();
    await outboxButton(page).click();
    await expect(page.getByRole('dialog').getByText('Made by another account: sign in as that player to send it.')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await serverSubmissions(request, player, level)).toBe(0);

    await putToken(page, signToken(player.id, false));
    await page.reload();
    await expect(async () => expect(await serverSubmissions(request, player, level)).toBe(1)).toPass({ timeout: 15_000 });
    await page.goto('/submissions');
    await expect(page.getByRole('listitem').filter({ hasText: level.name }).getByText('Pending')).toBeVisible();
    await expect(outboxButton(page)).toHaveCount(0);
  },
);

test(
  'a 401 from the server holds the submission until the player signs in again',
  { tag: '@phone' },
  async ({ page, context, consoleGuard, request }, testInfo) => {
    consoleGuard.allow(/status of 401/);
    const { player, level } = await playerAndLevel(request, testInfo, 4);
    await queueSignedInOffline(page, context, level, signToken(player.id, false));
    // The server will refuse this token (not its signature), though the device cannot tell.
    await putToken(page, signToken(player.id, false).replace(/\.[^.]+$/, '.not-the-server-signature'));
    await context.setOffline(false);
    // The server refuses the token: the device signs out, and the guarded page gives way to the list
    // with the login dialog, which may close the outbox's panel if it was open. With the dialog closed,
    // the panel says what the change waits for.
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    const held = page.getByRole('dialog').getByText('Waiting for you to sign in again');
    await expect(async () => {
      if (await login.isVisible()) await login.getByRole('button', { name: 'Close' }).click({ timeout: 2_000 });
      if (!(await held.isVisible())) await outboxButton(page).click({ timeout: 2_000 });
      await expect(held).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // When it was made, as a relative time with the full date as its tooltip.
    const made = page.getByRole('dialog').getByRole('listitem').filter({ hasText: level.name }).locator('time');
    await expect(made).toHaveText(/^(now|1 minute ago)$/);
    await expect(made).toHaveAttribute('title', /\d{1,2}:\d{2}/);
    await page.keyboard.press('Escape');
    expect(await serverSubmissions(request, player, level)).toBe(0);

    await putToken(page, signToken(player.id, false));
    await page.reload();
    await expect(async () => expect(await serverSubmissions(request, player, level)).toBe(1)).toPass({ timeout: 15_000 });
    await page.goto('/submissions');
    await expect(page.getByRole('listitem').filter({ hasText: level.name }).getByText('Pending')).toBeVisible();
    await expect(outboxButton(page)).toHaveCount(0);
  },
);

test(
  'a queued submission the server refuses when it is sent is told in a toast, once, naming it and why, with a way to the outbox',
  { tag: '@phone' },
  async ({ page, context, consoleGuard, request }, testInfo) => {
    test.slow(); // the queued toast comes after the outbox's wait for an answer
    consoleGuard.allow(/status of 403/);
    // A slot of its own: a test running beside it with the same player and level would leave a pending
    // submission on the server, which the device then refuses before sending, on the form.
    const { player, level } = await playerAndLevel(request, testInfo, 9);
    const reason = 'You cannot submit records for this level.';
    await queueSignedInOffline(page, context, level, signToken(player.id, false));
    // The form has stopped waiting for an answer: what comes of the change is the outbox's to tell.
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible({ timeout: 15_000 });

    await page.route('**/api/authenticated/classic-submissions/create', (route) =>
      route.fulfill({ status: 403, json: { status: 403, code: 'forbidden', message: reason } }),
    );
    await context.setOffline(false);
    const toast = page.getByRole('status').filter({ hasText: 'Not sent: ' });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toContainText(level.name);
    await expect(toast).toContainText(reason);
    await toast.getByRole('button', { name: 'Show waiting changes' }).click();
    const panel = page.getByRole('dialog', { name: 'Waiting changes' });
    await expect(panel.getByRole('listitem').filter({ hasText: level.name })).toContainText(reason);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // Told once: not again after a reload, while the change still needs attention.
    await page.reload();
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 change needs attention');
    await page.waitForTimeout(1_500);
    await expect(page.getByText(/^Not sent: /)).toHaveCount(0);
  },
);

test(
  'another tab sees the waiting change at once, and signing out with it warns first and keeps it',
  { tag: '@phone' },
  async ({ page, context, request }, testInfo) => {
    const { player, level } = await playerAndLevel(request, testInfo, 6);
    await page.goto('/guidelines');
    await putToken(page, signToken(player.id, false));
    await page.goto('/submissions');
    await expect(page.getByRole('button', { name: 'Create Submission' })).toBeEnabled();
    const other = await context.newPage();
    await other.goto('/guidelines');
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeEnabled();
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    await submit(page, level);
    await expect(waitingRow(page, level)).toBeVisible();
    await expect(outboxButton(other)).toHaveAccessibleName('Outbox: 1 waiting change');

    const menu = other.getByRole('menu');
    await expect(async () => {
      if (!(await menu.isVisible())) await other.getByRole('button', { name: 'Account menu' }).click();
      await menu.getByRole('menuitem', { name: 'Sign out' }).click({ timeout: 2_000 });
      await expect(other.getByRole('alertdialog')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const warning = other.getByRole('alertdialog', { name: 'Sign out with waiting changes?' });
    await expect(warning).toContainText('1 waiting change will stay on this device and be sent at your next sign-in.');
    await warning.getByRole('button', { name: 'Sign out' }).click();
    await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(other.getByRole('status').filter({ hasText: 'Sign in again to send 1 waiting change' })).toBeVisible();

    // Back online, the first tab (signed out by the other) holds it too: nothing is sent.
    await context.setOffline(false);
    await page.goto('/guidelines');
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 waiting change');
    await expect(page.getByRole('status').filter({ hasText: 'Sign in again to send 1 waiting change' })).toBeVisible();
    expect(await serverSubmissions(request, player, level)).toBe(0);
  },
);

test(
  'a submission made offline survives a killed browser and is sent once after the restart',
  { tag: '@desktop' },
  async ({ request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { player, level } = await playerAndLevel(request, testInfo, 5);
    const profile = mkdtempSync(join(tmpdir(), 'moroccan-list-profile-'));
    try {
      await runAndKill(profile, (page, context) => queueOffline(page, context, baseURL!, player, level), { settleMs: 1000 });
      expect(await serverSubmissions(request, player, level)).toBe(0);

      const { process: browser, context } = await startBrowser(profile);
      const page = await context.newPage();
      await page.goto(`${baseURL}/submissions`);
      await expect(async () => expect(await serverSubmissions(request, player, level)).toBe(1)).toPass({ timeout: 20_000 });
      // Still signed in, though a killed browser may not have written localStorage to disk (IndexedDB's copy of the token stands in).
      await expect(page.getByRole('button', { name: 'Create Submission' })).toBeVisible();
      await expect(waitingRow(page, level)).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({ hasText: level.name })).toHaveCount(1, { timeout: 15_000 });
      await killBrowser(browser);
    } finally {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  },
);

/** Signs the player in on /submissions, waits for the screens to be kept offline, and queues a submission offline there. */
async function queueOffline(page: Page, context: BrowserContext, baseURL: string, player: Player, level: Level): Promise<void> {
  await page.goto(`${baseURL}/guidelines`);
  await putToken(page, signToken(player.id, false));
  await page.goto(`${baseURL}/submissions`);
  await controlled(page);
  await expect(page.getByRole('button', { name: 'Create Submission' })).toBeEnabled();
  await waitForOfflineCopy(page);
  await context.setOffline(true);
  await submit(page, level);
  await expect(waitingRow(page, level)).toBeVisible();
}

/** Starts a browser on `profile`, queues a submission offline from /submissions, and kills the browser. */
const queueAndKill = (profile: string, baseURL: string, player: Player, level: Level) =>
  runAndKill(profile, (page, context) => queueOffline(page, context, baseURL, player, level));

/** Records what the Classic list first shows (its rows' text, or '' for no rows), as `window.firstList`. */
async function recordFirstList(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const list = document.querySelector('ul[aria-label="Your Classic submissions"]');
      const empty = [...document.querySelectorAll('p')].some((line) => line.textContent === 'No submissions yet.');
      if (!list && !empty) return;
      (window as { firstList?: string }).firstList ??= list?.textContent ?? '';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const firstList = (page: Page) => page.evaluate(() => (window as { firstList?: string }).firstList);

test(
  'a submission queued before the browser was killed shows from the first paint when it is reopened with no network, and is sent once when it is reopened online',
  { tag: '@desktop' },
  async ({ request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { player, level } = await playerAndLevel(request, testInfo, 7);
    const profile = mkdtempSync(join(tmpdir(), 'moroccan-list-profile-'));
    let browser: ChildProcess | undefined;
    try {
      await queueAndKill(profile, baseURL!, player, level);
      let context: BrowserContext;
      ({ process: browser, context } = await startBrowser(profile, { network: false }));
      await context.setOffline(true);
      let page = await context.newPage();
      await recordFirstList(page);
      await page.goto(`${baseURL}/submissions`);
      await expect(waitingRow(page, level)).toBeVisible();
      expect(await firstList(page)).toContain(`${level.name}100%Not sent yet`);
      await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 waiting change');
      expect(await serverSubmissions(request, player, level)).toBe(0);
      await killBrowser(browser);

      ({ process: browser, context } = await startBrowser(profile));
      page = await context.newPage();
      await page.goto(`${baseURL}/submissions`);
      await expect(async () => expect(await serverSubmissions(request, player, level)).toBe(1)).toPass({ timeout: 20_000 });
      await expect(page.getByRole('listitem').filter({ hasText: level.name }).getByText('Pending')).toBeVisible({ timeout: 15_000 });
      await expect(waitingRow(page, level)).toHaveCount(0);
      expect(await serverSubmissions(request, player, level)).toBe(1);
    } finally {
      if (browser && browser.exitCode === null && browser.signalCode === null) await killBrowser(browser);
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  },
);

test(
  "reopened after a kill that lost the page's last localStorage writes, the player is still signed in, the queued submission shows offline and is sent once online",
  { tag: '@desktop' },
  async ({ request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { player, level } = await playerAndLevel(request, testInfo, 8);
    const profile = mkdtempSync(join(tmpdir(), 'moroccan-list-profile-'));
    let browser: ChildProcess | undefined;
    try {
      await queueAndKill(profile, baseURL!, player, level);
      // Chromium writes localStorage to disk some seconds after a change: a kill may lose the token and the
      // outbox's mark, as here. IndexedDB, which holds a copy of the token and the entries, commits at once.
      rmSync(join(profile, 'Default', 'Local Storage'), { recursive: true, force: true });
      let context: BrowserContext;
      ({ process: browser, context } = await startBrowser(profile, { network: false }));
      await context.setOffline(true);
      let page = await context.newPage();
      await recordFirstList(page);
      await page.goto(`${baseURL}/submissions`);
      await expect(waitingRow(page, level)).toBeVisible();
      expect(page.url()).toBe(`${baseURL}/submissions`);
      expect(await firstList(page)).toContain(`${level.name}100%Not sent yet`);
      // The token is back where the page keeps it.
      expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeTruthy();
      await killBrowser(browser);

      ({ process: browser, context } = await startBrowser(profile));
      page = await context.newPage();
      await page.goto(`${baseURL}/submissions`);
      await expect(async () => expect(await serverSubmissions(request, player, level)).toBe(1)).toPass({ timeout: 20_000 });
      await expect(page.getByRole('listitem').filter({ hasText: level.name }).getByText('Pending')).toBeVisible({ timeout: 15_000 });
      await expect(waitingRow(page, level)).toHaveCount(0);
      expect(await serverSubmissions(request, player, level)).toBe(1);
    } finally {
      if (browser && browser.exitCode === null && browser.signalCode === null) await killBrowser(browser);
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  },
);
