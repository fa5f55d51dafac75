/** Database errors by SQLSTATE, looked up through drizzle's wrapping of the driver's error. */

export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique-index violation: someone else took the same name at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
