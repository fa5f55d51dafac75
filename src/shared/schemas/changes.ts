/**
 * The change log on the wire (docs/decisions/014-change-log.md): the public changelog, newest first,
 * and a level's history, oldest first. Public answers never name who made a change.
 */
import * as v from 'valibot';
import { LIST_TYPES } from '../constants';
import { LOG_SUBJECT } from '../log-subjects';
import { AT_PATTERN, momentOf } from '../moment';
import { LevelTypeSchema } from './common';
import type { ClassicLevel, PlatformerLevel } from './levels';

const NamedLevelSchema = v.object({ id: v.string(), name: v.string() });

/**
 * A level as an entry keeps it: its wire shape (ClassicLevel or PlatformerLevel) when it was logged.
 * Only its id and name are checked: an entry logged before the wire shape gained a field is still
 * read, and those who take the whole level (a device's copy) check what they need.
 */
const LoggedLevelSchema = v.pipe(
  v.looseObject({ id: v.string(), name: v.string() }),
  v.transform((level) => level as unknown as ClassicLevel | PlatformerLevel),
);

/** A level that moved because of the change: its place before and after. */
export const LevelMoveSchema = v.object({ id: v.string(), name: v.string(), from: v.number(), to: v.number() });

/** A level beside one a reorder moved that kept its own place: a moved level's neighbour after the reorder. */
export const LevelBesideSchema = v.object({ id: v.string(), name: v.string(), ranking: v.number() });

/** The fields of a level an edit may change, as the log names them (`changed`), in the order sentences list them. */
export const LEVEL_EDIT_FIELDS = [
  'name',
  'publisher',
  'difficulty',
  'link',
  'thumbnail',
  'duration',
  'minimumCompletion',
  'holderId',
  'holderManual',
] as const;
export type LevelEditField = (typeof LEVEL_EDIT_FIELDS)[number];

/**
 * What a change to a level list did: the level it was about (none for a reorder), its place before
 * and after (null before a placement, after a removal), the levels directly above and below where it
 * landed, every other level it moved, and an edit's fields, before → after. A reorder names, besides
 * the levels it moved, those directly above or below one of them that kept their place (`neighbours`;
 * absent from reorders logged before it), so every moved level's neighbours after it are known.
 */
export const LevelChangeDataSchema = v.object({
  level: v.optional(NamedLevelSchema),
  from: v.optional(v.nullable(v.number())),
  to: v.optional(v.nullable(v.number())),
  above: v.optional(v.nullable(NamedLevelSchema)),
  below: v.optional(v.nullable(NamedLevelSchema)),
  moves: v.array(LevelMoveSchema),
  neighbours: v.optional(v.array(LevelBesideSchema)),
  changed: v.optional(v.record(v.string(), v.tuple([v.unknown(), v.unknown()]))),
  /** A removed level as it was, a placed or edited one as it became (their wire shapes): the list on an earlier date shows them, a device's copy takes them. */
  was: v.optional(LoggedLevelSchema),
  is: v.optional(LoggedLevelSchema),
});

/** The kinds of change to a level list, which the changelog shows. A baseline says where a level stood when history began. */
export const LIST_CHANGE_KINDS = ['level.baseline', 'level.placed', 'level.edited', 'level.removed', 'levels.reordered'] as const;

/** The kinds of change to a player's record on a level, whoever made it (staff, an approval or its undoing). */
export const RECORD_CHANGE_KINDS = ['record.added', 'record.improved', 'record.edited', 'record.removed'] as const;

export const REGION_CHANGE_KINDS = ['region.created', 'region.renamed', 'region.removed'] as const;

/**
 * A player who joined, a player's public fields (name, region, socials, staff rights) and avatar; a
 * player whose records left the lists for a ban, and came back when it ended.
 */
export const PLAYER_CHANGE_KINDS = [
  'player.joined',
  'player.edited',
  'player.avatar',
  'player.banned',
  'player.restored',
  'player.claimed',
] as const;

/** Every kind of change to public data; the rest (a submission's review) is for staff only. */
export const PUBLIC_CHANGE_KINDS = [...LIST_CHANGE_KINDS, ...RECORD_CHANGE_KINDS, ...REGION_CHANGE_KINDS, ...PLAYER_CHANGE_KINDS] as const;

const NamedPlayerSchema = v.object({ id: v.number(), name: v.string() });
/** A record's value and link, and its date (when the run was set) and version. */
const RecordValueSchema = v.object({
  percentage: v.nullable(v.number()),
  timeMs: v.nullable(v.number()),
  link: v.nullable(v.string()),
  date: v.string(),
  version: v.number(),
});

/**
 * What a change to a record did: its value and link before and after (null before it existed, after
 * its removal), the level's first victor (classic) or record holder (platformer) before and after
 * when that changed, and the submission whose review made it.
 */
export const RecordChangeDataSchema = v.object({
  level: NamedLevelSchema,
  player: NamedPlayerSchema,
  record: v.number(),
  from: v.nullable(RecordValueSchema),
  to: v.nullable(RecordValueSchema),
  holder: v.optional(v.object({ from: v.nullable(NamedPlayerSchema), to: v.nullable(NamedPlayerSchema) })),
  submission: v.optional(v.number()),
});

/** A region created, renamed or removed: its name before and after. */
export const RegionChangeDataSchema = v.object({
  region: v.object({ id: v.number(), name: v.string() }),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
});

/**
 * A player's public fields, before → after (`regionId` for the region); an avatar change names its
 * new version; a ban or its end names the first victors and record holders it changed.
 */
export const PlayerChangeDataSchema = v.object({
  player: NamedPlayerSchema,
  changed: v.optional(v.record(v.string(), v.tuple([v.unknown(), v.unknown()]))),
  etag: v.optional(v.string()),
  /** player.claimed: the signed-in account that became this player (its own row is gone), the claim, and whether the player is staff now. */
  account: v.optional(NamedPlayerSchema),
  claim: v.optional(v.number()),
  staff: v.optional(v.boolean()),
  holders: v.optional(
    v.array(
      v.object({
        type: LevelTypeSchema,
        level: v.object({ id: v.string(), name: v.string() }),
        from: v.nullable(NamedPlayerSchema),
        to: v.nullable(NamedPlayerSchema),
      }),
    ),
  ),
});

const changeFields = {
  /** Its place in the log: later changes have larger positions. */
  position: v.number(),
  /** When it was made (ISO 8601). */
  at: v.string(),
  type: v.nullable(LevelTypeSchema),
  baseline: v.boolean(),
};

export const ListChangeSchema = v.object({ ...changeFields, kind: v.picklist(LIST_CHANGE_KINDS), data: LevelChangeDataSchema });
export const RecordChangeSchema = v.object({ ...changeFields, kind: v.picklist(RECORD_CHANGE_KINDS), data: RecordChangeDataSchema });
export const RegionChangeSchema = v.object({ ...changeFields, kind: v.picklist(REGION_CHANGE_KINDS), data: RegionChangeDataSchema });
export const PlayerChangeSchema = v.object({ ...changeFields, kind: v.picklist(PLAYER_CHANGE_KINDS), data: PlayerChangeDataSchema });

/** One public change, told apart by its `kind`. Public answers never name who made it. */
export const ChangeSchema = v.variant('kind', [ListChangeSchema, RecordChangeSchema, RegionChangeSchema, PlayerChangeSchema]);
export type Change = v.InferOutput<typeof ChangeSchema>;
export type ListChange = v.InferOutput<typeof ListChangeSchema>;
export type RecordChange = v.InferOutput<typeof RecordChangeSchema>;

/** A page of the changelog (the lists' changes), newest first; `next` is the `before` of the next page, null on the last. */
export const ChangelogPageSchema = v.object({ changes: v.array(ListChangeSchema), next: v.nullable(v.number()) });

export const CHANGELOG_LIMIT_DEFAULT = 50;
export const CHANGELOG_LIMIT_MAX = 200;
const position = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,15}$/, message), v.transform(Number));

/**
 * The changelog's filters: `type`, one mode; `list`, the changes to one list (main, extended, legacy),
 * those whose level or any level they moved stood in it before or after (shared/changelog/reads.ts inList).
 */
export const ChangelogQuerySchema = v.object({
  type: v.optional(LevelTypeSchema),
  list: v.optional(v.picklist(LIST_TYPES, 'list must be main, extended or legacy')),
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

const StandingSchema = v.object({ from: v.nullable(v.number()), to: v.nullable(v.number()) });

/**
 * A level's history, oldest first: each change to the list that touched it, with the level's own
 * place before and after it, and each record change that passed its first victor or record holder
 * to someone else (its place stays: `standing` is null → null).
 */
export const LevelHistorySchema = v.object({
  level: NamedLevelSchema,
  changes: v.array(
    v.variant('kind', [
      v.object({ ...ListChangeSchema.entries, standing: StandingSchema }),
      v.object({ ...RecordChangeSchema.entries, standing: StandingSchema }),
    ]),
  ),
});
export type LevelHistory = v.InferOutput<typeof LevelHistorySchema>;

/**
 * A moment in the list's past, `?at=` on the level lists: an ISO 8601 date (`2026-05-01`: the list as
 * it stood at the end of that day, UTC) or time (`2026-05-01T18:30:00Z`; without an offset, UTC).
 */
export const AtQuerySchema = v.object({
  at: v.optional(
    v.pipe(
      v.string(),
      v.regex(AT_PATTERN, 'at must be an ISO 8601 date or time, such as 2026-05-01'),
      v.transform(momentOf),
      v.check((moment) => !Number.isNaN(moment.getTime()), 'at must be a real date'),
    ),
  ),
});

/** `?since=` of the change feed: the `position` of the snapshot or of the feed's last answer. */
export const ChangesQuerySchema = v.object({ since: position('since must be a log position (a whole number)') });

/** The most changes one answer of the change feed carries; `more` says to ask again from `position`. */
export const CHANGES_LIMIT = 500;

/** The public changes after `since`, oldest first; `position` is where to ask from next. */
export const ChangesAnswerSchema = v.object({ position: v.number(), changes: v.array(ChangeSchema), more: v.boolean() });
export type ChangesAnswer = v.InferOutput<typeof ChangesAnswerSchema>;

/** The audit trail's filters: a staff member (`actor`, a player id), a `target` (what a change is filed under, such as `level:classic:123`, `player:7`, `region:2`, `submission:classic:9`), a `kind` (`record.added`, or a family: `record`). */
export const AuditQuerySchema = v.object({
  actor: v.optional(
    v.pipe(position('actor must be a player id (a whole number)'), v.minValue(1, 'actor must be a player id (a whole number)')),
  ),
  target: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        LOG_SUBJECT,
        'target must name a level (level:classic:123), a player (player:7), a region (region:2) or a submission (submission:classic:9)',
      ),
    ),
  ),
  kind: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{1,20}(\.[a-z]{1,20})?$/, 'kind must be a kind of change (record.added) or a family (record)')),
  ),
  before: ChangelogQuerySchema.entries.before,
  limit: ChangelogQuerySchema.entries.limit,
});

/** One entry of the audit trail: a change as logged, with who made it (null for what nobody did: a baseline). */
export const AuditEntrySchema = v.object({
  position: v.number(),
  at: v.string(),
  kind: v.string(),
  type: v.nullable(LevelTypeSchema),
  baseline: v.boolean(),
  actor: v.nullable(NamedPlayerSchema),
  subjects: v.array(v.string()),
  data: v.record(v.string(), v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/**
 * Someone the audit trail can be narrowed to (`actor`): a staff member, or a former one who made
 * staff changes, by their name now (`staff` false). `mergedIds` are the accounts that became them
 * by a claim's approval, whose changes the log keeps under those ids and names.
 */
export const AuditActorSchema = v.object({ id: v.number(), name: v.string(), staff: v.boolean(), mergedIds: v.array(v.number()) });
export type AuditActor = v.InferOutput<typeof AuditActorSchema>;

/** A page of the audit trail, newest first; `next` is the `before` of the next page. */
export const AuditPageSchema = v.object({ entries: v.array(AuditEntrySchema), next: v.nullable(v.number()) });
