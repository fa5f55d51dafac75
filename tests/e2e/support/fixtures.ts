/**
 * The e2e test with its house rules: a console error fails the test (unless the test declares it
 * expected), requests to other hosts are answered locally (there is no internet here and a test
 * must not depend on it), and helpers to read the API and to sign in.
 */
import { createHmac } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from './constants';

/** A 1×1 grey PNG, the stand-in for every picture hosted elsewhere. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');
const OTHER_HOSTS = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/;

type Guard = { allow: (pattern: RegExp) => void; messages: string[] };

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A login token as the server issues them, signed with the e2e server's secret. */
export function signToken(playerId: number, staff: boolean, expiresInSeconds = 3600): string {
  const iat = Math.floor(Date.now() / 1000);
  const authorities = staff ? ['ROLE_USER', 'ROLE_STAFF'] : ['ROLE_USER'];
  const body = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: String(playerId), authorities, iat, exp: iat + expiresInSeconds })}`;
  return `${body}.${createHmac('sha256', E2E_JWT_SECRET).update(body).digest('base64url')}`;
}

export async function apiGet<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function playerId(request: APIRequestContext, username: string): Promise<number> {
  return (await apiGet<{ id: number }>(request, `/api/public/players/username/${encodeURIComponent(username)}`)).id;
}

/** Opens `path` signed in as `username` (the token is put where the app keeps it, then the page loads). */
export async function signInAs(page: Page, request: APIRequestContext, username: string, path = '/', staff = false): Promise<string> {
  const token = signToken(await playerId(request, username), staff);
  await page.goto('/guidelines');
  await page.evaluate((value) => localStorage.setItem('jwtToken', value), token);
  await page.goto(path);
  return token;
}

export const test = base.extend<{ consoleGuard: Guard }>({
  context: async ({ context }, use) => {
    await context.route(OTHER_HOSTS, (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: PIXEL })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }),
    );
    await use(context);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      const expected = (message: ConsoleMessage) =>
        allowed.some((pattern) => pattern.test(message.text()) || pattern.test(message.location().url));
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected(message)) messages.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern), messages });
      expect(messages, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails when the page is wider than the window (content overflowing sideways). */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Whether the app has saved the offline copy, read from IndexedDB without creating the database if it is not there yet. */
const offlineCopySaved = () =>
  new Promise<boolean>((resolve) => {
    void indexedDB.databases().then((databases) => {
      if (!databases.some((database) => database.name === 'moroccan-offline')) return resolve(false);
      const open = indexedDB.open('moroccan-offline');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('snapshot')) return resolve(false);
        const read = db.transaction('snapshot').objectStore('snapshot').get('meta');
        read.onsuccess = () => resolve(read.result !== undefined);
        read.onerror = () => resolve(false);
      };
    });
  });

/**
 * Waits until the page has saved its query cache after the last answer it had from the API: the app
 * saves at once after a quiet second, so a save may come before the test sees the data on screen,
 * and later on a loaded machine. It never creates the database: opened first by a test, it would
 * lack the store the app creates with it, and the app could not save.
 */
export async function waitForSavedCache(page: Page): Promise<void> {
  const saved = () =>
    page.evaluate(
      () =>
        new Promise<{ savedAt: number; lastAnswer: number }>((resolve) => {
          // The offline copy's downloads (the snapshot, the change feed) go to a store of their own, not the query cache.
          const own = ['/api/public/snapshot', '/api/public/changes'];
          const answers = performance.getEntriesByType('resource').filter((entry) => {
            const path = new URL(entry.name).pathname;
            return path.startsWith('/api/') && !own.includes(path);
          });
          const lastAnswer = Math.max(
            0,
            ...answers.map((entry) => performance.timeOrigin + (entry as PerformanceResourceTiming).responseEnd),
          );
          const done = (savedAt: number) => resolve({ savedAt, lastAnswer });
          const open = indexedDB.open('keyval-store');
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => done(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('keyval')) return done(0);
            const read = db.transaction('keyval').objectStore('keyval').get('query-cache');
            read.onsuccess = () => done((read.result as { timestamp?: number } | undefined)?.timestamp ?? 0);
            read.onerror = () => done(0);
          };
        }),
    );
  await expect
    .poll(
      async () => {
        const { savedAt, lastAnswer } = await saved();
        return savedAt > 0 && savedAt >= lastAnswer;
      },
      { timeout: 20_000, message: 'the query cache saved after the last answer' },
    )
    .toBe(true);
}

/** Waits until the page has saved the offline copy of the public data. */
export async function waitForOfflineCopy(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(offlineCopySaved), { timeout: 30_000 }).toBe(true);
}

/**
 * Waits until the service worker is active and answers the page's requests, and keeps every script
 * the page has loaded: a signed-in player's or staff member's screens are kept once the page has told
 * the worker who signed in (sw/sw.ts), a moment after it took over.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  await keptOnDevice(page);
}

/** Waits until every script the page has loaded is in the service worker's caches. */
export async function keptOnDevice(page: Page): Promise<void> {
  const missing = () =>
    page.evaluate(async () => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/assets\/[^/]+\.js$/.test(name));
      const kept = await Promise.all(scripts.map(async (script) => ((await caches.match(script)) ? null : script)));
      return kept.filter(Boolean);
    });
  await expect.poll(missing, { timeout: 45_000, message: 'scripts the service worker does not keep' }).toEqual([]);
}

/**
 * Waits until the page has fetched what it loads once idle after the load event (the stale notice's
 * words): going offline sooner, without the service worker, the notice could not show.
 */
export async function loadedWhenIdle(page: Page): Promise<void> {
  const fetched = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/stale-message-[^/]+\.js$/.test(entry.name)));
  await expect.poll(fetched, { timeout: 20_000, message: "the stale notice's words fetched" }).toBe(true);
}

/** One visit to the home list, then what the device keeps from it: the service worker and the offline copy. */
export async function visitAndKeepOffline(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await controlledByServiceWorker(page);
  await waitForOfflineCopy(page);
}

/**
 * Types `search` into a combobox, picks the option named `option`, and waits until the choice has
 * settled: the field shows it and the list has closed. Ark gives the focus back to the field a frame
 * after a pick, so typing into the next field before that could land in the combobox.
 */
export async function chooseOption(combobox: Locator, search: string, option: string): Promise<void> {
  await combobox.fill(search);
  const page = combobox.page();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveValue(option);
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * Loads on-demand chunks the screen will need once offline. Without the service worker (blocked in
 * these specs) nothing has precached them, so the page could not fetch them offline; imported here,
 * they are in the page's module map and a later import needs no network.
 */
export async function loadOnDemandParts(page: Page, chunk: RegExp): Promise<void> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const found = new Set<string>();
  for (const script of scripts) {
    for (const match of (await (await page.request.get(script)).text()).matchAll(chunk))
      found.add(new URL(`/assets/${match[0]}`, script).href);
  }
  expect(found.size, `chunks matching ${chunk}`).toBeGreaterThan(0);
  await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))), [...found]);
}
