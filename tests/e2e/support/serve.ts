/**
 * The e2e web server: the real server (`tsx src/server/main.ts --demo`) on a fresh demo database in
 * a temporary DATA_DIR, serving the built client. The folder is removed when it stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_JWT_SECRET } from './constants';

const dataDir = mkdtempSync(join(tmpdir(), 'moroccan-list-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--demo'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT,
    LOG: 'off',
    JWT_SECRET: E2E_JWT_SECRET,
    // The suite signs in many times from one address.
    RATE_LIMIT_SIGNIN: '10000/60',
    RATE_LIMIT_LOGIN_FAILURES: '10000/60',
    DATABASE_URL: '',
    CHAT_WIDGET_URL: '',
  },
});

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
