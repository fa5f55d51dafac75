/**
 * The audit screen's filters as its address keeps them, apart from the reads (queries.ts), so the
 * route checks them without loading the change log's schemas with the app.
 */
/** The kinds' families the screen filters by ('levels': the reorders). */
export const AUDIT_FAMILIES = ['level', 'levels', 'record', 'region', 'player', 'submission'] as const;
export type AuditFamily = (typeof AUDIT_FAMILIES)[number];

export type AuditFilter = { actor?: number; target?: string; kind?: AuditFamily };
