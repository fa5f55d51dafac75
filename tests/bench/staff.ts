/**
 * The staff levels screen at size, in a real browser against the real server: the classic list is
 * filled to 1,000 levels through the staff API, then `/staff/levels` is opened signed in as staff.
 * Printed: the time from navigation to the first drag handle ready, the time from a keyboard drop
 * (Space, ArrowDown, Space) to the new order on screen (measured in the page, to the next frame), and
 * the JavaScript the staff routes load beyond the first visit (they load only there).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { benchToken, growClassicLevels, playerIdOf } from './support';

const LEVELS = 1000;
const RUNS = 5;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

type Level = { id: string; name: string; ranking: number };

async function classicLevels(base: string): Promise<Level[]> {
  const levels = (await (await fetch(`${base}/api/public/classic-levels/list`)).json()) as Level[];
  return levels.sort((a, b) => a.ranking - b.ranking);
}

export async function measureStaffLevels(browser: Browser, base: string): Promise<string> {
  const token = benchToken(await playerIdOf(base, 'DemoStaff'), true);
  const fillStarted = performance.now();
  const added = await growClassicLevels(base, token, LEVELS);
  const fillSeconds = ((performance.now() - fillStarted) / 1000).toFixed(1);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const lines: string[] = [];
  try {
    // What the staff route loads beyond the first visit: scripts of /staff/levels that / did not load.
    const scripts = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => {
            scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
          },
          () => {},
        ),
      );
    });
    await page.goto(`${base}/guidelines`);
    await page.evaluate((value) => localStorage.setItem('jwtToken', value), token);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const home = new Set(scripts.keys());
    await page.goto(`${base}/staff/levels`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^Reorder / })
      .first()
      .waitFor({ timeout: 60_000 });
    await Promise.all(pending);
    const staffScripts = [...scripts].filter(([path]) => !home.has(path));
    const staffKb = staffScripts.reduce((sum, [, size]) => sum + size, 0);

    const ready: number[] = [];
    const drops: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${base}/staff/levels`);
      ready.push(
        await page
          .waitForFunction(
            () => {
              const handle = document.querySelector('[data-level-id] button[aria-label^="Reorder "]');
              return handle ? performance.now() : null;
            },
            undefined,
            { polling: 'raf', timeout: 60_000 },
          )
          .then((value) => value.jsonValue() as Promise<number>),
      );

      const [first] = await classicLevels(base);
      const handle = page.locator(`[data-level-id="${first!.id}"] button[aria-label^="Reorder "]`).first();
      await handle.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
      await page.evaluate(() => {
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.code === 'Space') (window as unknown as { dropAt: number }).dropAt = performance.now();
          },
          { capture: true, once: true },
        );
      });
      await page.keyboard.press('Space');
      drops.push(
        await page
          .waitForFunction(
            ({ id, text }) => {
              const row = document.querySelector(`[data-level-id="${id}"] [data-name]`);
              return row?.textContent === text ? performance.now() - (window as unknown as { dropAt: number }).dropAt : null;
            },
            { id: first!.id, text: `#2 - ${first!.name}` },
            { polling: 'raf', timeout: 30_000 },
          )
          .then((value) => value.jsonValue() as Promise<number>),
      );
      // Let the reorder reach the server before the next run reads the order.
      await page
        .getByText('Reordering... Please wait until reordering is complete.')
        .waitFor({ state: 'detached', timeout: 60_000 })
        .catch(() => {});
      await page.waitForFunction(
        async (id) => {
          const levels = (await (await fetch('/api/public/classic-levels/list')).json()) as { id: string; ranking: number }[];
          return levels.find((level) => level.id === id)?.ranking === 2;
        },
        first!.id,
        { timeout: 60_000 },
      );
    }
    lines.push(
      `\nStaff levels (/staff/levels, ${LEVELS} classic levels; ${added} added through the staff API in ${fillSeconds} s), median of ${RUNS}, desktop 1280×800:`,
    );
    lines.push(
      `  first drag handle ready:       ${median(ready).toFixed(0)} ms after navigation (runs: ${ready.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    lines.push(`  keyboard drop → new order shown: ${median(drops).toFixed(1)} ms (runs: ${drops.map((ms) => ms.toFixed(1)).join(', ')})`);
    lines.push(`  JavaScript the staff route adds:  ${kb(staffKb)} gzip in ${staffScripts.length} files that / does not load`);
    for (const [path, size] of staffScripts) lines.push(`    ${kb(size).padStart(9)}  ${path}`);
    return lines.join('\n');
  } finally {
    await context.close();
  }
}
