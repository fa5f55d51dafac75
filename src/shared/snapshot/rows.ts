/**
 * A snapshot row's columns by name. The wire carries each row as an array (200,000 records stay a
 * few megabytes); a row kind is described once, as its columns in wire order with each one's schema,
 * and this codec turns a row into an object of named fields and back. It is the one place that knows
 * where a column sits: every reader and writer of the snapshot goes through it.
 */
import * as v from 'valibot';

/** A row kind's columns, in their wire order: name and schema. */
type Columns = Record<string, v.GenericSchema>;

/** A row as the wire carries it: its columns' values, in order. */
export type Row = readonly unknown[];

/** A row's fields, by the names of its columns. */
export type RowFields<C extends Columns> = { -readonly [K in keyof C]: v.InferOutput<C[K]> };

export type RowCodec<C extends Columns> = {
  /** The schema of the wire's row: an array with each column's value, checked by the column's schema. */
  schema: v.GenericSchema<Row>;
  read(row: Row): RowFields<C>;
  write(fields: RowFields<C>): Row;
};

/** The fields a codec reads. */
export type FieldsOf<T> = T extends RowCodec<infer C> ? RowFields<C> : never;

export function rowCodec<const C extends Columns>(columns: C): RowCodec<C> {
  const names = Object.keys(columns);
  return {
    schema: v.tuple(Object.values(columns)) as unknown as v.GenericSchema<Row>,
    read(row) {
      const fields: Record<string, unknown> = {};
      for (let at = 0; at < names.length; at += 1) fields[names[at]!] = row[at];
      return fields as RowFields<C>;
    },
    write(fields) {
      return names.map((name) => fields[name]);
    },
  };
}
