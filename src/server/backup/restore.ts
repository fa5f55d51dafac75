/**
 * `npm run cli -- restore --file <file>`: loads a backup (format.ts) into an empty database, of
 * either kind whatever the kind it was taken from, in one transaction. The file is read through once
 * before the transaction (read.ts): a file that is malformed, truncated, changed after it was written
 * or from a newer schema touches no database, and the error says what and where. Ids and the log's
 * positions are kept, and every sequence continues after the largest restored value. A database that
 * holds a list is refused unless `replace` is given, which empties it first (sign-ins made on it end:
 * the sign-in key goes with it). A row the database refuses rolls everything back and is told by its
 * table and the SQLSTATE, never by the driver's words, which quote the rows (db/errors.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { queryRows } from '../db/database';
import { columnsOf, continueSequences } from '../db/columns';
import { safeErrorText, sqlState } from '../db/errors';
import { BACKUP_TABLES, type BackupHeader } from './format';
import { checkBackup, readBackup, type BackupTable } from './read';
import { RestoreError } from './restore-error';

export { RestoreError };

const BATCH = 1_000;
/** Tables a restore empties with `replace` besides the backup's own: bookkeeping that names the old rows. */
const BOOKKEEPING = ['rate_limits', 'idempotency_keys', 'discord_messages'];

export type RestoreOptions = { file: string; replace?: boolean };
export type RestoreSummary = { header: BackupHeader; tables: { name: string; rows: number }[] };

async function isEmpty(tx: Tx): Promise<boolean> {
  const holders = BACKUP_TABLES.filter((table) => table.name !== 'server_settings').map(
    (table) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(table.name)})`,
  );
  const [row] = await queryRows<{ used: boolean }>(tx, sql`SELECT ${sql.join(holders, sql` OR `)} AS used`);
  return !row!.used;
}

async function empty(tx: Tx): Promise<void> {
  const all = [...BACKUP_TABLES.map((table) => table.name), ...BOOKKEEPING].map((name) => sql.identifier(name));
  // The log refuses to be emptied, but for the whole list's replacement by a backup of it.
  await tx.execute(sql`ALTER TABLE change_log DISABLE TRIGGER change_log_no_truncate`);
  await tx.execute(sql`TRUNCATE ${sql.join(all, sql`, `)} RESTART IDENTITY CASCADE`);
  await tx.execute(sql`ALTER TABLE change_log ENABLE TRIGGER change_log_no_truncate`);
}

type Batch = { table: BackupTable; rows: unknown[]; firstLine: number; lastLine: number };

async function insertBatch(tx: Tx, { table, rows, firstLine, lastLine }: Batch): Promise<void> {
  const columns = sql.raw(table.columns.map((column) => `"${column}"`).join(', '));
  try {
    await tx.execute(sql`
      INSERT INTO ${sql.identifier(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
      SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.identifier(table.name)}, ${JSON.stringify(rows)}::jsonb)`);
  } catch (error) {
    if (sqlState(error) === undefined) throw error;
    // Not the error itself, nor as a cause: its message and fields carry the batch's rows.
    throw new RestoreError(
      `The database refused the backup's ${table.name} (lines ${firstLine}–${lastLine}), so nothing was restored. ${safeErrorText(error)}`,
    );
  }
}

/** Reads `options.file` into the database; answers its header and the rows restored per table. */
export async function restoreBackup(db: Database, options: RestoreOptions): Promise<RestoreSummary> {
  await checkBackup(options.file);
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) {
      if (!options.replace)
        throw new RestoreError('This database already holds a list: restore into an empty one, or give --replace to empty it first.');
      await empty(tx);
    }
    // The backup's settings replace those of the empty database; its sign-in key stays.
    await tx.execute(sql`DELETE FROM server_settings WHERE key <> 'jwt_secret'`);
    let header: BackupHeader | undefined;
    const restored: RestoreSummary['tables'] = [];
    let batch: Batch | null = null;
    // Read again, and checked again: a file changed since the first reading is refused at its end, and all of this rolled back.
    for await (const item of readBackup(options.file)) {
      if (item.kind === 'header') header = item.header;
      else if (item.kind === 'table') {
        const known = new Set((await columnsOf(tx, item.table.name)).map((column) => column.name));
        const unknown = item.table.columns.filter((column) => !known.has(column));
        if (unknown.length)
          throw new RestoreError(`The backup's ${item.table.name} have columns this version does not know: ${unknown.join(', ')}.`);
      } else if (item.kind === 'row') {
        batch ??= { table: item.table, rows: [], firstLine: item.line, lastLine: item.line };
        batch.rows.push(item.row);
        batch.lastLine = item.line;
        if (batch.rows.length === BATCH) {
          await insertBatch(tx, batch);
          batch = null;
        }
      } else {
        if (batch) await insertBatch(tx, batch);
        batch = null;
        await continueSequences(tx, item.table.name);
        restored.push({ name: item.table.name, rows: item.table.rows });
      }
    }
    return { header: header!, tables: restored };
  });
}
