/**
 * Backups (src/server/backup): a list with some history exported from the run's database and restored
 * into a fresh one of the other kind (PGlite ↔ PostgreSQL; PGlite again when no PostgreSQL is there)
 * answers every public and staff read the same, log positions included, and goes on from there. A
 * backup that is cut short, malformed, changed after it was written, at odds with its header's counts
 * or from a newer schema, or a database that holds a list, is refused with nothing written; a version
 * 1 file (no integrity check) still restores. A backup the database refuses is told without a word of
 * its rows: no password hash or email reaches the error or the terminal.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBackup } from '../../src/server/backup/export';
import { restoreBackup } from '../../src/server/backup/restore';
import { parseCommand } from '../../src/server/cli';
import { openDatabase, queryRows, type Queryable } from '../../src/server/db/database';
import { safeErrorText } from '../../src/server/db/errors';
import { players } from '../../src/server/db/schema';
import { freshDatabaseOf, postgresForTests, testDatabaseKind } from '../support/database';
import { startTestServer, useTestServer, type TestServer } from '../support/server';

const { server, staff, player } = useTestServer({ signIn: { staff: {}, player: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const otherKind = testDatabaseKind === 'pglite' ? (postgresForTests() ? 'postgres' : 'pglite') : 'pglite';

/** A backup's lines as written, the last newline's empty rest left out. */
const linesOf = async (path: string) =>
  gunzipSync(await readFile(path))
    .toString('utf8')
    .split('\n')
    .slice(0, -1);
const isEndLine = (line: string) => line.startsWith('{"end":');
const gzip = (lines: string[]) => gzipSync(lines.map((line) => `${line}\n`).join(''));
const CHANGED = "The backup's content does not match its integrity check: it was changed or damaged after it was written.";
/** Lines (any end line left out) made a backup file again, the integrity check recomputed over them as a forger would. */
function sealed(lines: string[]): Buffer {
  const body = lines
    .filter((line) => !isEndLine(line))
    .map((line) => `${line}\n`)
    .join('');
  const rows = lines.slice(1).filter((line) => !isEndLine(line) && !line.startsWith('{"table":')).length;
  return gzipSync(`${body}${JSON.stringify({ end: { sha256: createHash('sha256').update(body).digest('hex'), rows } })}\n`);
}
type Header = { version: number; tables: { name: string; rows: number }[] };
/** The lines with `change` made to their header. */
const withHeader = (lines: string[], change: (header: Header) => void) => {
  const header = JSON.parse(lines[0]!) as Header;
  change(header);
  return [JSON.stringify(header), ...lines.slice(1)];
};
const rowsOfTable = (lines: string[], name: string) => (JSON.parse(lines[0]!) as Header).tables.find((table) => table.name === name)!.rows;
const tableLine = (lines: string[], name: string) => lines.indexOf(JSON.stringify({ table: name }));
/** How many rows the list's main tables hold: none in a database a restore left empty. */
async function listRows(db: Queryable): Promise<number> {
  const [row] = await queryRows<{ rows: number | string }>(
    db,
    sql`SELECT
    (SELECT count(*) FROM regions) + (SELECT count(*) FROM players) + (SELECT count(*) FROM levels) + (SELECT count(*) FROM records)
    + (SELECT count(*) FROM submissions) + (SELECT count(*) FROM change_log) AS rows`,
  );
  return Number(row!.rows);
}

let folder: string;
let file: string;
let world: Awaited<ReturnType<typeof history>>;

/** A list with a history: levels, records, a region, an avatar, reviewed submissions with notes, a sanction, the log. */
async function history() {
  const region = await server.post('/api/staff/regions/create', { token: staff.token, body: { name: 'Souss' } });
  expect(region.status, region.text).toBe(201);
  const rival = await server.createPlayer({ regionId: region.json.id });
  await server.services.db
    .update(players)
    .set({ avatar: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]), avatarEtag: '"avatar-1"' })
    .where(eq(players.id, rival.id));
  const classic = await server.createLevels('classic', 3);
  const [timed] = await server.createLevels('platformer', 1);
  await server.createRecord('classic', classic[0]!, rival.id, { percentage: 100 });
  await server.createRecord('platformer', timed!, rival.id, { timeMs: 83_456 });

  const submit = async (level: string) => {
    const sent = await server.post('/api/authenticated/classic-submissions/create', {
      token: player.token,
      body: { level, link: VIDEO, recordPercentage: 100 },
    });
    expect(sent.status, sent.text).toBe(201);
    return sent.json.id as number;
  };
  const approved = await submit(classic[1]!);
  const rejected = await submit(classic[2]!);
  for (const [id, body] of [
    [approved, { body: 'Nice run' }],
    [rejected, { body: 'Checking the clicks', staffOnly: true }],
  ] as const) {
    expect((await server.post(`/api/authenticated/classic-submissions/${id}/notes`, { token: staff.token, body })).status).toBe(201);
  }
  expect(
    (await server.post(`/api/authenticated/classic-submissions/${approved}/notes`, { token: player.token, body: { body: 'Thanks!' } }))
      .status,
  ).toBe(201);
  expect((await server.put(`/api/staff/classic-submissions/${approved}/change-status/APPROVED`, { token: staff.token })).status).toBe(200);
  expect((await server.put(`/api/staff/classic-submissions/${rejected}/change-status/REJECTED`, { token: staff.token })).status).toBe(200);
  const flag = await server.post(`/api/staff/players/${rival.id}/sanctions`, {
    token: staff.token,
    body: { kind: 'FLAG', reason: 'Edited run' },
  });
  expect(flag.status, flag.text).toBe(201);
  const { json: level } = await server.get(`/api/public/classic-levels/${classic[2]}`);
  const fields = {
    name: level.name,
    publisher: level.publisher,
    difficulty: level.difficulty,
    link: level.link,
    thumbnail: level.thumbnail,
    duration: level.duration,
    minimumCompletion: level.minimumCompletion,
  };
  const moved = await server.put(`/api/staff/classic-levels/update/${classic[2]}`, { token: staff.token, body: { ...fields, ranking: 1 } });
  expect(moved.status, moved.text).toBe(200);
  return { region: region.json.id as number, rival, classic, timed: timed!, approved, rejected };
}

/** Every public and staff read of the world, and the player's own. */
function reads({ region, rival, classic, timed, approved, rejected }: typeof world): { path: string; token?: string; as?: string }[] {
  const publicPaths = [
    '/api/public/classic-levels/list',
    '/api/public/platformer-levels/list',
    `/api/public/classic-levels/player/${rival.id}`,
    ...classic.map((id) => `/api/public/classic-levels/${id}`),
    `/api/public/platformer-levels/${timed}`,
    ...classic.map((id) => `/api/public/classic-records/level/${id}`),
    `/api/public/platformer-records/level/${timed}`,
    '/api/public/classic-records',
    `/api/public/classic-levels/${classic[2]}/history`,
    '/api/public/players/classic-points',
    '/api/public/players/platformer-points',
    '/api/public/regions',
    `/api/public/regions/${region}`,
    `/api/public/players/region/${region}`,
    '/api/public/players/staff',
    `/api/public/players/username/${rival.username}`,
    `/api/public/players/username/${player.username}`,
    `/api/public/players/${rival.id}/avatar`,
    '/api/public/changelog',
    '/api/public/changes?since=0',
    '/api/public/settings',
    '/api/public/snapshot',
  ];
  const staffPaths = [
    '/api/staff/classic-submissions/list',
    '/api/staff/platformer-submissions/list',
    `/api/staff/players/${rival.id}/sanctions`,
    '/api/staff/audit',
    '/api/staff/classic-records',
    '/api/staff/platformer-records',
    '/api/staff/claims',
    `/api/authenticated/classic-submissions/${approved}/notes`,
    `/api/authenticated/classic-submissions/${rejected}/notes`,
  ];
  const ownPaths = [
    '/api/authenticated/classic-submissions/list',
    '/api/authenticated/notifications',
    `/api/authenticated/classic-submissions/${approved}/notes`,
  ];
  return [
    ...publicPaths.map((path) => ({ path })),
    ...staffPaths.map((path) => ({ path, token: staff.token })),
    ...ownPaths.map((path) => ({ path, token: player.token, as: 'player' })),
  ];
}

async function answersOf(target: TestServer) {
  const answers: Record<string, unknown> = {};
  for (const { path, token, as } of reads(world)) {
    const answer = await target.get(path, { token });
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    answers[`${as ?? (token ? 'staff' : 'public')} ${path}`] = { body: answer.json ?? answer.text, etag: answer.headers.get('etag') };
  }
  return answers;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'backup-'));
  file = join(folder, 'list.backup.gz');
  world = await history();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe(`a backup restored into ${otherKind}`, () => {
  let restored: TestServer;

  beforeAll(async () => {
    const summary = await exportBackup(server.services.handle, { out: file });
    expect(summary.tables.find((table) => table.name === 'change_log')!.rows).toBeGreaterThan(5);
    const database = await freshDatabaseOf(otherKind);
    const loaded = await restoreBackup(database.db, { file });
    expect(loaded.tables).toEqual(summary.tables);
    restored = await startTestServer({}, { database });
  });

  afterAll(async () => {
    await restored?.close();
  });

  it('answers every public, staff and own read as the original does, log positions included', async () => {
    const before = await answersOf(server);
    const after = await answersOf(restored);
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });

  it('goes on from the restored ids and log positions', async () => {
    const [{ last }] = (await queryRows<{ last: number }>(server.services.db, sql`SELECT max(position)::int AS last FROM change_log`)) as [
      { last: number },
    ];
    const region = await restored.post('/api/staff/regions/create', { token: staff.token, body: { name: 'Draa' } });
    expect(region.status, region.text).toBe(201);
    expect(region.json.id).toBeGreaterThan(world.region);
    const changes = await restored.get(`/api/public/changes?since=${last}`);
    expect(changes.status).toBe(200);
    const positions = (changes.json.changes as { position: number }[]).map((change) => change.position);
    expect(positions.length).toBeGreaterThan(0);
    expect(Math.min(...positions)).toBe(last + 1);
  });

  it('leaves the secrets out: the sign-in key and, unless asked for, the password hashes', async () => {
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(text).not.toContain('jwt_secret');
    expect(text).not.toContain('password_hash');
    const header = JSON.parse(text.split('\n')[0]!);
    expect(header).toMatchObject({ format: 'moroccan-list-backup', version: 2, source: testDatabaseKind, passwordHashes: false });
    const lines = await linesOf(file);
    const rows = (header as Header).tables.reduce((sum, table) => sum + table.rows, 0);
    const written = lines
      .slice(0, -1)
      .map((line) => `${line}\n`)
      .join('');
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: { sha256: createHash('sha256').update(written).digest('hex'), rows } });
    const withHashes = join(folder, 'with-hashes.gz');
    await server.services.db.update(players).set({ passwordHash: 'scrypt$test' }).where(eq(players.id, world.rival.id));
    await exportBackup(server.services.handle, { out: withHashes, passwordHashes: true });
    expect(gunzipSync(await readFile(withHashes)).toString('utf8')).toContain('scrypt$test');
  });
});

describe('refusals', () => {
  let empty: Awaited<ReturnType<typeof freshDatabaseOf>>;
  beforeAll(async () => {
    empty = await freshDatabaseOf('pglite');
  });
  afterAll(async () => {
    await empty?.close();
  });

  /** A restore of `content` into the one empty database: each refusal must leave it empty for the next. */
  const attempt = async (content: Buffer | string) => {
    const broken = join(folder, `broken-${Math.random()}.gz`);
    await writeFile(broken, content);
    const error = await restoreBackup(empty.db, { file: broken }).then(
      () => null,
      (failure: Error) => failure.message,
    );
    const [{ players: count }] = (await queryRows<{ players: number }>(empty.db, sql`SELECT count(*)::int AS players FROM players`)) as [
      { players: number },
    ];
    return { error, count };
  };

  it('refuses a backup cut short, malformed, not gzip or from a newer schema, writing nothing', async () => {
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n');
    const cut = await attempt(gzipSync(lines.slice(0, -8).join('\n')));
    expect(cut.error).toMatch(/cut short/);
    expect(cut.count).toBe(0);
    const playerLine = lines.findIndex((line) => line === '{"table":"players"}') + 1;
    const malformed = await attempt(sealed([...lines.slice(0, playerLine), '{"id": 1,', ...lines.slice(playerLine + 1)]));
    expect(malformed.error).toBe(`Line ${playerLine + 1} (players) is not a row: it is not JSON.`);
    expect(malformed.count).toBe(0);
    expect((await attempt('not a backup')).error).toBe('The backup is not a gzip file, or it is cut short.');
    const newer = JSON.stringify({ ...JSON.parse(lines[0]!), schema: '9999_from_the_future' });
    expect((await attempt(gzipSync([newer, ...lines.slice(1)].join('\n')))).error).toMatch(
      /newer version of the site \(schema 9999_from_the_future\)/,
    );
    const newerFormat = JSON.stringify({ ...JSON.parse(lines[0]!), version: 3 });
    expect((await attempt(gzipSync([newerFormat, ...lines.slice(1)].join('\n')))).error).toBe(
      'The backup was made by a newer version of the site (backup version 3): update this one first.',
    );
  });

  it('refuses a backup whose content was changed after it was written (one digit, gzipped again), writing nothing', async () => {
    const lines = await linesOf(file);
    const at = tableLine(lines, 'records') + 1;
    const digit = lines[at]!.search(/\d/);
    const changed = [...lines];
    changed[at] =
      `${lines[at]!.slice(0, digit)}${lines[at]![digit] === '9' ? '8' : Number(lines[at]![digit]) + 1}${lines[at]!.slice(digit + 1)}`;
    expect(changed[at]).not.toBe(lines[at]);
    expect(await attempt(gzip(changed))).toEqual({ error: CHANGED, count: 0 });
    // The check itself changed, or taken away from a version 2 file: refused too.
    const end = JSON.parse(lines.at(-1)!).end as { sha256: string; rows: number };
    const withCheck = (check: object) => gzip([...lines.slice(0, -1), JSON.stringify({ end: check })]);
    expect((await attempt(withCheck({ ...end, sha256: '0'.repeat(64) }))).error).toBe(CHANGED);
    expect((await attempt(withCheck({ ...end, rows: 1 }))).error).toBe(
      `The backup's integrity check counts 1 row, but ${end.rows} follow.`,
    );
    expect((await attempt(gzip(lines.slice(0, -1)))).error).toBe(
      'The backup ends after its last table, without its integrity check: it is cut short.',
    );
  });

  it('refuses a header whose counts disagree with the rows, either way and for the last table too, naming the table and both counts', async () => {
    const lines = await linesOf(file);
    const players = rowsOfTable(lines, 'players');
    const last = (JSON.parse(lines[0]!) as Header).tables.at(-1)!.name;
    const lastRows = rowsOfTable(lines, last);
    const counted = (name: string, by: number) =>
      withHeader(lines, (header) => {
        header.tables.find((table) => table.name === name)!.rows += by;
      });
    const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
    const follow = (count: number) => (count === 0 ? 'none follow' : `${count} ${count === 1 ? 'follows' : 'follow'}`);
    const extraRow = JSON.stringify({ kind: 'player', source_id: 'extra', id: 1 });
    const cases: [string[], string][] = [
      // Fewer rows than the header says: the next table's line comes where a row should.
      [counted('players', 1), `The backup's header says players has ${players + 1} rows, but ${players} follow.`],
      // More: a row comes where the next table's line should.
      [counted('players', -1), `The backup's header says players has ${players - 1} rows, but ${players} follow.`],
      // The last table: the end line where a row should be, a row where the end line should be.
      [counted(last, 1), `The backup's header says ${last} has ${rows(lastRows + 1)}, but ${follow(lastRows)}.`],
      [[...lines.slice(0, -1), extraRow], `The backup's header says ${last} has ${rows(lastRows)}, but ${follow(lastRows + 1)}.`],
    ];
    for (const [forged, message] of cases) expect(await attempt(sealed(forged))).toEqual({ error: message, count: 0 });
  });

  it('restores a version 1 file, which has no integrity check', async () => {
    const lines = await linesOf(file);
    const first = withHeader(lines.slice(0, -1), (header) => {
      header.version = 1;
    });
    const old = join(folder, 'version-1.gz');
    await writeFile(old, gzip(first));
    const database = await freshDatabaseOf('pglite');
    try {
      const restored = await restoreBackup(database.db, { file: old });
      expect(restored.header.version).toBe(1);
      expect(restored.tables.find((table) => table.name === 'players')!.rows).toBe(rowsOfTable(lines, 'players'));
      expect(await listRows(database.db)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('refuses a database that holds a list unless told to replace it', async () => {
    const database = await freshDatabaseOf('pglite');
    try {
      await restoreBackup(database.db, { file });
      await expect(restoreBackup(database.db, { file })).rejects.toThrow(
        'This database already holds a list: restore into an empty one, or give --replace to empty it first.',
      );
      await database.db.execute(sql`INSERT INTO regions (name) VALUES ('Added after')`);
      const again = await restoreBackup(database.db, { file, replace: true });
      expect(again.tables.find((table) => table.name === 'regions')!.rows).toBe(1);
      const names = await queryRows(database.db, sql`SELECT name FROM regions`);
      expect(names).toEqual([{ name: 'Souss' }]);
    } finally {
      await database.close();
    }
  });

  it('reads the command line: files made absolute, both required', () => {
    expect(parseCommand(['export', '--out', 'list.gz'])).toEqual({
      name: 'export',
      out: join(process.cwd(), 'list.gz'),
      passwordHashes: false,
    });
    expect(parseCommand(['restore', '--file', '/tmp/list.gz', '--replace'])).toEqual({
      name: 'restore',
      file: '/tmp/list.gz',
      replace: true,
    });
    expect(() => parseCommand(['export'])).toThrow('--out is required');
    expect(() => parseCommand(['restore', '--file', ''])).toThrow('--file is required');
  });
});

describe('a backup with password hashes whose rows the database refuses', () => {
  const HASH = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQtb2YtdGhlLXJpdmFs$c2VjcmV0LWhhc2gtb2YtdGhlLXJpdmFs';
  let forged: string;
  let secrets: string[];

  beforeAll(async () => {
    await server.services.db
      .update(players)
      .set({ passwordHash: HASH, email: 'rival.person@example.org' })
      .where(eq(players.id, world.rival.id));
    const taken = join(folder, 'with-hashes-to-break.gz');
    await exportBackup(server.services.handle, { out: taken, passwordHashes: true });
    const lines = await linesOf(taken);
    const first = tableLine(lines, 'players') + 1;
    const rows = lines
      .slice(first, first + rowsOfTable(lines, 'players'))
      .map((line) => JSON.parse(line) as { email: string | null; password_hash: string | null });
    secrets = rows.flatMap((row) => [row.email, row.password_hash]).filter((value): value is string => !!value);
    expect(secrets).toContain(HASH);
    expect(secrets).toContain('rival.person@example.org');
    // The rival's row twice: a file consistent in itself (count and check made to fit) that only the database refuses.
    const at = lines.findIndex((line) => line.includes(HASH));
    const doubled = [...lines.slice(0, at + 1), lines[at]!, ...lines.slice(at + 1)];
    forged = join(folder, 'doubled-player.gz');
    await writeFile(
      forged,
      sealed(
        withHeader(doubled, (header) => {
          header.tables.find((table) => table.name === 'players')!.rows += 1;
        }),
      ),
    );
  });

  const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

  it('is refused naming the table, with no hash or email in the error, and nothing written', async () => {
    const database = await freshDatabaseOf(testDatabaseKind);
    try {
      const error = await restoreBackup(database.db, { file: forged }).then(
        () => null,
        (failure: unknown) => failure as Error,
      );
      expect(error).not.toBeNull();
      expect(error!.message).toMatch(
        /^The database refused the backup's players \(lines \d+–\d+\), so nothing was restored\. A database statement failed: unique violation \(SQLSTATE 23505, table players, constraint players_\w+\)\.$/,
      );
      for (const said of [error!.message, safeErrorText(error), inspect(error, { depth: 10 }), JSON.stringify(error)])
        expect(leaks(said)).toEqual([]);
      expect(await listRows(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('prints no hash or email on the terminal when `npm run cli -- restore` fails, and leaves the database empty', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'backup-cli-'));
    try {
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const run = await new Promise<{ code: number; output: string; stderr: string }>((resolve) => {
        execFile(
          'node_modules/.bin/tsx',
          ['src/server/cli.ts', 'restore', '--file', forged],
          { env: { ...env, DATA_DIR: dataDir }, timeout: 60_000 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}`, stderr }),
        );
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(
        /^error: The database refused the backup's players \(lines \d+–\d+\), so nothing was restored\. A database statement failed: unique violation \(SQLSTATE 23505, table players, constraint players_\w+\)\.$/,
      );
      expect(leaks(run.output)).toEqual([]);
      const handle = await openDatabase({ dataDir });
      try {
        expect(await listRows(handle.db)).toBe(0);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
