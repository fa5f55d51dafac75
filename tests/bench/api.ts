/**
 * `npm run bench:api`: builds a large data set (1,000 + 300 levels, 20,000 players, 200,000 records)
 * in a temporary PGlite folder, starts the real server on it as a child process, and prints its
 * start-up time, the throughput and latency of the busiest public reads next to a bare node:http
 * server answering the same bytes (the ceiling), the time of a full reorder with its point
 * recomputation, and the throughput and latency of writes (writes.ts), on PGlite and, when
 * reachable, on PostgreSQL, where it also times how soon a second server process shows a write
 * made on the first, and what the change feed costs a device after one record and reads under a
 * trickle of writes (changes.ts). It also prints the public snapshot's size and times (snapshot.ts) at the demo
 * size and at this size; `--snapshot` prints only those, `--changes` only the change feed's (with `--against <commit>`, also
 * the log's cost to a record create and a reorder next to that commit's build, log-cost.ts), `--review` only 'Review next' under
 * 16 concurrent reviewers (review-queue.ts), `--backup` only the export and restore of the data set (backup.ts), `--import` only its import from a running server (import.ts), `--writes` only the writes and the second
 * process's view of them. Last, on a small database of its own, it runs public reads and writes
 * through a 5-second PostgreSQL outage (outage.ts) and times the first `npm run demo` on a new
 * folder (fresh-start.ts); `--outage` prints only those two, without building the large data set.
 * Loopback only; it removes its temporary folders, databases and child processes when done.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTokenService } from '../../src/server/auth/tokens';
import type { CeilingAnswer } from './ceiling';
import { FEED_HEADER, feedRow, TRICKLE_HEADER, trickleRow } from './changes';
import { BENCH_OPTIONS, BENCH_STAFF_ID, buildDataSet, type Picks } from './data-set';
import { measureFreshDemoStart } from './fresh-start';
import { copyFolder, LOG_COST_HEADER, logCostRows, worktreeOf } from './log-cost';
import { BACKUP_HEADER, backupRows } from './backup';
import { IMPORT_HEADER, importRows, model2024Of } from './import';
import { startTmdl2024 } from '../support/tmdl-2024/server';
import { fillQueue, REVIEW_HEADER, REVIEWERS, reviewRow } from './review-queue';
import { load, ms, seconds, table, type LoadResult } from './measure';
import { outageNotRun, outageTables } from './outage';
import { createBenchDatabase, POSTGRES_ADMIN_URL, postgresReachable } from './postgres';
import { SNAPSHOT_HEADER, snapshotRow } from './snapshot';
import { freePort, startNode, stopAll, type Running } from '../support/processes';
import {
  crossInstance,
  prepareWrites,
  unexpectedAnswers,
  VISIBILITY_HEADER,
  visibilityRows,
  WRITE_HEADER,
  writeRows,
  writeTests,
  type WritePlan,
  type WriteResult,
} from './writes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'ml-bench-'));
const secret = randomBytes(32).toString('base64url');
const report: string[] = [];
const dropLater: (() => Promise<void>)[] = [];
const log = (line: string) => console.log(`… ${line}`);
/** The PostgreSQL address without the password a connection string may carry. */
const POSTGRES_SHOWN = POSTGRES_ADMIN_URL.replace(/\/\/[^@]*@/, '//');
/** Spawn → first 200, and the part the server itself reports ("ready in N ms": config, database, app). */
const startup = (server: Running) => {
  const own = /ready in (\d+) ms/.exec(server.output())?.[1];
  return [ms(server.startupMs), own ? ms(Number(own)) : '-'];
};

async function cleanup() {
  await stopAll();
  for (const drop of dropLater) await drop().catch((error) => console.error('could not drop the bench database:', error.message));
  rmSync(temp, { recursive: true, force: true });
}
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/** The real server (`args` such as `--demo`); a stub client build keeps it from building the client first. */
async function startApi(database: { dataDir: string } | { databaseUrl: string }, args: string[] = [], sources = root): Promise<Running> {
  const clientDir = join(temp, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG: 'off',
    JWT_SECRET: secret,
    CLIENT_DIR: clientDir,
  };
  delete env.DATABASE_URL;
  if ('databaseUrl' in database) env.DATABASE_URL = database.databaseUrl;
  else env.DATA_DIR = database.dataDir;
  return startNode(join(sources, 'src/server/main.ts'), args, env, port, '/api/public/settings');
}

/** The snapshot of the demo data set, on a server of its own (PGlite). */
async function demoSnapshot(): Promise<string[]> {
  const demo = await startApi({ dataDir: join(temp, 'demo-data') }, ['--demo']);
  try {
    return await snapshotRow('demo (PGlite)', demo.url);
  } finally {
    await demo.stop();
  }
}

/** `--snapshot`: the snapshot's figures alone, at the demo size and at the bench size (PGlite). */
async function snapshotOnly(sizes: string) {
  const rows = [await demoSnapshot()];
  log(`building the data set in PGlite (${sizes})`);
  const dataDir = join(temp, 'pglite-data');
  await buildDataSet({ dataDir });
  const server = await startApi({ dataDir });
  rows.push(await snapshotRow('bench (PGlite)', server.url));
  await server.stop();
  console.log(table('Public snapshot (first answer after a change builds it; the others come from the read model)', SNAPSHOT_HEADER, rows));
}

/** `--changes`: the change feed's figures alone, on PGlite (changes.ts); with `--against <commit>`, the log's cost to writes too (log-cost.ts). */
async function changesOnly(sizes: string) {
  log(`building the data set in PGlite (${sizes})`);
  const dataDir = join(temp, 'pglite-data');
  const { picks } = await buildDataSet({ dataDir });
  const plan = await prepareWrites({ dataDir }, picks.mainLevelId);
  const against = process.argv[process.argv.indexOf('--against') + 1];
  if (process.argv.includes('--against') && against) await logCost(against, dataDir, plan, picks);
  const server = await startApi({ dataDir });
  const feeds = [await feedRow('PGlite', server, await staffToken(), plan)];
  const trickles = [await trickleRow('PGlite', server, await staffToken(), plan)];
  await server.stop();
  console.log(table('Sync by changes: a first sync, then what a device downloads after one record (goal ≤ 2 KB gzip)', FEED_HEADER, feeds));
  console.log(
    table('A public read while staff write: idle, then with a record created every 500 ms (32 connections; ms)', TRICKLE_HEADER, trickles),
  );
}

/** This build's writes next to `commit`'s, each on its own copy of the data set. */
async function logCost(commit: string, dataDir: string, plan: WritePlan, picks: Picks) {
  log(`starting this build and ${commit} on two copies of the data set`);
  const [ours, theirs] = [join(temp, 'log-cost-ours'), join(temp, 'log-cost-theirs')];
  copyFolder(dataDir, ours);
  copyFolder(dataDir, theirs);
  const remove = worktreeOf(root, commit, join(temp, 'against'));
  try {
    const sides = [
      { name: `before the log (${commit})`, server: await startApi({ dataDir: theirs }, [], join(temp, 'against')) },
      { name: 'this build (with the log)', server: await startApi({ dataDir: ours }) },
    ];
    const rows = await logCostRows(sides, await staffToken(), plan, picks.classicOrder, reorder);
    for (const side of sides) await side.server.stop();
    console.log(
      table(`What the change log costs a write (PGlite, ${BENCH_OPTIONS.classicLevels} classic levels; ms)`, LOG_COST_HEADER, rows),
    );
  } finally {
    remove();
  }
}

/** The data set in a PGlite folder, and a new empty PostgreSQL database (dropped at the end) when one is reachable. */
async function dataSetAndEmptyPostgres(sizes: string): Promise<{ dataDir: string; postgres: string | null }> {
  log(`building the data set in PGlite (${sizes})`);
  const dataDir = join(temp, 'pglite-data');
  await buildDataSet({ dataDir });
  if (!(await postgresReachable())) return { dataDir, postgres: null };
  const database = await createBenchDatabase();
  dropLater.push(database.drop);
  return { dataDir, postgres: database.url };
}

/** `--backup`: export and restore of the data set (backup.ts). */
async function backupOnly(sizes: string) {
  const { dataDir, postgres } = await dataSetAndEmptyPostgres(sizes);
  log('exporting and restoring');
  console.log(table(`Backups of the data set (${sizes})`, BACKUP_HEADER, await backupRows(dataDir, temp, postgres)));
}

/** `--import`: the data set imported from a running server, then from the same served in the 2024 format (import.ts). */
async function importOnly(sizes: string) {
  const { dataDir, postgres } = await dataSetAndEmptyPostgres(sizes);
  log('reading the data set as the 2024 site holds it');
  const model = await model2024Of(dataDir);
  const source = await startApi({ dataDir });
  log('importing from the running server');
  const rows = await importRows(source.url, temp, postgres);
  await source.stop();
  const tmdl = await startTmdl2024(model);
  let again: string | null = null;
  if (postgres) {
    const database = await createBenchDatabase();
    dropLater.push(database.drop);
    again = database.url;
  }
  log('importing from the same served in the 2024 format');
  rows.push(...(await importRows(tmdl.url, temp, again, ', 2024 format')));
  await tmdl.close();
  console.log(table(`Import of the data set (${sizes}) from a running server, and from the same in the 2024 format`, IMPORT_HEADER, rows));
}

/** `--review`: 'Review next' under REVIEWERS concurrent reviewers, on databases of their own (review-queue.ts). */
async function reviewOnly() {
  const rows: string[][] = [];
  const run = async (name: string, target: { dataDir: string } | { databaseUrl: string }) => {
    log(`filling a review queue on ${name}`);
    const staff = await fillQueue(target);
    const server = await startApi(target);
    try {
      rows.push(await reviewRow(name, server, await Promise.all(staff.map((id) => tokenOf(id)))));
    } finally {
      await server.stop();
    }
  };
  await run('PGlite', { dataDir: join(temp, 'review-data') });
  if (await postgresReachable()) {
    const database = await createBenchDatabase();
    dropLater.push(database.drop);
    await run('PostgreSQL', { databaseUrl: database.url });
  } else rows.push(['PostgreSQL', `not reachable at ${POSTGRES_SHOWN}`, '-', '-', '-', '-', '-', '-']);
  console.log(
    table(`'Review next' under ${REVIEWERS} concurrent reviewers, until the queue is empty (goal: none given twice)`, REVIEW_HEADER, rows),
  );
}

const tokenOf = (playerId: number) => createTokenService(secret, 3600).issue({ id: playerId, isStaff: true });
const staffToken = () => tokenOf(BENCH_STAFF_ID);

/** The outage of outage.ts, on a new PostgreSQL database that the server fills with the demo data; a failure is a row. */
async function outage(): Promise<string[]> {
  if (!(await postgresReachable())) return [outageNotRun(`skipped: PostgreSQL not reachable at ${POSTGRES_SHOWN}`)];
  const database = await createBenchDatabase();
  dropLater.push(database.drop);
  return outageTables({
    databaseUrl: database.url,
    start: (databaseUrl, args) => startApi({ databaseUrl }, args),
    token: tokenOf,
    log,
  }).catch((error: Error) => [outageNotRun(`failed: ${error.message.split('\n')[0]}`)]);
}

const FRESH_STARTS = 3;

/** The first `npm run demo` on a new folder, FRESH_STARTS times: each total, and the steps of the median run. */
async function freshStarts(): Promise<string[]> {
  const runs = [];
  for (let run = 1; run <= FRESH_STARTS; run += 1) {
    log(`fresh demo start ${run} of ${FRESH_STARTS}`);
    runs.push(await measureFreshDemoStart());
  }
  const median = [...runs].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(runs.length / 2)]!;
  return [
    table(
      'Fresh demo start: `npm run demo` on a new PGlite folder, spawn → first 200 of the main list (goal under 8 s)',
      ['run', 'spawn → first 200'],
      runs.map((run, index) => [`${index + 1}${run === median ? ' (median)' : ''}`, seconds(run.totalMs)]),
    ),
    table(
      "Its steps (median run): when each line of the server's output appeared",
      ['output line', 'after spawn'],
      [...median.steps.map((step) => [step.line, ms(step.atMs)]), ['first 200 of the main list', ms(median.totalMs)]],
    ),
  ];
}

/** `--outage`: the outage and the fresh start alone. */
async function outageOnly() {
  for (const part of await outage()) console.log(part);
  for (const part of await freshStarts()) console.log(part);
}

async function reorder(server: Running, order: readonly string[]): Promise<string> {
  const token = await staffToken();
  const body = order.map((id, index) => ({ id, ranking: order.length - index }));
  const started = performance.now();
  const response = await fetch(`${server.url}/api/staff/classic-levels/reorder`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status === 404) return 'missing (404)';
  if (!response.ok) return `HTTP ${response.status}: ${text.slice(0, 120)}`;
  const top = (await (await fetch(`${server.url}/api/public/classic-levels/list/main`)).json()) as { id: string }[];
  return top[0]?.id === order[order.length - 1] ? ms(elapsed) : `${ms(elapsed)} (order not applied?)`;
}

/** Two full reversals (there and back), each with its point recomputation. */
async function reorders(server: Running, picks: Picks): Promise<string[]> {
  const there = await reorder(server, picks.classicOrder);
  const back = await reorder(server, [...picks.classicOrder].reverse());
  return [there, back];
}

/** The leaderboard page's first request: the top 50 (LEADERBOARD_TOP_ROWS in src/client/features/players/queries.ts). */
const FIRST_SCREEN = '/api/public/players/classic-points?limit=50';

/** The leaderboard's whole ranking next to its first screen (the top the page draws first): bytes as sent, plain and gzip. */
async function leaderboardSizes(server: Running): Promise<string> {
  const rows: string[][] = [];
  for (const [name, path] of [
    ['whole ranking', '/api/public/players/classic-points'],
    ['first screen', FIRST_SCREEN],
  ]) {
    const sizes = [];
    for (const encoding of ['identity', 'gzip']) {
      const response = await fetch(server.url + path!, { headers: { 'accept-encoding': encoding } });
      const count = ((await response.json()) as unknown[]).length;
      sizes.push({
        rows: count,
        total: response.headers.get('x-total-count') ?? '-',
        bytes: Number(response.headers.get('content-length')),
      });
    }
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    rows.push([name!, sizes[0]!.rows.toLocaleString('en'), sizes[0]!.total, kib(sizes[0]!.bytes), kib(sizes[1]!.bytes)]);
  }
  return table('Classic leaderboard answers (read model)', ['answer', 'rows', 'X-Total-Count', 'bytes', 'gzip'], rows);
}

async function loadTests(server: Running, picks: Picks) {
  const endpoints = [
    ['classic list, main', '/api/public/classic-levels/list/main'],
    ['classic points leaderboard', '/api/public/players/classic-points'],
    ['classic leaderboard, first screen', FIRST_SCREEN],
    ['records of a main level', `/api/public/classic-records/level/${picks.mainLevelId}`],
    ['player by username', `/api/public/players/username/${encodeURIComponent(picks.username)}`],
  ] as const;
  const answers: Record<string, CeilingAnswer> = {};
  const firsts = new Map<string, { status: number; ms: number; bytes: number; etag: string | null }>();
  for (const [, path] of endpoints) {
    const started = performance.now();
    const response = await fetch(server.url + path);
    const bytes = Buffer.from(await response.arrayBuffer());
    const etag = response.headers.get('etag');
    firsts.set(path, { status: response.status, ms: performance.now() - started, bytes: bytes.length, etag });
    answers[path] = { body: bytes.toString('base64'), contentType: response.headers.get('content-type') ?? 'application/json', etag };
  }
  const file = join(temp, 'ceiling.json');
  writeFileSync(file, JSON.stringify(answers));
  const ceilingPort = await freePort();
  const ceiling = await startNode(
    join(root, 'tests/bench/ceiling.ts'),
    [file, String(ceilingPort)],
    process.env,
    ceilingPort,
    endpoints[0][1],
  );

  const rows: (string | number)[][] = [];
  const row = (name: string, first: string, own: LoadResult, top: LoadResult) => [
    name,
    first,
    Math.round(own.rps).toLocaleString('en'),
    own.p50,
    own.p99,
    Math.round(top.rps).toLocaleString('en'),
    top.p50,
    top.p99,
    `${((100 * own.rps) / top.rps).toFixed(0)} %`,
    own.unexpected + top.unexpected,
  ];
  for (const [name, path] of endpoints) {
    const first = firsts.get(path)!;
    if (first.status !== 200) {
      rows.push([name, `HTTP ${first.status}${first.status === 404 ? ' (missing)' : ''}`, '-', '-', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    log(`load: ${name}`);
    rows.push(
      row(name, `${ms(first.ms)}, ${(first.bytes / 1024).toFixed(1)} KiB`, await load(server.url + path), await load(ceiling.url + path)),
    );
  }
  const list = firsts.get(endpoints[0][1])!;
  if (list.status === 200 && list.etag) {
    log('load: classic list, main, If-None-Match');
    const headers = { 'if-none-match': list.etag };
    const path = endpoints[0][1];
    rows.push(
      row(
        'classic list, main → 304',
        '-',
        await load(server.url + path, { headers, status: 304 }),
        await load(ceiling.url + path, { headers, status: 304 }),
      ),
    );
  }
  await ceiling.stop();
  report.push(await leaderboardSizes(server));
  report.push(
    table(
      'Public reads: 32 connections (latency in ms; "first" is the first, uncached answer)',
      ['endpoint', 'first', 'req/s', 'p50', 'p99', 'ceiling req/s', 'p50', 'p99', 'of ceiling', 'errors'],
      rows,
    ),
  );
}

async function main() {
  const total = performance.now();
  const sizes =
    `${BENCH_OPTIONS.classicLevels} classic + ${BENCH_OPTIONS.platformerLevels} platformer levels, ` +
    `${BENCH_OPTIONS.players.toLocaleString('en')} players, ${BENCH_OPTIONS.records.toLocaleString('en')} records`;
  const builds: string[][] = [];
  const startups: string[][] = [];
  const reorderRows: string[][] = [];
  const writes: { database: string; results: WriteResult[] }[] = [];
  const feeds: string[][] = [];
  const trickles: string[][] = [];
  if (process.argv.includes('--snapshot')) return snapshotOnly(sizes);
  if (process.argv.includes('--changes')) return changesOnly(sizes);
  if (process.argv.includes('--review')) return reviewOnly();
  if (process.argv.includes('--backup')) return backupOnly(sizes);
  if (process.argv.includes('--import')) return importOnly(sizes);
  if (process.argv.includes('--outage')) {
    await outageOnly();
    console.log(`\nWhole run: ${seconds(performance.now() - total)}`);
    return;
  }
  const full = !process.argv.includes('--writes');
  const snapshots = full ? [await demoSnapshot()] : [];
  let visibility: string[][] = [['PostgreSQL not reachable', '-', '-', '-']];

  log(`building the data set in PGlite (${sizes})`);
  const dataDir = join(temp, 'pglite-data');
  const pglite = await buildDataSet({ dataDir });
  builds.push(['PGlite (folder)', seconds(pglite.ms)]);
  const pgliteWrites = await prepareWrites({ dataDir }, pglite.picks.mainLevelId);

  log('starting the server on it');
  if (full) {
    const cold = await startApi({ dataDir });
    startups.push(['PGlite, first start', ...startup(cold)]);
    await cold.stop();
  }
  const server = await startApi({ dataDir });
  startups.push(['PGlite, restart', ...startup(server)]);
  if (full) {
    snapshots.push(await snapshotRow('bench (PGlite)', server.url));
    await loadTests(server, pglite.picks);
    log('reorder on PGlite');
    reorderRows.push(['PGlite', ...(await reorders(server, pglite.picks))]);
    log('the change feed after one record, and reads under 2 writes/s, on PGlite');
    feeds.push(await feedRow('PGlite', server, await staffToken(), pgliteWrites));
    trickles.push(await trickleRow('PGlite', server, await staffToken(), pgliteWrites));
  }
  writes.push({ database: 'PGlite', results: await writeTests(server, await staffToken(), pgliteWrites, log) });
  await server.stop();

  if (await postgresReachable()) {
    const database = await createBenchDatabase();
    dropLater.push(database.drop);
    log('building the data set in PostgreSQL');
    const postgres = await buildDataSet({ databaseUrl: database.url });
    builds.push(['PostgreSQL', seconds(postgres.ms)]);
    const postgresWrites = await prepareWrites({ databaseUrl: database.url }, postgres.picks.mainLevelId);
    const pgServer = await startApi({ databaseUrl: database.url });
    startups.push(['PostgreSQL', ...startup(pgServer)]);
    if (full) {
      snapshots.push(await snapshotRow('bench (PostgreSQL)', pgServer.url));
      log('reorder on PostgreSQL');
      reorderRows.push(['PostgreSQL', ...(await reorders(pgServer, postgres.picks))]);
      log('the change feed after one record, and reads under 2 writes/s, on PostgreSQL');
      feeds.push(await feedRow('PostgreSQL', pgServer, await staffToken(), postgresWrites));
      trickles.push(await trickleRow('PostgreSQL', pgServer, await staffToken(), postgresWrites));
    }
    writes.push({ database: 'PostgreSQL', results: await writeTests(pgServer, await staffToken(), postgresWrites, log) });
    log('a write on one server, read on a second one');
    const second = await startApi({ databaseUrl: database.url });
    visibility = await crossInstance(pgServer, second, await staffToken(), postgresWrites).then(visibilityRows, (error: Error) => [
      [`failed: ${error.message}`, '-', '-', '-'],
    ]);
    await second.stop();
    await pgServer.stop();
  } else {
    reorderRows.push(['PostgreSQL', `not reachable at ${POSTGRES_SHOWN}`, '-']);
  }
  const lastParts = full ? [...(await outage()), ...(await freshStarts())] : [];

  console.log(
    table(`Data set build (${sizes}, ${BENCH_OPTIONS.submissions.toLocaleString('en')} submissions)`, ['database', 'time'], builds),
  );
  console.log(
    table('Server start-up on the existing database (spawn → first 200; goal ≤ 3 s)', ['database', 'time', 'in-process'], startups),
  );
  for (const part of report) console.log(part);
  if (full)
    console.log(
      table('Public snapshot (first answer after a change builds it; the others come from the read model)', SNAPSHOT_HEADER, snapshots),
    );
  if (full)
    console.log(
      table(
        `Full reorder of ${BENCH_OPTIONS.classicLevels} classic levels (reversed, via PUT …/reorder, with point recomputation)`,
        ['database', 'reverse', 'and back'],
        reorderRows,
      ),
    );
  if (full) {
    console.log(
      table('Sync by changes: a first sync, then what a device downloads after one record (goal ≤ 2 KB gzip)', FEED_HEADER, feeds),
    );
    console.log(
      table(
        'A public read while staff write: idle, then with a record created every 500 ms (32 connections; ms)',
        TRICKLE_HEADER,
        trickles,
      ),
    );
  }
  console.log(
    table(
      'Writes, each request a new record at 100 % with its own Idempotency-Key (latency in ms; approvals answer 200)',
      WRITE_HEADER,
      writes.flatMap(({ database, results }) => writeRows(database, results)),
    ),
  );
  for (const answers of writes.flatMap(({ database, results }) => unexpectedAnswers(database, results))) console.log(answers);
  console.log(
    table(
      'A record created on one server process, watched for in a warm public read on another (PostgreSQL)',
      VISIBILITY_HEADER,
      visibility,
    ),
  );
  for (const part of lastParts) console.log(part);
  console.log(`\nWhole run: ${seconds(performance.now() - total)}`);
}

try {
  await main();
} finally {
  await cleanup();
}
