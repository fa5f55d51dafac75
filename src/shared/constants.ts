/** Business constants shared by the server, the client and the service worker. */

export const LEVEL_TYPES = ['classic', 'platformer'] as const;
export type LevelType = (typeof LEVEL_TYPES)[number];

export const LIST_TYPES = ['main', 'extended', 'legacy'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** The last ranking of main and of extended; legacy is everything after. Read from here only. */
export const LIST_CUTOFFS = { main: 75, extended: 150 } as const;

export const DIFFICULTIES = ['EASY_DEMON', 'MEDIUM_DEMON', 'HARD_DEMON', 'INSANE_DEMON', 'EXTREME_DEMON'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DURATIONS = ['TINY', 'SHORT', 'MEDIUM', 'LONG', 'XL'] as const;
export type Duration = (typeof DURATIONS)[number];

export const SUBMISSION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A staff member's claim on a pending submission lapses after this long without a decision. */
export const SUBMISSION_HOLD_HOURS = 2;

/** Sanctions under the guidelines: a flag (raw footage with every submission) or a ban (no submissions). */
export const SANCTION_KINDS = ['FLAG', 'BAN'] as const;
/** A claim of an imported player: waiting for staff, approved (the accounts are one), or refused. */
export const CLAIM_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** Why a claim was refused with nobody deciding on it: another claim's approval settled it. */
export const CLAIM_SUPERSEDED = ['another_claim_approved', 'player_claimed'] as const;
export type ClaimSuperseded = (typeof CLAIM_SUPERSEDED)[number];
export type SanctionKind = (typeof SANCTION_KINDS)[number];
/** A ban that ends lasts from 14 to 60 days (the guidelines' second offence); a third is permanent. */
export const BAN_DAYS = { min: 14, max: 60 } as const;

export const AVATAR_MAX_BYTES = 1024 * 1024;
/** Side of the square JPEG every avatar is re-encoded to. */
export const AVATAR_SIZE = 256;
export const VIDEO_ID_LENGTH = 11;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** A slice of a leaderboard (`limit`, `offset`): at most this many rows; an `offset` alone gets the default. */
export const LEADERBOARD_LIMIT_MAX = 200;
export const LEADERBOARD_LIMIT_DEFAULT = 50;
/** The header of a slice's answer that gives the length of the whole list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The game's own limits: a level's name, and its creator's (a player's name in the game). */
export const LEVEL_NAME_MAX = 20;
export const PUBLISHER_MAX = 15;

/** A username's length in code points; the characters it may use are in username.ts. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;

/** An in-game level id as the API takes it: 1 to 12 digits, no leading zero. */
export const LEVEL_ID_PATTERN = /^[1-9]\d{0,11}$/;
/**
 * The meta of a level page's index.html that names the level (`{ type, id, ranking, name }` as JSON), written
 * by the server (server/levels/page-head.ts) and read by the frame's script and the page while it loads.
 */
export const LEVEL_HINT_META = 'page-level';

/** Where the login token is kept on the device: localStorage (as the 2024 client kept it) and its IndexedDB copy for the service worker. */
export const TOKEN_STORAGE_KEY = 'jwtToken';

export const SOCIAL_PREFIXES = {
  youtube: 'https://www.youtube.com/@',
  twitter: 'https://twitter.com/',
  twitch: 'https://www.twitch.tv/',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_PREFIXES;
