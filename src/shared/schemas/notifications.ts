/**
 * A player's inbox on the wire (GET /api/authenticated/notifications, POST
 * /api/authenticated/notifications/read): what happened to their submissions, their claims and to them, newest
 * first, with how many are unread. Each kind carries what its sentence needs, as it was when it
 * happened (a level renamed later keeps its old name here).
 */
import * as v from 'valibot';
import { CLAIM_SUPERSEDED, LEVEL_TYPES, SANCTION_KINDS } from '../constants';
import { intText } from './input/common';

export const NOTIFICATION_KINDS = [
  'submission.approved',
  'submission.rejected',
  'submission.note',
  'sanction.added',
  'sanction.revoked',
  'claim.approved',
  'claim.refused',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A page's default and largest size. */
export const NOTIFICATION_PAGE = { default: 50, max: 100 } as const;
/** How many ids one mark may name; how long a note's excerpt is. */
export const NOTIFICATION_READ_MAX = 500;
export const NOTE_EXCERPT_MAX = 140;

const LevelRefSchema = v.object({ id: v.string(), name: v.string() });

/** A reviewed submission: `value` is the percentage (classic) or the time in milliseconds (platformer); `reason` when a rejection gave one. */
export const ReviewDataSchema = v.object({
  type: v.picklist(LEVEL_TYPES),
  submission: v.number(),
  level: LevelRefSchema,
  value: v.number(),
  reason: v.nullable(v.string()),
});
/** A staff member's note on the player's submission, cut to NOTE_EXCERPT_MAX characters. */
export const NoteDataSchema = v.object({
  type: v.picklist(LEVEL_TYPES),
  submission: v.number(),
  level: LevelRefSchema,
  note: v.number(),
  excerpt: v.string(),
});
/** A sanction set or revoked: `until` is when it ends (ISO 8601), null for a permanent ban or a flag until revoked. */
export const SanctionDataSchema = v.object({
  sanction: v.number(),
  kind: v.picklist(SANCTION_KINDS),
  until: v.nullable(v.string()),
  reason: v.string(),
});
/**
 * A claim decided: `player` is the player claimed (after an approval, the claimant themself: the
 * account became that player); `reason` when a refusal gave one.
 */
export const ClaimDataSchema = v.object({
  claim: v.number(),
  player: v.object({ id: v.number(), name: v.string() }),
  reason: v.nullable(v.string()),
  /** A refusal by another claim's approval: which (CLAIM_SUPERSEDED). */
  superseded: v.optional(v.nullable(v.picklist(CLAIM_SUPERSEDED)), null),
});
export type ReviewData = v.InferOutput<typeof ReviewDataSchema>;
export type NoteData = v.InferOutput<typeof NoteDataSchema>;
export type SanctionData = v.InferOutput<typeof SanctionDataSchema>;
export type ClaimData = v.InferOutput<typeof ClaimDataSchema>;

const common = { id: v.number(), createdAt: v.string(), readAt: v.nullable(v.string()) };

export const NotificationSchema = v.variant('kind', [
  v.object({ ...common, kind: v.picklist(['submission.approved', 'submission.rejected']), data: ReviewDataSchema }),
  v.object({ ...common, kind: v.literal('submission.note'), data: NoteDataSchema }),
  v.object({ ...common, kind: v.picklist(['sanction.added', 'sanction.revoked']), data: SanctionDataSchema }),
  v.object({ ...common, kind: v.picklist(['claim.approved', 'claim.refused']), data: ClaimDataSchema }),
]);
export type Notification = v.InferOutput<typeof NotificationSchema>;

/** What a kind carries, by kind: the rules write notifications through it, so data and kind always agree. */
export type NotificationDataOf = {
  'submission.approved': ReviewData;
  'submission.rejected': ReviewData;
  'submission.note': NoteData;
  'sanction.added': SanctionData;
  'sanction.revoked': SanctionData;
  'claim.approved': ClaimData;
  'claim.refused': ClaimData;
};

/** One page, newest first, and the count of the player's unread notifications (all of them, not only this page's). */
export const NotificationPageSchema = v.object({ unread: v.number(), notifications: v.array(NotificationSchema) });
export type NotificationPage = v.InferOutput<typeof NotificationPageSchema>;

const idText = (name: string) =>
  v.pipe(
    intText(`${name} must be a positive whole number`),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(2_147_483_647, `${name} is too large`),
  );

/** A page: the newest, or those older than the notification `before`; `limit` of them. */
export const NotificationPageQuerySchema = v.object({
  before: v.optional(idText('before')),
  limit: v.optional(
    v.pipe(
      intText('limit must be a whole number'),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(NOTIFICATION_PAGE.max, `limit must be at most ${NOTIFICATION_PAGE.max}`),
    ),
    String(NOTIFICATION_PAGE.default),
  ),
});

const NotificationIdSchema = v.pipe(
  v.number('ids must be numbers'),
  v.integer('ids must be whole numbers'),
  v.minValue(1, 'ids must be at least 1'),
  v.maxValue(2_147_483_647, 'ids must be at most 2147483647'),
);

/**
 * Marks notifications read: `ids` (of the caller's; others are ignored), or `all: true`, with `upTo`
 * the newest the device had shown, so that one which arrived after does not count as read.
 */
export const NotificationReadInputSchema = v.pipe(
  v.object({
    ids: v.optional(
      v.pipe(
        v.array(NotificationIdSchema, 'ids must be a list of numbers'),
        v.maxLength(NOTIFICATION_READ_MAX, `ids may name at most ${NOTIFICATION_READ_MAX} notifications`),
      ),
    ),
    all: v.optional(v.literal(true, 'all must be true')),
    upTo: v.optional(
      v.pipe(
        v.number('upTo must be a number'),
        v.integer('upTo must be a whole number'),
        v.minValue(1, 'upTo must be at least 1'),
        v.maxValue(2_147_483_647, 'upTo must be at most 2147483647'),
      ),
    ),
  }),
  v.check((input) => (input.ids === undefined) !== (input.all === undefined), 'Send either ids or all: true'),
  v.check((input) => input.upTo === undefined || input.all === true, 'upTo goes with all: true'),
);
export type NotificationReadInput = v.InferOutput<typeof NotificationReadInputSchema>;
