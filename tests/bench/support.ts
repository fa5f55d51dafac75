/**
 * What the browser benches share: Chromium's launch, the demo server on a fresh database, tokens signed
 * with the bench's secret, and classic levels grown through the staff API (ids from 90,000,000 up, so
 * the benches that grow the list may run in any order).
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/processes';

export { freePort };

export const BENCH_JWT_SECRET = 'bench-secret-for-signing-test-tokens-0123456789';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A token the demo server (started with BENCH_JWT_SECRET) accepts for the player, as a player or as staff. */
export function benchToken(playerId: number, staff: boolean, lifetimeSeconds = 7200): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const authorities = staff ? ['ROLE_USER', 'ROLE_STAFF'] : ['ROLE_USER'];
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(playerId), authorities, iat, exp: iat + lifetimeSeconds })}`;
  return `${body}.${createHmac('sha256', BENCH_JWT_SECRET).update(body).digest('base64url')}`;
}

export const playerIdOf = async (base: string, username: string) =>
  ((await (await fetch(`${base}/api/public/players/username/${username}`)).json()) as { id: number }).id;

/** Adds classic levels at the end until there are `total`; returns how many were added. */
export async function growClassicLevels(base: string, bearer: string, total: number): Promise<number> {
  const have = ((await (await fetch(`${base}/api/public/classic-levels/list`)).json()) as unknown[]).length;
  for (let n = have; n < total; n += 1) {
    const id = String(90_000_000 + n);
    const response = await fetch(`${base}/api/staff/classic-levels/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        name: `Bench level ${n + 1}`,
        publisher: 'Bench',
        difficulty: 'HARD_DEMON',
        duration: 'LONG',
        minimumCompletion: 100,
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
      }),
    });
    if (!response.ok) throw new Error(`creating level ${id}: ${response.status} ${await response.text()}`);
  }
  return Math.max(0, total - have);
}

/**
 * Starts the real server with the demo data on a fresh embedded database (signing with BENCH_JWT_SECRET),
 * from this checkout or the one at `root` (bench/paint.ts's copy of another commit), waits until it answers, runs `bench` with its base URL, then stops it and removes the database.
 */
export async function withDemoServer<T>(
  name: string,
  env: NodeJS.ProcessEnv,
  bench: (base: string) => Promise<T>,
  root = fileURLToPath(new URL('../..', import.meta.url)),
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `ml-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--demo'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG: 'off', DATABASE_URL: '', JWT_SECRET: BENCH_JWT_SECRET, ...env },
  });
  // A bench that dies (its output's pipe closed, an uncaught error) takes its server with it.
  const orphaned = () => server.kill('SIGTERM');
  process.once('exit', orphaned);
  try {
    const until = Date.now() + 120_000;
    while (
      !(await fetch(`${base}/api/public/settings`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until) throw new Error(`${base}/api/public/settings did not answer within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await bench(base);
  } finally {
    process.off('exit', orphaned);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
