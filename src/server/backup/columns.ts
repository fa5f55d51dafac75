/** What the database says of a table's columns, in order: their names, and which a sequence fills (serial or identity). */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/database';

export type Column = { name: string; sequenced: boolean };

export const columnsOf = (tx: Tx, table: string): Promise<Column[]> => queryRows(tx, sql`
  SELECT column_name AS name, (column_default LIKE 'nextval(%' OR is_identity = 'YES') AS sequenced
  FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`);
