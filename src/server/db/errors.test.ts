import { describe, expect, it } from 'vitest';
import { toApiError } from '../http/errors';
import { isUnreachable } from './errors';

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
