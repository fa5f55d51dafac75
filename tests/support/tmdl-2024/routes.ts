/**
 * The 2024 site's public reads (controllers/open/*.java), path by path: what each answers for the
 * model as it is now. An empty list is 204 with no body, a missing document 404, an exception
 * (which the site lets reach Spring) 500, all with no body. Paths below tmdl-backend/src/main/java/
 * com/apostorial/tmdlbackend/.
 */
import type { DocumentWriter } from './documents';
import type { JsonValue } from './java';
import type { ClassicLevel2024, PlatformerLevel2024, PlatformerRecord2024, Player2024 } from './model';
import type { ModelView, RecordIndex } from './view';

export type Answer = { status: 200; json: JsonValue } | { status: 200; image: Uint8Array } | { status: 204 | 404 | 500 };

const NONE = { status: 404 } as const;
const list = (items: JsonValue[]): Answer => (items.length === 0 ? { status: 204 } : { status: 200, json: items });
const one = (item: JsonValue | undefined): Answer => (item === undefined ? NONE : { status: 200, json: item });

/** Spring Data's default page size and its max-page-size (spring.data.web.pageable.*). */
const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 2000;

/** PageableHandlerMethodArgumentResolver's reading of one parameter: Integer.parseInt, 0 when unreadable, never negative. */
function pageParameter(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  if (!/^[+-]?\d+$/.test(text)) return 0;
  const value = Number(text);
  return value > 2147483647 || value < -2147483648 ? 0 : Math.max(0, value);
}

/** Spring Data's PageImpl as Jackson writes it (serialized as is: the site does not wrap it in a PagedModel). */
function page<T>(items: readonly T[], write: (item: T) => JsonValue, query: URLSearchParams): Answer {
  const number = pageParameter(query.get('page')) ?? 0;
  const asked = pageParameter(query.get('size')) ?? PAGE_SIZE_DEFAULT;
  const size = Math.min(asked < 1 ? PAGE_SIZE_DEFAULT : asked, PAGE_SIZE_MAX);
  const offset = number * size;
  const content = items.slice(offset, offset + size).map(write);
  const totalPages = Math.ceil(items.length / size);
  const sort = { empty: true, sorted: false, unsorted: true };
  return {
    status: 200,
    json: {
      content,
      pageable: { pageNumber: number, pageSize: size, sort, offset, paged: true, unpaged: false },
      last: number + 1 >= totalPages,
      totalElements: items.length,
      totalPages,
      size,
      number,
      sort,
      first: number === 0,
      numberOfElements: content.length,
      empty: content.length === 0,
    },
  };
}

/** Stable descending order by a total (Array.prototype.sort is stable: ties keep store order). */
function byTotal(view: ModelView, kind: 'classic' | 'platformer'): Player2024[] {
  const total = (player: Player2024) => view.totals(player)[kind] ?? 0;
  return [...view.model.players].sort((a, b) => total(b) - total(a));
}

/**
 * controllers/open/PublicPlayerController.java: literal paths win over {playerId}. A username two
 * players share makes findByUsername's single result fail: 500.
 */
function players(write: DocumentWriter, rest: string[]): Answer {
  const { view } = write;
  const all = view.model.players;
  const [first, second] = rest;
  if (rest.length === 0) return list(all.map((player) => write.profile(player)));
  if (rest.length === 1 && first === 'classic-points') return list(byTotal(view, 'classic').map((player) => write.dataPlayer(player)));
  if (rest.length === 1 && first === 'platformer-points')
    return list(byTotal(view, 'platformer').map((player) => write.dataPlayer(player)));
  if (rest.length === 1 && first === 'staff')
    return list(all.filter((player) => player.isStaff).map((player) => write.searchPlayer(player)));
  if (rest.length === 2 && first === 'region')
    return list(all.filter((player) => player.region === second).map((player) => write.dataPlayer(player)));
  if (rest.length === 2 && first === 'username') {
    const named = view.playersNamed(second!);
    return named.length > 1 ? { status: 500 } : one(named[0] && write.profile(named[0]));
  }
  if (rest.length === 1) {
    const player = view.player(first!);
    return one(player && write.profile(player));
  }
  if (rest.length === 2 && second === 'avatar') {
    const avatar = view.player(first!)?.avatar;
    return avatar ? { status: 200, image: avatar } : NONE;
  }
  return NONE;
}

/** controllers/open/PublicRegionController.java */
function regions(write: DocumentWriter, rest: string[]): Answer {
  const all = write.view.model.regions;
  if (rest.length === 0) return list(all.map((region) => write.region(region)));
  const region = rest.length === 1 ? all.find((each) => each.id === rest[0]) : undefined;
  return one(region && write.region(region));
}

/**
 * controllers/open/Public{Classic,Platformer}LevelController.java with services/implementations/level/
 * ClassicLevelServiceImpl.java: by ranking (a stable sort), main the first 75, extended the next 75,
 * legacy subList(151, size), so the 151st is in no tier, and empty up to 151 levels; another word
 * after /list/ falls to the service's `default` and gives the whole list.
 */
function levels<L extends ClassicLevel2024 | PlatformerLevel2024>(
  all: readonly L[],
  find: (id: string) => L | undefined,
  write: (level: L) => JsonValue,
  rest: string[],
): Answer {
  if (rest[0] === 'list' && rest.length <= 2) {
    const ranked = [...all].sort((a, b) => a.ranking - b.ranking);
    const tier = rest[1];
    const chosen =
      tier === 'main' ? ranked.slice(0, 75) : tier === 'extended' ? ranked.slice(75, 150) : tier === 'legacy' ? ranked.slice(151) : ranked;
    return list(chosen.map(write));
  }
  const level = rest.length === 1 ? find(rest[0]!) : undefined;
  return one(level && write(level));
}

/**
 * controllers/open/PublicClassicRecordController.java with services/implementations/record/
 * ClassicRecordServiceImpl.java: a level's records start with the first victor's record
 * (getFirstVictorRecord), which throws, so 500, when the level is missing, has no first victor, or
 * its first victor has no record there; then the others by recordPercentage descending (stable).
 */
function classicRecordsOfLevel(write: DocumentWriter, levelId: string): Answer {
  const level = write.view.classicLevel(levelId);
  const records = write.view.classicRecords.ofLevel(levelId);
  const firstVictorRecord = level?.firstVictor ? records.find((record) => record.player === level.firstVictor) : undefined;
  if (!firstVictorRecord) return { status: 500 };
  const others = records.filter((record) => record !== firstVictorRecord).sort((a, b) => b.recordPercentage - a.recordPercentage);
  return list([firstVictorRecord, ...others].map((record) => write.classicRecord(record)));
}

type RecordDocument = { id: string; player: string; level: string };

/**
 * controllers/open/Public{Classic,Platformer}RecordController.java: the pages of all records in
 * store order, a player's records, one record; a level's records as `ofLevel` gives them.
 */
function records<R extends RecordDocument>(
  index: RecordIndex<R>,
  write: (record: R) => JsonValue,
  rest: string[],
  query: URLSearchParams,
  ofLevel: (levelId: string) => Answer,
): Answer {
  if (rest.length === 0) return page(index.all, write, query);
  if (rest.length === 2 && rest[0] === 'level') return ofLevel(rest[1]!);
  if (rest.length === 2 && rest[0] === 'player') return list(index.ofPlayer(rest[1]!).map(write));
  const record = rest.length === 1 ? index.byId(rest[0]!) : undefined;
  return one(record && write(record));
}

/** The answer to a GET of `segments` (decoded, after /api/public/). */
export function answer(write: DocumentWriter, segments: string[], query: URLSearchParams): Answer {
  const { view } = write;
  const [resource, ...rest] = segments;
  switch (resource) {
    case 'players':
      return players(write, rest);
    case 'regions':
      return regions(write, rest);
    case 'classic-levels':
      return levels(
        view.model.classicLevels,
        (id) => view.classicLevel(id),
        (level) => write.classicLevel(level),
        rest,
      );
    case 'platformer-levels':
      return levels(
        view.model.platformerLevels,
        (id) => view.platformerLevel(id),
        (level) => write.platformerLevel(level),
        rest,
      );
    case 'classic-records': {
      const ofLevel = (levelId: string) => classicRecordsOfLevel(write, levelId);
      return records(view.classicRecords, (record) => write.classicRecord(record), rest, query, ofLevel);
    }
    case 'platformer-records': {
      // services/implementations/record/PlatformerRecordServiceImpl.java: a level's records in store order.
      const writeOne = (record: PlatformerRecord2024) => write.platformerRecord(record);
      const ofLevel = (levelId: string) => list(view.platformerRecords.ofLevel(levelId).map(writeOne));
      return records(view.platformerRecords, writeOne, rest, query, ofLevel);
    }
    default:
      return NONE;
  }
}
