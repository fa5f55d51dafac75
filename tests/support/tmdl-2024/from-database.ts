/**
 * A database of this project as the 2024 product would hold it, so a test or a benchmark can
 * serve a list it built here (the demo generator, a test's writes) from the 2024 fixture and import
 * it back. Read in one query per table (and one for the avatars), which a benchmark's 20,000 players
 * and 200,000 records need; rows keep only the columns the 2024 documents have.
 *
 * Ids: each region, player and record becomes an ObjectId derived from its kind and its local id
 * (objectId in model.ts), so the same row gives the same ObjectId in every model built from the
 * database, whatever else changed; level ids stay the game's ids. The 2024 site saved join dates as
 * LocalDateTime in Morocco's time, UTC+1, to the millisecond (Mongo's dates have no finer unit).
 * Stored totals and points are left out: the model computes them as 2024 does.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../../src/server/db/database';
import { localDateTimeText } from './java';
import { emptyModel, objectId, type Difficulty2024, type Duration2024, type Tmdl2024Model } from './model';

/** One ObjectId space per kind: 2^24 local ids each, far above any list's size. */
const KIND_SEEDS = { region: 1, player: 2, classicRecord: 3, platformerRecord: 4 } as const;
const LOCAL_IDS = 0x1000000;
const MOROCCO_OFFSET_MINUTES = 60;

export function objectIdOf(kind: keyof typeof KIND_SEEDS, localId: number): string {
  if (!Number.isSafeInteger(localId) || localId < 0 || localId >= LOCAL_IDS) throw new Error(`A local ${kind} id out of range: ${localId}`);
  return objectId(KIND_SEEDS[kind] * LOCAL_IDS + localId);
}

type PlayerRow = {
  id: number;
  username: string;
  email: string | null;
  is_staff: boolean;
  is_active: boolean;
  region_id: number | null;
  discord: string | null;
  youtube: string | null;
  twitter: string | null;
  twitch: string | null;
  joined_ms: number;
};
type LevelRow = {
  type: 'classic' | 'platformer';
  id: string;
  name: string;
  publisher: string;
  difficulty: Difficulty2024;
  link: string;
  thumbnail: string;
  ranking: number;
  duration: Duration2024 | null;
  minimum_completion: number | null;
  holder_id: number | null;
};
type RecordRow = {
  id: number;
  type: 'classic' | 'platformer';
  level_id: string;
  player_id: number;
  percentage: number | null;
  time_ms: number | null;
  link: string | null;
};

export async function modelFromDatabase(db: Queryable): Promise<Tmdl2024Model> {
  const model = emptyModel();
  const playerId = (id: number) => objectIdOf('player', id);

  const regions = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM regions ORDER BY id`);
  model.regions = regions.map((region) => ({ id: objectIdOf('region', region.id), name: region.name }));

  // The join date as whole milliseconds since the epoch, read the same from PGlite and PostgreSQL.
  const players = await queryRows<PlayerRow>(
    db,
    sql`
    SELECT id, username, email, is_staff, is_active, region_id, discord, youtube, twitter, twitch,
           floor(extract(epoch FROM date_joined) * 1000)::float8 AS joined_ms
    FROM players ORDER BY id`,
  );
  const avatars = new Map(
    (await queryRows<{ id: number; avatar: Uint8Array }>(db, sql`SELECT id, avatar FROM players WHERE avatar IS NOT NULL ORDER BY id`)).map(
      (row) => [row.id, new Uint8Array(row.avatar)],
    ),
  );
  model.players = players.map((player) => ({
    id: playerId(player.id),
    username: player.username,
    email: player.email,
    dateJoined: localDateTimeText(new Date(Number(player.joined_ms)), MOROCCO_OFFSET_MINUTES),
    region: player.region_id === null ? null : objectIdOf('region', player.region_id),
    isStaff: player.is_staff,
    isActive: player.is_active,
    discord: player.discord,
    youtube: player.youtube,
    twitter: player.twitter,
    twitch: player.twitch,
    ...(avatars.has(player.id) ? { avatar: avatars.get(player.id) } : {}),
  }));

  const levels = await queryRows<LevelRow>(
    db,
    sql`
    SELECT type, id, name, publisher, difficulty, link, thumbnail, ranking, duration, minimum_completion, holder_id
    FROM levels ORDER BY type, ranking, id`,
  );
  // A level without a minimum completion is written with 100 here (src/server/levels/wire.ts); 2024's is an int.
  for (const level of levels) {
    const common = {
      id: level.id,
      name: level.name,
      publisher: level.publisher,
      difficulty: level.difficulty,
      link: level.link,
      thumbnail: level.thumbnail,
      ranking: level.ranking,
    };
    const holder = level.holder_id === null ? null : playerId(level.holder_id);
    if (level.type === 'classic')
      model.classicLevels.push({
        ...common,
        duration: level.duration,
        minimumCompletion: level.minimum_completion ?? 100,
        firstVictor: holder,
      });
    else model.platformerLevels.push({ ...common, recordHolder: holder });
  }

  // time_ms is a bigint, which the two drivers give differently: read as a double (exact below 2^53).
  const records = await queryRows<RecordRow>(
    db,
    sql`
    SELECT id, type, level_id, player_id, percentage, time_ms::float8 AS time_ms, link FROM records ORDER BY id`,
  );
  for (const record of records) {
    const common = { link: record.link, player: playerId(record.player_id), level: record.level_id };
    if (record.type === 'classic')
      model.classicRecords.push({ id: objectIdOf('classicRecord', record.id), ...common, recordPercentage: record.percentage ?? 0 });
    else
      model.platformerRecords.push({ id: objectIdOf('platformerRecord', record.id), ...common, recordTime: Number(record.time_ms ?? 0) });
  }
  return model;
}
