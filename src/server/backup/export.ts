/**
 * `npm run cli -- export --out <file>`: the whole list as one backup file (format.ts), read in one
 * read-only REPEATABLE READ transaction, so the file is the database as it stood at one moment while
 * the site goes on writing. Rows are read a batch at a time and streamed through gzip to a file beside
 * the target, which is renamed into place once complete: a failed export leaves no half file behind.
 * Every byte written goes through a SHA-256 too, which the last line carries (format.ts).
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Tx } from '../db/database';
import { queryRows } from '../db/database';
import { columnsOf } from '../db/columns';
import { BACKUP_FORMAT, BACKUP_TABLES, BACKUP_VERSION, type BackupHeader, type EndLine } from './format';
import { lastMigration } from './schema-version';

const BATCH = 2_000;

export type ExportOptions = { out: string; passwordHashes?: boolean };
export type ExportSummary = { file: string; bytes: number; tables: { name: string; rows: number }[] };

type Table = (typeof BACKUP_TABLES)[number];

const leftOut = (table: Table, passwordHashes: boolean): readonly string[] => ('secret' in table && !passwordHashes ? table.secret : []);
const rowFilter = (table: Table) => sql.raw('skipRows' in table ? `WHERE NOT (${table.skipRows})` : '');

async function backedUpColumns(tx: Tx, table: Table, passwordHashes: boolean): Promise<string[]> {
  const skipped = leftOut(table, passwordHashes);
  return (await columnsOf(tx, table.name)).map((column) => column.name).filter((name) => !skipped.includes(name));
}

/** The table's rows in key order, a batch at a time, each batch after the last key read (no rescans, however large). */
async function* rowsOf(tx: Tx, table: Table, passwordHashes: boolean): AsyncGenerator<unknown> {
  const minus = sql.raw(
    leftOut(table, passwordHashes)
      .map((column) => ` - '${column}'`)
      .join(''),
  );
  const key = sql.raw(`(${table.key.map((column) => `t."${column}"`).join(', ')})`);
  const skip = 'skipRows' in table ? sql.raw(`NOT (${table.skipRows})`) : sql`true`;
  let after: unknown[] | null = null;
  for (;;) {
    const past = after
      ? sql`${key} > (${sql.join(
          after.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : sql`true`;
    const rows: { row: Record<string, unknown> }[] = await queryRows(
      tx,
      sql`
      SELECT to_jsonb(t)${minus} AS row FROM ${sql.identifier(table.name)} t WHERE ${skip} AND ${past}
      ORDER BY ${key} LIMIT ${BATCH}`,
    );
    for (const { row } of rows) yield row;
    if (rows.length < BATCH) return;
    const last = rows.at(-1)!.row;
    after = table.key.map((column) => last[column]);
  }
}

/** Writes the backup of `handle`'s database to `options.out`; answers what it wrote. */
export async function exportBackup(
  handle: Pick<DatabaseHandle, 'kind'> & { db: Database },
  options: ExportOptions,
): Promise<ExportSummary> {
  const passwordHashes = options.passwordHashes ?? false;
  const partial = `${options.out}.partial`;
  const gzip = createGzip();
  const file = createWriteStream(partial);
  const finished = once(file, 'close');
  gzip.pipe(file);
  const check = createHash('sha256');
  const write = async (line: unknown, checked = true) => {
    const text = `${JSON.stringify(line)}\n`;
    if (checked) check.update(text);
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    const tables = await handle.db.transaction(
      async (tx) => {
        const counted = [];
        for (const table of BACKUP_TABLES) {
          const [count] = await queryRows<{ rows: number | string }>(
            tx,
            sql`SELECT count(*) AS rows FROM ${sql.identifier(table.name)} ${rowFilter(table)}`,
          );
          counted.push({ name: table.name, columns: await backedUpColumns(tx, table, passwordHashes), rows: Number(count!.rows) });
        }
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          source: handle.kind,
          schema: lastMigration(),
          passwordHashes,
          tables: counted,
        };
        await write(header);
        let total = 0;
        for (const [index, table] of BACKUP_TABLES.entries()) {
          await write({ table: table.name });
          let rows = 0;
          for await (const row of rowsOf(tx, table, passwordHashes)) {
            await write(row);
            rows += 1;
          }
          // One snapshot answers both reads; a file whose header disagreed with its rows would be refused by every restore.
          if (rows !== counted[index]!.rows)
            throw new Error(`The export counted ${counted[index]!.rows} rows of ${table.name} but read ${rows}.`);
          total += rows;
        }
        const end: EndLine = { end: { sha256: check.digest('hex'), rows: total } };
        await write(end, false);
        return counted;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await finished;
    await rename(partial, options.out);
    return { file: options.out, bytes: (await stat(options.out)).size, tables: tables.map(({ name, rows }) => ({ name, rows })) };
  } catch (error) {
    gzip.destroy();
    file.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
