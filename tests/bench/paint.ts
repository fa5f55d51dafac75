/**
 * What `npm run bench:client` measures of the first paint beyond Lighthouse: a repeat visit (service
 * worker and saved data in place, a 360 px phone, 4x CPU) with its time to the first paint and to the
 * first level card, and what a visitor's first visit downloads with the service worker's precache and
 * without it. And `--against=<commit>`: a second copy of the site, built from that commit, to measure
 * side by side with this one.
 */
import { execSync } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Builds `commit` in a checkout of its own (sharing this one's node_modules) and returns its folder,
 * whose `dist/client` and server the caller starts; `remove` deletes it.
 */
export function buildCopy(repo: string, commit: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'ml-bench-against-'));
  execSync(`git worktree add --detach ${root} ${commit}`, { cwd: repo, stdio: 'ignore' });
  const remove = () => {
    execSync(`git worktree remove --force ${root}`, { cwd: repo, stdio: 'ignore' });
    rmSync(root, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
    execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
    if (!existsSync(join(root, 'dist/client/index.html'))) throw new Error(`the build of ${commit} wrote no dist/client/index.html`);
  } catch (error) {
    remove();
    throw error;
  }
  return { root, remove };
}

/** Records, in the page, when the first level card was put in place (its paint follows within a frame). */
const FIRST_CARD_WATCH = () => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main article')) return;
    observer.disconnect();
    performance.mark('first-card');
  });
  observer.observe(document, { childList: true, subtree: true });
};

const CPU_SLOWDOWN = 4;

async function throttled(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.locator('main article').first().waitFor();
  return page;
}

/**
 * A repeat visit to `/`: a first visit installs the service worker and saves the data; then `runs`
 * reloads, each reporting the first paint and the first level card (ms from the navigation).
 */
export async function measureRepeatVisit(browser: Browser, base: string, runs = 5): Promise<{ paint: number; card: number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
  await context.addInitScript(FIRST_CARD_WATCH);
  try {
    const first = await throttled(context, `${base}/`);
    await first.evaluate(() => navigator.serviceWorker.ready);
    // The saved cache is written at most once a second; the mark says a repeat visit may wait for it.
    await first.waitForFunction(() => localStorage.getItem('query-cache-saved') !== null, undefined, { timeout: 15_000 });
    await first.close();
    const paints: number[] = [];
    const cards: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await throttled(context, `${base}/`);
      await page.waitForFunction(() => performance.getEntriesByName('first-card').length > 0);
      const [paint, card] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        performance.getEntriesByName('first-card')[0]!.startTime,
      ]);
      paints.push(paint!);
      cards.push(card!);
      await page.close();
    }
    return { paint: median(paints), card: median(cards) };
  } finally {
    await context.close();
  }
}

type Downloads = { all: number; js: number; requests: number };

/**
 * A proxy in front of `target` that counts the bytes of every answer it passes on (bodies as sent,
 * compressed): what crossed the network, whoever asked (the page or its service worker), and nothing
 * the browser answered from its own cache.
 */
async function countingProxy(target: string): Promise<{ base: string; counted: Downloads; close: () => Promise<void> }> {
  const counted: Downloads = { all: 0, js: 0, requests: 0 };
  const server = createHttpServer((incoming, outgoing) => {
    counted.requests += 1;
    const upstream = httpRequest(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          counted.all += chunk.length;
          if (/\.js(\?|$)/.test(incoming.url ?? '')) counted.js += chunk.length;
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, counted, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Bytes on the wire of a first visit to `/` until the network is quiet, with or without the service worker. */
async function firstVisitDownloads(browser: Browser, target: string, serviceWorkers: 'allow' | 'block'): Promise<Downloads> {
  const proxy = await countingProxy(target);
  // No request routing here: Playwright turns the browser's HTTP cache off when a context routes requests,
  // and the precache takes the files the page already has from that cache. (Other hosts count for nothing: only the proxy counts.)
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers });
  try {
    const page = await context.newPage();
    await page.goto(`${proxy.base}/`, { waitUntil: 'networkidle' });
    await page.locator('main article').first().waitFor();
    if (serviceWorkers === 'allow') await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // What starts after the load event (the offline copy, the worker's precache) has time to finish.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    return { ...proxy.counted };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** A visitor's first visit with the precache, against the page alone (goal: at most 1.5 times). */
export async function measurePrecache(browser: Browser, base: string): Promise<string> {
  const page = await firstVisitDownloads(browser, base, 'block');
  const whole = await firstVisitDownloads(browser, base, 'allow');
  return (
    `First visit to / as a visitor, bytes on the wire: the page alone ${kb(page.all)} (JavaScript ${kb(page.js)}) in ${page.requests} requests; ` +
    `with the service worker's precache ${kb(whole.all)} (JavaScript ${kb(whole.js)}) in ${whole.requests}: ${(whole.all / page.all).toFixed(2)}x the page (goal ≤ 1.5x), ` +
    `JavaScript ${(whole.js / page.js).toFixed(2)}x`
  );
}
