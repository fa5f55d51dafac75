/**
 * The write part of `npm run bench:api`: staff record creates at 32 and 64 connections and
 * submission approvals at 32, each request making a new record (a level and player with none yet,
 * at 100 %) and carrying its own Idempotency-Key, as the site's client sends; and, on PostgreSQL,
 * how long a write on one server process takes to show in a public read on another. The pairs and
 * the pending submissions are chosen and made in the database before the server starts
 * (prepareWrites), so every timed request is exactly one write. Each run stops after WRITES requests
 * or RUN_SECONDS, whichever comes first, and every case runs ROUNDS times so the noise shows.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database';
import { levels, players, records, submissions } from '../../src/server/db/schema';
import { Random } from '../../src/server/demo/random';
import type { Running } from '../support/processes';
import { BENCH_STAFF_ID } from './data-set';

const WRITES = Number(process.env.BENCH_WRITES ?? 1_500);
const RUN_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 10);
const ROUNDS = 2;
const WARM_UP = 100;
/** Writes made on one server and watched for on another, each for at most WATCH_MS. */
const WATCHED = 20;
const WATCH_MS = 5_000;
const LINK = 'https://www.youtube.com/watch?v=bench';
/** Records for changes.ts: enough for one record and 2 writes/s through its measured reads. */
const TRICKLE = 100;

type Pair = { level: string; player: number };
export type WritePlan = {
  /** Level and player pairs without a record, for the creates. */
  creates: Pair[];
  /** Pending 100 % submissions on other pairs without a record, for the approvals. */
  approvals: number[];
  /** Pairs on one level, for the writes watched from a second server. */
  watched: { level: string; pairs: Pair[] };
  /** Pairs for the change feed's figures (changes.ts): one record, then a steady trickle of writes. */
  trickle: Pair[];
};

/** Chooses the pairs and makes the pending submissions; run while no server holds the database. */
export async function prepareWrites(target: { dataDir: string } | { databaseUrl: string }, watchedLevel: string): Promise<WritePlan> {
  const handle = await openDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, dataDir: '' } : { dataDir: target.dataDir },
  );
  try {
    const { db } = handle;
    const levelIds = (await db.select({ id: levels.id }).from(levels).where(eq(levels.type, 'classic'))).map((row) => row.id);
    const playerIds = (await db.select({ id: players.id }).from(players)).map((row) => row.id).filter((id) => id !== BENCH_STAFF_ID);
    const taken = new Set(
      (await db.select({ level: records.levelId, player: records.playerId }).from(records).where(eq(records.type, 'classic'))).map(
        ({ level, player }) => `${level}/${player}`,
      ),
    );
    const random = new Random(7);
    const free = (count: number, level?: string): Pair[] => {
      const pairs: Pair[] = [];
      while (pairs.length < count) {
        const pair = { level: level ?? random.pick(levelIds), player: random.pick(playerIds) };
        const key = `${pair.level}/${pair.player}`;
        if (taken.has(key)) continue;
        taken.add(key);
        pairs.push(pair);
      }
      return pairs;
    };
    const creates = free(WARM_UP + ROUNDS * 2 * WRITES);
    const pending = free(ROUNDS * WRITES);
    const approvals: number[] = [];
    for (let start = 0; start < pending.length; start += 1_000) {
      const rows = pending.slice(start, start + 1_000).map(({ level, player }) => ({
        type: 'classic' as const,
        levelId: level,
        playerId: player,
        percentage: 100,
        link: LINK,
      }));
      approvals.push(...(await db.insert(submissions).values(rows).returning({ id: submissions.id })).map((row) => row.id));
    }
    return { creates, approvals, watched: { level: watchedLevel, pairs: free(WATCHED, watchedLevel) }, trickle: free(TRICKLE) };
  } finally {
    await handle.close();
  }
}

export type WriteResult = {
  name: string;
  writesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  answered: number;
  /** Sent but not answered when the run hit RUN_SECONDS: their latency is not in p50 / p99 / max. */
  cutOff: number;
  unexpected: number;
  samples: string[];
};

type Request = { method: 'POST' | 'PUT'; path: string; body?: string };

const authorization = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Sends `requests` in order over `connections` keep-alive connections, each waiting for its answer
 * before sending the next, until all are sent or RUN_SECONDS have passed; every answer should have
 * status `expected`. Then waits until the server has finished what was still in flight.
 */
async function run(
  server: Running,
  token: string,
  name: string,
  connections: number,
  expected: number,
  requests: Request[],
): Promise<WriteResult> {
  let next = 0;
  const samples: string[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections,
        amount: requests.length,
        timeout: 30,
        headers: { ...authorization(token), 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const { method, path, body } = requests[next++]!;
              return { ...request, method, path, body: body ?? '', headers: { ...request.headers, 'idempotency-key': randomUUID() } };
            },
            onResponse: (status, body) => {
              if (status !== expected && samples.length < 5) samples.push(`${status} ${body.slice(0, 200)}`);
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    const timer = setTimeout(() => instance.stop(), RUN_SECONDS * 1000);
    instance.once('done', () => clearTimeout(timer));
  });
  const seconds = (performance.now() - started) / 1000;
  await drained(server, token);
  const byStatus = result.statusCodeStats ?? {};
  const answered = Object.values(byStatus).reduce((sum, { count = 0 }) => sum + count, 0);
  const good = byStatus[`${expected}`]?.count ?? 0;
  return {
    name,
    writesPerSecond: good / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    answered,
    cutOff: next - answered - result.errors - result.timeouts,
    unexpected: answered - good + result.errors + result.timeouts,
    samples,
  };
}

/**
 * Resolves once the requests a stopped run left in flight are done: a read of the database queues
 * behind them (PGlite has one connection; the PostgreSQL pool hands out connections first come,
 * first served).
 */
async function drained(server: Running, token: string): Promise<void> {
  const response = await fetch(`${server.url}/api/staff/classic-submissions/list?page=0&size=1`, { headers: authorization(token) });
  await response.arrayBuffer();
}

const createRequest = (pair: Pair): Request => ({
  method: 'POST',
  path: '/api/staff/classic-records/create',
  body: JSON.stringify({ level: pair.level, player: pair.player, recordPercentage: 100, link: LINK }),
});
const approveRequest = (id: number): Request => ({ method: 'PUT', path: `/api/staff/classic-submissions/${id}/change-status/APPROVED` });

/** A warm-up, then ROUNDS rounds of: creates at 32, creates at 64, approvals at 32 connections. */
export async function writeTests(server: Running, token: string, plan: WritePlan, log: (line: string) => void): Promise<WriteResult[]> {
  const creates = plan.creates.map(createRequest);
  const approvals = plan.approvals.map(approveRequest);
  const take = (from: Request[], count: number) => from.splice(0, count);
  await run(server, token, 'warm-up', 32, 201, take(creates, WARM_UP));
  const results: WriteResult[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    log(`writes, round ${round} of ${ROUNDS}: record creates at 32 and 64 connections, approvals at 32`);
    results.push(await run(server, token, 'record creates, 32 connections', 32, 201, take(creates, WRITES)));
    results.push(await run(server, token, 'record creates, 64 connections', 64, 201, take(creates, WRITES)));
    results.push(await run(server, token, 'submission approvals, 32 connections', 32, 200, take(approvals, WRITES)));
  }
  return results;
}

export const WRITE_HEADER = [
  'database: case',
  'run',
  'answered',
  `in flight at ${RUN_SECONDS} s`,
  'writes/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'not 201 / 200',
];

/** Table rows, each case's rounds one under the other. */
export function writeRows(database: string, results: WriteResult[]): (string | number)[][] {
  const names = [...new Set(results.map((result) => result.name))];
  return names.flatMap((name) =>
    results
      .filter((result) => result.name === name)
      .map((result, index) => [
        index === 0 ? `${database}: ${name}` : '',
        index + 1,
        result.answered,
        result.cutOff,
        Math.round(result.writesPerSecond).toLocaleString('en'),
        result.p50,
        result.p99,
        result.max,
        result.unexpected,
      ]),
  );
}

/** What the answers that were not 201 / 200 said (the first few of each run). */
export function unexpectedAnswers(database: string, results: WriteResult[]): string[] {
  return results
    .filter((result) => result.samples.length > 0)
    .map((result) => `${database}, ${result.name}:\n  ${result.samples.join('\n  ')}`);
}

export type Visibility = { sent: number[]; answered: number[]; polls: number[] };

/**
 * Record creates sent one at a time to `first`, each followed by reads of the level's records on
 * `second` (one after the other) until one shows it. `second` has that read warm in its read model,
 * so the change can only reach it through the change feed.
 */
export async function crossInstance(first: Running, second: Running, token: string, plan: WritePlan): Promise<Visibility> {
  const read = `${second.url}/api/public/classic-records/level/${plan.watched.level}`;
  const shows = async (id: number) => ((await (await fetch(read)).json()) as { id: number }[]).some((record) => record.id === id);
  await shows(0);
  const times: Visibility = { sent: [], answered: [], polls: [] };
  for (const pair of plan.watched.pairs) {
    const { method, path, body } = createRequest(pair);
    const started = performance.now();
    const response = await fetch(first.url + path, {
      method,
      body,
      headers: { ...authorization(token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    });
    const created = (await response.json()) as { id: number };
    if (response.status !== 201) throw new Error(`the watched write answered ${response.status}: ${JSON.stringify(created)}`);
    const answered = performance.now();
    let polls = 1;
    while (!(await shows(created.id))) {
      if (performance.now() - started > WATCH_MS)
        throw new Error(`record ${created.id} not shown by the second server after ${WATCH_MS} ms`);
      polls += 1;
    }
    const visible = performance.now();
    times.sent.push(visible - started);
    times.answered.push(visible - answered);
    times.polls.push(polls);
  }
  return times;
}

export const VISIBILITY_HEADER = ['write on one server, read on another', 'writes', 'median', 'max'];

export function visibilityRows(times: Visibility): string[][] {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const msRow = (label: string, values: number[]) => [
    label,
    String(values.length),
    `${median(values).toFixed(1)} ms`,
    `${Math.max(...values).toFixed(1)} ms`,
  ];
  return [
    msRow('shown, from sending the write', times.sent),
    msRow('shown, from its 201 answer', times.answered),
    ['reads on the other server until shown', String(times.polls.length), String(median(times.polls)), String(Math.max(...times.polls))],
  ];
}
