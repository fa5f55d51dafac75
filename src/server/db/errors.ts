/**
 * Database errors by SQLSTATE and constraint name, looked up through drizzle's wrapping of the driver's
 * error, and any error in words that hold none of the values a statement carried (safeErrorText).
 */

function findInCauses<T>(error: unknown, pick: (e: Record<string, unknown>) => T | undefined): T | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const found = pick(e as Record<string, unknown>);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * SQLSTATEs of a database that cannot serve right now: connection exceptions (class 08), a server
 * shutting down or starting up (57P01–57P03), too many connections (53300).
 */
const UNREACHABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** node-postgres's own words for a connection that ended or never came (it sets no code). */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** Whether an error says the database could not be reached, rather than that a statement failed. */
export function isUnreachable(error: unknown): boolean {
  return (
    findInCauses(error, (e) => {
      const code = typeof e.code === 'string' ? e.code : '';
      if (UNREACHABLE_STATES.test(code) || SOCKET_CODES.has(code)) return true;
      if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
      // Node reports a refused connection to a host with several addresses as an AggregateError.
      if (Array.isArray(e.errors) && e.errors.some((inner) => isUnreachable(inner))) return true;
      return undefined;
    }) ?? false
  );
}

/**
 * Whether an error is the database's own, with a SQLSTATE: five digits or capitals, never Node's
 * five-letter socket codes (EPIPE, EPERM…), whose class 'E' PostgreSQL does not use.
 */
const isDatabaseError = (e: Record<string, unknown>): boolean => typeof e.code === 'string' && /^(?!E)[0-9A-Z]{5}$/.test(e.code);

/**
 * SQLSTATEs of a statement that waited too long, a serving process's bounds (db/postgres.ts): a lock
 * not had within lock_timeout, a statement cancelled by statement_timeout, a transaction ended as
 * idle, a deadlock PostgreSQL broke. Worth trying again in a moment.
 */
const TIMED_OUT_STATES = new Set(['55P03', '57014', '25P03', '40P01']);

/** Whether an error says a statement or its answer waited too long (tried again, it may well go through). */
export function isTimedOut(error: unknown): boolean {
  return (
    findInCauses(error, (e) => {
      if (typeof e.code === 'string' && TIMED_OUT_STATES.has(e.code)) return true;
      // node-postgres's own words when a query's answer did not come within query_timeout (it sets no code).
      if (e.message === 'Query read timeout') return true;
      return undefined;
    }) ?? false
  );
}

export function sqlState(error: unknown): string | undefined {
  return findInCauses(error, (e) => (isDatabaseError(e) ? (e.code as string) : undefined));
}

/** The name of the violated constraint (both drivers report it), for 23505 and 23503 errors. */
export function violatedConstraint(error: unknown): string | undefined {
  return findInCauses(error, (e) => (typeof e.constraint === 'string' ? e.constraint : undefined));
}

/** The SQLSTATEs a list's statements meet, in plain words; any other is told by its class. */
const STATES: Record<string, string> = {
  '23505': 'unique violation',
  '23503': 'foreign key violation',
  '23502': 'not-null violation',
  '23514': 'check violation',
  '23P01': 'exclusion violation',
  '22P02': 'invalid text for its type',
  '22001': 'value too long for its type',
  '22003': 'number out of range',
  '22007': 'invalid date or time',
  '22008': 'date or time out of range',
  '22021': 'invalid byte sequence',
  '40001': 'serialization failure',
  '40P01': 'deadlock',
  '55P03': 'lock not available',
  '57014': 'statement cancelled or timed out',
  '25006': 'write in a read-only transaction',
  '42P01': 'unknown table',
  '42703': 'unknown column',
  '53100': 'disk full',
  '53300': 'too many connections',
  '57P01': 'server shutting down',
  '57P03': 'server not accepting connections yet',
  P0001: 'raised by a trigger or function',
};
const CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '25': 'invalid transaction state',
  '28': 'invalid authorization',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '55': 'object not in prerequisite state',
  '57': 'operator intervention',
  '58': 'system error',
  XX: 'internal error',
};
/** What the drivers (pg and PGlite alike) report of the schema: names, never values. */
const SCHEMA_NAMES = [
  ['table', 'table'],
  ['column', 'column'],
  ['constraint', 'constraint'],
  ['dataType', 'type'],
] as const;
const FAILED_QUERY = /Failed query:[\s\S]*/;

type Link = Record<string, unknown>;

/** The error and its causes, outermost first (a cycle or a very long chain is cut). */
function chainOf(error: unknown): Link[] {
  const links: Link[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && links.length < 16 && !links.includes(e as Link); e = (e as Link).cause) {
    links.push(e as Link);
  }
  return links;
}

function databaseErrorText(link: Link): string {
  const code = link.code as string;
  const names = SCHEMA_NAMES.flatMap(([key, word]) => {
    const name = link[key];
    return typeof name === 'string' && /^[^\n]{1,128}$/.test(name) ? [`${word} ${name}`] : [];
  });
  const kind = STATES[code] ?? CLASSES[code.slice(0, 2)] ?? 'database error';
  return `A database statement failed: ${kind} (SQLSTATE ${[code, ...names].join(', ')}).`;
}

const ownMessage = (link: Link): string => {
  const message = typeof link.message === 'string' ? link.message : '';
  return message.replace(FAILED_QUERY, 'a database query failed.').trim();
};

/**
 * An error in words safe for a terminal, a log or another process. The driver's message, detail,
 * query and parameters may hold the rows a statement wrote (password hashes and emails in a
 * restore's batch; `Key (email)=(…)`, `invalid input syntax for type integer: "…"`), so a database
 * error is told by its SQLSTATE, a plain class of it and the schema names the driver reports, and
 * drizzle's `Failed query: <sql>\nparams: <values>` wrapper is never shown. Any other error is told
 * by its own message: the project's errors are worded for people.
 */
export function safeErrorText(error: unknown): string {
  const links = chainOf(error);
  if (links.length === 0) return String(error);
  const database = links.find(isDatabaseError);
  if (database) return databaseErrorText(database);
  // drizzle's wrapper says nothing the cause does not: the cause speaks for it.
  const speaking =
    links.find((link) => !(typeof link.message === 'string' && link.message.startsWith('Failed query:') && link.cause)) ?? links[0]!;
  const said = ownMessage(speaking);
  // Node reports a refused connection to a host with several addresses as an AggregateError with no message.
  if (!said && Array.isArray(speaking.errors) && speaking.errors.length > 0) return safeErrorText(speaking.errors[0]);
  return said || (typeof speaking.name === 'string' ? speaking.name : 'Error');
}

/** The `    at …` lines of an error's stack: its message lines (which a database error's may hold values in) left out. */
function framesOf(link: Link): string[] {
  if (typeof link.stack !== 'string') return [];
  const message = typeof link.message === 'string' ? link.message : '';
  const header = message ? `${String(link.name)}: ${message}` : String(link.name);
  const trusted = link.stack.startsWith(header);
  const rest = trusted ? link.stack.slice(header.length) : link.stack;
  return rest.split('\n').filter((line) => /^\s+at \S/.test(line) && (trusted || !message.includes(line.trim())));
}

/** safeErrorText with the stack's frames of the error and each of its causes, for a server's log. */
export function safeErrorLog(error: unknown): string {
  const links = chainOf(error);
  const database = links.some(isDatabaseError);
  const lines = [safeErrorText(error), ...framesOf(links[0] ?? {})];
  for (const link of links.slice(1)) {
    const name = typeof link.name === 'string' ? link.name : 'Error';
    const said = isDatabaseError(link)
      ? `a database error (SQLSTATE ${String(link.code)})`
      : database
        ? name
        : `${name}: ${ownMessage(link)}`;
    lines.push(`  caused by ${said}`, ...framesOf(link));
  }
  return lines.join('\n');
}
