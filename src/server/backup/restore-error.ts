/** A backup that cannot be restored, or a database it may not be restored into: said as is. */
export class RestoreError extends Error {}
