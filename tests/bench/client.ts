/**
 * `npm run bench:client`: builds the client, starts the real server on a fresh demo database, opens `/`
 * in Chromium as a first visit (empty cache, no service worker) and prints the gzip size of the
 * JavaScript and CSS it loaded, file by file. When `lighthouse` (12.x) is installed it also prints
 * the Lighthouse scores of `/` and a level page on mobile settings; it is not a dependency yet.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function measureFirstVisit(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const files: { url: string; type: 'js' | 'css'; raw: number; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        files.push({ url: new URL(response.url()).pathname, type: type === 'script' ? 'js' : 'css', raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.getByRole('article').first().waitFor();
  await Promise.all(pending);
  await browser.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

async function lighthouseScores(base: string, paths: string[]): Promise<string[]> {
  const name = 'lighthouse';
  let lighthouse: (url: string, flags: object) => Promise<{ lhr: { categories: Record<string, { title: string; score: number | null }> } }>;
  try {
    lighthouse = (await import(name)).default;
  } catch {
    return ['Lighthouse: not installed (add lighthouse@12.8 as a dev dependency to get the scores).'];
  }
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...FLAGS, `--remote-debugging-port=${port}`] });
  const lines: string[] = [];
  try {
    for (const path of paths) {
      const { lhr } = await lighthouse(base + path, { port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const scores = Object.values(lhr.categories).map((category) => `${category.title} ${Math.round((category.score ?? 0) * 100)}`);
      lines.push(`Lighthouse ${path}: ${scores.join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  return lines;
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'ml-bench-client-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--demo'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG: 'off', DATABASE_URL: '' },
  });
  try {
    await waitFor(`${base}/api/public/settings`);
    const files = await measureFirstVisit(base);
    const total = (type: 'js' | 'css') => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzip, 0);
    console.log('\nFirst visit to / (gzip -9 of each file as loaded):');
    for (const file of files) console.log(`  ${file.type.padEnd(3)} ${kb(file.gzip).padStart(9)}  (${kb(file.raw)} raw)  ${file.url}`);
    console.log(`JavaScript: ${kb(total('js'))} gzip in ${files.filter((file) => file.type === 'js').length} files (goal ≤ 120 KB)`);
    console.log(`CSS:        ${kb(total('css'))} gzip`);
    const level = (await (await fetch(`${base}/api/public/classic-levels/list/main`)).json())[0];
    for (const line of await lighthouseScores(base, ['/', `/classic/level/${level.id}`])) console.log(line);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
