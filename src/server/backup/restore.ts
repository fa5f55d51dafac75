/**
 * `npm run cli -- restore --file <file>`: loads a backup (format.ts) into an empty database, of
 * either kind whatever the kind it was taken from, in one transaction: a file that is malformed,
 * truncated or from a newer schema writes nothing, and the error says what and where. Ids and the
 * log's positions are kept, and every sequence continues after the largest restored value. A
 * database that holds a list is refused unless `replace` is given, which empties it first (sign-ins
 * made on it end: the sign-in key goes with it).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database, Tx } from '../db/database';
import { queryRows } from '../db/database';
import { columnsOf, continueSequences } from '../db/columns';
import { BACKUP_FORMAT, BACKUP_TABLES, BackupHeaderSchema, TableLineSchema, type BackupHeader } from './format';
import { migrationTags } from './schema-version';

const BATCH = 1_000;
/** Tables a restore empties with `replace` besides the backup's own: bookkeeping that names the old rows. */
const BOOKKEEPING = ['rate_limits', 'idempotency_keys', 'discord_messages'];

/** A backup that cannot be restored, or a database it may not be restored into: said as is. */
export class RestoreError extends Error {}

export type RestoreOptions = { file: string; replace?: boolean };
export type RestoreSummary = { header: BackupHeader; tables: { name: string; rows: number }[] };

type Table = BackupHeader['tables'][number];

function checkHeader(line: string | undefined): BackupHeader {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line ?? '');
  } catch {
    throw new RestoreError('This is not a backup of the list: its first line is not a backup header.');
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== BACKUP_FORMAT) {
    throw new RestoreError('This is not a backup of the list: its first line is not a backup header.');
  }
  const header = v.safeParse(BackupHeaderSchema, parsed);
  if (!header.success) throw new RestoreError(`The backup's header is not one this version reads: ${header.issues.map((issue) => `${v.getDotPath(issue) ?? 'header'}: ${issue.message}`).join('; ')}.`);
  if (!migrationTags().includes(header.output.schema)) {
    throw new RestoreError(`The backup was made by a newer version of the site (schema ${header.output.schema}): update this one first.`);
  }
  return header.output;
}

async function isEmpty(tx: Tx): Promise<boolean> {
  const holders = BACKUP_TABLES.filter((table) => table.name !== 'server_settings')
    .map((table) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(table.name)})`);
  const [row] = await queryRows<{ used: boolean }>(tx, sql`SELECT ${sql.join(holders, sql` OR `)} AS used`);
  return !row!.used;
}

async function insertBatch(tx: Tx, table: Table, rows: unknown[]): Promise<void> {
  const columns = sql.raw(table.columns.map((column) => `"${column}"`).join(', '));
  await tx.execute(sql`
    INSERT INTO ${sql.identifier(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.identifier(table.name)}, ${JSON.stringify(rows)}::jsonb)`);
}

const parsed = (line: string | undefined): unknown => {
  try {
    return line === undefined ? undefined : JSON.parse(line);
  } catch {
    return undefined;
  }
};

/** Reads `options.file` into the database; answers its header and the rows restored per table. */
export async function restoreBackup(db: Database, options: RestoreOptions): Promise<RestoreSummary> {
  const input = createReadStream(options.file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const failed = new Promise<never>((_, reject) => {
    input.on('error', (error) => reject(new RestoreError(`The backup cannot be read: ${error.message}`)));
    gunzip.on('error', () => reject(new RestoreError('The backup is not a gzip file, or it is cut short.')));
  });
  failed.catch(() => {});
  let lineNumber = 0;
  const next = async (): Promise<string | undefined> => {
    const result = await Promise.race([lines.next(), failed]).catch((error: unknown) => {
      throw error instanceof RestoreError ? error : new RestoreError('The backup is not a gzip file, or it is cut short.');
    });
    if (result.done) return undefined;
    lineNumber += 1;
    return result.value;
  };
  try {
    const header = checkHeader(await next());
    return await db.transaction(async (tx) => {
      if (!(await isEmpty(tx))) {
        if (!options.replace) throw new RestoreError('This database already holds a list: restore into an empty one, or give --replace to empty it first.');
        const all = [...BACKUP_TABLES.map((table) => table.name), ...BOOKKEEPING].map((name) => sql.identifier(name));
        // The log refuses to be emptied, but for the whole list's replacement by a backup of it.
        await tx.execute(sql`ALTER TABLE change_log DISABLE TRIGGER change_log_no_truncate`);
        await tx.execute(sql`TRUNCATE ${sql.join(all, sql`, `)} RESTART IDENTITY CASCADE`);
        await tx.execute(sql`ALTER TABLE change_log ENABLE TRIGGER change_log_no_truncate`);
      }
      // The backup's settings replace those of the empty database; its sign-in key stays.
      await tx.execute(sql`DELETE FROM server_settings WHERE key <> 'jwt_secret'`);
      const restored = [];
      for (const table of header.tables) {
        const known = new Set((await columnsOf(tx, table.name)).map((column) => column.name));
        const unknown = table.columns.filter((column) => !known.has(column));
        if (unknown.length) throw new RestoreError(`The backup's ${table.name} have columns this version does not know: ${unknown.join(', ')}.`);
        const named = v.safeParse(TableLineSchema, parsed(await next()));
        if (!named.success || named.output.table !== table.name) throw new RestoreError(`Line ${lineNumber}: expected the start of ${table.name}; the backup is cut short or out of order.`);
        let batch: unknown[] = [];
        for (let count = 0; count < table.rows; count += 1) {
          const line = await next();
          if (line === undefined) throw new RestoreError(`The backup ends in ${table.name} after ${count} of ${table.rows} rows: it is cut short.`);
          let row: unknown;
          try {
            row = JSON.parse(line);
          } catch {
            throw new RestoreError(`Line ${lineNumber} (${table.name}) is not a row: it is not JSON.`);
          }
          if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new RestoreError(`Line ${lineNumber} (${table.name}) is not a row.`);
          batch.push(row);
          if (batch.length === BATCH) {
            await insertBatch(tx, table, batch);
            batch = [];
          }
        }
        if (batch.length) await insertBatch(tx, table, batch);
        await continueSequences(tx, table.name);
        restored.push({ name: table.name, rows: table.rows });
      }
      if ((await next()) !== undefined) throw new RestoreError(`Line ${lineNumber}: the backup goes on after its last table.`);
      return { header, tables: restored };
    });
  } finally {
    input.destroy();
  }
}
