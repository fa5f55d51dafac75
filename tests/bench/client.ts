/**
 * `npm run bench:client`: builds the client, starts the real server on a fresh demo database, opens `/`
 * in Chromium as a first visit (empty cache, no service worker) in English, French and Arabic and
 * prints the gzip size of the JavaScript and CSS it loaded, file by file, the outbox's replay time
 * (bench/outbox.ts), the Lighthouse 12 scores of `/`, a level page and the leaderboard on mobile
 * settings, a repeat visit's first paint and first level card and what the service worker's precache
 * adds to a visitor's first visit (bench/paint.ts), then the staff levels screen and the public list
 * with 1,000 levels (bench/staff.ts, bench/lists.ts). `--no-build` reuses dist/client; `--runs=N` sets
 * the calibrated Lighthouse runs; `--first-visit` stops after the first visits, `--precache` after the
 * precache's share; `--against=<commit>` builds that commit apart and measures it beside this build
 * (Lighthouse runs alternating).
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { measureListScroll } from './lists';
import { measureOutboxReplay } from './outbox';
import { buildCopy, measurePrecache, measureRepeatVisit } from './paint';
import { measureStaffLevels } from './staff';
import { CHROMIUM, CHROMIUM_FLAGS, freePort, withDemoServer } from './support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type File = { url: string; type: 'js' | 'css'; raw: number; gzip: number; afterLoad: boolean | number };

/** A first visit's files, by a browser that prefers `locale` (so the site opens in that language). */
async function measureFirstVisit(base: string, locale: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block', locale });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const files: File[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const requestedAt = response.request().timing().startTime;
    // A file answered once the visit has been measured (its page closed meanwhile) is not counted.
    pending.push(
      response.body().then(
        (body) => {
          files.push({
            url: new URL(response.url()).pathname,
            type: type === 'script' ? 'js' : 'css',
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            afterLoad: requestedAt,
          });
        },
        () => {},
      ),
    );
  });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.getByRole('article').first().waitFor();
  await Promise.all(pending);
  // Work the app starts once the page has loaded (the offline copy, the service worker's updates) is
  // reported apart: it never delays the first screen. What the first render waits for (main.tsx's
  // 'first-render' mark: the first screens' texts in French or Arabic) counts even when it came later.
  const [loadedAt, renderedAt] = await page.evaluate(() => [
    performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    performance.timeOrigin + (performance.getEntriesByName('first-render')[0]?.startTime ?? 0),
  ]);
  for (const file of files) file.afterLoad = Number(file.afterLoad) >= Math.max(loadedAt!, renderedAt!);
  await browser.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

type Scores = { performance: number; accessibility: number; benchmarkIndex: number; metrics: string; fcp: number; lcp: number };

/**
 * Lighthouse's own advice for hosts slower or faster than its reference (docs/throttling.md and the
 * Lighthouse team's CPU throttling calculator): scale the CPU slowdown to the host's BenchmarkIndex,
 * so the simulated phone is the same mid-range phone whatever machine runs the audit. This host's
 * index is about 600, where the uncalibrated 4x emulates a phone several times slower than that.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * One Lighthouse run of `url`. A run whose trace Lighthouse could not read (its runtimeError, such as
 * NO_NAVSTART, seen now and then here) is run again, up to twice, rather than counted as a score of 0.
 */
async function audit(url: string, port: number, cpuSlowdownMultiplier?: number, tries = 3): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility'],
    },
    cpuSlowdownMultiplier === undefined
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } },
        },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && tries > 1) {
    console.log(`(Lighthouse could not read its run of ${url}: ${lhr.runtimeError.code}; running it again)`);
    return audit(url, port, cpuSlowdownMultiplier, tries - 1);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};

/** A site the bench measures: this build, or the copy built from `--against`. */
type Site = { label: string; base: string };

/**
 * Lighthouse 12 on mobile settings (slow 4G, a 412 px phone): each page twice as shipped (4x CPU),
 * whose BenchmarkIndex readings (one per run, noisy on a shared machine) give the calibrated slowdown
 * by their median; then `runs` calibrated runs per page and site, the sites alternating run by run
 * (so both meet the same load on the machine), the median reported, and with two sites how much
 * this build's FCP and LCP differ from the other's.
 */
async function lighthouseScores(sites: Site[], paths: string[], runs: number): Promise<string[]> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`] });
  const lines: string[] = [];
  const ours = sites[0]!;
  try {
    const plain = new Map<string, Scores[]>();
    for (const path of paths) plain.set(path, [await audit(ours.base + path, port), await audit(ours.base + path, port)]);
    const benchmarkIndex = median([...plain.values()].flat().map((scores) => scores.benchmarkIndex));
    const multiplier = calibratedSlowdown(benchmarkIndex);
    for (const path of paths) {
      const calibrated = new Map<Site, Scores[]>(sites.map((site) => [site, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const site of sites) calibrated.get(site)!.push(await audit(site.base + path, port, multiplier));
      }
      for (const site of sites) {
        const all = calibrated.get(site)!;
        const typical = pickMedian(all);
        lines.push(
          `Lighthouse ${path}${sites.length > 1 ? ` (${site.label})` : ''}: performance ${typical.performance} (median of ${runs}, CPU ${multiplier.toFixed(2)}x for BenchmarkIndex ${Math.round(benchmarkIndex)}; ` +
            `${typical.metrics}; FCP ${Math.round(median(all.map((scores) => scores.fcp)))} ms and LCP ${Math.round(median(all.map((scores) => scores.lcp)))} ms by their own medians; ` +
            `all runs ${all.map((scores) => scores.performance).join(', ')}), accessibility ${typical.accessibility}`,
        );
      }
      if (sites.length > 1) {
        const [mine, theirs] = sites.map((site) => calibrated.get(site)!);
        const change = (metric: 'fcp' | 'lcp') => {
          const [a, b] = [median(mine!.map((scores) => scores[metric])), median(theirs!.map((scores) => scores[metric]))];
          return `${Math.round(b)} → ${Math.round(a)} ms (${(((a - b) / b) * 100).toFixed(0)} %)`;
        };
        lines.push(`  ${sites[1]!.label} → ${ours.label}: FCP ${change('fcp')}, LCP ${change('lcp')} (goal: each at least 25 % lower)`);
      }
      const shipped = pickMedian(plain.get(path)!);
      lines.push(
        `  uncalibrated (CPU 4x, ${ours.label}): performance ${shipped.performance} (${shipped.metrics}), accessibility ${shipped.accessibility}`,
      );
    }
  } finally {
    await browser.close();
  }
  return lines;
}

/** The run with the median performance score (the lower of the middle two for an even count). */
const pickMedian = (all: Scores[]) => [...all].sort((a, b) => a.performance - b.performance)[Math.floor((all.length - 1) / 2)]!;

/** The other site of `--against=<commit>`, built and served apart; none without the flag. */
async function withOtherSite<T>(run: (other: Site | null) => Promise<T>): Promise<T> {
  const commit = process.argv.find((arg) => arg.startsWith('--against='))?.slice('--against='.length);
  if (!commit) return run(null);
  const copy = buildCopy(root, commit);
  try {
    return await withDemoServer('against', {}, (base) => run({ label: `build of ${commit}`, base }), copy.root);
  } finally {
    copy.remove();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  await withDemoServer('client', { RATE_LIMIT_SUBMISSIONS: '1000/60' }, async (base) => {
    const total = (list: File[], type: 'js' | 'css') => list.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzip, 0);
    for (const [language, locale] of [
      ['English', 'en-US'],
      ['French', 'fr-MA'],
      ['Arabic', 'ar-MA'],
    ] as const) {
      const files = await measureFirstVisit(base, locale);
      const first = files.filter((file) => !file.afterLoad);
      const later = files.filter((file) => file.afterLoad);
      console.log(`\nFirst visit to / in ${language}, a browser preferring ${locale} (gzip -9 of each file as loaded):`);
      for (const file of files)
        console.log(
          `  ${file.type.padEnd(3)} ${kb(file.gzip).padStart(9)}  (${kb(file.raw)} raw)  ${file.url}${file.afterLoad ? '  (after the load event)' : ''}`,
        );
      const firstJs = total(first, 'js');
      console.log(
        `JavaScript: ${kb(firstJs)} gzip (${firstJs.toLocaleString('en')} bytes) in ${first.filter((file) => file.type === 'js').length} files up to the load event and the first render (goal ≤ 120 KB, ${(120 * 1024).toLocaleString('en')} bytes)`,
      );
      console.log(
        `            ${kb(total(later, 'js'))} gzip in ${later.filter((file) => file.type === 'js').length} files after it (the public screens' texts, the offline copy, service worker updates)`,
      );
      const wholeJs = total(files, 'js');
      console.log(
        `Whole visit: ${kb(wholeJs)} gzip (${wholeJs.toLocaleString('en')} bytes) of JavaScript in ${files.filter((file) => file.type === 'js').length} files until the network is idle (goal ≤ 135 KB, ${(135 * 1024).toLocaleString('en')} bytes)`,
      );
      console.log(`CSS:        ${kb(total(files, 'css'))} gzip`);
    }
    if (process.argv.includes('--first-visit')) return;
    const precacheOnly = process.argv.includes('--precache');
    await withOtherSite(async (other) => {
      const sites: Site[] = [{ label: 'this build', base }, ...(other ? [other] : [])];
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
      try {
        if (precacheOnly) {
          for (const site of sites) console.log(`${await measurePrecache(browser, site.base)} (${site.label})`);
          return;
        }
        for (const site of sites) {
          const repeat = await measureRepeatVisit(browser, site.base);
          console.log(
            `Repeat visit to / (${site.label}; service worker and saved data in place, 360 px, 4x CPU, median of 5): first paint ${Math.round(repeat.paint)} ms, first level card ${Math.round(repeat.card)} ms`,
          );
          console.log(`${await measurePrecache(browser, site.base)} (${site.label})`);
        }
        console.log(await measureOutboxReplay(browser, base));
      } finally {
        await browser.close();
      }
      const level = (await (await fetch(`${base}/api/public/classic-levels/list/main`)).json())[0];
      const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
      for (const line of await lighthouseScores(sites, ['/', `/classic/level/${level.id}`, '/leaderboard'], runs)) console.log(line);
    });
    if (precacheOnly) return;
    // Last: they grow the classic list to 1,000 levels.
    const staffBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    console.log(await measureStaffLevels(staffBrowser, base).finally(() => staffBrowser.close()));
    const listBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    console.log(await measureListScroll(base, listBrowser).finally(() => listBrowser.close()));
  });
}

await main();
