/**
 * The change log's part of `npm run bench:api` (docs/decisions/015-sync-by-changes.md): what a device
 * downloads to bring its copy forward after one record (the change feed since the snapshot's
 * position) next to a first sync (the whole snapshot), the server time of that record's create with
 * its log entry, and a public read's latency while 2 writes/s arrive, next to the same read idle.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Running } from '../support/processes';
import { load, ms } from './measure';
import type { WritePlan } from './writes';

export const FEED_HEADER = [
  'database',
  'first sync (snapshot, gzip)',
  'record create, one at a time (median of 10)',
  'feed after the last',
  'gzip',
  'changes',
];
export const TRICKLE_HEADER = ['database', 'read', 'idle p50', 'p99', 'at 2 writes/s p50', 'p99', 'writes made', 'write p50'];

const LINK = 'https://www.youtube.com/watch?v=trickle';
const READ = '/api/public/classic-levels/list/main';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type Pair = WritePlan['trickle'][number];

export async function createRecord(server: Running, token: string, pair: Pair): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/staff/classic-records/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ level: pair.level, player: pair.player, recordPercentage: 100, link: LINK }),
  });
  await response.text();
  if (response.status !== 201) throw new Error(`record create answered ${response.status}`);
  return performance.now() - started;
}

/** Records created one after another before the feed is read; the trickle takes the pairs after them. */
const SEQUENTIAL = 10;

/** The snapshot's gzip size; records created one at a time; what the feed answers after the last of them. */
export async function feedRow(database: string, server: Running, token: string, plan: WritePlan): Promise<string[]> {
  const snapshot = await fetch(`${server.url}/api/public/snapshot`, { headers: { 'accept-encoding': 'gzip' } });
  const gzipBytes = Number(snapshot.headers.get('content-length'));
  let { position } = (await snapshot.json()) as { position: number };
  const times: number[] = [];
  let text = '';
  // Each record, then the feed since the one before it: what a device that syncs after every record downloads.
  for (const pair of plan.trickle.slice(0, SEQUENTIAL)) {
    times.push(await createRecord(server, token, pair));
    text = await (await fetch(`${server.url}/api/public/changes?since=${position}`)).text();
    position = (JSON.parse(text) as { position: number }).position;
  }
  times.sort((a, b) => a - b);
  const createMs = times[Math.floor(times.length / 2)]!;
  const count = (JSON.parse(text) as { changes: unknown[] }).changes.length;
  return [
    database,
    kib(gzipBytes),
    ms(createMs),
    `${Buffer.byteLength(text).toLocaleString('en')} bytes`,
    `${gzipSync(text).length.toLocaleString('en')} bytes`,
    String(count),
  ];
}

/** The main list read idle, then while a record is created every 500 ms. */
export async function trickleRow(database: string, server: Running, token: string, plan: WritePlan): Promise<string[]> {
  const idle = await load(server.url + READ);
  const latencies: number[] = [];
  let next = SEQUENTIAL;
  let failed = 0;
  const timer = setInterval(() => {
    const pair = plan.trickle[next++];
    if (pair)
      void createRecord(server, token, pair).then(
        (took) => latencies.push(took),
        () => {
          failed += 1;
        },
      );
  }, 500);
  const busy = await load(server.url + READ).finally(() => clearInterval(timer));
  latencies.sort((a, b) => a - b);
  const median = latencies[Math.floor(latencies.length / 2)];
  return [
    database,
    'classic list, main',
    `${idle.p50} ms`,
    `${idle.p99} ms`,
    `${busy.p50} ms`,
    `${busy.p99} ms`,
    `${latencies.length}${failed ? ` (+${failed} failed)` : ''}`,
    median === undefined ? '-' : ms(median),
  ];
}
