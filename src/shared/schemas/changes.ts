/**
 * The change log on the wire (docs/decisions/014-change-log.md): the public changelog, newest first,
 * and a level's history, oldest first. Public answers never name who made a change.
 */
import * as v from 'valibot';
import { LevelTypeSchema } from './common';

const NamedLevelSchema = v.object({ id: v.string(), name: v.string() });

/** A level that moved because of the change: its place before and after. */
export const LevelMoveSchema = v.object({ id: v.string(), name: v.string(), from: v.number(), to: v.number() });

/**
 * What a change to a level list did: the level it was about (none for a reorder), its place before
 * and after (null before a placement, after a removal), the levels directly above and below where it
 * landed, every other level it moved, and an edit's fields, before → after.
 */
export const LevelChangeDataSchema = v.object({
  level: v.optional(NamedLevelSchema),
  from: v.optional(v.nullable(v.number())),
  to: v.optional(v.nullable(v.number())),
  above: v.optional(v.nullable(NamedLevelSchema)),
  below: v.optional(v.nullable(NamedLevelSchema)),
  moves: v.array(LevelMoveSchema),
  changed: v.optional(v.record(v.string(), v.tuple([v.unknown(), v.unknown()]))),
});

/** The kinds of change the public changelog shows. A baseline says where a level stood when history began. */
export const PUBLIC_CHANGE_KINDS = ['level.baseline', 'level.placed', 'level.edited', 'level.removed', 'levels.reordered'] as const;

export const ChangeSchema = v.object({
  /** Its place in the log: later changes have larger positions. */
  position: v.number(),
  /** When it was made (ISO 8601). */
  at: v.string(),
  kind: v.picklist(PUBLIC_CHANGE_KINDS),
  type: v.nullable(LevelTypeSchema),
  baseline: v.boolean(),
  data: LevelChangeDataSchema,
});
export type Change = v.InferOutput<typeof ChangeSchema>;

/** A page of the changelog, newest first; `next` is the `before` of the next page, null on the last. */
export const ChangelogPageSchema = v.object({ changes: v.array(ChangeSchema), next: v.nullable(v.number()) });

export const CHANGELOG_LIMIT_DEFAULT = 50;
export const CHANGELOG_LIMIT_MAX = 200;
const position = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,15}$/, message), v.transform(Number));

export const ChangelogQuerySchema = v.object({
  type: v.optional(LevelTypeSchema),
  before: v.optional(position('before must be a log position (a whole number)')),
  limit: v.optional(
    v.pipe(
      position('limit must be a whole number'),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(CHANGELOG_LIMIT_MAX, `limit must be at most ${CHANGELOG_LIMIT_MAX}`),
    ),
    String(CHANGELOG_LIMIT_DEFAULT),
  ),
});

/** A level's history, oldest first: each change that touched it, with the level's own place before and after it. */
export const LevelHistorySchema = v.object({
  level: NamedLevelSchema,
  changes: v.array(v.object({ ...ChangeSchema.entries, standing: v.object({ from: v.nullable(v.number()), to: v.nullable(v.number()) }) })),
});
