/**
 * The first `npm run demo` on a machine: `npx tsx src/server/main.ts --demo` on a new, empty data
 * folder, timed from spawn to the first 200 answer of a public list, with the time each line of the
 * server's output appeared (so a slow step shows which line it follows). `npx tsx tests/bench/fresh-start.ts`
 * runs it three times and prints the times; the API benchmark calls measureFreshDemoStart itself.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/processes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY_PATH = '/api/public/classic-levels/list/main';
const TIMEOUT_MS = 120_000;

export type FreshStart = { totalMs: number; steps: { line: string; atMs: number }[] };

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function measureFreshDemoStart(): Promise<FreshStart> {
  const temp = mkdtempSync(join(tmpdir(), 'ml-fresh-'));
  // A stub client build: the server would otherwise build the client first when dist/client is missing.
  const clientDir = join(temp, 'client');
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG: 'off',
    DATA_DIR: join(temp, 'data'),
    CLIENT_DIR: clientDir,
  };
  delete env.DATABASE_URL;
  const started = performance.now();
  // Its own process group, so that npx, tsx and the server under them all end together.
  const child = spawn('npx', ['tsx', 'src/server/main.ts', '--demo'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const steps: FreshStart['steps'] = [];
  let partial = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const atMs = performance.now() - started;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.trim()) steps.push({ line, atMs });
  });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = started + TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${errors}`);
      if (performance.now() > deadline) throw new Error(`no answer within ${TIMEOUT_MS} ms:\n${errors}`);
      if (await answers200(`http://127.0.0.1:${port}${READY_PATH}`)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { totalMs: performance.now() - started, steps };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exited;
    }
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const totals: number[] = [];
  for (let run = 1; run <= 3; run += 1) {
    const { totalMs, steps } = await measureFreshDemoStart();
    totals.push(totalMs);
    console.log(`\nFresh demo start ${run}: ${(totalMs / 1000).toFixed(2)} s to the first 200 of ${READY_PATH}`);
    for (const step of steps) console.log(`${String(Math.round(step.atMs)).padStart(7)} ms  ${step.line}`);
  }
  const sorted = [...totals].sort((a, b) => a - b);
  console.log(
    `\nFresh demo starts: ${totals.map((total) => `${(total / 1000).toFixed(2)} s`).join(', ')} (median ${(sorted[1]! / 1000).toFixed(2)} s)`,
  );
}
