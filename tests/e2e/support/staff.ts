/**
 * Staff specs change what every other spec reads (rankings, points, records), so each worker that runs
 * them gets a server of its own: the real server on a fresh demo database in its own DATA_DIR, on a
 * port of its own, serving the same client build. `staffTest` is `test` with `baseURL` (and so
 * `page` and `request`) pointed at it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_JWT_SECRET } from './constants';
import { test } from './fixtures';

const START_TIMEOUT_MS = 120_000;

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The staff test server exited with ${server.exitCode}.`);
    const up = await fetch(`${url}/api/public/settings`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The staff test server did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s.`);
}

export const staffTest = test.extend<object, { staffServer: { url: string } }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  staffServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT) + 100 + workerInfo.parallelIndex;
      const dataDir = mkdtempSync(join(tmpdir(), 'moroccan-list-e2e-staff-'));
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--demo'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          LOG: 'off',
          JWT_SECRET: E2E_JWT_SECRET,
          RATE_LIMIT_SIGNIN: '10000/60',
          RATE_LIMIT_LOGIN_FAILURES: '10000/60',
          DATABASE_URL: '',
          CHAT_WIDGET_URL: '',
        },
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(url, server);
        await use({ url });
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ staffServer }, use) => use(staffServer.url),
});
