/** Database errors by SQLSTATE and constraint name, looked up through drizzle's wrapping of the driver's error. */

function findInCauses<T>(error: unknown, pick: (e: Record<string, unknown>) => T | undefined): T | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const found = pick(e as Record<string, unknown>);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function sqlState(error: unknown): string | undefined {
  return findInCauses(error, (e) => (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined));
}

/** The name of the violated constraint (both drivers report it), for 23505 and 23503 errors. */
export function violatedConstraint(error: unknown): string | undefined {
  return findInCauses(error, (e) => (typeof e.constraint === 'string' ? e.constraint : undefined));
}
