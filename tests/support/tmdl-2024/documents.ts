/**
 * Each 2024 document as Jackson writes its class: the fields and their order, Double fields as
 * Java prints them, a DBRef as the @JsonProperty getter gives it. Paths below
 * tmdl-backend/src/main/java/com/apostorial/tmdlbackend/ of apostorial/TheMoroccanDemonlist.
 */
import { double, durationText, localDateTimeText, type JsonValue } from './java';
import type { ClassicLevel2024, ClassicRecord2024, PlatformerLevel2024, PlatformerRecord2024, Player2024, Region2024 } from './model';
import type { ModelView } from './view';

/**
 * Which version of the level entities: entities/level/ClassicLevel.java and PlatformerLevel.java
 * exist with getFirstVictorForSerialization / getRecordHolderForSerialization returning the
 * player's id (ClassicLevel at d07f633 and f156791, PlatformerLevel at 840c021) and returning the
 * username (ClassicLevel at c02a3fb, PlatformerLevel at c02a3fb).
 */
export type Holders = 'id' | 'username';
export type DocumentOptions = { holders: Holders; leakEmail: boolean };

const nullableDouble = (value: number | null) => (value === null ? null : double(value));

export class DocumentWriter {
  constructor(
    readonly view: ModelView,
    readonly options: DocumentOptions,
  ) {}

  /**
   * dtos/player/ProfilePlayerRequest.java via mappers/ProfilePlayerMapper.java: no avatar, the
   * region as its id. `leakEmail` brings back the email an older ProfilePlayerRequest carried, so
   * tests can check that a secret the source sends is never printed.
   */
  profile(player: Player2024): JsonValue {
    const totals = this.view.totals(player);
    return {
      id: player.id,
      username: player.username,
      ...(this.options.leakEmail ? { email: player.email } : {}),
      dateJoined: localDateTimeText(player.dateJoined),
      region: player.region,
      classicPoints: nullableDouble(totals.classic),
      platformerPoints: nullableDouble(totals.platformer),
      discord: player.discord,
      youtube: player.youtube,
      twitter: player.twitter,
      twitch: player.twitch,
      isStaff: player.isStaff,
      isActive: player.isActive,
    };
  }

  /** dtos/player/DataPlayerRequest.java via mappers/DataPlayerMapper.java */
  dataPlayer(player: Player2024): JsonValue {
    const totals = this.view.totals(player);
    return {
      id: player.id,
      username: player.username,
      classicPoints: nullableDouble(totals.classic),
      platformerPoints: nullableDouble(totals.platformer),
    };
  }

  /** dtos/player/SearchPlayerRequest.java via mappers/SearchPlayerMapper.java: the username alone. */
  searchPlayer(player: Player2024): JsonValue {
    return { username: player.username };
  }

  /** entities/Region.java */
  region(region: Region2024): JsonValue {
    const totals = this.view.regionTotals(region);
    return {
      id: region.id,
      name: region.name,
      classicPoints: nullableDouble(totals.classic),
      platformerPoints: nullableDouble(totals.platformer),
    };
  }

  /** A DBRef'd holder; one to a player that is gone resolves to null, and so does the field. */
  #holder(playerId: string | null): string | null {
    const player = playerId === null ? undefined : this.view.player(playerId);
    if (!player) return null;
    return this.options.holders === 'id' ? player.id : player.username;
  }

  /**
   * entities/level/Level.java and ClassicLevel.java: link and thumbnail are java.net.URL, written
   * as their text; difficulty and duration enums by name (enums/Difficulty.java, enums/Duration.java).
   */
  classicLevel(level: ClassicLevel2024): JsonValue {
    const { points, minPoints } = this.view.classicPoints(level);
    return {
      id: level.id,
      name: level.name,
      publisher: level.publisher,
      difficulty: level.difficulty,
      link: level.link,
      thumbnail: level.thumbnail,
      points: double(points),
      ranking: level.ranking,
      duration: level.duration,
      minPoints: double(minPoints),
      minimumCompletion: level.minimumCompletion,
      firstVictor: this.#holder(level.firstVictor),
    };
  }

  /** entities/level/Level.java and PlatformerLevel.java */
  platformerLevel(level: PlatformerLevel2024): JsonValue {
    return {
      id: level.id,
      name: level.name,
      publisher: level.publisher,
      difficulty: level.difficulty,
      link: level.link,
      thumbnail: level.thumbnail,
      points: double(this.view.platformerPoints(level)),
      ranking: level.ranking,
      recordHolder: this.#holder(level.recordHolder),
    };
  }

  /** entities/record/Record.java (the player written as the username) and ClassicRecord.java (the level as its id). */
  classicRecord(record: ClassicRecord2024): JsonValue {
    const player = this.view.player(record.player)?.username ?? null;
    return { id: record.id, link: record.link, player, recordPercentage: record.recordPercentage, level: record.level };
  }

  /** entities/record/Record.java and PlatformerRecord.java, the time by utilities/DurationSerializer.java. */
  platformerRecord(record: PlatformerRecord2024): JsonValue {
    const player = this.view.player(record.player)?.username ?? null;
    return { id: record.id, link: record.link, player, recordTime: durationText(record.recordTime), level: record.level };
  }
}
