/**
 * `npm run cli -- <command>`: account administration on the database the server is configured with
 * (DATABASE_URL, or embedded PGlite in DATA_DIR). The input is checked before the database is opened;
 * any failure prints one plain line and exits with status 1.
 * On PostgreSQL the change is announced to every running server in its own transaction. An embedded
 * PGlite folder belongs to one process: when a server owns it, the command is handed to that server,
 * which runs it on its own database and read models; otherwise the command line opens the folder.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { LoginSchema } from '../shared/schemas/input/sign-in';
import { UsernameSchema } from '../shared/schemas/input/players';
import { AdminError, createUser, grantStaff, revokeStaff, setPassword, signOutEverywhere, type Who } from './auth/admin';
import { exportBackup } from './backup/export';
import { restoreBackup } from './backup/restore';
import { importReport } from './import/report';
import { importList } from './import/run';
import { progressOn } from './import/progress';
import { openDatabase, type DatabaseHandle } from './db/database';
import { safeErrorText } from './db/errors';
import { askOwner } from './db/folder-owner';
import { plainWriter, type Writer } from './db/write';
import { loadConfig } from './env';

export { createUser, grantStaff, revokeStaff, setPassword, AdminError };

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-user --email E --username U --password P [--staff] [--inactive]
                               Create a player who signs in with email and password.
  set-password --email E --password P
                               Set a player's password; their sessions end everywhere.
  grant-staff --email E | --username U
                               Make a player staff.
  revoke-staff --email E | --username U
                               Take staff rights away; their sessions end everywhere.
  sign-out-everywhere EMAIL | --email E | --username U
                               End every session of a player, on every device and every
                               instance: each earlier token is refused from its next request.
  export --out FILE [--with-password-hashes]
                               Write a backup of the whole list (levels, records, players, regions,
                               submissions with notes, sanctions, the log, settings) to FILE, as it
                               stands at one moment, while the site runs. Secrets stay out: the
                               sign-in key, and the password hashes unless asked for.
  restore --file FILE [--replace]
                               Load a backup into an empty database (of either kind), in one go;
                               --replace empties a database that holds a list first.
  import --from ADDRESS [--time-limit MINUTES]
                               Read the whole list of a site that speaks the 2024 API (levels, records,
                               players with avatars, regions, staff names) and write it into an
                               empty database, in one go; run again later, it brings only what
                               changed there. Prints what it did and whose points differ from the
                               source's. Reading stops after MINUTES (default 30).
  help                         Show this text.

Passwords need at least 8 characters. The database is the server's: DATABASE_URL, or DATA_DIR (default ./data).`;

/** Bad input: shown as is, with no database opened. */
export class CliError extends Error {}

const PasswordSchema = v.pipe(
  v.string('--password is required'),
  v.minLength(8, 'password must be at least 8 characters'),
  v.maxLength(200, 'password must be at most 200 characters'),
);
const Flag = v.optional(v.boolean(), false);

const CreateUserSchema = v.object({
  email: LoginSchema.entries.email,
  username: UsernameSchema,
  password: PasswordSchema,
  staff: Flag,
  inactive: Flag,
});
const SetPasswordSchema = v.object({ email: LoginSchema.entries.email, password: PasswordSchema });
const WhoSchema = v.union(
  [v.strictObject({ email: LoginSchema.entries.email }), v.strictObject({ username: UsernameSchema })],
  'give either --email or --username',
);

export type Command =
  | { name: 'help' }
  | ({ name: 'create-user' } & v.InferOutput<typeof CreateUserSchema>)
  | ({ name: 'set-password' } & v.InferOutput<typeof SetPasswordSchema>)
  | { name: 'grant-staff' | 'revoke-staff' | 'sign-out-everywhere'; who: Who }
  | { name: 'export'; out: string; passwordHashes: boolean }
  | { name: 'restore'; file: string; replace: boolean }
  | { name: 'import'; from: string; timeLimitMinutes?: number };

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const OPTIONS = {
  'create-user': { email: text, username: text, password: text, staff: flag, inactive: flag },
  'set-password': { email: text, password: text },
  'grant-staff': { email: text, username: text },
  'revoke-staff': { email: text, username: text },
  'sign-out-everywhere': { email: text, username: text },
  export: { out: text, 'with-password-hashes': flag },
  restore: { file: text, replace: flag },
  import: { from: text, 'time-limit': text },
} as const;

const FileSchema = (option: string) =>
  v.pipe(
    v.string(`--${option} is required`),
    v.minLength(1, `--${option} is required`),
    v.transform((path) => resolve(path)),
  );
const ExportSchema = v.object({ out: FileSchema('out'), 'with-password-hashes': Flag });
const RestoreSchema = v.object({ file: FileSchema('file'), replace: Flag });
const ImportSchema = v.object({
  from: v.pipe(v.string('--from is required'), v.url('--from must be the address of a site, such as https://list.example.org')),
  'time-limit': v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, '--time-limit must be a whole number of minutes'),
      v.transform(Number),
      v.minValue(1, '--time-limit must be at least 1 minute'),
      v.maxValue(1440, '--time-limit must be at most 1440 minutes (a day)'),
    ),
  ),
});

function checked<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = issue.path?.[0]?.key;
      return issue.input === undefined && typeof key === 'string' ? `--${key} is required` : issue.message;
    });
    throw new CliError(lines.join('; '));
  }
  return result.output;
}

/** Reads and checks one command line (the arguments after the script name). */
export function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  if (name === undefined) throw new CliError(`no command given.\n\n${USAGE}`);
  if (name === 'help' || name === '--help' || name === '-h') return { name: 'help' };
  if (!(name in OPTIONS)) throw new CliError(`unknown command '${name}'. Run 'npm run cli -- help' for the list.`);
  const commandName = name as keyof typeof OPTIONS;
  let values: Record<string, unknown>;
  // `sign-out-everywhere <email>` names its account by position too.
  const positional = commandName === 'sign-out-everywhere';
  try {
    const parsed = parseArgs({ args: rest, options: OPTIONS[commandName], strict: true, allowPositionals: positional });
    values = parsed.values;
    if (
      parsed.positionals.length > 1 ||
      (parsed.positionals.length === 1 && (values.email !== undefined || values.username !== undefined))
    ) {
      throw new Error('give one account: an email, --email or --username');
    }
    if (parsed.positionals[0] !== undefined) values = { email: parsed.positionals[0] };
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
  switch (commandName) {
    case 'create-user':
      return { name: commandName, ...checked(CreateUserSchema, values) };
    case 'set-password':
      return { name: commandName, ...checked(SetPasswordSchema, values) };
    case 'grant-staff':
    case 'revoke-staff':
    case 'sign-out-everywhere':
      return { name: commandName, who: checked(WhoSchema, values) };
    case 'export': {
      const options = checked(ExportSchema, values);
      return { name: commandName, out: options.out, passwordHashes: options['with-password-hashes'] };
    }
    case 'restore':
      return { name: commandName, ...checked(RestoreSchema, values) };
    case 'import': {
      const options = checked(ImportSchema, values);
      return { name: commandName, from: options.from, ...(options['time-limit'] ? { timeLimitMinutes: options['time-limit'] } : {}) };
    }
  }
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const counts = (tables: { name: string; rows: number }[]) =>
  tables.map((table) => `${table.rows} ${table.name.replaceAll('_', ' ')}`).join(', ');

/** Runs a checked command and answers the line to print. */
export async function runCommand(
  writer: Writer,
  command: Exclude<Command, { name: 'help' }>,
  kind: DatabaseHandle['kind'],
): Promise<string> {
  switch (command.name) {
    case 'create-user': {
      const account = await createUser(writer, command);
      const notes = [command.staff ? 'staff' : null, command.inactive ? 'inactive' : null].filter(Boolean);
      return `Created player ${account.username} (id ${account.id}, ${account.email})${notes.length ? `, ${notes.join(', ')}` : ''}.`;
    }
    case 'set-password': {
      const account = await setPassword(writer, command);
      return `Password set for ${account.username}; their sessions have ended.`;
    }
    case 'grant-staff': {
      const { account, changed } = await grantStaff(writer, command.who);
      return changed ? `${account.username} is now staff.` : `${account.username} was already staff.`;
    }
    case 'revoke-staff': {
      const { account, changed } = await revokeStaff(writer, command.who);
      return changed ? `${account.username} is no longer staff; their sessions have ended.` : `${account.username} was not staff.`;
    }
    case 'sign-out-everywhere': {
      const account = await signOutEverywhere(writer, command.who);
      return `Every session of ${account.username} has ended: each device signs in again.`;
    }
    case 'export': {
      const done = await exportBackup({ db: writer.db, kind }, { out: command.out, passwordHashes: command.passwordHashes });
      return `Wrote ${done.file} (${size(done.bytes)}): ${counts(done.tables)}.`;
    }
    case 'restore': {
      const done = await restoreBackup(writer.db, { file: command.file, replace: command.replace });
      return (
        `Restored ${command.file} (taken ${done.header.createdAt} from ${done.header.source}): ${counts(done.tables)}.` +
        (done.header.passwordHashes ? '' : ' Passwords were not in the backup: players who sign in with one set it again (set-password).')
      );
    }
    case 'import':
      return importReport(
        await importList(writer, {
          from: command.from,
          progress: progressOn(process.stderr),
          ...(command.timeLimitMinutes ? { timeLimitMs: command.timeLimitMinutes * 60_000 } : {}),
        }),
      );
  }
}

/** Commands that may run for minutes on a large list: the owner of the folder is waited for that long. */
const LONG_COMMANDS: ReadonlySet<string> = new Set(['export', 'import']);
const LONG_COMMAND_MS = 2 * 60 * 60 * 1000;

/** A command line as handed to the owner of a PGlite folder: its files already made absolute here. */
function handedArgv(command: Exclude<Command, { name: 'help' }>, argv: string[]): string[] {
  if (command.name === 'export') return ['export', '--out', command.out, ...(command.passwordHashes ? ['--with-password-hashes'] : [])];
  return argv;
}

/** The whole command line: the exit status, after printing the answer or the reason it failed. */
export async function main(argv: string[]): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'help') {
      console.log(USAGE);
      return 0;
    }
    const config = loadConfig();
    // A restore needs the database to itself: it is never handed to a running server.
    if (!config.databaseUrl && command.name !== 'restore') {
      const answered = await askOwner(
        config.dataDir,
        handedArgv(command, argv),
        LONG_COMMANDS.has(command.name) ? LONG_COMMAND_MS : undefined,
      );
      if (answered) {
        console.log(String(answered.result));
        return 0;
      }
    }
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, role: 'the command line (npm run cli)' });
    try {
      console.log(await runCommand(plainWriter(handle), command, handle.kind));
    } finally {
      await handle.close();
    }
    return 0;
  } catch (error) {
    console.error(`error: ${safeErrorText(error)}`);
    return 1;
  }
}

/** A command line handed over by `npm run cli` to the server that owns the PGlite folder: checked again here. */
export async function runHandedCommand(writer: Writer, argv: unknown): Promise<string> {
  if (!Array.isArray(argv) || !argv.every((part) => typeof part === 'string')) throw new CliError('unreadable command line');
  const command = parseCommand(argv);
  if (command.name === 'help') return USAGE;
  if (command.name === 'restore')
    throw new CliError('The site is running on this database: stop it first, then restore into an empty one.');
  return runCommand(writer, command, 'pglite');
}

// Imported by the tests, run by `npm run cli`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
