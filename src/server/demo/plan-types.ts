/** The shapes of a planned data set: plain rows, with players and regions by index until inserted. */
import type { Difficulty, Duration, LevelType, SubmissionStatus } from '../../shared/constants';

export type DemoAccount = {
  username: string;
  email: string | null;
  /** Kept only as a hash in the database. */
  password: string | null;
  isStaff: boolean;
  isActive: boolean;
};

export type DataSetOptions = {
  seed: number;
  regions: readonly string[];
  classicLevels: number;
  platformerLevels: number;
  /** Generated players, besides the accounts. */
  players: number;
  /** Records of both types together. */
  records: number;
  /** Share of the records that are platformer records; 0.2 by default. */
  platformerRecordShare?: number;
  submissions: number;
  /** Players inserted first, with these exact fields (demo sign-ins). */
  accounts?: readonly DemoAccount[];
  /** The data set's "now": every date lies in the three years before it, so the output never depends on the clock. */
  until?: Date;
  /**
   * The year of changes before "now" that each list's log begins with (plan-history.ts); without it
   * the log begins where the data set is loaded, with one baseline per level.
   */
  history?: Record<LevelType, HistoryOptions>;
};

/** How many changes a list's year of history holds. */
export type HistoryOptions = { placements: number; moves: number };

/** A change to a list's order: a level placed at `to`, or moved from `from` to `to`. */
export type PlannedListChange =
  { kind: 'placed'; at: Date; id: string; to: number } | { kind: 'moved'; at: Date; id: string; from: number; to: number };

/** A list's history: the order it began with (ids, #1 first), then its changes, oldest first. */
export type PlannedHistory = { type: LevelType; begins: Date; baseline: string[]; changes: PlannedListChange[] };

/** A record that made its player a placed level's first victor or record holder; `from`: the player before (index), or none. */
export type PlannedHolderChange = { at: Date; type: LevelType; levelId: string; record: number; from: number | null };

export type PlannedLevel = {
  type: LevelType;
  id: string;
  name: string;
  publisher: string;
  difficulty: Difficulty;
  link: string;
  thumbnail: string;
  ranking: number;
  duration: Duration | null;
  minimumCompletion: number | null;
};

export type PlannedPlayer = {
  username: string;
  email: string | null;
  password: string | null;
  isStaff: boolean;
  isActive: boolean;
  /** Index into `regions`, or null. */
  region: number | null;
  discord: string | null;
  youtube: string | null;
  twitter: string | null;
  twitch: string | null;
  dateJoined: Date;
};

export type PlannedRecord = {
  type: LevelType;
  levelId: string;
  /** Index into `players`. */
  player: number;
  percentage: number | null;
  timeMs: number | null;
  link: string | null;
  createdAt: Date;
};

export type PlannedSubmission = Omit<PlannedRecord, 'createdAt' | 'link'> & {
  link: string;
  rawFootage: string | null;
  comment: string | null;
  status: SubmissionStatus;
  submissionDate: Date;
};

export type DataSetPlan = {
  regions: readonly string[];
  levels: PlannedLevel[];
  players: PlannedPlayer[];
  records: PlannedRecord[];
  submissions: PlannedSubmission[];
  /** The lists' year of history and the holder changes in it; null when the log begins at loading. */
  history: { lists: PlannedHistory[]; holders: PlannedHolderChange[] } | null;
};
