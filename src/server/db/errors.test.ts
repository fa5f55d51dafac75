import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiError } from '../http/errors';
import { openDatabase, type DatabaseHandle } from './database';
import { isUnreachable, safeErrorLog, safeErrorText, sqlState } from './errors';

/** An error as node-postgres raises it, wrapped as drizzle wraps a failed query. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnreachable', () => {
  it('knows a refused, cut or timed-out connection and a server that is not serving', () => {
    const unreachable = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'), {}),
    ];
    for (const error of unreachable) {
      expect(isUnreachable(error), error.message).toBe(true);
      expect(isUnreachable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
    }
  });

  it('leaves a statement that failed to the rules that know it', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('value out of range', '22003'),
      withCode('canceling statement due to statement timeout', '57014'),
      new Error('something else'),
    ]) {
      expect(isUnreachable(wrapped(error)), error.message).toBe(false);
    }
    expect(isUnreachable(null)).toBe(false);
    expect(isUnreachable('Connection terminated')).toBe(false);
  });
});

describe('a database that cannot be reached, as an answer', () => {
  it('is a 503 unavailable with Retry-After, not a fault of the server', () => {
    const answer = toApiError(wrapped(new Error('Connection terminated unexpectedly')));
    expect(answer?.status).toBe(503);
    expect(answer?.toBody()).toMatchObject({ status: 503, code: 'unavailable' });
    expect(Number(answer?.headers?.['Retry-After'])).toBeGreaterThan(0);
  });
});

describe('an error in safe words', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The error PGlite raises for `statement`, as drizzle wraps it (its message holds the query and its parameters). */
  const failure = async (statement: ReturnType<typeof sql>): Promise<Error> => {
    const error = await handle.db.execute(statement).then(
      () => null,
      (failed: Error) => failed,
    );
    if (!error) throw new Error('the statement was expected to fail');
    return error;
  };
  const SECRET_EMAIL = 'hidden.person@example.org';
  const SECRET_HASH = 'scrypt$16384$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g';

  it('tells a unique violation by its SQLSTATE, class, table and constraint, never the email or the parameters', async () => {
    const error = await failure(sql`INSERT INTO players (username, email, password_hash)
      VALUES ('first', ${SECRET_EMAIL}, ${SECRET_HASH}), ('second', ${SECRET_EMAIL}, ${SECRET_HASH})`);
    // What leaked before: drizzle's message and the driver's detail.
    expect(`${error.message} ${JSON.stringify(error.cause)}`).toContain(SECRET_EMAIL);
    const text = safeErrorText(error);
    expect(text).toBe('A database statement failed: unique violation (SQLSTATE 23505, table players, constraint players_email_unique).');
    const log = safeErrorLog(error);
    expect(log).toMatch(/\n {4}at /);
    for (const said of [text, log]) {
      for (const secret of [SECRET_EMAIL, SECRET_HASH, 'Failed query', 'INSERT', 'params', 'Key (']) expect(said).not.toContain(secret);
    }
  });

  it('leaves out the value of an invalid integer text and of a not-null violation', async () => {
    const invalid = await failure(sql`SELECT ${'secret-4242x'}::int`);
    expect(`${invalid.message} ${(invalid.cause as Error).message}`).toContain('secret-4242x');
    expect(safeErrorText(invalid)).toBe('A database statement failed: invalid text for its type (SQLSTATE 22P02).');
    expect(safeErrorLog(invalid)).not.toContain('secret-4242x');
    const missing = await failure(sql`INSERT INTO players (username, email) VALUES (NULL, ${SECRET_EMAIL})`);
    const text = safeErrorText(missing);
    expect(text).toBe('A database statement failed: not-null violation (SQLSTATE 23502, table players, column username).');
    expect(safeErrorLog(missing)).not.toContain(SECRET_EMAIL);
  });

  it("tells any other error by its own message, without a wrapper of drizzle's", () => {
    expect(safeErrorText(new Error('No player is named nobody.'))).toBe('No player is named nobody.');
    const refused = wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    refused.message = `Failed query: select $1\nparams: ${SECRET_HASH}`;
    expect(safeErrorText(refused)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(safeErrorText(new Error(`Import stopped: Failed query: select $1\nparams: ${SECRET_HASH}`))).toBe(
      'Import stopped: a database query failed.',
    );
    expect(safeErrorText(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''))).toBe(
      'connect ECONNREFUSED ::1:5432',
    );
    expect(safeErrorText('plain words')).toBe('plain words');
    // A socket's five-letter code is no SQLSTATE: its message stays.
    expect(sqlState(withCode('write EPIPE', 'EPIPE'))).toBeUndefined();
    expect(safeErrorText(withCode('write EPIPE', 'EPIPE'))).toBe('write EPIPE');
  });
});
