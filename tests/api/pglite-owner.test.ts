/**
 * Embedded PGlite belongs to one process. With real processes: a running server owns its folder, a
 * second server is refused with a message saying who holds it, `npm run cli` hands its commands to
 * the running server so they take effect at once (its read models included), and a killed server
 * frees the folder at once, after which the command line opens it itself. Runs once, in the PGlite
 * project: it uses folders of its own, not the suite's database.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/database';
import { freePort, startNode, type Running } from '../support/processes';

let dataDir: string;
let env: NodeJS.ProcessEnv;
let server: Running | undefined;

function run(script: string, argv: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('node_modules/.bin/tsx', [script, ...argv], { env: { ...env, ...extraEnv }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: stdout.trim(), stderr: stderr.trim() }),
    );
  });
}
const cli = (...argv: string[]) => run('src/server/cli.ts', argv);

async function startServer(): Promise<Running> {
  const port = await freePort();
  return startNode('src/server/main.ts', [], { ...env, PORT: String(port) }, port, '/api/public/settings');
}

const get = async (path: string) => (await fetch(server!.url + path)).json();
const staffNames = async () => (await get('/api/public/players/staff')).map((row: { username: string }) => row.username);

describe.skipIf(testDatabaseKind !== 'pglite')('one process per PGlite folder', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pglite-owner-'));
    env = {
      ...process.env,
      DATA_DIR: join(dataDir, 'data'),
      HOST: '127.0.0.1',
      LOG: 'off',
      CLIENT_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
    };
    delete env.DATABASE_URL;
    // A stub client build, so the server does not build the client first.
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>owner</title>');
    server = await startServer();
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands command-line changes to the running server, which applies them at once', async () => {
    expect(await staffNames()).toEqual([]);
    const created = await cli(
      'create-user',
      '--email',
      'amine@owner.test',
      '--username',
      'amine',
      '--password',
      'owner-password',
      '--staff',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/^Created player amine/);
    // No restart, no wait: the server made the change itself and dropped its read models.
    expect(await staffNames()).toEqual(['amine']);
    const signIn = await fetch(`${server!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'amine@owner.test', password: 'owner-password' }),
    });
    const { token } = await signIn.json();
    const staffList = () => fetch(`${server!.url}/api/staff/classic-submissions/list`, { headers: { authorization: `Bearer ${token}` } });
    expect((await staffList()).status).toBe(200);
    expect((await cli('revoke-staff', '--username', 'amine')).stdout).toBe('amine is no longer staff; their sessions have ended.');
    // The staff session ended with the rights.
    expect((await staffList()).status).toBe(401);
    expect(await staffNames()).toEqual([]);
    const refused = await cli('grant-staff', '--username', 'nobody');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('error: No player is named nobody.');
  });

  it('refuses a second server on the same folder, saying who holds it', async () => {
    const second = await run('src/server/main.ts', [], { PORT: String(await freePort()) });
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(`is in use by the server on port`);
    expect(second.stderr).toContain(`(pid `);
    expect(await staffNames()).toEqual([]);
  }, 60_000);

  it('frees the folder when its server is killed; the command line then opens it itself', async () => {
    await server!.kill();
    server = undefined;
    const direct = await cli('grant-staff', '--username', 'amine');
    expect(direct).toMatchObject({ code: 0, stdout: 'amine is now staff.' });
    server = await startServer();
    expect(await staffNames()).toEqual(['amine']);
  }, 90_000);
});
