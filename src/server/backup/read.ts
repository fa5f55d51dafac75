/**
 * A backup file (format.ts) read as it streams, with every check a file can fail without a database:
 * gzip, the header, each table's line and rows against the header's counts, the integrity check of
 * version 2. A restore reads the file twice (decision 019): once to check it before any transaction,
 * once inside the transaction to insert what this yields, checked again so that a file changed in
 * between is still refused, with the transaction rolled back.
 *
 * A file whose check does not match is told as such even when its rows are also out of place: the
 * check explains the rest. So a misplaced line is remembered, the rest of the file only hashed, and
 * the verdict given at its end; a header this version cannot read stops at once.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupHeaderSchema,
  EndLineSchema,
  TableLineSchema,
  type BackupHeader,
  type EndLine,
} from './format';
import { linesOf } from './lines';
import { RestoreError } from './restore-error';
import { migrationTags } from './schema-version';

export type BackupTable = BackupHeader['tables'][number];
export type BackupItem =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: BackupTable }
  | { kind: 'row'; table: BackupTable; row: Record<string, unknown>; line: number }
  /** All the table's rows have been read (right after its line when it has none). */
  | { kind: 'table-done'; table: BackupTable };

const CHANGED = "The backup's content does not match its integrity check: it was changed or damaged after it was written.";
const NOT_A_BACKUP = 'This is not a backup of the list: its first line is not a backup header.';
const NEWLINE = Buffer.from('\n');

const rowsOf = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
const follow = (count: number) => (count === 0 ? 'none follow' : `${count} ${count === 1 ? 'follows' : 'follow'}`);
const countsDisagree = (table: BackupTable, found: number) =>
  `The backup's header says ${table.name} has ${rowsOf(table.rows)}, but ${follow(found)}.`;

function checkHeader(line: Buffer | undefined): BackupHeader {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line?.toString('utf8') ?? '');
  } catch {
    throw new RestoreError(NOT_A_BACKUP);
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== BACKUP_FORMAT)
    throw new RestoreError(NOT_A_BACKUP);
  const version = (parsed as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    throw new RestoreError(`The backup was made by a newer version of the site (backup version ${version}): update this one first.`);
  }
  const header = v.safeParse(BackupHeaderSchema, parsed);
  if (!header.success)
    throw new RestoreError(
      `The backup's header is not one this version reads: ${header.issues.map((issue) => `${v.getDotPath(issue) ?? 'header'}: ${issue.message}`).join('; ')}.`,
    );
  if (!migrationTags().includes(header.output.schema)) {
    throw new RestoreError(`The backup was made by a newer version of the site (schema ${header.output.schema}): update this one first.`);
  }
  return header.output;
}

type Check = EndLine['end'];
type Parsed =
  | { kind: 'table'; name: string }
  | { kind: 'end'; check: Check | null }
  | { kind: 'row'; row: Record<string, unknown> }
  | { kind: 'not-json' }
  | { kind: 'not-object' };

function parse(line: Buffer): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(line.toString('utf8'));
  } catch {
    return { kind: 'not-json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'not-object' };
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'table') {
    const named = v.safeParse(TableLineSchema, value);
    return { kind: 'table', name: named.success ? named.output.table : '' };
  }
  if (keys.length === 1 && keys[0] === 'end') {
    const end = v.safeParse(EndLineSchema, value);
    return { kind: 'end', check: end.success ? end.output.end : null };
  }
  return { kind: 'row', row: value as Record<string, unknown> };
}

/**
 * Where the reading is in the header's tables: the table being read or the next one expected, and
 * the first thing out of place (after which lines are only hashed).
 */
class Cursor {
  phase: 'table' | 'rows' | 'extra' | 'after' | 'done' | 'stopped';
  index = 0;
  /** Rows read of the table (phase 'rows'), or all that follow its line (phase 'extra'). */
  count = 0;
  total = 0;
  check: Check | null = null;
  problem: string | undefined;

  constructor(readonly header: BackupHeader) {
    this.phase = header.tables.length ? 'table' : 'after';
  }

  private get table(): BackupTable {
    return this.header.tables[this.index]!;
  }

  private fail(message: string): void {
    this.problem = message;
    this.phase = 'stopped';
  }

  /** After a table's last row (or its line, with none): the next table's line, or what ends the file. */
  private finishTable(items: BackupItem[]): void {
    items.push({ kind: 'table-done', table: this.table });
    this.index += 1;
    this.phase = this.index < this.header.tables.length ? 'table' : 'after';
  }

  /** A row where the previous table's rows should have ended: counted until something else comes. */
  private surplus(): void {
    this.index -= 1;
    this.count = this.table.rows + 1;
    this.phase = 'extra';
  }

  /** The items line `number` makes. */
  step(parsed: Parsed, number: number): BackupItem[] {
    const items: BackupItem[] = [];
    switch (this.phase) {
      case 'table':
        if (parsed.kind === 'table' && parsed.name === this.table.name) {
          items.push({ kind: 'table', table: this.table });
          this.count = 0;
          if (this.table.rows === 0) this.finishTable(items);
          else this.phase = 'rows';
        } else if (parsed.kind === 'row' && this.index > 0) this.surplus();
        else this.fail(`Line ${number}: expected the start of ${this.table.name}; the backup is out of order.`);
        break;
      case 'rows':
        if (parsed.kind === 'row') {
          this.count += 1;
          this.total += 1;
          items.push({ kind: 'row', table: this.table, row: parsed.row, line: number });
          if (this.count === this.table.rows) this.finishTable(items);
        } else if (parsed.kind === 'table' || parsed.kind === 'end') this.fail(countsDisagree(this.table, this.count));
        else this.fail(`Line ${number} (${this.table.name}) is not a row${parsed.kind === 'not-json' ? ': it is not JSON' : ''}.`);
        break;
      case 'extra':
        if (parsed.kind === 'row') this.count += 1;
        else this.fail(countsDisagree(this.table, this.count));
        break;
      case 'after':
        if (parsed.kind === 'row' && this.index > 0) this.surplus();
        else if (this.header.version === 1 || parsed.kind !== 'end') this.fail(`Line ${number}: the backup goes on after its last table.`);
        else if (!parsed.check) this.fail(`Line ${number}: the backup's integrity check is not one this version reads.`);
        else {
          this.check = parsed.check;
          this.phase = 'done';
        }
        break;
      case 'done':
        this.fail(`Line ${number}: the backup goes on after its integrity check.`);
        break;
      case 'stopped':
        break;
    }
    return items;
  }

  /** What is wrong with the file, once it has ended. */
  verdict(): string | undefined {
    switch (this.phase) {
      case 'stopped':
        return this.problem;
      case 'rows':
        return `The backup ends in ${this.table.name} after ${this.count} of ${rowsOf(this.table.rows)}: it is cut short.`;
      case 'table':
        return `The backup ends before the start of ${this.table.name}: it is cut short.`;
      case 'extra':
        return countsDisagree(this.table, this.count);
      case 'after':
        return this.header.version === 1
          ? undefined
          : 'The backup ends after its last table, without its integrity check: it is cut short.';
      case 'done':
        return this.check!.rows === this.total
          ? undefined
          : `The backup's integrity check counts ${rowsOf(this.check!.rows)}, but ${follow(this.total)}.`;
    }
  }
}

/** The backup's items in file order; throws a RestoreError for the first thing wrong with it (at the file's end, unless its header is). */
export async function* readBackup(file: string): AsyncGenerator<BackupItem> {
  const lines = linesOf(file);
  try {
    const first = await lines.next();
    const header = checkHeader(first.done ? undefined : first.value);
    yield { kind: 'header', header };
    const cursor = new Cursor(header);
    const hash = createHash('sha256').update(first.value!).update(NEWLINE);
    // An end line stays out of the hash until another line follows it: the check is over the lines before the last.
    let held: { line: Buffer; check: Check | null } | null = null;
    let number = 1;
    for await (const line of lines) {
      number += 1;
      if (held) hash.update(held.line).update(NEWLINE);
      held = null;
      const parsed = parse(line);
      if (parsed.kind === 'end') held = { line: Buffer.from(line), check: parsed.check };
      else hash.update(line).update(NEWLINE);
      yield* cursor.step(parsed, number);
    }
    if (header.version !== 1 && held?.check && held.check.sha256 !== hash.digest('hex')) throw new RestoreError(CHANGED);
    const problem = cursor.verdict();
    if (problem !== undefined) throw new RestoreError(problem);
  } finally {
    await lines.return(undefined);
  }
}

/** Reads the whole file without a database: its header, or the RestoreError of what is wrong with it. */
export async function checkBackup(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const item of readBackup(file)) if (item.kind === 'header') header = item.header;
  return header!;
}
