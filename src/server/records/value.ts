/** The value of a record or submission: a percentage (classic) or a time in milliseconds (platformer). */
export type RecordValue = { percentage: number | null; timeMs: number | null };

/** The stored value of a validated body, whichever type it is. */
export function valueOf(body: { recordPercentage: number } | { recordTime: number }): RecordValue {
  return 'recordPercentage' in body ? { percentage: body.recordPercentage, timeMs: null } : { percentage: null, timeMs: body.recordTime };
}

/** True when `value` beats `than`: a higher percentage, or a shorter time. */
export function isBetter(value: RecordValue, than: RecordValue): boolean {
  if (value.percentage !== null) return than.percentage === null || value.percentage > than.percentage;
  return value.timeMs !== null && (than.timeMs === null || value.timeMs < than.timeMs);
}
