/**
 * Reads a whole list from a site that speaks the 2024 API, every public call of SPEC.md §7 an import
 * needs: regions, players (each profile and avatar), staff names, both lists of levels and every
 * level's records. Then checks that the parts agree (every record's player and level, every holder and
 * region exist; no name twice), so a list that does not hold together is refused before anything is
 * written, saying where.
 */
import * as v from 'valibot';
import { AVATAR_MAX_BYTES, LEVEL_TYPES, type LevelType } from '../../shared/constants';
import { toAvatarJpeg } from '../players/avatar';
import type { Progress } from './progress';
import { eachLimited, ImportError, type Source } from './source';
import {
  SourceClassicLevelSchema, SourceClassicRecordSchema, SourcePlatformerLevelSchema, SourcePlatformerRecordSchema, SourcePlayerNameSchema,
  SourcePlayerSchema, SourceRegionSchema, SourceStaffSchema, type SourceLevel, type SourcePlayer, type SourceRecord, type SourceRegion,
} from './wire';

/** Answers read at once. */
const AT_ONCE = 8;

export type SourceAvatar = Uint8Array | null | 'unchanged';
export type ImportedPlayer = SourcePlayer & { avatar: SourceAvatar };
export type SourceList = {
  regions: SourceRegion[];
  players: ImportedPlayer[];
  lists: Record<LevelType, { levels: SourceLevel[]; records: SourceRecord[] }>;
};

const LEVEL_SCHEMAS = { classic: SourceClassicLevelSchema, platformer: SourcePlatformerLevelSchema } as const;
const RECORD_SCHEMAS = { classic: SourceClassicRecordSchema, platformer: SourcePlatformerRecordSchema } as const;
const JPEG = [0xff, 0xd8, 0xff];

/** An avatar as this site keeps it: a JPEG as it came, anything else decoded and made one. */
async function storedAvatar(bytes: Uint8Array, where: string): Promise<Uint8Array> {
  if (bytes.length <= AVATAR_MAX_BYTES && JPEG.every((byte, index) => bytes[index] === byte)) return bytes;
  try {
    return await toAvatarJpeg(bytes);
  } catch {
    throw new ImportError(`${where} is not an image this site can read.`);
  }
}

function once<T>(items: readonly T[], keyOf: (item: T) => string, what: (item: T) => string, where: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) throw new ImportError(`${where} lists ${what(item)} twice.`);
    seen.add(key);
  }
}

/** Checks that the parts of the list refer to each other as they must. */
function checkTogether(list: SourceList, address: string): void {
  const at = (path: string) => `${address}${path}`;
  once(list.regions, (region) => region.id, (region) => `region id ${region.id}`, at('/api/public/regions'));
  once(list.regions, (region) => region.name.toLowerCase(), (region) => `the region name '${region.name}'`, at('/api/public/regions'));
  once(list.players, (player) => player.id, (player) => `player id ${player.id}`, at('/api/public/players'));
  once(list.players, (player) => player.username.toLowerCase(), (player) => `the username '${player.username}'`, at('/api/public/players'));
  const regionIds = new Set(list.regions.map((region) => region.id));
  const playerIds = new Set(list.players.map((player) => player.id));
  const usernames = new Set(list.players.map((player) => player.username.toLowerCase()));
  for (const player of list.players) {
    if (player.region !== null && !regionIds.has(player.region)) {
      throw new ImportError(`${at(`/api/public/players/username/${encodeURIComponent(player.username)}`)}: region ${player.region} is not in /api/public/regions.`);
    }
  }
  for (const type of LEVEL_TYPES) {
    const { levels, records } = list.lists[type];
    const listPath = at(`/api/public/${type}-levels/list`);
    once(levels, (level) => level.id, (level) => `level ${level.id}`, listPath);
    const levelIds = new Set(levels.map((level) => level.id));
    for (const level of levels) {
      const holder = 'firstVictor' in level ? level.firstVictor : level.recordHolder;
      if (holder !== null && !playerIds.has(holder)) throw new ImportError(`${listPath}: level ${level.id} names player ${holder}, whom /api/public/players does not list.`);
    }
    once(records, (record) => record.id, (record) => `record id ${record.id}`, at(`/api/public/${type}-records/level/…`));
    once(records, (record) => `${record.level} ${record.player.toLowerCase()}`, (record) => `two records of ${record.player} on level ${record.level}`, at(`/api/public/${type}-records/level/${records[0]?.level ?? ''}`));
    for (const record of records) {
      const where = at(`/api/public/${type}-records/level/${record.level}`);
      if (!levelIds.has(record.level)) throw new ImportError(`${where}: record ${record.id} is on level ${record.level}, which ${listPath} does not list.`);
      if (!usernames.has(record.player.toLowerCase())) throw new ImportError(`${where}: record ${record.id} names the player '${record.player}', whom /api/public/players does not list.`);
    }
  }
}

/**
 * Reads the list at `source`. `knownAvatars` gives, by the source's player id, the ETag of the
 * avatar an earlier import brought, so an unchanged picture is not downloaded again.
 */
export async function readSource(source: Source, progress: Progress, knownAvatars: ReadonlyMap<string, string> = new Map()): Promise<SourceList> {
  const regions = await source.read('/api/public/regions', v.array(SourceRegionSchema));
  const names = await source.read('/api/public/players', v.array(SourcePlayerNameSchema));
  const staff = new Set((await source.read('/api/public/players/staff', v.array(SourceStaffSchema))).map((entry) => entry.username.toLowerCase()));

  const profiles = progress.step('players', names.length);
  const players = await eachLimited(names, AT_ONCE, async (name): Promise<ImportedPlayer> => {
    const path = `/api/public/players/username/${encodeURIComponent(name.username)}`;
    const player = await source.read(path, SourcePlayerSchema);
    if (player.id !== name.id) throw new ImportError(`${source.address}${path}: the id ${player.id} is not the id ${name.id} that /api/public/players gives.`);
    const avatarPath = `/api/public/players/${encodeURIComponent(player.id)}/avatar`;
    const fetched = player.hasAvatar === false ? null : await source.image(avatarPath, knownAvatars.get(player.id));
    const avatar = fetched instanceof Uint8Array ? await storedAvatar(fetched, `${source.address}${avatarPath}`) : fetched;
    return { ...player, isStaff: player.isStaff || staff.has(player.username.toLowerCase()), avatar };
  }, () => profiles.tick());
  profiles.done(`${players.filter((player) => player.avatar instanceof Uint8Array).length} avatars`);

  const lists = {} as SourceList['lists'];
  for (const type of LEVEL_TYPES) {
    const levels: SourceLevel[] = await source.read(`/api/public/${type}-levels/list`, v.array(LEVEL_SCHEMAS[type]));
    const step = progress.step(`${type} records`, levels.length);
    const perLevel = await eachLimited(levels, AT_ONCE, async (level) => {
      const path = `/api/public/${type}-records/level/${encodeURIComponent(level.id)}`;
      const records: SourceRecord[] = await source.read(path, v.array(RECORD_SCHEMAS[type]));
      const stray = records.find((record) => record.level !== level.id);
      if (stray) throw new ImportError(`${source.address}${path}: record ${stray.id} is on level ${stray.level}, not ${level.id}.`);
      return records;
    }, () => step.tick());
    const records = perLevel.flat();
    step.done(`${levels.length} levels, ${records.length} records`);
    lists[type] = { levels, records };
  }
  const list = { regions, players, lists };
  checkTogether(list, source.address);
  return list;
}
