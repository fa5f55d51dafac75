/**
 * Reads a whole list from a site that speaks the 2024 API, every public call of SPEC.md §7 an import
 * needs: regions, players (profiles and avatars), staff names, both lists of levels and every level's
 * records. What the 2024 product answers is taken as its Java code gives it:
 * - an empty list is 204 with no body (controllers/open/*);
 * - the player list holds whole profiles (PublicPlayerController.findAll), so no profile is asked
 *   for one by one; a list of names alone (this site's) has each profile read by name, and one that
 *   cannot be read so (the 2024 firewall answers 400 to a name with `/`; a player renamed meanwhile
 *   answers 404) is built from what the lists say;
 * - `/classic-records/level/{id}` answers 500 for a level without a first victor, or whose first
 *   victor has no record there (ClassicRecordServiceImpl.getFirstVictorRecord): those levels'
 *   records are read from the paged `/classic-records` instead, and every page must add up;
 * - an avatar is whatever bytes were uploaded, sent as image/jpeg: each is decoded here and kept as
 *   this site keeps an upload (players/avatar.ts).
 * Nothing is checked against this site's rules here: check.ts does that once all is read.
 */
import sharp from 'sharp';
import * as v from 'valibot';
import { AVATAR_MAX_BYTES, AVATAR_SIZE, LEVEL_TYPES, type LevelType } from '../../shared/constants';
import { toAvatarJpeg } from '../players/avatar';
import type { Progress } from './progress';
import { eachLimited, ImportError, type Source } from './source';
import {
  SourceClassicLevelSchema,
  SourceClassicRecordSchema,
  SourcePlatformerLevelSchema,
  SourcePlatformerRecordSchema,
  SourcePlayerEntrySchema,
  SourcePlayerPointsSchema,
  SourcePlayerSchema,
  SourceRegionSchema,
  SourceStaffSchema,
  sourcePageSchema,
  type SourceLevel,
  type SourcePlayer,
  type SourceRecord,
  type SourceRegion,
} from './wire';

/** Answers read at once. */
const AT_ONCE = 8;
/** Records asked for per page: Spring's largest page is 2,000, this site's 100 (asked for when the larger is refused). */
const PAGE_SIZES = [1000, 100];

export type SourceAvatar = Uint8Array | null | 'unchanged';
/** A player as read: the profile, where it came from, and the avatar as this site will keep it. */
export type ReadPlayer = SourcePlayer & { from: string; builtFromLists: boolean; avatar: SourceAvatar; avatarReencoded: boolean };
/** A record as read, with the (full) address it came from. */
export type ReadRecord = SourceRecord & { from: string };
export type SourceRead = {
  regions: SourceRegion[];
  players: ReadPlayer[];
  /** The usernames `/players/staff` lists. */
  staff: Set<string>;
  lists: Record<LevelType, { levels: SourceLevel[]; records: ReadRecord[]; fromPages: number }>;
};

const LEVEL_SCHEMAS = { classic: SourceClassicLevelSchema, platformer: SourcePlatformerLevelSchema } as const;
const RECORD_SCHEMAS = { classic: SourceClassicRecordSchema, platformer: SourcePlatformerRecordSchema } as const;
const JPEG = [0xff, 0xd8, 0xff];

/**
 * An avatar as this site keeps it: a picture already of its kind (a square JPEG of AVATAR_SIZE
 * without metadata, as this site serves) as it came, anything else decoded and re-encoded.
 */
async function storedAvatar(bytes: Uint8Array, where: string): Promise<{ avatar: Uint8Array; reencoded: boolean }> {
  if (bytes.length <= AVATAR_MAX_BYTES && JPEG.every((byte, index) => bytes[index] === byte)) {
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (
      meta?.format === 'jpeg' &&
      meta.width === AVATAR_SIZE &&
      meta.height === AVATAR_SIZE &&
      !meta.exif &&
      !meta.icc &&
      !meta.xmp &&
      !meta.iptc
    ) {
      return { avatar: bytes, reencoded: false };
    }
  }
  try {
    return { avatar: await toAvatarJpeg(bytes), reencoded: true };
  } catch {
    throw new ImportError(`${where} is not a picture this site can read (JPEG, PNG, WebP or GIF, at most 40 million pixels).`);
  }
}

/** What the lists say of the players, for a profile that cannot be read by name: read once, when first needed. */
function listsOfPlayers(source: Source, regions: readonly SourceRegion[]) {
  let read: Promise<{ points: Map<string, { classic: number | null; platformer: number | null }>; regionOf: Map<string, string> }> | null =
    null;
  return () =>
    (read ??= (async () => {
      const points = new Map<string, { classic: number | null; platformer: number | null }>();
      for (const type of LEVEL_TYPES) {
        for (const player of await source.list(`/api/public/players/${type}-points`, SourcePlayerPointsSchema)) {
          const entry = points.get(player.id) ?? { classic: null, platformer: null };
          entry[type] = type === 'classic' ? player.classicPoints : player.platformerPoints;
          points.set(player.id, entry);
        }
      }
      const regionOf = new Map<string, string>();
      await eachLimited(regions, AT_ONCE, async (region) => {
        for (const player of await source.list(`/api/public/players/region/${encodeURIComponent(region.id)}`, SourcePlayerPointsSchema))
          regionOf.set(player.id, region.id);
      });
      return { points, regionOf };
    })());
}

async function readPlayers(
  source: Source,
  regions: readonly SourceRegion[],
  staff: ReadonlySet<string>,
  progress: Progress,
  knownAvatars: ReadonlyMap<string, string>,
): Promise<ReadPlayer[]> {
  const entries = await source.list('/api/public/players', SourcePlayerEntrySchema);
  const lists = listsOfPlayers(source, regions);
  const step = progress.step('players', entries.length);
  const players = await eachLimited(
    entries,
    AT_ONCE,
    async (entry): Promise<ReadPlayer> => {
      let profile: SourcePlayer;
      let from = '/api/public/players';
      let builtFromLists = false;
      if (entry.profile) {
        profile = entry.profile;
      } else {
        from = `/api/public/players/username/${encodeURIComponent(entry.username)}`;
        const answered = await source.readOr(from, SourcePlayerSchema, [400, 404]);
        if ('body' in answered) {
          profile = answered.body;
        } else {
          const { points, regionOf } = await lists();
          const published = points.get(entry.id);
          profile = {
            id: entry.id,
            username: entry.username,
            region: regionOf.get(entry.id) ?? null,
            classicPoints: published?.classic ?? null,
            platformerPoints: published?.platformer ?? null,
            discord: null,
            youtube: null,
            twitter: null,
            twitch: null,
            isStaff: false,
            isActive: true,
            dateJoined: null,
            hasAvatar: null,
          };
          from = '/api/public/players';
          builtFromLists = true;
        }
        if (profile.id !== entry.id)
          throw new ImportError(`${source.at(from)}: the id ${profile.id} is not the id ${entry.id} that /api/public/players gives.`);
      }
      const avatarPath = `/api/public/players/${encodeURIComponent(profile.id)}/avatar`;
      const fetched = profile.hasAvatar === false ? null : await source.image(avatarPath, knownAvatars.get(profile.id));
      const stored = fetched instanceof Uint8Array ? await storedAvatar(fetched, source.at(avatarPath)) : null;
      return {
        ...profile,
        from,
        builtFromLists,
        isStaff: profile.isStaff || staff.has(profile.username),
        avatar: stored ? stored.avatar : (fetched as null | 'unchanged'),
        avatarReencoded: stored?.reencoded ?? false,
      };
    },
    () => step.tick(),
  );
  step.done(`${players.filter((player) => player.avatar instanceof Uint8Array).length} avatars`);
  return players;
}

/** Every record of a list from its pages, in the source's order; the pages must add up to the total they give. */
async function readPages(source: Source, type: LevelType): Promise<ReadRecord[]> {
  const byId = new Map<string, ReadRecord>();
  const schema = sourcePageSchema(RECORD_SCHEMAS[type]);
  let sizes = [...PAGE_SIZES];
  let total: number | null = null;
  for (let page = 0; ;) {
    const path = `/api/public/${type}-records?page=${page}&size=${sizes[0]}`;
    const answered = await source.readOr(path, schema, [204, 400]);
    if ('status' in answered && answered.status === 400 && page === 0 && sizes.length > 1) {
      sizes = sizes.slice(1);
      continue;
    }
    if ('status' in answered && answered.status === 400) throw new ImportError(`${source.at(path)} answered 400 instead of 200.`);
    if ('status' in answered) break;
    const body = answered.body;
    for (const record of body.content as SourceRecord[]) byId.set(record.id, { ...record, from: source.at(path) });
    total = body.totalElements ?? total;
    page += 1;
    if (body.content.length === 0 || body.last === true || page >= body.totalPages) break;
  }
  if (total !== null && byId.size !== total) {
    throw new ImportError(
      `${source.at(`/api/public/${type}-records`)}: the pages gave ${byId.size} records where the source counts ${total}; its records changed while they were read: run the import again.`,
    );
  }
  return [...byId.values()];
}

async function readList(source: Source, type: LevelType, progress: Progress): Promise<SourceRead['lists'][LevelType]> {
  const levels: SourceLevel[] = await source.list(`/api/public/${type}-levels/list`, LEVEL_SCHEMAS[type]);
  const step = progress.step(`${type} records`, levels.length);
  const schema = v.array(RECORD_SCHEMAS[type]);
  const perLevel = await eachLimited(
    levels,
    AT_ONCE,
    async (level) => {
      const path = `/api/public/${type}-records/level/${encodeURIComponent(level.id)}`;
      const answered = await source.readOr(path, schema, type === 'classic' ? [204, 500] : [204]);
      if ('status' in answered) return answered.status === 500 ? null : [];
      const stray = answered.body.find((record) => record.level !== level.id);
      if (stray) throw new ImportError(`${source.at(path)}: record ${stray.id} is on level ${stray.level}, not ${level.id}.`);
      return answered.body.map((record): ReadRecord => ({ ...record, from: source.at(path) }));
    },
    () => step.tick(),
  );
  const unanswered = new Set(levels.filter((_, index) => perLevel[index] === null).map((level) => level.id));
  const records = perLevel.flatMap((list) => list ?? []);
  if (unanswered.size > 0) records.push(...(await readPages(source, type)).filter((record) => unanswered.has(record.level)));
  step.done(`${levels.length} levels, ${records.length} records${unanswered.size ? ` (${unanswered.size} levels' from the pages)` : ''}`);
  return { levels, records, fromPages: unanswered.size };
}

/**
 * Reads the list at `source`. `knownAvatars` gives, by the source's player id, the ETag of the
 * avatar an earlier import brought, so an unchanged picture need not be downloaded again where the
 * source answers If-None-Match.
 */
export async function readSource(
  source: Source,
  progress: Progress,
  knownAvatars: ReadonlyMap<string, string> = new Map(),
): Promise<SourceRead> {
  const regions = await source.list('/api/public/regions', SourceRegionSchema);
  const staff = new Set((await source.list('/api/public/players/staff', SourceStaffSchema)).map((entry) => entry.username));
  const players = await readPlayers(source, regions, staff, progress, knownAvatars);
  const lists = {} as SourceRead['lists'];
  for (const type of LEVEL_TYPES) lists[type] = await readList(source, type, progress);
  return { regions, players, staff, lists };
}
