/**
 * The change log, kind by kind: every kind a write may log and the shape of its `data`, in one place.
 * The server's writers are typed by it (db/change-log.ts `LogEntry`: an entry of a kind carries that
 * kind's data), and readers parse with the same schemas, so a field renamed or dropped here fails the
 * type check in its writers and its readers alike. The public kinds are on the wire (changes.ts); the
 * rest is for staff only, in the audit trail.
 */
import * as v from 'valibot';
import { SANCTION_KINDS, SUBMISSION_STATUSES } from '../constants';
import {
  LevelChangeDataSchema,
  LIST_CHANGE_KINDS,
  PLAYER_CHANGE_KINDS,
  PlayerChangeDataSchema,
  RECORD_CHANGE_KINDS,
  RecordChangeDataSchema,
  REGION_CHANGE_KINDS,
  RegionChangeDataSchema,
} from './changes';

const NamedPlayerSchema = v.object({ id: v.number(), name: v.string() });

/** A submission reviewed (or its review changed): its status before and after, and a rejection's reason as its player reads it. */
export const SubmissionReviewDataSchema = v.object({
  submission: v.number(),
  level: v.object({ id: v.string(), name: v.string() }),
  player: NamedPlayerSchema,
  from: v.picklist(SUBMISSION_STATUSES),
  to: v.picklist(SUBMISSION_STATUSES),
  /** Absent from reviews logged before it was kept. */
  reason: v.optional(v.nullable(v.string()), null),
});

/** A sanction given or revoked: the sanction as it was given, and a revoke's how and why. */
export const SanctionChangeDataSchema = v.object({
  player: NamedPlayerSchema,
  sanction: v.object({
    /** Absent from sanctions logged before it was kept. */
    id: v.optional(v.number()),
    kind: v.picklist(SANCTION_KINDS),
    until: v.nullable(v.string()),
    reason: v.string(),
  }),
  /** A revoke's how and why; absent from revokes logged before they carried it. */
  revoke: v.optional(v.object({ reason: v.nullable(v.string()), inError: v.boolean() })),
});

export const SUBMISSION_CHANGE_KINDS = ['submission.reviewed'] as const;
export const SANCTION_CHANGE_KINDS = ['sanction.added', 'sanction.revoked'] as const;

const each = <K extends string, S>(kinds: readonly K[], schema: S) =>
  Object.fromEntries(kinds.map((kind) => [kind, schema])) as Record<K, S>;

/** Each kind of the log with the schema of its data. */
export const LOG_DATA = {
  ...each(LIST_CHANGE_KINDS, LevelChangeDataSchema),
  ...each(RECORD_CHANGE_KINDS, RecordChangeDataSchema),
  ...each(REGION_CHANGE_KINDS, RegionChangeDataSchema),
  ...each(PLAYER_CHANGE_KINDS, PlayerChangeDataSchema),
  ...each(SUBMISSION_CHANGE_KINDS, SubmissionReviewDataSchema),
  ...each(SANCTION_CHANGE_KINDS, SanctionChangeDataSchema),
};

export type LogKind = keyof typeof LOG_DATA;
/** What an entry of kind `K` holds, as its writer gives it. */
export type LogDataOf = { [K in LogKind]: v.InferInput<(typeof LOG_DATA)[K]> };
