/**
 * The 2024 product's MongoDB, as a test holds it: one array per collection, documents in store
 * order (the order a findAll gives, which the 2024 lists keep for ties). References are ids, as
 * the DBRefs are: a level's holder and a record's player are player ids, a record's level a level id.
 * The fixture server reads these arrays at each request, so a test changes the site by changing them.
 *
 * What the 2024 site computes and stores (a level's points, a player's and a region's totals) is
 * computed here from the documents unless the document says otherwise: the optional fields below
 * are stored values, possibly stale, as 2024 leaves them (a player who picked a region after having
 * records did not raise the region's totals).
 */

/** entities/Region.java */
export type Region2024 = {
  id: string;
  name: string;
  /** Stored totals; the sum of the region's players' totals when absent (utilities/PlayerUtils.java). */
  classicPoints?: number | null;
  platformerPoints?: number | null;
};

/** entities/Player.java */
export type Player2024 = {
  id: string;
  username: string;
  email: string | null;
  /** A LocalDateTime as stored, no zone: `2024-08-10T21:09:23.318`. */
  dateJoined: string;
  region: string | null;
  isStaff: boolean;
  isActive: boolean;
  discord: string | null;
  youtube: string | null;
  twitter: string | null;
  twitch: string | null;
  /** The stored picture's bytes, whatever format they are (the site calls them image/jpeg). */
  avatar?: Uint8Array;
  /** Stored totals; the sums over the player's records when absent (utilities/PlayerUtils.java). */
  classicPoints?: number | null;
  platformerPoints?: number | null;
};

/** enums/Difficulty.java and enums/Duration.java: written by name. */
export type Difficulty2024 = 'EASY_DEMON' | 'MEDIUM_DEMON' | 'HARD_DEMON' | 'INSANE_DEMON' | 'EXTREME_DEMON';
export type Duration2024 = 'TINY' | 'SHORT' | 'MEDIUM' | 'LONG' | 'XL';

/** entities/level/Level.java: the id is the game's level id as staff typed it. */
type Level2024 = {
  id: string;
  name: string;
  publisher: string;
  difficulty: Difficulty2024;
  link: string;
  thumbnail: string;
  ranking: number;
  /** Stored points; LevelUtils' value for the ranking when absent. */
  points?: number;
};

/** entities/level/ClassicLevel.java */
export type ClassicLevel2024 = Level2024 & {
  duration: Duration2024 | null;
  minimumCompletion: number;
  /** The first victor's player id. */
  firstVictor: string | null;
  minPoints?: number;
};

/** entities/level/PlatformerLevel.java */
export type PlatformerLevel2024 = Level2024 & {
  /** The record holder's player id. */
  recordHolder: string | null;
};

/** entities/record/Record.java with ClassicRecord.java */
export type ClassicRecord2024 = { id: string; link: string | null; player: string; level: string; recordPercentage: number };

/** entities/record/Record.java with PlatformerRecord.java: the time as a java.time.Duration, in milliseconds here. */
export type PlatformerRecord2024 = { id: string; link: string | null; player: string; level: string; recordTime: number };

export type Tmdl2024Model = {
  regions: Region2024[];
  players: Player2024[];
  classicLevels: ClassicLevel2024[];
  platformerLevels: PlatformerLevel2024[];
  classicRecords: ClassicRecord2024[];
  platformerRecords: PlatformerRecord2024[];
};

export function emptyModel(): Tmdl2024Model {
  return { regions: [], players: [], classicLevels: [], platformerLevels: [], classicRecords: [], platformerRecords: [] };
}

/**
 * A deterministic MongoDB ObjectId (24 hex digits): 4 bytes of seconds (August 2024 onwards), 5 of
 * "process", 3 of counter, as the driver lays them out; distinct seeds give distinct ids.
 */
export function objectId(seed: number): string {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`An ObjectId seed is a natural number, got ${seed}`);
  const seconds = 0x66b7d0a3 + Math.floor(seed / 0x1000000);
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');
  return `${hex(seconds, 8)}a1b2c3d4e5${hex(seed % 0x1000000, 6)}`;
}
