/**
 * A backup file: gzip-compressed JSON lines. The first line is the header (what made it, when, the
 * schema's last migration, and each table with its columns and row count); then, table by table in
 * the header's order, a line naming the table and one line per row (an object of column → value as
 * PostgreSQL's to_jsonb writes it, which jsonb_populate_recordset reads back on either database).
 * Since version 2 a last line carries the integrity check: the SHA-256 of every byte before it and
 * the number of rows. Version 1 files have none and still restore (decision 019).
 *
 * Everything but secrets (claims of imported players included): the sign-in key (server_settings' jwt_secret) and, unless asked for, the
 * password hashes stay out, as do what is only a process's bookkeeping (rate limits, idempotency
 * keys) and the Discord queue (restoring it would post old messages again).
 */
import * as v from 'valibot';

export const BACKUP_FORMAT = 'moroccan-list-backup';
export const BACKUP_VERSION = 2;
/** Every version a restore reads: 1 has no integrity check. */
const READ_VERSIONS = [1, BACKUP_VERSION] as const;

/**
 * The tables a backup holds, parents before children (the order a restore inserts them in), each
 * with the columns a backup leaves out, its key (the export's order) and the rows it leaves out.
 */
export const BACKUP_TABLES = [
  { name: 'regions', key: ['id'] },
  { name: 'players', key: ['id'], secret: ['password_hash'] },
  { name: 'levels', key: ['type', 'id'] },
  { name: 'records', key: ['id'] },
  { name: 'submissions', key: ['id'] },
  { name: 'submission_notes', key: ['id'] },
  { name: 'sanctions', key: ['id'] },
  { name: 'player_claims', key: ['id'] },
  { name: 'notifications', key: ['id'] },
  { name: 'change_log', key: ['position'] },
  { name: 'server_settings', key: ['key'], skipRows: "key = 'jwt_secret'" },
  { name: 'imported_ids', key: ['kind', 'source_id'] },
] as const satisfies readonly { name: string; key: readonly string[]; secret?: readonly string[]; skipRows?: string }[];

export type BackupTableName = (typeof BACKUP_TABLES)[number]['name'];

const TableSchema = v.object({
  name: v.picklist(BACKUP_TABLES.map((table) => table.name)),
  columns: v.array(v.string()),
  rows: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const BackupHeaderSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.picklist(READ_VERSIONS),
  createdAt: v.string(),
  /** The database it was taken from: pglite or postgres. */
  source: v.picklist(['pglite', 'postgres']),
  /** The last migration of the schema it was taken from. */
  schema: v.string(),
  /** Whether the players' password hashes are in it. */
  passwordHashes: v.boolean(),
  tables: v.array(TableSchema),
});
export type BackupHeader = v.InferOutput<typeof BackupHeaderSchema>;

/** The line that starts a table's rows. */
export const TableLineSchema = v.object({ table: v.picklist(BACKUP_TABLES.map((table) => table.name)) });

/** The last line since version 2: the SHA-256 (hex) of every byte of the lines before it, and how many rows they hold. */
export const EndLineSchema = v.strictObject({
  end: v.strictObject({ sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), rows: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});
export type EndLine = v.InferOutput<typeof EndLineSchema>;
