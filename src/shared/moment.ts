/**
 * A moment in the list's past as `?at=` names it on the level lists: an ISO 8601 date (`2026-05-01`:
 * the list as it stood at the end of that day, UTC) or time (`2026-05-01T18:30:00Z`; without an
 * offset, UTC). Kept apart from the change log's schemas (schemas/changes.ts), which the list pages'
 * first visit does not load.
 */
export const AT_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+ -]\d{2}:\d{2})?)?$/;

/** The moment `at` names: a date's last millisecond, a time as given (UTC when it says no offset). */
export function momentOf(at: string): Date {
  if (at.length === 10) return new Date(`${at}T23:59:59.999Z`);
  // A '+' of an offset arrives as a space when the address did not escape it.
  const time = at.replace(' ', '+');
  return new Date(/Z|[+-]\d{2}:\d{2}$/.test(time) ? time : `${time}Z`);
}
