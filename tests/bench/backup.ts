/**
 * `npm run bench:api -- --backup`: a backup of the benchmark data set (20,000 players, 200,000
 * records) exported from PGlite, restored into a new PGlite folder and, when reachable, into a new
 * PostgreSQL database, then exported again from PostgreSQL. Each step runs in a process of its own,
 * as `npm run cli` would, which reports its time and its peak resident memory (PGlite included);
 * the table also gives the file's size.
 */
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { exportBackup } from '../../src/server/backup/export';
import { restoreBackup } from '../../src/server/backup/restore';
import { openDatabase } from '../../src/server/db/database';
import { ms } from './measure';

export const BACKUP_HEADER = ['step', 'time', 'file', 'peak RSS', 'rows'];

type Target = { dataDir: string } | { databaseUrl: string };
type StepResult = { ms: number; maxRssKb: number; rows: number };

const here = fileURLToPath(import.meta.url);
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

/** In the step's own process: opens the target, runs the export or restore, prints what it took. */
async function runStep(step: 'export' | 'restore', target: Target, file: string): Promise<StepResult> {
  const handle = await openDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, dataDir: '' } : { dataDir: target.dataDir },
  );
  try {
    const started = performance.now();
    const { tables } = step === 'export' ? await exportBackup(handle, { out: file }) : await restoreBackup(handle.db, { file });
    const took = performance.now() - started;
    return { ms: took, maxRssKb: process.resourceUsage().maxRSS, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
  } finally {
    await handle.close();
  }
}

async function inChild(step: 'export' | 'restore', target: Target, file: string): Promise<StepResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', here, step, JSON.stringify(target), file], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as StepResult;
}

/** The rows of BACKUP_HEADER for the data set in `dataDir`; `postgres` is a new empty database, or null when none is reachable. */
export async function backupRows(dataDir: string, temp: string, postgres: string | null): Promise<string[][]> {
  const file = join(temp, 'bench.backup.gz');
  const row = (name: string, result: StepResult, written?: string) => [
    name,
    ms(result.ms),
    written ? `${(statSync(written).size / 1024 / 1024).toFixed(1)} MB` : '-',
    mb(result.maxRssKb),
    result.rows.toLocaleString('en'),
  ];
  const rows = [row('export from PGlite', await inChild('export', { dataDir }, file), file)];
  rows.push(row('restore into PGlite (new folder)', await inChild('restore', { dataDir: join(temp, 'restored-pglite') }, file)));
  if (!postgres) return [...rows, ['restore into PostgreSQL', 'not reachable', '-', '-', '-']];
  rows.push(row('restore into PostgreSQL (new database)', await inChild('restore', { databaseUrl: postgres }, file)));
  const again = join(temp, 'bench-again.backup.gz');
  rows.push(row('export from PostgreSQL', await inChild('export', { databaseUrl: postgres }, again), again));
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === here) {
  const [step, target, file] = process.argv.slice(2);
  if ((step !== 'export' && step !== 'restore') || !target || !file)
    throw new Error('usage: backup.ts export|restore <target JSON> <file>');
  console.log(JSON.stringify(await runStep(step, JSON.parse(target) as Target, file)));
}
