/** Database errors by SQLSTATE and constraint name, looked up through drizzle's wrapping of the driver's error. */

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
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** Whether an error says the database could not be reached, rather than that a statement failed. */
export function isUnreachable(error: unknown): boolean {
  return findInCauses(error, (e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_STATES.test(code) || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
    // Node reports a refused connection to a host with several addresses as an AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isUnreachable(inner))) return true;
    return undefined;
  }) ?? false;
}

export function sqlState(error: unknown): string | undefined {
  return findInCauses(error, (e) => (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined));
}

/** The name of the violated constraint (both drivers report it), for 23505 and 23503 errors. */
export function violatedConstraint(error: unknown): string | undefined {
  return findInCauses(error, (e) => (typeof e.constraint === 'string' ? e.constraint : undefined));
}
