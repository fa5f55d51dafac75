/**
 * Public read paths to the answers the server would give, from the snapshot: `{status: 200, body}`
 * in the route's wire shape, `{status: 404, body}` with the server's error where it would answer
 * 404, or undefined for a path it cannot answer (an avatar, the settings, a parameter the server
 * would refuse with 400), which then fails as the network did. The changelog, a level's history and
 * the list on a date are read from the copy's log (resolve-history.ts). An answer may carry the headers the
 * server sends with it (a leaderboard slice's total).
 */
import * as v from 'valibot';
import { changelogPage } from '../../../shared/changelog/reads';
import {
  LEVEL_ID_PATTERN,
  LEVEL_TYPES,
  LIST_TYPES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  TOTAL_COUNT_HEADER,
  type LevelType,
  type ListType,
} from '../../../shared/constants';
import { AtQuerySchema, ChangelogQuerySchema } from '../../../shared/schemas/changes';
import { LeaderboardQuerySchema, leaderboardWindow } from '../../../shared/schemas/input/leaderboard';
import { completedLevels, findLevel, hardestLevel, heldLevels, levelCounts, levelList, levelRecords, recordPage } from './resolve-levels';
import { levelHistoryOf, levelListAt } from './resolve-history';
import { findRegion, leaderboard, playerNames, regionPlayers, regionTotals, staffNames } from './resolve-players';
import { toLevel, toLevelName, toPlayer, type SnapshotIndex } from './wire';

export type Answer = { status: 200 | 404; body: unknown; headers?: Record<string, string> };

const ok = (body: unknown): Answer => ({ status: 200, body });
const notFoundSaying = (message: string): Answer => ({ status: 404, body: { status: 404, code: 'not_found', message } });
const notFound = (what: string): Answer => notFoundSaying(`${what} not found.`);

/** A serial id as the server's parameter schemas take it: 1 to 9 digits, at least 1. */
const serial = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined);

function typeOf(segment: string, suffix: string): LevelType | undefined {
  return LEVEL_TYPES.find((type) => segment === `${type}-${suffix}`);
}

function levels(index: SnapshotIndex, type: LevelType, [kind, param, ...rest]: string[], query: URLSearchParams): Answer | undefined {
  if (rest.length > 0) return undefined;
  if (kind === 'list') {
    if (!query.has('at')) return param === undefined ? ok(levelList(index, type)) : mapOk(levelList(index, type, param));
    const at = v.safeParse(AtQuerySchema, { at: query.get('at') });
    if (!at.success || !at.output.at || (param !== undefined && !LIST_TYPES.includes(param as ListType))) return undefined;
    const levels = levelListAt(index, type, at.output.at, param as ListType | undefined);
    return 'begins' in levels ? notFoundSaying(`The list's history begins on ${levels.begins}.`) : ok(levels.list);
  }
  if (param === 'history') {
    if (!kind || !LEVEL_ID_PATTERN.test(kind)) return undefined;
    const history = levelHistoryOf(index, type, kind);
    return history ? ok(history) : notFound('Level');
  }
  if (param === undefined) {
    if (!kind || !LEVEL_ID_PATTERN.test(kind)) return undefined;
    const level = findLevel(index, type, kind);
    return level ? ok(toLevel(type, index, level)) : notFound('Level');
  }
  if (kind === 'name') {
    if (!LEVEL_ID_PATTERN.test(param)) return undefined;
    const level = findLevel(index, type, param);
    return level ? ok(toLevelName(level)) : notFound('Level');
  }
  const playerId = serial(param);
  if (playerId === undefined) return undefined;
  const reads: Record<string, () => unknown> = {
    count: () => levelCounts(index, type, playerId),
    hardestLevel: () => hardestLevel(index, type, playerId),
    player: () => completedLevels(index, type, playerId).map(toLevelName),
    [type === 'classic' ? 'firstVictor' : 'recordHolder']: () => heldLevels(index, type, playerId),
  };
  const read = kind ? reads[kind] : undefined;
  if (!read) return undefined;
  return index.players.has(playerId) ? ok(read()) : notFound('Player');
}

const mapOk = (body: unknown) => (body === undefined ? undefined : ok(body));

function records(index: SnapshotIndex, type: LevelType, [kind, id, ...rest]: string[], query: URLSearchParams): Answer | undefined {
  if (kind === undefined) {
    const page = query.get('page') ?? '0';
    const size = query.get('size') ?? String(PAGE_SIZE_DEFAULT);
    const player = query.get('player');
    const level = query.get('level');
    if (!/^\d{1,9}$/.test(page) || serial(size) === undefined || Number(size) > PAGE_SIZE_MAX) return undefined;
    if ((player !== null && serial(player) === undefined) || (level !== null && !LEVEL_ID_PATTERN.test(level))) return undefined;
    return ok(
      recordPage(index, type, Number(page), Number(size), {
        player: player === null ? undefined : Number(player),
        level: level ?? undefined,
      }),
    );
  }
  if (kind !== 'level' || id === undefined || rest.length > 0 || !LEVEL_ID_PATTERN.test(id)) return undefined;
  const level = findLevel(index, type, id);
  return level ? ok(levelRecords(index, type, level)) : notFound('Level');
}

/** A leaderboard, whole or the slice its `limit` and `offset` ask for, read as the server reads them. */
function leaderboardAnswer(index: SnapshotIndex, type: LevelType, query: URLSearchParams): Answer | undefined {
  const known: Record<string, string> = {};
  for (const name of ['limit', 'offset']) {
    const values = query.getAll(name);
    if (values.length > 1) return undefined;
    if (values[0] !== undefined) known[name] = values[0];
  }
  const parsed = v.safeParse(LeaderboardQuerySchema, known);
  if (!parsed.success) return undefined;
  const rows = leaderboard(index, type);
  const window = leaderboardWindow(parsed.output);
  if (!window) return ok(rows);
  return {
    status: 200,
    body: rows.slice(window.offset, window.offset + window.limit),
    headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
  };
}

function players(index: SnapshotIndex, [kind, param, ...rest]: string[], query: URLSearchParams): Answer | undefined {
  if (rest.length > 0) return undefined;
  if (kind === undefined) return ok(playerNames(index));
  if (kind === 'staff' && param === undefined) return ok(staffNames(index));
  const board = typeOf(kind, 'points');
  if (board && param === undefined) return leaderboardAnswer(index, board, query);
  if (kind === 'username' && param && param.length <= 64) {
    const row = index.byName.get(param.toLowerCase());
    return row ? ok(toPlayer(index, row)) : notFound('Player');
  }
  const regionId = kind === 'region' ? serial(param) : undefined;
  if (regionId === undefined) return undefined;
  return findRegion(index, regionId) ? ok(regionPlayers(index, regionId)) : notFound('Region');
}

function regions(index: SnapshotIndex, [id, ...rest]: string[]): Answer | undefined {
  if (rest.length > 0) return undefined;
  if (id === undefined) return ok(regionTotals(index));
  const regionId = serial(id);
  if (regionId === undefined) return undefined;
  const region = findRegion(index, regionId);
  return region ? ok(region) : notFound('Region');
}

/** `path` as the API client sends it: `/api/public/…`, segments URI-encoded, maybe a query. */
export function resolvePublic(index: SnapshotIndex, path: string): Answer | undefined {
  const url = new URL(path, 'http://offline.invalid');
  if (!url.pathname.startsWith('/api/public/')) return undefined;
  let segments: string[];
  try {
    segments = url.pathname.slice('/api/public/'.length).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [resource = '', ...rest] = segments;
  const levelType = typeOf(resource, 'levels');
  if (levelType) return levels(index, levelType, rest, url.searchParams);
  const recordType = typeOf(resource, 'records');
  if (recordType) return records(index, recordType, rest, url.searchParams);
  if (resource === 'players') return players(index, rest, url.searchParams);
  if (resource === 'regions') return regions(index, rest);
  if (resource === 'changelog' && rest.length === 0) {
    const query = v.safeParse(ChangelogQuerySchema, Object.fromEntries(url.searchParams));
    return query.success ? ok(changelogPage(index.snapshot.log, query.output)) : undefined;
  }
  return undefined;
}
