/**
 * What the database says of a table's columns, in order: their names, and which a sequence fills
 * (serial or identity); and those sequences moved past rows written with their ids given.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './database';

export type Column = { name: string; sequenced: boolean };

export const columnsOf = (tx: Tx, table: string): Promise<Column[]> =>
  queryRows(
    tx,
    sql`
  SELECT column_name AS name, (column_default LIKE 'nextval(%' OR is_identity = 'YES') AS sequenced
  FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  );

/** Every sequence of `table` continues after the largest value in its column (rows were written with their ids). */
export async function continueSequences(tx: Tx, table: string): Promise<void> {
  for (const column of (await columnsOf(tx, table)).filter((found) => found.sequenced)) {
    await tx.execute(sql`
      SELECT setval(pg_get_serial_sequence(${table}, ${column.name}), COALESCE((SELECT max(${sql.identifier(column.name)}) FROM ${sql.identifier(table)}), 0) + 1, false)`);
  }
}
