/**
 * A level list of 1,000 levels scrolled end to end in Chromium, at a phone's size (360×740) and a
 * desktop's (1280×800). The classic levels are grown through the staff API until the legacy list holds
 * 1,000 (bench/staff.ts grows it the same way, so either bench may run first); /classic/legacy is then opened
 * signed in as DemoPlayer, so first victors and completed marks are drawn, and scrolled to the end and
 * back at a steady 120 px a frame (7,200 px/s, a brisk fling).
 * Printed per size: frame intervals (median, p95, p99, worst, frames over 50 ms), long tasks (count,
 * total, worst), DOM nodes and rows at the most, the page height's drift and scroll corrections (both 0
 * when every row is drawn at the height the list expected), and the time to the first row.
 * Alone: `npx tsx tests/bench/lists.ts` builds, starts the server on a fresh demo database and runs it
 * (`--no-build` reuses dist/client).
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { LIST_CUTOFFS } from '../../src/shared/constants';
import { benchToken, CHROMIUM, CHROMIUM_FLAGS, growClassicLevels, playerIdOf, withDemoServer } from './support';

const LEVELS = 1000;
const STEP = 120;
const SIZES = [
  { name: 'phone 360×740', options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'desktop 1280×800', options: { viewport: { width: 1280, height: 800 } } },
];

type Pass = {
  frames: number[];
  longTasks: number[];
  maxNodes: number;
  maxRows: number;
  minHeight: number;
  maxHeight: number;
  corrections: number;
};

/** In the page: scrolls to the end (down) or the top (up), one step a frame, and records each frame. */
function scrollPass(step: number): Promise<Pass> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    const frames: number[] = [];
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
    observer.observe({ type: 'longtask' });
    const pass = { maxNodes: 0, maxRows: 0, minHeight: root.scrollHeight, maxHeight: root.scrollHeight, corrections: 0 };
    let last = 0;
    let expected = window.scrollY;
    const tick = (now: number) => {
      if (last) frames.push(now - last);
      last = now;
      const end = root.scrollHeight - window.innerHeight;
      // The page moved on its own: a row came out another height than expected and the scroll was corrected.
      if (Math.abs(window.scrollY - expected) > 1) pass.corrections += 1;
      pass.minHeight = Math.min(pass.minHeight, root.scrollHeight);
      pass.maxHeight = Math.max(pass.maxHeight, root.scrollHeight);
      if (frames.length % 10 === 0) {
        pass.maxNodes = Math.max(pass.maxNodes, document.getElementsByTagName('*').length);
        pass.maxRows = Math.max(pass.maxRows, document.querySelectorAll('main article').length);
      }
      const done = step > 0 ? window.scrollY >= end - 1 : window.scrollY <= 0;
      if (done) {
        observer.disconnect();
        return resolve({ frames, longTasks, ...pass });
      }
      expected = Math.max(0, Math.min(window.scrollY + step, end));
      window.scrollTo(0, expected);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length - 1) * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function describe(direction: string, pass: Pass): string[] {
  const tasks = pass.longTasks;
  return [
    `    ${direction}: ${pass.frames.length} frames; interval median ${ms(percentile(pass.frames, 0.5))}, p95 ${ms(percentile(pass.frames, 0.95))}, ` +
      `p99 ${ms(percentile(pass.frames, 0.99))}, worst ${ms(Math.max(...pass.frames))}; ${pass.frames.filter((frame) => frame > 50).length} frames over 50 ms`,
    `      long tasks: ${tasks.length} (total ${ms(tasks.reduce((sum, task) => sum + task, 0))}, worst ${ms(Math.max(0, ...tasks))}); ` +
      `at most ${pass.maxNodes} DOM nodes, ${pass.maxRows} rows; page height ${pass.minHeight}–${pass.maxHeight} px; ${pass.corrections} scroll corrections`,
  ];
}

/** Scrolls /classic/legacy, grown to 1,000 levels, at a phone's and a desktop's size; returns the printed report. */
export async function measureListScroll(base: string, browser?: Browser): Promise<string> {
  const started = performance.now();
  const added = await growClassicLevels(base, benchToken(await playerIdOf(base, 'DemoStaff'), true), LIST_CUTOFFS.extended + LEVELS);
  const fillSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const legacy = (await (await fetch(`${base}/api/public/classic-levels/list/legacy`)).json()) as { ranking: number; name: string }[];
  const last = legacy.at(-1)!;
  const player = benchToken(await playerIdOf(base, 'DemoPlayer'), false);
  const own = browser ? undefined : await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const lines = [
    `\nLevel list scroll (/classic/legacy, ${legacy.length} levels; ${added} added through the staff API in ${fillSeconds} s), signed in as DemoPlayer, ${STEP} px a frame:`,
  ];
  try {
    for (const { name, options } of SIZES) {
      const context = await (browser ?? own)!.newContext({ ...options, serviceWorkers: 'block' });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      // tsx names functions with a helper of its own; the page needs it to run scrollPass.
      await context.addInitScript('window.__name = (fn) => fn');
      const page = await context.newPage();
      try {
        await page.goto(`${base}/guidelines`);
        await page.evaluate((value) => localStorage.setItem('jwtToken', value), player);
        await page.goto(`${base}/classic/legacy`);
        await page.getByRole('article').first().waitFor({ timeout: 60_000 });
        const firstRow = await page.evaluate(() => performance.now());
        // Let the virtualised list, the names and the marks settle before the clock runs.
        await page.waitForFunction(() => document.querySelector('main ul[aria-label] li[aria-posinset]') !== null, undefined, {
          timeout: 60_000,
        });
        await page.waitForLoadState('networkidle');
        const rowHeight = await page
          .locator('main article')
          .first()
          .evaluate((element) => element.getBoundingClientRect().height);
        const down = await page.evaluate(scrollPass, STEP);
        await page.getByRole('heading', { name: `#${last.ranking} - ${last.name}`, exact: true }).waitFor({ timeout: 10_000 });
        const up = await page.evaluate(scrollPass, -STEP);
        lines.push(`  ${name}: first row at ${firstRow.toFixed(0)} ms after navigation; rows ${rowHeight.toFixed(1)} px high`);
        lines.push(...describe('down', down), ...describe('up', up));
      } finally {
        await context.close();
      }
    }
  } finally {
    await own?.close();
  }
  return lines.join('\n');
}

async function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  console.log(await withDemoServer('lists', {}, (base) => measureListScroll(base)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
