import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { CliError, createUser, grantStaff, parseCommand, revokeStaff, runCommand, setPassword } from '../../src/server/cli';
import { openDatabase } from '../../src/server/db/database';
import { players } from '../../src/server/db/schema';
import { useTestServer } from '../support/server';

const { server } = useTestServer();

/** Runs a parsed command line on the test server's database. */
async function cli(...argv: string[]): Promise<string> {
  const command = parseCommand(argv);
  if (command.name === 'help') throw new Error('not a database command');
  return runCommand(server.services, command, server.services.handle.kind);
}

const login = (email: string, password: string) => server.post('/api/auth/login', { body: { email, password } });

async function playerByEmail(email: string) {
  const [row] = await server.services.db
    .select()
    .from(players)
    .where(sql`lower(${players.email}) = ${email.toLowerCase()}`);
  return row;
}

describe('command line: accounts', () => {
  it('creates a player who can sign in with that password', async () => {
    const output = await cli('create-user', '--email', 'Salma@Example.com', '--username', 'Salma', '--password', 'salma-password');
    expect(output).toMatch(/^Created player Salma \(id \d+, salma@example.com\)\.$/);
    const row = await playerByEmail('salma@example.com');
    expect(row).toMatchObject({ username: 'Salma', isStaff: false, isActive: true });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const response = await login('salma@example.com', 'salma-password');
    expect(response.status).toBe(200);
    expect(decode(response.json.token).payload.authorities).toEqual(['ROLE_USER']);
  });

  it('creates staff and inactive accounts when asked', async () => {
    const output = await cli(
      'create-user',
      '--email',
      'mod@example.com',
      '--username',
      'mod',
      '--password',
      'mod-password',
      '--staff',
      '--inactive',
    );
    expect(output).toContain('staff, inactive');
    expect(await playerByEmail('mod@example.com')).toMatchObject({ isStaff: true, isActive: false });
    const token = (await login('mod@example.com', 'mod-password')).json.token;
    expect(decode(token).payload.authorities).toEqual(['ROLE_USER', 'ROLE_STAFF']);
  });

  it('refuses a taken email or username, whatever the case', async () => {
    await createUser(server.services, { email: 'taken@example.com', username: 'Taken', password: 'password1' });
    await expect(createUser(server.services, { email: 'TAKEN@example.com', username: 'fresh', password: 'password1' })).rejects.toThrow(
      'A player with the email TAKEN@example.com already exists.',
    );
    await expect(createUser(server.services, { email: 'fresh@example.com', username: 'TAKEN', password: 'password1' })).rejects.toThrow(
      'The username TAKEN is taken.',
    );
    expect(await playerByEmail('fresh@example.com')).toBeUndefined();
  });

  it('creates players named in any script, and refuses one that differs from another by case only', async () => {
    expect(await cli('create-user', '--email', 'yassine@example.com', '--username', 'ياسين', '--password', 'password1')).toMatch(
      /^Created player ياسين /,
    );
    expect(await cli('create-user', '--email', 'amine@example.com', '--username', ' Amine GD ', '--password', 'password1')).toMatch(
      /^Created player Amine GD /,
    );
    expect(await playerByEmail('amine@example.com')).toMatchObject({ username: 'Amine GD' });
    await expect(cli('create-user', '--email', 'other@example.com', '--username', 'AMINE gd', '--password', 'password1')).rejects.toThrow(
      'The username AMINE gd is taken.',
    );
    // SQL's lower('ΣΑΣ') is 'σασ', JavaScript's 'σας': the check lower-cases both sides in SQL, as the index does.
    await cli('create-user', '--email', 'sigma@example.com', '--username', 'σασ', '--password', 'password1');
    await expect(cli('create-user', '--email', 'other@example.com', '--username', 'ΣΑΣ', '--password', 'password1')).rejects.toThrow(
      'The username ΣΑΣ is taken.',
    );
    expect(await cli('grant-staff', '--username', 'amine gd')).toBe('Amine GD is now staff.');
    expect(await playerByEmail('other@example.com')).toBeUndefined();
  });

  it('sets a new password, after which only the new one works', async () => {
    await cli('create-user', '--email', 'reset@example.com', '--username', 'reset', '--password', 'old-password');
    expect(await cli('set-password', '--email', 'RESET@example.com', '--password', 'new-password')).toBe(
      'Password set for reset; their sessions have ended.',
    );
    expect((await login('reset@example.com', 'old-password')).status).toBe(401);
    expect((await login('reset@example.com', 'new-password')).status).toBe(200);
    await expect(setPassword(server.services, { email: 'ghost@example.com', password: 'whatever1' })).rejects.toThrow(
      'No player has the email ghost@example.com.',
    );
  });

  it('grants and revokes staff by email or username, effective at once', async () => {
    const player = await server.createPlayer({ username: 'Hamza', email: 'hamza@example.com' });
    const staffPath = '/api/staff/no-such-thing';
    expect((await server.get(staffPath, { token: player.token })).status).toBe(403);
    expect(await cli('grant-staff', '--username', 'hamza')).toBe('Hamza is now staff.');
    expect((await server.get(staffPath, { token: player.token })).status).toBe(404);
    expect(await cli('grant-staff', '--email', 'hamza@example.com')).toBe('Hamza was already staff.');
    expect(await cli('revoke-staff', '--email', 'HAMZA@example.com')).toBe('Hamza is no longer staff; their sessions have ended.');
    // The staff session ended with the rights: the old token is signed out, not a player's now.
    expect((await server.get(staffPath, { token: player.token })).status).toBe(401);
    expect((await revokeStaff(server.services, { username: 'Hamza' })).changed).toBe(false);
    await expect(grantStaff(server.services, { username: 'nobody' })).rejects.toThrow('No player is named nobody.');
  });
});

describe('command line: input', () => {
  it.each([
    [[], /no command given/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['create-user', '--email', 'a@b.co', '--username', 'abc', '--password', 'short'], /at least 8 characters/],
    [['create-user', '--email', 'nope', '--username', 'abc', '--password', 'long-enough'], /email must be an email address/],
    [
      ['create-user', '--email', 'a@b.co', '--username', 'a/b', '--password', 'long-enough'],
      /username must be made of letters and digits of any alphabet/,
    ],
    [['create-user', '--email', 'a@b.co', '--username', 'a  b', '--password', 'long-enough'], /single spaces between words/],
    [['create-user', '--email', 'a@b.co', '--password', 'long-enough'], /--username is required/],
    [['create-user', '--email', 'a@b.co', '--username', 'abc', '--password'], /argument missing/],
    [['set-password', '--email', 'a@b.co', '--password', 'long-enough', '--staff'], /Unknown option '--staff'/],
    [['set-password', '--email', 'a@b.co', '--password', 'long-enough', 'extra'], /positional/],
    [['grant-staff'], /either --email or --username/],
    [['grant-staff', '--email', 'a@b.co', '--username', 'abc'], /either --email or --username/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(CliError);
    expect(() => parseCommand(argv)).toThrow(message);
  });

  it('reads help in its usual spellings', () => {
    for (const argv of [['help'], ['--help'], ['-h']]) expect(parseCommand(argv)).toEqual({ name: 'help' });
  });
});

describe('command line: the process', () => {
  const run = (argv: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const { DATABASE_URL: _ignored, ...base } = process.env;
      execFile('node_modules/.bin/tsx', ['src/server/cli.ts', ...argv], { env: { ...base, ...env } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('prints help and exits 0', async () => {
    const result = await run(['help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('create-user --email E --username U --password P [--staff] [--inactive]');
  });

  it('exits non-zero with a plain message on bad input', async () => {
    const result = await run(['create-user', '--email', 'a@b.co', '--username', 'abc', '--password', 'short']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('error: password must be at least 8 characters');
  });

  it('works on the configured database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cli-test-'));
    try {
      const created = await run(['create-user', '--email', 'e2e@example.com', '--username', 'e2e', '--password', 'e2e-password'], {
        DATA_DIR: dataDir,
      });
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const handle = await openDatabase({ dataDir });
      try {
        const rows = await handle.db.select({ username: players.username }).from(players);
        expect(rows).toEqual([{ username: 'e2e' }]);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
