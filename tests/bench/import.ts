/**
 * `npm run bench:api -- --import`: the benchmark data set (20,000 players, 200,000 records) served
 * by the real server (PGlite, a child process) and imported from it, as `npm run cli -- import`
 * does, into a new PGlite folder and, when reachable, a new PostgreSQL database; then imported
 * again into that database with nothing changed on the source (every answer read and compared).
 * Then the same data set served in the 2024 format, as the 2024 product's Java code answers
 * (tests/support/tmdl-2024: ObjectIds, whole profiles in the player list, 500s for levels without a
 * first victor, whose records come from the pages), imported the same three ways.
 * Each import runs in a process of its own, which reports its time and its peak resident memory.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../../src/server/db/database';
import { plainWriter } from '../../src/server/db/write';
import { importList } from '../../src/server/import/run';
import { ms } from './measure';
import { modelFromDatabase } from '../support/tmdl-2024/from-database';
import type { Tmdl2024Model } from '../support/tmdl-2024/model';

export const IMPORT_HEADER = ['step', 'time', 'peak RSS', 'players', 'records', 'points differing'];

type Target = { dataDir: string } | { databaseUrl: string };
type StepResult = { ms: number; maxRssKb: number; players: number; records: number; differing: number };

const here = fileURLToPath(import.meta.url);
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

async function runStep(from: string, target: Target): Promise<StepResult> {
  const handle = await openDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, dataDir: '' } : { dataDir: target.dataDir },
  );
  try {
    const started = performance.now();
    const summary = await importList(plainWriter(handle), { from });
    const took = performance.now() - started;
    const players = summary.players.added + summary.players.changed + summary.players.unchanged;
    const records =
      summary.lists.classic.records.added +
      summary.lists.platformer.records.added +
      summary.lists.classic.records.unchanged +
      summary.lists.platformer.records.unchanged;
    return {
      ms: took,
      maxRssKb: process.resourceUsage().maxRSS,
      players,
      records,
      differing: summary.points.players.length + summary.points.regions.length,
    };
  } finally {
    await handle.close();
  }
}

async function inChild(from: string, target: Target): Promise<StepResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', here, from, JSON.stringify(target)], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as StepResult;
}

/**
 * The rows of IMPORT_HEADER, importing from the server at `from` (`what` names it in each row);
 * `postgres` is a new empty database, or null when none is reachable.
 */
export async function importRows(from: string, temp: string, postgres: string | null, what = ''): Promise<string[][]> {
  const row = (name: string, result: StepResult) => [
    `${name}${what}`,
    ms(result.ms),
    mb(result.maxRssKb),
    result.players.toLocaleString('en'),
    result.records.toLocaleString('en'),
    String(result.differing),
  ];
  const rows = [
    row('import into PGlite (new folder)', await inChild(from, { dataDir: join(temp, `imported-pglite${what ? '-2024' : ''}`) })),
  ];
  if (!postgres) return [...rows, [`import into PostgreSQL${what}`, 'not reachable', '-', '-', '-', '-']];
  rows.push(row('import into PostgreSQL (new database)', await inChild(from, { databaseUrl: postgres })));
  rows.push(row('import again into PostgreSQL (nothing changed)', await inChild(from, { databaseUrl: postgres })));
  return rows;
}

/** The data set in the PGlite folder `dataDir` as the 2024 site holds it (read while no server owns the folder). */
export async function model2024Of(dataDir: string): Promise<Tmdl2024Model> {
  const handle = await openDatabase({ dataDir });
  try {
    return await modelFromDatabase(handle.db);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === here) {
  const [from, target] = process.argv.slice(2);
  if (!from || !target) throw new Error('usage: import.ts <source address> <target JSON>');
  console.log(JSON.stringify(await runStep(from, JSON.parse(target) as Target)));
}
