/**
 * The installed app: Chromium finds the site installable, the manifest is served, the 'Install app'
 * button follows the browser's offer, and a new build waits for the user's Reload (never reloading
 * by itself) without touching what the device keeps in IndexedDB.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../playwright.config';
import { controlledByServiceWorker, expect, test } from './support/fixtures';
import { startNextBuildProxy, type NextBuildProxy } from './support/next-build-proxy';

test.use({ serviceWorkers: 'allow' });

/** Opens the drawer on a phone, where the sidebar is hidden until asked for. */
async function showSidebar(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile && (await page.locator('#sidebar[data-open]').count()) === 0) await page.locator('#menu-button').click();
}

test('Chromium finds the site installable, from a manifest that is served', async ({ request, baseURL }, testInfo) => {
  // A test's usual context is incognito, where nothing installs: a profile of its own, as a visitor has.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  // No internet here: other hosts (thumbnails) are refused at once rather than left to time out.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await controlledByServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  await context.close();

  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'The Official Moroccan List', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toBe(icon.type);
  }
});

test("'Install app' shows while the browser offers installation, asks the browser, and leaves once installed", async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await showSidebar(page, isMobile);
  const install = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);

  // The offer Chromium makes when its own conditions (engagement, not yet installed) are met.
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as { prompted?: number }).prompted = ((window as { prompted?: number }).prompted ?? 0) + 1;
          return Promise.resolve({ outcome: 'dismissed' });
        },
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await offer(), 'the browser’s own mini-infobar is replaced by the button').toBe(true);
  await install.click();
  expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
  await expect(install, 'an offer answers one prompt').toHaveCount(0);

  await offer();
  await showSidebar(page, isMobile);
  await expect(install).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveCount(0);
});

test('a new build waits for Reload, then takes over the page and keeps the outbox', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const server = await startNextBuildProxy(baseURL!);
  try {
    await newBuildTakesOver(page, server);
  } finally {
    await server.close();
  }
});

async function newBuildTakesOver(page: Page, server: NextBuildProxy): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await controlledByServiceWorker(page);
  // A write waiting on this device (state 'attention': no sender touches it), and a mark of this page load.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const entry = {
            id: 'kept-1',
            key: 'kept-1',
            playerId: 1,
            createdAt: Date.now(),
            state: 'attention',
            attempts: 1,
            notBefore: 0,
            error: null,
            refusedToken: null,
            method: 'POST',
            path: '/api/submissions',
            kind: 'submission.create',
            label: 'Submission: kept',
            invalidate: [],
          };
          const transaction = open.result.transaction('entries', 'readwrite');
          transaction.objectStore('entries').put(entry, entry.id);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
  await page.evaluate(() => ((window as { oldPage?: boolean }).oldPage = true));

  // The next build: the same worker with one more listener, which tells a page which build answers.
  server.deploy(`self.addEventListener('message', (e) => { if (e.data === 'which-build') e.source.postMessage('next-build'); });`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

  const notice = page.getByText('A new version is available');
  await expect(notice).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as { oldPage?: boolean }).oldPage), 'no reload without the user').toBe(true);

  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !(window as { oldPage?: boolean }).oldPage && document.readyState === 'complete');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  const build = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
        navigator.serviceWorker.controller!.postMessage('which-build');
      }),
  );
  expect(build).toBe('next-build');
  const kept = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('entries').objectStore('entries').get('kept-1');
          read.onsuccess = () => resolve(read.result);
        };
      }),
  );
  expect(kept).toMatchObject({ id: 'kept-1', label: 'Submission: kept' });
}

test('an update fetches the public files that changed, not the pack again, and drops the old ones once it takes over', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const server = await startNextBuildProxy(baseURL!);
  try {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await controlledByServiceWorker(page);
    const worker = await (await request.get('/sw.js')).text();
    const packed = [...worker.matchAll(/\{"group":"public","pack":"[^"]+","revision":null,"url":"([^"]+)"\}/g)].map(([, url]) => `/${url}`);
    expect(packed.length).toBeGreaterThan(20);
    expect(server.asked.filter((path) => path.startsWith('/assets/pack-'))).toHaveLength(1);
    const cached = () =>
      page.evaluate(async () => (await (await caches.open('public-packed')).keys()).map((key) => new URL(key.url).pathname));
    expect((await cached()).sort()).toEqual([...packed].sort());

    // The next build changed the leaderboard's code: the file has a new name, the rest are the same.
    const changed = packed.find((path) => /\/leaderboard-/.test(path))!;
    const next = changed.replace(/\.js$/, 'next.js');
    const askedBefore = server.asked.length;
    server.deploy('', { [changed]: next });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(page.getByText('A new version is available')).toBeVisible();
    const askedByUpdate = server.asked.slice(askedBefore);
    expect(askedByUpdate.filter((path) => path === next)).toHaveLength(1);
    expect(askedByUpdate.filter((path) => path.startsWith('/assets/pack-'))).toEqual([]);
    // Until it takes over, the page's build keeps its files; then the old one goes.
    expect(await cached()).toEqual(expect.arrayContaining([changed, next]));
    await page.evaluate(() => ((window as { oldPage?: boolean }).oldPage = true));
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as { oldPage?: boolean }).oldPage && document.readyState === 'complete');
    await expect.poll(async () => (await cached()).includes(changed)).toBe(false);
    expect(await cached()).toContain(next);
    await page.goto(`${server.url}/leaderboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    // The page leaves before its server does: nothing it still reads is refused.
    await page.goto('about:blank');
  } finally {
    await server.close();
  }
});
