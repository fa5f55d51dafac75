/**
 * The database outage part of `npm run bench:api` (PostgreSQL only). The real server, started with
 * `--demo` on a new database, reaches PostgreSQL through a TCP relay in this process
 * (tests/support/relay.ts). A handful of public reads are warmed; then a steady load runs for
 * BEFORE_MS, the relay is cut for OUTAGE_MS and restored, and the load goes on for AFTER_MS:
 * READERS paced readers (the warm paths, and one read in NEW_EVERY of a path never read before) and
 * WRITERS paced staff record creates, each a new record with its own Idempotency-Key as writes.ts
 * sends them. Answers are counted by the phase their request was sent in. Then every write that was
 * not acknowledged is sent again with its key until it is, and the database, read directly rather
 * than through the relay, must hold every acknowledged record exactly once. Loopback only.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../src/server/demo/load';
import type { Running } from '../support/processes';
import { startRelay, type Relay } from '../support/relay';
import { ms, table } from './measure';
import { withClient } from './postgres';

const BEFORE_MS = 2_000;
const OUTAGE_MS = 5_000;
const AFTER_MS = 3_000;
const READERS = 3;
const READ_EVERY_MS = 20;
/** Every NEW_EVERY-th read is of a path not read before (while there are some left). */
const NEW_EVERY = 4;
const WRITERS = 2;
const WRITE_EVERY_MS = 50;
/** Bounds of the load whatever the timing: about twice what the pacing sends. */
const MAX_READS = 2 * READERS * Math.ceil((BEFORE_MS + OUTAGE_MS + AFTER_MS) / READ_EVERY_MS);
const MAX_WRITES = 2 * WRITERS * Math.ceil((BEFORE_MS + OUTAGE_MS + AFTER_MS) / WRITE_EVERY_MS);
/** The load stops at the latest this long after it started, whenever the relay was restored. */
const HARD_STOP_MS = BEFORE_MS + OUTAGE_MS + AFTER_MS + 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
const RESEND_ROUNDS = 20;
const RESEND_PAUSE_MS = 250;
const RESEND_CONNECTIONS = 8;
const LINK = 'https://www.youtube.com/watch?v=bench';
/** Lines of the server's output shown when it stopped answering. */
const GONE_LINES = 20;

export const OUTAGE_TITLE =
  `Public reads and record creates around a ${OUTAGE_MS / 1000} s PostgreSQL outage ` +
  '(demo data, the server reaching PostgreSQL through a relay that is cut, then restored; counted by when each request was sent)';
const OUTAGE_HEADER = ['phase: request', 'sent', '200 / 201', '503', 'other 5xx', 'other', 'no answer', 'p50 ms', 'max ms'];

export type OutageSetup = {
  /** A new, empty PostgreSQL database; its owner drops it. */
  databaseUrl: string;
  /** Starts the real server on a connection string, with `args`. */
  start: (databaseUrl: string, args: string[]) => Promise<Running>;
  /** A bearer token for a staff member. */
  token: (playerId: number) => Promise<string>;
  log: (line: string) => void;
};

type Phase = 'before' | 'during' | 'after';
type Kind = 'reads of warm paths' | 'reads of new paths' | 'record creates';
type Answer = {
  kind: Kind;
  path: string;
  sentAt: number;
  answeredAt: number;
  /** Null when no HTTP answer came (a network error or REQUEST_TIMEOUT_MS). */
  status: number | null;
  body: string;
  retryAfter: string | null;
  replayed: boolean;
};
type Pair = { level: string; player: number };
type Write = Pair & { key: string; answers: Answer[]; id?: number };
type Plan = { staffId: number; warm: string[]; newPaths: string[]; pairs: Pair[] };
type Times = { started: number; cutAt: number; restoreAt: number; endedAt: number };

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, msToWait)));
const phaseOf = (times: Times, at: number): Phase => (at < times.cutAt ? 'before' : at < times.restoreAt ? 'during' : 'after');

/** The staff member, the warm paths, the paths to read for the first time (kinds mixed) and free level / player pairs. */
async function makePlan(databaseUrl: string): Promise<Plan> {
  return withClient(databaseUrl, async (client) => {
    const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
    const [staff] = await rows<{ id: number }>('SELECT id FROM players WHERE username = $1', [DEMO_ACCOUNTS[0].username]);
    const classic = (await rows<{ id: string }>("SELECT id FROM levels WHERE type = 'classic' ORDER BY ranking")).map((row) => row.id);
    const platformer = (await rows<{ id: string }>("SELECT id FROM levels WHERE type = 'platformer' ORDER BY ranking")).map(
      (row) => row.id,
    );
    const usernames = (await rows<{ username: string }>('SELECT username FROM players WHERE is_active ORDER BY id')).map(
      (row) => row.username,
    );
    const pairs = await rows<Pair>(
      `SELECT l.id AS level, p.id AS player FROM levels l CROSS JOIN players p
       WHERE l.type = 'classic' AND p.is_active AND p.id <> $1
         AND NOT EXISTS (SELECT 1 FROM records r WHERE r.type = 'classic' AND r.level_id = l.id AND r.player_id = p.id)
       ORDER BY md5(l.id || '/' || p.id) LIMIT $2`,
      [staff!.id, MAX_WRITES],
    );
    const [top, ...others] = classic;
    const warm = [
      '/api/public/classic-levels/list/main',
      '/api/public/classic-levels/list/extended',
      '/api/public/platformer-levels/list/main',
      '/api/public/players/classic-points?limit=50',
      `/api/public/classic-levels/${top}`,
      `/api/public/classic-records/level/${top}`,
    ];
    return { staffId: staff!.id, warm, newPaths: newPathsOf(others, platformer, usernames), pairs };
  });
}

/** Levels (classic but the warm one, and platformer), their records and players by name, the kinds taken in turn. */
function newPathsOf(classic: string[], platformer: string[], usernames: string[]): string[] {
  const kinds = [
    classic.map((id) => `/api/public/classic-levels/${id}`),
    classic.map((id) => `/api/public/classic-records/level/${id}`),
    platformer.map((id) => `/api/public/platformer-levels/${id}`),
    platformer.map((id) => `/api/public/platformer-records/level/${id}`),
    usernames.map((name) => `/api/public/players/username/${encodeURIComponent(name)}`),
  ];
  const longest = Math.max(...kinds.map((paths) => paths.length));
  return Array.from({ length: longest }, (_, index) => kinds.flatMap((paths) => paths[index] ?? [])).flat();
}

async function send(kind: Kind, url: string, init: RequestInit = {}): Promise<Answer> {
  const sentAt = performance.now();
  const { pathname, search } = new URL(url);
  const path = pathname + search;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await response.text();
    return {
      kind,
      path,
      sentAt,
      answeredAt: performance.now(),
      status: response.status,
      body,
      retryAfter: response.headers.get('retry-after'),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch (error) {
    return {
      kind,
      path,
      sentAt,
      answeredAt: performance.now(),
      status: null,
      body: (error as Error).message,
      retryAfter: null,
      replayed: false,
    };
  }
}

/** Sends a record create with the write's own key, and keeps the record's id once acknowledged. */
async function sendWrite(server: Running, token: string, write: Write): Promise<Answer> {
  const answer = await send('record creates', `${server.url}/api/staff/classic-records/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': write.key },
    body: JSON.stringify({ level: write.level, player: write.player, recordPercentage: 100, link: LINK }),
  });
  write.answers.push(answer);
  if (answer.status === 201) write.id = (JSON.parse(answer.body) as { id: number }).id;
  return answer;
}

/** Runs `step` every `everyMs` (at once when a step took longer) until `stop` says so or a step returns false. */
async function paced(everyMs: number, stop: () => boolean, step: () => Promise<boolean>): Promise<void> {
  let next = performance.now();
  while (!stop()) {
    if (!(await step())) return;
    next = Math.max(next + everyMs, performance.now());
    await sleep(next - performance.now());
  }
}

/** The steady load, with the relay cut after BEFORE_MS and restored OUTAGE_MS later. */
async function runLoad(
  server: Running,
  relay: Relay,
  token: string,
  plan: Plan,
): Promise<{ answers: Answer[]; writes: Write[]; times: Times }> {
  const times: Times = { started: performance.now(), cutAt: Infinity, restoreAt: Infinity, endedAt: Infinity };
  const answers: Answer[] = [];
  const writes: Write[] = [];
  const newPaths = [...plan.newPaths];
  const pairs = [...plan.pairs];
  let reads = 0;
  const stop = () => performance.now() >= Math.min(times.restoreAt + AFTER_MS, times.started + HARD_STOP_MS);
  const read = async () => {
    if (reads >= MAX_READS) return false;
    const isNew = reads % NEW_EVERY === NEW_EVERY - 1 && newPaths.length > 0;
    const path = isNew ? newPaths.shift()! : plan.warm[reads % plan.warm.length]!;
    reads += 1;
    answers.push(await send(isNew ? 'reads of new paths' : 'reads of warm paths', server.url + path));
    return true;
  };
  const create = async () => {
    const pair = pairs.shift();
    if (!pair) return false;
    const write: Write = { ...pair, key: randomUUID(), answers: [] };
    writes.push(write);
    answers.push(await sendWrite(server, token, write));
    return true;
  };
  const outage = (async () => {
    await sleep(BEFORE_MS);
    relay.cut();
    times.cutAt = performance.now();
    await sleep(OUTAGE_MS);
    relay.restore();
    times.restoreAt = performance.now();
  })();
  await Promise.all([
    outage,
    ...Array.from({ length: READERS }, () => paced(READ_EVERY_MS, stop, read)),
    ...Array.from({ length: WRITERS }, () => paced(WRITE_EVERY_MS, stop, create)),
  ]);
  times.endedAt = performance.now();
  return { answers, writes, times };
}

/**
 * Sends every write not yet acknowledged again, with its own key, until all are, RESEND_ROUNDS have
 * passed, or a whole round got no HTTP answer (the server is gone).
 */
async function resendUntilAcknowledged(server: Running, token: string, writes: Write[]): Promise<{ rounds: number; answers: Answer[] }> {
  const answers: Answer[] = [];
  let rounds = 0;
  for (
    let pending = writes.filter((write) => write.id === undefined);
    pending.length > 0 && rounds < RESEND_ROUNDS;
    pending = writes.filter((write) => write.id === undefined)
  ) {
    if (rounds > 0) await sleep(RESEND_PAUSE_MS);
    rounds += 1;
    const queue = [...pending];
    const round: Answer[] = [];
    await Promise.all(
      Array.from({ length: RESEND_CONNECTIONS }, async () => {
        for (let write = queue.shift(); write; write = queue.shift()) round.push(await sendWrite(server, token, write));
      }),
    );
    answers.push(...round);
    if (round.every((answer) => answer.status === null)) break;
  }
  return { rounds, answers };
}

/** Whether the server still answers a public read at all (any status). */
async function stillAnswering(server: Running): Promise<boolean> {
  return (await send('reads of warm paths', `${server.url}/api/public/settings`)).status !== null;
}

type Stored = { lost: number; duplicates: number; neverAcknowledged: number; neverAcknowledgedStored: number };

/** Reads the records of every write's pair straight from PostgreSQL. */
async function checkStored(databaseUrl: string, writes: Write[]): Promise<Stored> {
  const rows = await withClient(
    databaseUrl,
    async (client) =>
      (
        await client.query(
          `SELECT w.level, w.player, count(r.id)::int AS n, min(r.id) AS id
     FROM unnest($1::text[], $2::int[]) AS w(level, player)
     LEFT JOIN records r ON r.type = 'classic' AND r.level_id = w.level AND r.player_id = w.player
     GROUP BY w.level, w.player`,
          [writes.map((write) => write.level), writes.map((write) => write.player)],
        )
      ).rows as { level: string; player: number; n: number; id: number | null }[],
  );
  const stored = new Map(rows.map((row) => [`${row.level}/${row.player}`, row]));
  const of = (write: Write) => stored.get(`${write.level}/${write.player}`)!;
  const acknowledged = writes.filter((write) => write.id !== undefined);
  const unacknowledged = writes.filter((write) => write.id === undefined);
  return {
    // Lost: no record for the pair, or another record than the one the 201 named.
    lost: acknowledged.filter((write) => of(write).n === 0 || of(write).id !== write.id).length,
    duplicates: rows.reduce((sum, row) => sum + Math.max(0, row.n - 1), 0),
    neverAcknowledged: unacknowledged.length,
    neverAcknowledgedStored: unacknowledged.filter((write) => of(write).n > 0).length,
  };
}

const isUnavailable = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { code?: string }).code === 'unavailable' && Number(answer.retryAfter) > 0;
  } catch {
    return false;
  }
};

function countRow(label: string, answers: Answer[]): (string | number)[] {
  const latencies = answers.map((answer) => answer.answeredAt - answer.sentAt).sort((a, b) => a - b);
  const status = (test: (status: number) => boolean) => answers.filter((answer) => answer.status !== null && test(answer.status)).length;
  return [
    label,
    answers.length,
    status((s) => s === 200 || s === 201),
    status((s) => s === 503),
    status((s) => s >= 500 && s !== 503),
    status((s) => s < 500 && s !== 200 && s !== 201),
    answers.filter((answer) => answer.status === null).length,
    latencies.length ? latencies[Math.floor(latencies.length / 2)]!.toFixed(1) : '-',
    latencies.length ? latencies.at(-1)!.toFixed(1) : '-',
  ];
}

/** The first answer with `status` of `kind` that came after the restore: how long after it, and when its request was sent. */
function firstAfterRestore(answers: Answer[], times: Times, kind: Kind, status: number): string {
  const first = answers
    .filter((answer) => answer.kind === kind && answer.status === status && answer.answeredAt >= times.restoreAt)
    .sort((a, b) => a.answeredAt - b.answeredAt)[0];
  if (!first) return 'none';
  const sent = first.sentAt - times.restoreAt;
  return `${ms(first.answeredAt - times.restoreAt)} (sent ${ms(Math.abs(sent))} ${sent < 0 ? 'before' : 'after'})`;
}

/** Warm reads answered 200 during the outage whose bytes differ from that path's last 200 answered before the cut. */
function changedWhileOut(answers: Answer[], times: Times): number {
  const last = new Map<string, string>();
  for (const answer of answers.filter((a) => a.status === 200 && a.answeredAt < times.cutAt).sort((a, b) => a.answeredAt - b.answeredAt)) {
    last.set(answer.path, answer.body);
  }
  return answers.filter(
    (answer) =>
      answer.kind === 'reads of warm paths' &&
      answer.status === 200 &&
      phaseOf(times, answer.sentAt) === 'during' &&
      answer.body !== last.get(answer.path),
  ).length;
}

/** What the answers that were neither 200 / 201 nor 503 said (the first few). */
function samples(answers: Answer[]): string[] {
  return answers
    .filter((answer) => answer.status !== 200 && answer.status !== 201 && answer.status !== 503)
    .slice(0, 5)
    .map((answer) => `  ${answer.kind} ${answer.path}: ${answer.status ?? 'no answer'} ${answer.body.slice(0, 200)}`);
}

type Outcome = {
  load: { answers: Answer[]; writes: Write[]; times: Times };
  resent: { rounds: number; answers: Answer[] };
  stored: Stored;
  /** Null while the server still answers; else the end of its output. */
  gone: string | null;
};

function tables({ load, resent, stored, gone }: Outcome): string[] {
  const { answers, times } = load;
  const kinds: Kind[] = ['reads of warm paths', 'reads of new paths', 'record creates'];
  const lengths: Record<Phase, number> = {
    before: times.cutAt - times.started,
    during: times.restoreAt - times.cutAt,
    after: times.endedAt - times.restoreAt,
  };
  const rows = (['before', 'during', 'after'] as const).flatMap((phase) =>
    kinds.map((kind, index) =>
      countRow(
        `${phase}${index === 0 ? ` (${(lengths[phase] / 1000).toFixed(1)} s)` : ''}: ${kind}`,
        answers.filter((answer) => answer.kind === kind && phaseOf(times, answer.sentAt) === phase),
      ),
    ),
  );
  const during = answers.filter((answer) => phaseOf(times, answer.sentAt) === 'during');
  const replays = resent.answers.filter((answer) => answer.status === 201 && answer.replayed).length;
  const checks = [
    ['server process still answering after the run', gone === null ? 'yes' : 'NO', 'yes'],
    ['warm reads answered 200 during the outage with other bytes than the last before it', changedWhileOut(answers, times), '0'],
    [
      '503 answers during the outage without code unavailable and a Retry-After',
      during.filter((a) => a.status === 503 && !isUnavailable(a)).length,
      '0',
    ],
    [
      'answers other than 200, 201 or 503 (any phase)',
      answers.filter((a) => a.status !== 200 && a.status !== 201 && a.status !== 503).length,
      '0',
    ],
    [
      `restore → first 201 of a write (one sent every ~${Math.round(WRITE_EVERY_MS / WRITERS)} ms)`,
      firstAfterRestore(answers, times, 'record creates', 201),
      '-',
    ],
    [
      `restore → first 200 of a read of a new path (one sent every ~${Math.round((NEW_EVERY * READ_EVERY_MS) / READERS)} ms)`,
      firstAfterRestore(answers, times, 'reads of new paths', 200),
      '-',
    ],
    [
      'writes not acknowledged during the load, sent again with their key',
      load.writes.filter((w) => w.answers[0]!.status !== 201).length,
      '-',
    ],
    ['  answered 201 as a replay (applied although not acknowledged the first time)', replays, '-'],
    ['  answered 201 as a new write', resent.answers.filter((a) => a.status === 201 && !a.replayed).length, '-'],
    ['  answered otherwise on the way (503 while reconnecting, 409 …)', resent.answers.filter((a) => a.status !== 201).length, '-'],
    ['rounds of re-sending until all were acknowledged', resent.rounds, '-'],
    ['writes never acknowledged', `${stored.neverAcknowledged} (${stored.neverAcknowledgedStored} of them stored)`, '0'],
    ['acknowledged writes lost', stored.lost, '0'],
    ['duplicates (a pair stored more than once)', stored.duplicates, '0'],
  ];
  const odd = samples([...answers, ...resent.answers]);
  return [
    table(OUTAGE_TITLE, OUTAGE_HEADER, rows),
    table(
      `The outage: checks, reconnection and the writes sent again (${load.writes.length} record creates in all)`,
      ['check', 'value', 'goal'],
      checks,
    ),
    ...(odd.length ? [`Answers other than 200, 201 or 503 (the first few):\n${odd.join('\n')}`] : []),
    ...(gone === null ? [] : [`The server stopped answering; the end of its output:\n${gone}`]),
  ];
}

/** The outage run on a server of its own; returns its tables. */
export async function outageTables(setup: OutageSetup): Promise<string[]> {
  const target = new URL(setup.databaseUrl);
  const relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
  let server: Running | undefined;
  try {
    setup.log('outage: starting the server with --demo on a new PostgreSQL database, through a relay');
    server = await setup.start(relay.through(setup.databaseUrl), ['--demo']);
    const plan = await makePlan(setup.databaseUrl);
    const token = await setup.token(plan.staffId);
    for (const path of plan.warm) {
      const answer = await send('reads of warm paths', server.url + path);
      if (answer.status !== 200) throw new Error(`warming ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
    setup.log(`outage: load for ${BEFORE_MS / 1000} s, relay cut for ${OUTAGE_MS / 1000} s, load for ${AFTER_MS / 1000} s after`);
    const load = await runLoad(server, relay, token, plan);
    setup.log('outage: sending the writes not acknowledged again');
    const resent = await resendUntilAcknowledged(server, token, load.writes);
    const gone = (await stillAnswering(server))
      ? null
      : server
          .output()
          .trimEnd()
          .split('\n')
          .slice(-GONE_LINES)
          .map((line) => `  ${line}`)
          .join('\n');
    return tables({ load, resent, stored: await checkStored(setup.databaseUrl, load.writes), gone });
  } finally {
    relay.restore();
    await server?.stop();
    await relay.close();
  }
}

/** The table when the outage cannot run. */
export const outageNotRun = (why: string) => table(OUTAGE_TITLE, ['phase: request', 'result'], [[why, '-']]);
