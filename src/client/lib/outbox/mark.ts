/**
 * The mark an earlier visit leaves when entries wait on this device: the next visit reads it to know
 * whether to load the outbox (load.ts), without opening IndexedDB. Part of the first visit.
 */
export const OUTBOX_MARK = 'outbox-entries';

/** Whether an earlier visit left entries on this device. */
export function outboxHasEntries(): boolean {
  try {
    return localStorage.getItem(OUTBOX_MARK) !== null;
  } catch {
    return true;
  }
}
