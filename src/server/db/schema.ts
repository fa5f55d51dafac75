/**
 * The database schema (PostgreSQL dialect, the same on PGlite and PostgreSQL).
 * Classic and platformer levels, records and submissions share a table each, keyed by `type`.
 * `levels.holder_id` is the first victor (classic) or the record holder (platformer) as shown;
 * `holder_manual` says staff set it, otherwise it is recomputed from the records. Staff's choice is
 * kept in `manual_holder_id`: shown unless that player is banned, when the level shows the holder
 * the records give instead, until the ban ends (scoring/recompute.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  jsonb,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CLAIM_STATUSES,
  type ClaimSuperseded,
  DIFFICULTIES,
  DURATIONS,
  LEVEL_TYPES,
  SANCTION_KINDS,
  SUBMISSION_STATUSES,
} from '../../shared/constants';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** Raised by every change of the row, so a write can say which version it was made on (If-Match). */
const version = () => integer('version').notNull().default(1);
const points = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

export const levelType = pgEnum('level_type', LEVEL_TYPES);
export const difficulty = pgEnum('difficulty', DIFFICULTIES);
export const levelDuration = pgEnum('level_duration', DURATIONS);
export const submissionStatus = pgEnum('submission_status', SUBMISSION_STATUSES);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version: version(),
  },
  (t) => [uniqueIndex('regions_name_unique').on(sql`lower(${t.name})`)],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    discord: text('discord'),
    youtube: text('youtube'),
    twitter: text('twitter'),
    twitch: text('twitch'),
    classicPoints: points('classic_points'),
    platformerPoints: points('platformer_points'),
    avatar: bytea('avatar'),
    avatarEtag: text('avatar_etag'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Their records are out of the public lists while a ban is in force (sanctions/effects.ts): set and
     * cleared in the transaction that starts or ends the ban, so every read only tests this flag.
     */
    banned: boolean('banned').notNull().default(false),
    /**
     * The account's sessions: a token carries the generation it was issued under, and a token of an
     * older one is refused (http/auth.ts). Raised to end every session at once (auth/admin.ts).
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
  },
  (t) => [
    uniqueIndex('players_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('players_email_unique').on(sql`lower(${t.email})`),
    index('players_region_idx').on(t.regionId),
  ],
);

export const levels = pgTable(
  'levels',
  {
    type: levelType('type').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    publisher: text('publisher').notNull(),
    difficulty: difficulty('difficulty').notNull(),
    link: text('link').notNull(),
    thumbnail: text('thumbnail').notNull(),
    ranking: integer('ranking').notNull(),
    points: points('points'),
    minPoints: points('min_points'),
    duration: levelDuration('duration'),
    minimumCompletion: integer('minimum_completion'),
    holderId: integer('holder_id').references(() => players.id, { onDelete: 'set null' }),
    holderManual: boolean('holder_manual').notNull().default(false),
    /** The holder staff set (with holder_manual; null: nobody), kept while a ban hides them from holder_id. */
    manualHolderId: integer('manual_holder_id').references(() => players.id, { onDelete: 'set null' }),
    /** Raised by changes of the level's own fields, not by ranking moves: the order has a version of its own. */
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('levels_ranking_idx').on(t.type, t.ranking),
    index('levels_holder_idx').on(t.holderId),
  ],
);

export const records = pgTable(
  'records',
  {
    id: serial('id').primaryKey(),
    type: levelType('type').notNull(),
    levelId: text('level_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    percentage: integer('percentage'),
    timeMs: bigint('time_ms', { mode: 'number' }),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    foreignKey({ columns: [t.type, t.levelId], foreignColumns: [levels.type, levels.id] }).onDelete('cascade'),
    uniqueIndex('records_level_player_unique').on(t.type, t.levelId, t.playerId),
    index('records_player_idx').on(t.playerId, t.type),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    type: levelType('type').notNull(),
    levelId: text('level_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    percentage: integer('percentage'),
    timeMs: bigint('time_ms', { mode: 'number' }),
    link: text('link').notNull(),
    rawFootage: text('raw_footage'),
    comment: text('comment'),
    status: submissionStatus('status').notNull().default('PENDING'),
    submissionDate: timestamp('submission_date', { withTimezone: true }).notNull().defaultNow(),
    /** What its approval did to the player's record, so leaving APPROVED can undo exactly that; null when not approved. */
    approvalEffect: jsonb('approval_effect').$type<ApprovalEffect>(),
    version: version(),
    /** The staff member reviewing it and since when: a claim lapses SUBMISSION_HOLD_HOURS after, without a decision. */
    claimedBy: integer('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Why it was rejected, for its player; cleared when it leaves REJECTED. */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    foreignKey({ columns: [t.type, t.levelId], foreignColumns: [levels.type, levels.id] }).onDelete('cascade'),
    index('submissions_player_idx').on(t.playerId, t.type),
    index('submissions_type_idx').on(t.type, t.submissionDate),
  ],
);

/**
 * An approval created the record, or improved one whose previous value, link and date are kept here
 * (dates as ISO text, since JSON has no date type).
 */
export type ApprovalEffect =
  | { kind: 'created'; recordId: number }
  | {
      kind: 'improved';
      recordId: number;
      previous: { percentage: number | null; timeMs: number | null; link: string | null; createdAt: string };
    };

/** Request counters of the rate limits, shared by every server process: one row per bucket and key and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_reset_idx').on(t.resetAt)],
);

/** First answers to writes that carried an Idempotency-Key, kept 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    playerId: integer('player_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

/** Server-wide values generated once, such as the token signing secret when none is configured. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The list's memory: every committed change to public data (and every staff write), appended in the
 * transaction of the change and never updated or deleted. `position` orders it as the changes
 * committed (db/change-log.ts, docs/decisions/014-change-log.md): a reader that has read up to a
 * position never later finds an entry below it. `actor_id` and `actor_name` name who acted, copied
 * so the entry outlives the account (no foreign key); null for what nobody did (a baseline, an
 * import). `subjects` lists everything the change touched ('level:classic:<id>', 'player:<id>'),
 * for a level's history; `data` says what changed, before → after.
 */
export const changeLog = pgTable(
  'change_log',
  {
    position: bigint('position', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    kind: text('kind').notNull(),
    type: levelType('type'),
    subjects: text('subjects').array().notNull(),
    data: jsonb('data').notNull(),
    baseline: boolean('baseline').notNull().default(false),
  },
  (t) => [
    index('change_log_type_idx').on(t.type, t.position),
    index('change_log_subjects_idx').using('gin', t.subjects),
    index('change_log_at_idx').on(t.at),
  ],
);

export const sanctionKind = pgEnum('sanction_kind', SANCTION_KINDS);

/**
 * Sanctions under the guidelines: a flag (the player must send raw footage with every submission) or
 * a ban (no submissions; 14 to 60 days, or permanent when `ends_at` is null). A sanction is in force
 * from `starts_at` until `ends_at` or `revoked_at`, whichever comes first: read against the clock at
 * each request, so one ends by its date on every instance with nobody acting. Rows are never deleted:
 * revoking sets `revoked_at` and `revoked_by`, and the history stays.
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: sanctionKind('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    createdBy: integer('created_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by'),
    /** Why it was revoked (null: revoked before revokes carried one). */
    revokeReason: text('revoke_reason'),
    /** Revoked as issued in error: then it never counts as an offence; lifted early, it still does. */
    revokedInError: boolean('revoked_in_error').notNull().default(false),
  },
  (t) => [index('sanctions_player_idx').on(t.playerId, t.startsAt)],
);

/**
 * A submission's notes: the thread between its player and staff, and staff-only notes (`staff_only`),
 * oldest first. Kept with the submission (and gone with it).
 */
export const submissionNotes = pgTable(
  'submission_notes',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => players.id, { onDelete: 'set null' }),
    staffOnly: boolean('staff_only').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_notes_submission_idx').on(t.submissionId, t.id)],
);

/**
 * A player's inbox: a submission approved or rejected, a staff reply to their note, a sanction.
 * `data` holds what the message names (the level, the reason); `read_at` is set from any device.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_player_idx').on(t.playerId, t.id)],
);

/**
 * Messages for Discord's webhooks, queued in the transaction of the change that calls for them and
 * sent by whichever server process takes them first (FOR UPDATE SKIP LOCKED): `channel` is 'staff'
 * or 'list', `payload` the message as Discord takes it. A taken message is held until `locked_until`;
 * a failed one waits until `next_attempt_at` (backoff by `attempts`); `sent_at` ends it.
 */
export const discordMessages = pgTable(
  'discord_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Resends after an attempt whose outcome is unknown that may have posted it again (discord/store.ts). */
    possibleDuplicates: integer('possible_duplicates').notNull().default(0),
  },
  (t) => [
    index('discord_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

export const claimStatus = pgEnum('claim_status', CLAIM_STATUSES);

/**
 * 'This is me': a signed-in account claims a player with no sign-in (one the import brought), with a
 * proof staff check. Approving makes them one player (claims/rules.ts). The claimant's name is kept,
 * since an approved claim's account is merged away.
 */
export const playerClaims = pgTable(
  'player_claims',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    claimantId: integer('claimant_id').references(() => players.id, { onDelete: 'set null' }),
    claimantName: text('claimant_name').notNull(),
    proof: text('proof').notNull(),
    status: claimStatus('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    /** Why it was refused, for its claimant. */
    reason: text('reason'),
    /** Set instead of a reason when another claim's approval refused it (CLAIM_SUPERSEDED), for the reader to word. */
    superseded: text('superseded').$type<ClaimSuperseded>(),
  },
  (t) => [
    index('player_claims_status_idx').on(t.status, t.createdAt),
    uniqueIndex('player_claims_pending_unique')
      .on(t.playerId, t.claimantId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * What an import (src/server/import) brought from the site it read: each id that site gave (any
 * text) and the local id it became, by kind ('region', 'player', 'record:classic', ...), so an
 * import run again matches what it finds to what it brought and writes only what changed. The
 * source's address is kept in server_settings ('import_source').
 */
export const importedIds = pgTable(
  'imported_ids',
  {
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    localId: text('local_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.sourceId] })],
);
